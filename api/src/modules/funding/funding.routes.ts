import { Router, type Request } from 'express';
import { requestMetaOf } from '../../platform/http/request-meta';
import { TooManyRequestsError } from '../../platform/errors';
import type { RateRule } from '../../platform/rate-limit/rate-limiter';
import { optionalInt, positiveIdParam } from '../../platform/rest/params';
import { rest, requireScope } from '../../platform/rest/rest-handler';
import { parseInput } from '../../platform/validation/validate-input';
import type { Services } from '../../services';
import { FundingPartnerAnswerInput, FundingRequestInput } from './funding.input';

const objectBody = (body: unknown): Record<string, unknown> =>
  body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

/** A partner's link opened or answered from one address: enough for a partner's team, not for guessing. */
const fundingPartnerLinkRule = (limit: number): RateRule => ({
  name: 'funding-partner-link:address',
  limit,
  windowSeconds: 3600,
});

/**
 * Funding over REST, through the same service and input rules as GraphQL:
 *
 * - GET /api/funding-requests (?before=<id>&limit=<1-100>): requests in scope, newest first.
 * - POST /api/funding-requests {caseId, fundingPartnerId, requestedAmount, purpose, urgencyLevel, share[], notes}.
 * - GET /api/funding-requests/:id.
 * - POST /api/funding-requests/:id/submit: the partner's link, shown once.
 * - The partner's side, by its one-time link's token and nothing else (no session):
 *   GET /api/funding-partner/request?token=... and POST /api/funding-partner/answer
 *   {token, decision: approve|decline, approvedAmount, interestRate, repaymentTerms, note}.
 */
export function fundingRoutes(services: Services, partnerLinksPerAddressHourly: number): Router {
  const partnerLinkRule = fundingPartnerLinkRule(partnerLinksPerAddressHourly);
  const router = Router();

  router.get(
    '/api/funding-requests',
    rest(async (req, res) => {
      const scope = requireScope(req);
      const query = req.query as Record<string, unknown>;
      const limit = Math.min(Math.max(optionalInt(query, 'limit') ?? 50, 1), 100);
      const before = optionalInt(query, 'before');
      res.json({ success: true, data: await services.funding.list(scope, { limit, before }) });
    }),
  );

  router.post(
    '/api/funding-requests',
    rest(async (req, res) => {
      const scope = requireScope(req);
      const input = await parseInput(FundingRequestInput, {
        urgencyLevel: 'normal',
        ...objectBody(req.body),
      });
      res.status(201).json({ success: true, data: await services.funding.create(scope, input) });
    }),
  );

  router.get(
    '/api/funding-requests/:id',
    rest(async (req, res) => {
      const scope = requireScope(req);
      const id = positiveIdParam(String(req.params.id), 'Funding request');
      res.json({ success: true, data: await services.funding.get(scope, id) });
    }),
  );

  router.post(
    '/api/funding-requests/:id/submit',
    rest(async (req, res) => {
      const scope = requireScope(req);
      const id = positiveIdParam(String(req.params.id), 'Funding request');
      res.json({ success: true, data: await services.funding.submit(scope, id) });
    }),
  );

  const limited = async (req: Request) => {
    const verdict = await services.rateLimiter.hit(partnerLinkRule, requestMetaOf(req).ip ?? 'unknown');
    if (!verdict.allowed) throw new TooManyRequestsError(undefined, verdict.retryAfterSeconds);
  };

  router.get(
    '/api/funding-partner/request',
    rest(async (req, res) => {
      await limited(req);
      res.set('cache-control', 'no-store').set('referrer-policy', 'no-referrer');
      res.json({
        success: true,
        data: await services.funding.partnerView((req.query as Record<string, unknown>).token),
      });
    }),
  );

  router.post(
    '/api/funding-partner/answer',
    rest(async (req, res) => {
      await limited(req);
      const input = await parseInput(FundingPartnerAnswerInput, objectBody(req.body));
      res.set('cache-control', 'no-store');
      res.json({ success: true, data: await services.funding.partnerAnswer(input, requestMetaOf(req)) });
    }),
  );

  return router;
}
