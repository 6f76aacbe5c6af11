import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Router } from 'express';
import { DomainError } from '../../platform/errors';
import { receiveUpload } from '../../platform/http/receive-upload';
import { rest, requireScope } from '../../platform/rest/rest-handler';
import type { Services } from '../../services';
import { maxLogoBytes } from './clinic-logo';

/**
 * The clinic logo as a file: uploaded as multipart/form-data (GraphQL carries no files here) and read
 * back for the console's preview. The clinic admin of that clinic only (ClinicProfileService).
 */
export function clinicLogoRoutes(services: Services, dataDir: string): Router {
  const router = Router();
  const tmpDir = path.join(dataDir, 'uploads-tmp');

  router.post(
    '/api/clinic/logo',
    rest(async (req, res) => {
      const scope = requireScope(req);
      try {
        const upload = await receiveUpload(req, tmpDir, {
          maxFileBytes: maxLogoBytes,
          fileField: 'file',
          fieldNames: [],
        });
        const profile = await services.clinicProfile.uploadLogo(scope, upload);
        res
          .status(201)
          .json({ success: true, message: 'Logo uploaded', data: { logoUpdatedAt: profile.logoUpdatedAt } });
      } catch (error) {
        if (error instanceof DomainError && !req.complete) res.setHeader('Connection', 'close');
        throw error;
      }
    }),
  );

  router.get(
    '/api/clinic/logo',
    rest(async (req, res) => {
      const scope = requireScope(req);
      const { stream, contentType } = await services.clinicProfile.openLogo(scope);
      res.status(200);
      res.setHeader('Content-Type', contentType);
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Cache-Control', 'private, no-store');
      res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
      try {
        await pipeline(stream, res);
      } catch {
        res.destroy();
      }
    }),
  );

  return router;
}
