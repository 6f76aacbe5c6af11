import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Response } from 'express';

/** RFC 6266 Content-Disposition: an ASCII fallback plus the exact UTF-8 name. */
export function contentDisposition(kind: 'attachment' | 'inline', fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export interface FileHeaders {
  fileName: string;
  contentType: string;
  length: number;
  /** Inline for documents we generate ourselves (PDF viewers open them); attachment for uploads. */
  disposition: 'attachment' | 'inline';
  /** Uploaded files are someone else's bytes: sandboxed so nothing in them can run as our origin. */
  sandbox: boolean;
}

/** The headers every file we send carries: our own content type, never sniffed, never cached. */
export function setFileHeaders(res: Response, file: FileHeaders): void {
  res.setHeader('Content-Type', file.contentType);
  res.setHeader('Content-Length', String(file.length));
  res.setHeader('Content-Disposition', contentDisposition(file.disposition, file.fileName));
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Cache-Control', 'private, no-store');
  if (file.sandbox) res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
}

/** Sends a stored file with those headers; a stream that fails half-way ends the connection. */
export async function sendFile(res: Response, file: FileHeaders, stream: Readable): Promise<void> {
  res.status(200);
  setFileHeaders(res, file);
  try {
    await pipeline(stream, res);
  } catch {
    res.destroy();
  }
}
