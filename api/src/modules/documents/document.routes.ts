import path from 'node:path';
import { Router } from 'express';
import { nextCursorOf } from '../../platform/graphql/connection';
import { DomainError } from '../../platform/errors';
import { sendFile } from '../../platform/http/file-response';
import { receiveUpload } from '../../platform/http/receive-upload';
import { listParams, optionalInt, positiveIdParam } from '../../platform/rest/params';
import { rest, requireScope } from '../../platform/rest/rest-handler';
import type { Services } from '../../services';
import { documentJson } from './document.json';
import { uploadFieldNames } from './document.service';

/** The spec's document calls: GET /api/documents (?caseId=), POST /api/documents/upload, GET /api/documents/:id/download. */
export function documentRoutes(services: Services, dataDir: string): Router {
  const router = Router();
  const tmpDir = path.join(dataDir, 'uploads-tmp');

  router.get(
    '/api/documents',
    rest(async (req, res) => {
      const scope = requireScope(req);
      const query = req.query as Record<string, unknown>;
      const { first, after } = listParams(query);
      const page = await services.documents.list(scope, { caseId: optionalInt(query, 'caseId'), first, after });
      res.json({
        data: page.nodes.map((record) => documentJson(scope, record)),
        nextCursor: nextCursorOf(page.pageInfo),
      });
    }),
  );

  router.post(
    '/api/documents/upload',
    rest(async (req, res) => {
      const scope = requireScope(req);
      try {
        const upload = await receiveUpload(req, tmpDir, {
          maxFileBytes: await services.documents.maxUploadBytes(),
          fileField: 'file',
          fieldNames: uploadFieldNames,
        });
        const document = await services.documents.createFromUpload(scope, upload);
        res
          .status(201)
          .json({ success: true, message: 'Document uploaded successfully!', data: documentJson(scope, document) });
      } catch (error) {
        // The rest of a refused upload is not read: close the connection instead of draining it.
        if (error instanceof DomainError && !req.complete) res.setHeader('Connection', 'close');
        throw error;
      }
    }),
  );

  router.get(
    '/api/documents/:id/download',
    rest(async (req, res) => {
      const scope = requireScope(req);
      const { document, stream } = await services.documents.openForDownload(
        scope,
        positiveIdParam(String(req.params.id), 'Document'),
      );
      await sendFile(
        res,
        {
          fileName: document.fileName,
          contentType: document.fileType,
          length: document.fileSize,
          disposition: 'attachment',
          sandbox: true,
        },
        stream,
      );
    }),
  );

  return router;
}
