import { mkdtemp, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { StoredFileMissingError } from '../../errors';
import { S3Storage } from '../s3-storage';

/**
 * A minimal S3-compatible endpoint (path-style PUT/GET/DELETE of objects), enough to check what
 * S3Storage sends over the wire: bucket, key prefix, content type, length, SigV4 signature header.
 */
function fakeS3() {
  const objects = new Map<string, { body: Buffer; contentType: string | undefined }>();
  const requests: { method: string; url: string; authorization: string | undefined }[] = [];
  const server = http.createServer((req, res) => {
    requests.push({ method: req.method!, url: req.url!, authorization: req.headers.authorization });
    const key = decodeURIComponent(new URL(req.url!, 'http://x').pathname);
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method === 'PUT') {
        objects.set(key, { body: Buffer.concat(chunks), contentType: req.headers['content-type'] });
        res.writeHead(200, { ETag: '"1"' }).end();
      } else if (req.method === 'GET') {
        const object = objects.get(key);
        if (!object) {
          res.writeHead(404, { 'content-type': 'application/xml' });
          res.end('<Error><Code>NoSuchKey</Code><Message>missing</Message></Error>');
          return;
        }
        res.writeHead(200, {
          'content-type': object.contentType ?? 'application/octet-stream',
          'content-length': object.body.length,
        });
        res.end(object.body);
      } else if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204).end();
      } else {
        res.writeHead(405).end();
      }
    });
  });
  return { server, objects, requests };
}

describe('S3Storage', () => {
  it('puts, reads and removes objects under the prefix in the bucket, signed, with the content type', async () => {
    const s3 = fakeS3();
    await new Promise<void>((resolve) => s3.server.listen(0, '127.0.0.1', resolve));
    const { port } = s3.server.address() as AddressInfo;
    try {
      const storage = new S3Storage({
        bucket: 'clinic-docs',
        region: 'us-east-1',
        endpoint: `http://127.0.0.1:${port}`,
        accessKeyId: 'test-key',
        secretAccessKey: 'test-secret',
        forcePathStyle: true,
        prefix: 'documents/',
      });
      const dir = await mkdtemp(path.join(os.tmpdir(), 's3-test-'));
      const file = path.join(dir, 'upload.part');
      const bytes = Buffer.from('%PDF-1.4 test document');
      await writeFile(file, bytes);

      await storage.putFile('7/2026/abc', file, 'application/pdf', bytes.length);
      const stored = s3.objects.get('/clinic-docs/documents/7/2026/abc');
      expect(stored?.body.equals(bytes)).toBe(true);
      expect(stored?.contentType).toBe('application/pdf');
      expect(s3.requests[0].authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=test-key\//);
      // The local temporary file is consumed.
      await expect(writeFile(file, 'x', { flag: 'wx' })).resolves.toBeUndefined();

      const stream = await storage.read('7/2026/abc');
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).equals(bytes)).toBe(true);

      await storage.remove('7/2026/abc');
      expect(s3.objects.size).toBe(0);
      await expect(storage.read('7/2026/abc')).rejects.toBeInstanceOf(StoredFileMissingError);
    } finally {
      await new Promise((resolve) => s3.server.close(resolve));
    }
  });
});
