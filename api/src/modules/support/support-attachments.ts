import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { DataSource } from 'typeorm';
import { SqlParams } from '../../db/sql-params';
import type { Scope } from '../../platform/access/scope';
import { InputError, NotFoundError } from '../../platform/errors';
import type { ReceivedUpload } from '../../platform/http/receive-upload';
import type { DocumentStorage } from '../../platform/storage/document-storage';
import { contentMismatch } from '../documents/file-signature';
import { allowedExtensions, contentTypeByExtension, displayFileName, extensionOf } from '../documents/file-types';
import type { SupportService } from './support.service';
import { assertDeskOrRequester, messageScopeSql, ticketScopeSql } from './support.policy';
import type { TicketMessageView } from './support.type';

export const attachmentFieldNames = ['message', 'isInternal'] as const;

export interface AttachmentFile {
  id: number;
  fileName: string;
  contentType: string;
  size: number;
}

/**
 * Files on tickets through the documents pipeline (decision 456): the same type and content checks
 * and the same storage as case documents, under a `support/` key and in ticket_attachments only, so
 * a ticket's file never appears among a clinic's case documents.
 */
export class SupportAttachments {
  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: DocumentStorage,
    private readonly support: SupportService,
    private readonly maxUploadBytes: () => Promise<number>,
  ) {}

  limit(): Promise<number> {
    return this.maxUploadBytes();
  }

  /** A message carrying one file; the file is checked and stored before the message's transaction. */
  async attach(scope: Scope, ticketId: number, upload: ReceivedUpload): Promise<TicketMessageView> {
    const { file, fields } = upload;
    try {
      assertDeskOrRequester(scope);
      if (!file || file.originalName.trim() === '') throw InputError.field('file', 'Choose a file to attach');
      const fileName = displayFileName(file.originalName);
      const extension = extensionOf(fileName);
      if (!extension) throw InputError.field('file', `Only ${allowedExtensions.join(', ')} files can be attached`);
      if (file.size === 0) throw InputError.field('file', 'The file is empty');
      const mismatch = await contentMismatch(extension, file.tmpPath, file.size);
      if (mismatch) throw InputError.field('file', `${fileName} ${mismatch}: its content does not match .${extension}`);
      const message = (fields.message ?? '').trim() || `Attached ${fileName}`;
      if (message.length > 10000) throw InputError.field('message', 'Message must be at most 10000 characters');
      await this.support.get(scope, ticketId);
      const contentType = contentTypeByExtension[extension];
      const key = `support/${ticketId}/${randomUUID()}`;
      await this.storage.putFile(key, file.tmpPath, contentType, file.size);
      try {
        return await this.support.reply(
          scope,
          { ticketId, message, isInternal: ['true', '1', 'on'].includes(fields.isInternal ?? '') },
          async (manager, id, messageId) => {
            const [{ id: attachmentId }] = (await manager.query(
              `INSERT INTO ticket_attachments (ticket_id, message_id, file_name, content_type, file_size, storage_key, uploaded_by)
               VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
              [id, messageId, fileName, contentType, file.size, key, scope.userId],
            )) as { id: number }[];
            const summary = JSON.stringify([{ id: attachmentId, fileName, contentType, size: file.size }]);
            await manager.query(`UPDATE ticket_messages SET attachments = attachments || $2::jsonb WHERE id = $1`, [
              messageId,
              summary,
            ]);
            await manager.query(`UPDATE support_tickets SET attachments = attachments || $2::jsonb WHERE id = $1`, [
              id,
              summary,
            ]);
          },
        );
      } catch (error) {
        await this.storage.remove(key).catch(() => undefined);
        throw error;
      }
    } finally {
      if (file) await rm(file.tmpPath, { force: true });
    }
  }

  /** The bytes of an attachment the scope may read (an internal note's file: the desk only). */
  async open(scope: Scope, id: number): Promise<{ file: AttachmentFile; stream: Readable }> {
    assertDeskOrRequester(scope);
    const params = new SqlParams();
    const [row] = (await this.dataSource.query(
      `SELECT a.id, a.file_name AS "fileName", a.content_type AS "contentType", a.file_size AS size, a.storage_key AS "storageKey"
         FROM ticket_attachments a JOIN support_tickets t ON t.id = a.ticket_id
         LEFT JOIN ticket_messages m ON m.id = a.message_id
        WHERE a.id = ${params.add(id)} AND ${ticketScopeSql(scope, params, 't')}
          AND (m.id IS NULL OR ${messageScopeSql(scope, 'm')})`,
      params.values,
    )) as (AttachmentFile & { storageKey: string })[];
    if (!row) throw new NotFoundError('Attachment');
    const { storageKey, ...file } = row;
    return { file, stream: await this.storage.read(storageKey) };
  }
}
