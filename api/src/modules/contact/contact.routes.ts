import { Router } from 'express';
import { rest } from '../../platform/rest/rest-handler';
import type { Services } from '../../services';
import { parseInput } from '../../platform/validation/validate-input';
import { ContactMessageInput } from './contact.input';

/** POST /api/contact: the landing page's contact form (public). */
export function contactRoutes(services: Services): Router {
  const router = Router();
  router.post(
    '/api/contact',
    rest(async (req, res) => {
      const saved = await services.contact.send(await parseInput(ContactMessageInput, req.body), req.auth.meta);
      res.status(201).json({ success: true, data: { id: saved.id, createdAt: saved.createdAt } });
    }),
  );
  return router;
}
