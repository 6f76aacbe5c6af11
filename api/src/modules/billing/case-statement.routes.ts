import { Router } from 'express';
import { setFileHeaders } from '../../platform/http/file-response';
import { renderBusinessDocument } from '../../platform/pdf/business-document';
import { positiveIdParam } from '../../platform/rest/params';
import { rest, requireScope } from '../../platform/rest/rest-handler';
import type { Services } from '../../services';
import type { StatementFormat } from './case-statement';
import { statementCsv, statementDocument } from './statement-document';

/** A case's itemized statement, for the clinic and the case's attorney: GET /api/cases/:id/statement.pdf or .csv. */
export function caseStatementRoutes(services: Services): Router {
  const router = Router();
  for (const format of ['pdf', 'csv'] as StatementFormat[]) {
    router.get(
      `/api/cases/:id/statement.${format}`,
      rest(async (req, res) => {
        const scope = requireScope(req);
        const caseId = positiveIdParam(String(req.params.id), 'Case');
        const statement = await services.billing.statement(scope, caseId, format);
        const fileName = `statement-${statement.caseNumber}.${format}`;
        let body: Buffer;
        if (format === 'pdf') {
          const document = statementDocument(statement);
          const branding = await services.clinicProfile.letterheadOf(statement.clinic.id);
          body = await renderBusinessDocument({ ...document, letterhead: { ...document.letterhead, ...branding } });
        } else {
          body = Buffer.from(statementCsv(statement), 'utf8');
        }
        setFileHeaders(res, {
          fileName,
          contentType: format === 'pdf' ? 'application/pdf' : 'text/csv; charset=utf-8',
          length: body.length,
          disposition: 'attachment',
          sandbox: false,
        });
        res.end(body);
      }),
    );
  }
  return router;
}
