import { Router, type Request } from 'express';
import { requestMetaOf } from '../../platform/http/request-meta';
import { optionalInt, optionalString, positiveIdParam } from '../../platform/rest/params';
import { rest } from '../../platform/rest/rest-handler';
import { parseInput } from '../../platform/validation/validate-input';
import type { Services } from '../../services';
import { ProviderProfileType } from './provider-network.enums';
import { ProviderReviewSubmitInput } from './provider-network.input';

const metaOf = (req: Request) => req.auth?.meta ?? requestMetaOf(req);

/**
 * The public provider calls for integrators (no sign-in), through the same services as GraphQL:
 * GET /api/providers (search: q, specialty, state, profileType, first, after), GET
 * /api/providers/:slug (the profile and its first reviews), POST /api/providers/:slug/reviews (a
 * review with a one-time link's token), POST /api/providers/reviews/:id/report. Answers
 * {success, data} / {success: false, message}.
 */
export function providerNetworkRoutes(services: Services): Router {
  const router = Router();

  router.get(
    '/api/providers',
    rest(async (req, res) => {
      const query = req.query as Record<string, unknown>;
      const profileType = optionalString(query, 'profileType');
      const page = await services.providerProfiles.search({
        q: optionalString(query, 'q'),
        specialty: optionalString(query, 'specialty'),
        state: optionalString(query, 'state'),
        profileType: profileType as ProviderProfileType | null,
        first: optionalInt(query, 'first'),
        after: optionalString(query, 'after'),
      });
      res.json({ success: true, data: page.nodes, pageInfo: page.pageInfo });
    }),
  );

  router.get(
    '/api/providers/:slug',
    rest(async (req, res) => {
      const profile = await services.providerProfiles.bySlug(String(req.params.slug));
      const reviews = await services.providerReviews.publicReviews(profile.id, 10);
      res.json({ success: true, data: { ...profile, reviews: reviews.nodes } });
    }),
  );

  router.post(
    '/api/providers/:slug/reviews',
    rest(async (req, res) => {
      const input = await parseInput(ProviderReviewSubmitInput, req.body ?? {});
      const review = await services.providerReviews.submit(input, metaOf(req), String(req.params.slug));
      res.status(201).json({ success: true, data: review });
    }),
  );

  router.post(
    '/api/providers/reviews/:id/report',
    rest(async (req, res) => {
      await services.providerReviews.report(positiveIdParam(String(req.params.id), 'Review'), metaOf(req));
      res.json({ success: true, data: { reported: true } });
    }),
  );

  return router;
}
