import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import type { Request } from 'express';
import { DomainError, InputError, PayloadTooLargeError } from '../errors';

export interface ReceivedFile {
  /** The name the browser sent, untrusted: for display only. */
  originalName: string;
  tmpPath: string;
  size: number;
}

export interface ReceivedUpload {
  fields: Record<string, string>;
  file: ReceivedFile | null;
}

export interface UploadLimits {
  maxFileBytes: number;
  fileField: string;
  fieldNames: readonly string[];
}

/** Room for the form fields and multipart boundaries on top of the file itself. */
const multipartOverheadBytes = 64 * 1024;

export class UploadAbortedError extends DomainError {
  constructor() {
    super('BAD_USER_INPUT', 'The upload was interrupted before it finished');
  }
}

export const tooLargeMessage = (maxFileBytes: number) =>
  `The file is larger than the ${Math.round(maxFileBytes / (1024 * 1024))} MB upload limit`;

/**
 * Streams one multipart upload to a private temporary file, with every busboy limit set. Whatever
 * goes wrong (too large, aborted, malformed, unexpected parts), the temporary file is removed
 * before the promise settles, so a failed upload leaves nothing behind.
 */
export async function receiveUpload(req: Request, tmpDir: string, limits: UploadLimits): Promise<ReceivedUpload> {
  const declaredLength = Number(req.headers['content-length'] ?? NaN);
  if (Number.isFinite(declaredLength) && declaredLength > limits.maxFileBytes + multipartOverheadBytes)
    throw new PayloadTooLargeError(tooLargeMessage(limits.maxFileBytes));
  await mkdir(tmpDir, { recursive: true, mode: 0o700 });

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      defParamCharset: 'utf8',
      limits: {
        fileSize: limits.maxFileBytes,
        files: 1,
        fields: limits.fieldNames.length,
        fieldSize: 8 * 1024,
        parts: limits.fieldNames.length + 1,
        headerPairs: 20,
      },
    });
  } catch {
    throw InputError.field('file', 'Send the upload as multipart/form-data');
  }

  return new Promise<ReceivedUpload>((resolve, reject) => {
    const fields: Record<string, string> = {};
    let file: ReceivedFile | null = null;
    let fileStream: Readable | null = null;
    let writer: WriteStream | null = null;
    let writing: Promise<void> | null = null;
    let problem: DomainError | null = null;
    let settled = false;

    const fail = (error: DomainError) => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      req.resume();
      // Stop the copy first: a half-written file may only be removed once nothing writes to it.
      fileStream?.destroy();
      writer?.destroy();
      const tmpPath = file?.tmpPath;
      const writerClosed = writer && !writer.closed ? once(writer, 'close').then(() => undefined) : Promise.resolve();
      writerClosed
        .catch(() => undefined)
        .then(() => (tmpPath ? rm(tmpPath, { force: true }) : undefined))
        .finally(() => reject(error));
    };

    parser.on('file', (name, stream, info) => {
      if (name !== limits.fileField || file) {
        stream.resume();
        problem ??= InputError.field(name, `Unexpected file in field "${name}"`);
        return;
      }
      const received: ReceivedFile = {
        originalName: info.filename ?? '',
        tmpPath: path.join(tmpDir, `${randomUUID()}.part`),
        size: 0,
      };
      file = received;
      fileStream = stream;
      writer = createWriteStream(received.tmpPath, { flags: 'wx', mode: 0o600 });
      stream.on('data', (chunk: Buffer) => {
        received.size += chunk.length;
      });
      stream.on('limit', () => fail(new PayloadTooLargeError(tooLargeMessage(limits.maxFileBytes))));
      writing = pipeline(stream, writer);
      writing.catch(() => fail(InputError.field('file', 'The file could not be saved; try again')));
    });
    parser.on('field', (name, value, info) => {
      if (!limits.fieldNames.includes(name)) problem ??= InputError.field(name, `Unexpected field "${name}"`);
      else if (info.valueTruncated) problem ??= InputError.field(name, `${name} is too long`);
      else fields[name] = value;
    });
    const tooManyParts = () => {
      problem ??= InputError.field('body', 'The upload has more parts than expected');
    };
    // busboy's partsLimit fires when the cap is reached, not exceeded (a complete form reaches it);
    // excess fields and files are caught by fieldsLimit and filesLimit, and parts past the cap are skipped.
    parser.on('filesLimit', tooManyParts);
    parser.on('fieldsLimit', tooManyParts);
    parser.on('error', () => fail(InputError.field('body', 'The upload is not valid multipart/form-data')));
    parser.on('close', () => {
      if (settled) return;
      Promise.resolve(writing)
        .then(() => {
          if (problem) return fail(problem);
          if (settled) return;
          settled = true;
          resolve({ fields, file });
        })
        .catch(() => undefined);
    });
    req.on('close', () => {
      if (!req.complete) fail(new UploadAbortedError());
    });
    req.pipe(parser);
  });
}

/** Removes temporary upload files left by a process that was killed mid-upload. */
export async function removeStaleUploads(tmpDir: string, olderThanMs = 60 * 60 * 1000): Promise<number> {
  let names: string[];
  try {
    names = await readdir(tmpDir);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    const filePath = path.join(tmpDir, name);
    const info = await stat(filePath).catch(() => null);
    if (info && Date.now() - info.mtimeMs > olderThanMs) {
      await rm(filePath, { force: true });
      removed += 1;
    }
  }
  return removed;
}
