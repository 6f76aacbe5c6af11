import { Router } from 'express';
import { InputError } from '../../platform/errors';
import { sendFile } from '../../platform/http/file-response';
import { nextCursorOf } from '../../platform/graphql/connection';
import { listParams, positiveIdParam } from '../../platform/rest/params';
import { rest, requireScope } from '../../platform/rest/rest-handler';
import { parseInput } from '../../platform/validation/validate-input';
import type { Services } from '../../services';
import { RecordsPriority, RecordsProviderType, RecordsStatus } from './records.enums';
import { RecordsRequestAnswerInput, RecordsRequestCreateInput, RecordsRequestFilter } from './records.input';

const objectBody = (body: unknown): Record<string, unknown> =>
  body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

const booleanQuery = (value: unknown, name: string): boolean | undefined => {
  if (value === undefined) return undefined;
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw InputError.field(name, `${name} must be true or false`);
};

/**
 * Records retrieval for integrators, in the spec's {success, data} style, through the same service:
 * GET /api/records-requests (?status=&open=&caseId=&inbox=&mine=&limit=&cursor=: a page, its total and
 * nextCursor), GET /api/records-requests/:id,
 * POST /api/records-requests, POST /api/records-requests/:id/answer, and the documents:
 * GET /api/records-requests/:id/authorization, GET /api/records-requests/:id/documents/:documentId.
 */
export function recordsRoutes(services: Services): Router {
  const router = Router();
  const idOf = (raw: unknown) => positiveIdParam(String(raw), 'Records request');

  router.get(
    '/api/records-requests',
    rest(async (req, res) => {
      const scope = requireScope(req);
      const status = req.query.status;
      if (status !== undefined && !Object.values(RecordsStatus).includes(status as RecordsStatus))
        throw InputError.field('status', `Status must be one of: ${Object.values(RecordsStatus).join(', ')}`);
      const filter = await parseInput(RecordsRequestFilter, {
        status,
        open: booleanQuery(req.query.open, 'open'),
        inbox: booleanQuery(req.query.inbox, 'inbox'),
        caseId: req.query.caseId === undefined ? undefined : positiveIdParam(String(req.query.caseId), 'Case'),
        mine: booleanQuery(req.query.mine, 'mine'),
      });
      const page = await services.records.list(scope, filter, listParams(req.query as Record<string, unknown>));
      res.json({
        success: true,
        data: page.nodes,
        total: page.totalCount,
        nextCursor: nextCursorOf(page.pageInfo),
      });
    }),
  );

  router.get(
    '/api/records-requests/:id',
    rest(async (req, res) => {
      res.json({ success: true, data: await services.records.get(requireScope(req), idOf(req.params.id)) });
    }),
  );

  router.post(
    '/api/records-requests',
    rest(async (req, res) => {
      const scope = requireScope(req);
      const body = objectBody(req.body);
      const input = await parseInput(RecordsRequestCreateInput, {
        ...body,
        providerType: body.providerType ?? RecordsProviderType.clinic,
        priority: body.priority ?? RecordsPriority.normal,
        automatedReminders: body.automatedReminders ?? true,
      });
      res.status(201).json({ success: true, data: await services.records.create(scope, input) });
    }),
  );

  router.post(
    '/api/records-requests/:id/answer',
    rest(async (req, res) => {
      const scope = requireScope(req);
      const body = objectBody(req.body);
      const input = await parseInput(RecordsRequestAnswerInput, {
        ...body,
        documentIds: body.documentIds ?? [],
        id: idOf(req.params.id),
      });
      res.json({ success: true, data: await services.records.answer(scope, input) });
    }),
  );

  const download = (which: (params: Record<string, string>) => number | 'authorization') =>
    rest(async (req, res) => {
      const scope = requireScope(req);
      const file = await services.records.openDocument(
        scope,
        idOf(req.params.id),
        which(req.params as Record<string, string>),
      );
      await sendFile(
        res,
        {
          fileName: file.fileName,
          contentType: file.fileType,
          length: Number(file.fileSize),
          disposition: 'attachment',
          sandbox: true,
        },
        file.stream,
      );
    });

  router.get(
    '/api/records-requests/:id/authorization',
    download(() => 'authorization'),
  );
  router.get(
    '/api/records-requests/:id/documents/:documentId',
    download((params) => positiveIdParam(String(params.documentId), 'Document')),
  );

  return router;
}
