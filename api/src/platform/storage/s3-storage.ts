import { createReadStream } from 'node:fs';
import { unlink } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { StoredFileMissingError } from '../errors';
import type { DocumentStorage } from './document-storage';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  endpoint: string | null;
  accessKeyId: string | null;
  secretAccessKey: string | null;
  forcePathStyle: boolean;
  prefix: string;
}

/** Documents in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2...), server-side encrypted at rest. */
export class S3Storage implements DocumentStorage {
  readonly kind = 's3';
  private readonly client: S3Client;

  constructor(private readonly options: S3StorageOptions) {
    this.client = new S3Client({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      forcePathStyle: options.forcePathStyle,
      // S3-compatible services (MinIO, Ceph, R2) do not all accept the SDK's default streaming checksums.
      ...(options.endpoint
        ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
        : {}),
      ...(options.accessKeyId && options.secretAccessKey
        ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
        : {}),
    });
  }

  private objectKey(key: string): string {
    return `${this.options.prefix}${key}`;
  }

  async putFile(key: string, localPath: string, contentType: string, size: number): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.options.bucket,
        Key: this.objectKey(key),
        Body: createReadStream(localPath),
        ContentLength: size,
        ContentType: contentType,
        ServerSideEncryption: this.options.endpoint ? undefined : 'AES256',
      }),
    );
    await unlink(localPath);
  }

  async read(key: string): Promise<Readable> {
    const result = await this.client
      .send(new GetObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key) }))
      .catch((error: unknown) => {
        throw (error as { name?: string }).name === 'NoSuchKey' ? new StoredFileMissingError(key) : error;
      });
    if (!(result.Body instanceof Readable)) throw new Error(`S3 object ${key} has no readable body`);
    return result.Body;
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key) }));
  }
}
