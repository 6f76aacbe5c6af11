import { Router } from 'express';
import { NotFoundError } from '../../platform/errors';
import { setFileHeaders } from '../../platform/http/file-response';
import { renderBusinessDocument } from '../../platform/pdf/business-document';
import { positiveIdParam } from '../../platform/rest/params';
import { rest, requireScope } from '../../platform/rest/rest-handler';
import type { Services } from '../../services';
import { ledgerJson } from './ledger.json';

/** A case's ledger as JSON, and the letter of an accepted reduction as PDF. */
export function ledgerRoutes(services: Services): Router {
  const router = Router();

  router.get(
    '/api/v1/cases/:id/ledger',
    rest(async (req, res) => {
      const scope = requireScope(req);
      const ledger = await services.ledger.get(scope, positiveIdParam(String(req.params.id), 'Case'));
      res.json({ data: ledgerJson(scope, ledger) });
    }),
  );

  router.get(
    '/api/ledger/reductions/:id/letter.pdf',
    rest(async (req, res) => {
      const scope = requireScope(req);
      const requestId = positiveIdParam(String(req.params.id), 'Reduction request');
      const letter = await services.reductions.reductionLetter(scope, requestId);
      if (!letter) throw new NotFoundError('Reduction letter');
      const [salutation, ...paragraphs] = letter.letter.split('\n\n');
      const branding = await services.clinicProfile.letterheadOf(letter.clinicId);
      const pdf = await renderBusinessDocument({
        letterhead: { name: letter.clinicName, lines: letter.clinicLines.filter(Boolean), ...branding },
        title: 'Lien reduction agreement',
        subject: `Lien reduction for case ${letter.caseNumber}`,
        facts: [
          ['Case', letter.caseNumber],
          ['Agreed on', letter.agreedOn],
        ],
        paragraphs: [salutation, ...paragraphs],
        footer: 'Confidential: contains protected health information. Issued through Casebridge.',
      });
      setFileHeaders(res, {
        fileName: `reduction-letter-${letter.caseNumber}-${requestId}.pdf`,
        contentType: 'application/pdf',
        length: pdf.length,
        disposition: 'inline',
        sandbox: false,
      });
      res.end(pdf);
    }),
  );

  return router;
}
