import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { StoredFileMissingError } from '../errors';
import type { DocumentStorage } from './document-storage';

const keyPattern = /^[a-z0-9][a-z0-9/-]{0,200}$/;

/** Documents as files under `<DATA_DIR>/documents`, one file per key. */
export class LocalDiskStorage implements DocumentStorage {
  readonly kind = 'local';

  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    // Keys are ours, but a key must never reach outside the root whatever it holds.
    if (!keyPattern.test(key) || key.includes('..')) throw new Error(`Invalid storage key: ${key}`);
    return path.join(this.root, key);
  }

  async putFile(key: string, localPath: string): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true, mode: 0o750 });
    try {
      await rename(localPath, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      await copyFile(localPath, target);
      await unlink(localPath);
    }
  }

  async read(key: string): Promise<Readable> {
    const stream = createReadStream(this.pathOf(key));
    await new Promise<void>((resolve, reject) => {
      stream.once('open', () => resolve());
      stream.once('error', (error: NodeJS.ErrnoException) =>
        reject(error.code === 'ENOENT' ? new StoredFileMissingError(key) : error),
      );
    });
    return stream;
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
