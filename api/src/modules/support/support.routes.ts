import path from 'node:path';
import { Router } from 'express';
import { DomainError } from '../../platform/errors';
import { sendFile } from '../../platform/http/file-response';
import { receiveUpload } from '../../platform/http/receive-upload';
import { optionalInt, positiveIdParam } from '../../platform/rest/params';
import { rest, requireScope } from '../../platform/rest/rest-handler';
import { parseInput } from '../../platform/validation/validate-input';
import type { Services } from '../../services';
import { attachmentFieldNames } from './support-attachments';
import { SupportTicketCreateInput, SupportTicketFilter, TicketReplyInput } from './support.input';
import type { TicketMessageView } from './support.type';

/** A message as REST shows it (without the live rule's own fields). */
const messageJson = ({ requesterId: _r, clinicId: _c, ...message }: TicketMessageView) => message;

const objectBody = (body: unknown): Record<string, unknown> =>
  body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

/**
 * The support desk over REST, through the same service and rules as GraphQL (internal notes never
 * reach a requester here either):
 *
 * - GET /api/support/tickets (?limit=1-100&cursor=<nextCursor>&status=): tickets in scope, latest activity first.
 * - POST /api/support/tickets {subject, description, category, priority}.
 * - GET /api/support/tickets/:id: the ticket with its messages.
 * - POST /api/support/tickets/:id/messages {message}: a reply.
 * - POST /api/support/tickets/:id/attachments (multipart: file, message): a reply carrying a file.
 * - GET /api/support/attachments/:id: the file.
 */
export function supportRoutes(services: Services, dataDir: string): Router {
  const router = Router();
  const tmpDir = path.join(dataDir, 'uploads-tmp');

  router.get(
    '/api/support/tickets',
    rest(async (req, res) => {
      const scope = requireScope(req);
      const query = req.query as Record<string, unknown>;
      const first = Math.min(Math.max(optionalInt(query, 'limit') ?? 20, 1), 100);
      const after = typeof query.cursor === 'string' ? query.cursor : null;
      const status = typeof query.status === 'string' ? query.status : null;
      const filter = status ? await parseInput(SupportTicketFilter, { status }) : null;
      const page = await services.support.list(scope, { filter, first, after });
      res.json({
        success: true,
        data: page.nodes,
        nextCursor: page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null,
      });
    }),
  );

  router.post(
    '/api/support/tickets',
    rest(async (req, res) => {
      const scope = requireScope(req);
      const input = await parseInput(SupportTicketCreateInput, { priority: 'normal', ...objectBody(req.body) });
      res.status(201).json({ success: true, data: await services.support.create(scope, input) });
    }),
  );

  router.get(
    '/api/support/tickets/:id',
    rest(async (req, res) => {
      const scope = requireScope(req);
      const id = positiveIdParam(String(req.params.id), 'Ticket');
      const ticket = await services.support.get(scope, id);
      res.json({
        success: true,
        data: { ...ticket, messages: (await services.support.messages(scope, id)).map(messageJson) },
      });
    }),
  );

  router.post(
    '/api/support/tickets/:id/messages',
    rest(async (req, res) => {
      const scope = requireScope(req);
      const ticketId = positiveIdParam(String(req.params.id), 'Ticket');
      const input = await parseInput(TicketReplyInput, { ...objectBody(req.body), ticketId });
      res.status(201).json({ success: true, data: messageJson(await services.support.reply(scope, input)) });
    }),
  );

  router.post(
    '/api/support/tickets/:id/attachments',
    rest(async (req, res) => {
      const scope = requireScope(req);
      const ticketId = positiveIdParam(String(req.params.id), 'Ticket');
      try {
        const upload = await receiveUpload(req, tmpDir, {
          maxFileBytes: await services.supportAttachments.limit(),
          fileField: 'file',
          fieldNames: attachmentFieldNames,
        });
        const message = await services.supportAttachments.attach(scope, ticketId, upload);
        res.status(201).json({ success: true, data: messageJson(message) });
      } catch (error) {
        if (error instanceof DomainError && !req.complete) res.setHeader('Connection', 'close');
        throw error;
      }
    }),
  );

  router.get(
    '/api/support/attachments/:id',
    rest(async (req, res) => {
      const scope = requireScope(req);
      const { file, stream } = await services.supportAttachments.open(
        scope,
        positiveIdParam(String(req.params.id), 'Attachment'),
      );
      await sendFile(
        res,
        {
          fileName: file.fileName,
          contentType: file.contentType,
          length: file.size,
          disposition: 'attachment',
          sandbox: true,
        },
        stream,
      );
    }),
  );

  return router;
}
