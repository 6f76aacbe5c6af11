import type { Readable } from 'node:stream';

/**
 * Where document bytes live. Keys are made by the server (never a client path); the database row
 * holds the key, the display name and the content type.
 */
export interface DocumentStorage {
  readonly kind: 'local' | 's3';
  /** Stores a finished, already validated local file under `key`, consuming it. */
  putFile(key: string, localPath: string, contentType: string, size: number): Promise<void>;
  read(key: string): Promise<Readable>;
  remove(key: string): Promise<void>;
}
