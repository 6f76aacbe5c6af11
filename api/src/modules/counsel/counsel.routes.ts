import { Router } from 'express';
import { InputError, NotFoundError } from '../../platform/errors';
import { setFileHeaders } from '../../platform/http/file-response';
import { positiveIdParam } from '../../platform/rest/params';
import { rest, requireScope } from '../../platform/rest/rest-handler';
import type { Services } from '../../services';
import { renderLienNotice } from './lien-notice-pdf';
import { ScorecardPeriod } from './scorecard.type';

function periodParam(value: unknown): ScorecardPeriod {
  if (value === undefined) return ScorecardPeriod.month;
  if (value === ScorecardPeriod.month || value === ScorecardPeriod.quarter) return value;
  throw InputError.field('period', 'Period must be month or quarter');
}

/**
 * GET /api/cases/:id/lien-notices, GET /api/lien-notices/:id/notice.pdf, GET
 * /api/attorneys/:id/scorecard?period=month|quarter, GET /api/attorney-scorecards, GET
 * /api/my-scorecard: the same services and rules as GraphQL.
 */
export function counselRoutes(services: Services): Router {
  const router = Router();

  router.get(
    '/api/cases/:id/lien-notices',
    rest(async (req, res) => {
      const caseId = positiveIdParam(String(req.params.id), 'Case');
      res.json({ success: true, data: await services.lienNotices.list(requireScope(req), caseId) });
    }),
  );

  router.get(
    '/api/lien-notices/:id/notice.pdf',
    rest(async (req, res) => {
      const scope = requireScope(req);
      const id = positiveIdParam(String(req.params.id), 'Lien notice');
      const notice = await services.lienNotices.document(scope, id);
      if (!notice) throw new NotFoundError('Lien notice');
      const pdf = await renderLienNotice(notice, await services.clinicProfile.letterheadOf(notice.clinicId));
      setFileHeaders(res, {
        fileName: `lien-notice-${notice.caseNumber}-${notice.id}.pdf`,
        contentType: 'application/pdf',
        length: pdf.length,
        disposition: 'inline',
        sandbox: false,
      });
      res.end(pdf);
    }),
  );

  router.get(
    '/api/attorneys/:id/scorecard',
    rest(async (req, res) => {
      const scope = requireScope(req);
      const attorneyId = positiveIdParam(String(req.params.id), 'Attorney');
      const period = periodParam(req.query.period);
      res.json({ success: true, data: await services.scorecards.forAttorney(scope, attorneyId, period) });
    }),
  );

  router.get(
    '/api/attorney-scorecards',
    rest(async (req, res) => {
      res.json({ success: true, data: await services.scorecards.forClinic(requireScope(req)) });
    }),
  );

  router.get(
    '/api/my-scorecard',
    rest(async (req, res) => {
      const period = periodParam(req.query.period);
      res.json({ success: true, data: await services.scorecards.mine(requireScope(req), period) });
    }),
  );

  return router;
}
