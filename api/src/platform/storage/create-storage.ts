import path from 'node:path';
import type { Config } from '../../config';
import type { DocumentStorage } from './document-storage';
import { LocalDiskStorage } from './local-disk-storage';
import { S3Storage } from './s3-storage';

export function createDocumentStorage(config: Config): DocumentStorage {
  return config.s3
    ? new S3Storage({ ...config.s3, prefix: 'documents/' })
    : new LocalDiskStorage(path.join(config.dataDir, 'documents'));
}
