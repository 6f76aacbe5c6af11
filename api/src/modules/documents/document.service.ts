import type { DomainEvents } from '../domain-events/domain-events.service';
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { DataSource, SelectQueryBuilder } from 'typeorm';
import { queryBuilderCondition } from '../../db/sql-params';
import { isClinicRole } from '../../platform/access/role';
import type { Scope } from '../../platform/access/scope';
import { writeAudit } from '../../platform/audit/audit.service';
import { ForbiddenError, InputError, NotFoundError } from '../../platform/errors';
import { decodeCursor, toPage, type Page } from '../../platform/graphql/connection';
import { clampLimit } from '../../platform/graphql/pagination';
import type { ReceivedUpload } from '../../platform/http/receive-upload';
import type { SettingsReader } from '../../platform/settings/settings-reader';
import type { DocumentStorage } from '../../platform/storage/document-storage';
import { maxRecordId } from '../../platform/validation/rules';
import { isStorableText } from '../../platform/validation/validate-input';
import type { DocumentAnalysisQueue } from '../ai-documents/document-analysis-queue';
import { caseFactsForWrite } from '../cases/case-facts';
import { assertStorageAvailable } from '../clinics/plan-limits';
import { caseScopeSql } from '../cases/case-access.policy';
import { DocumentType, documentTypeValues } from './document.enums';
import { canDeleteDocument } from './document.policy';
import type { DocumentUploadPolicy, DocumentView } from './document.type';
import { contentMismatch } from './file-signature';
import { allowedExtensions, contentTypeByExtension, displayFileName, extensionOf } from './file-types';
import type { CaseActivity } from '../timeline/case-activity';

export const missingCaseOrFileMessage = 'Please select a case and choose a file';
export const uploadFieldNames = ['caseId', 'documentType', 'description', 'isConfidential'] as const;

interface DocumentRow extends Omit<DocumentView, 'downloadUrl' | 'canDelete' | 'fileSize'> {
  fileSize: string;
  sortKey: string;
}

export interface DocumentListArgs {
  caseId?: number | null;
  first?: number | null;
  after?: string | null;
}

export class DocumentService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: DocumentStorage,
    private readonly settings: SettingsReader,
    private readonly analyses: DocumentAnalysisQueue,
    /** Where automation rules and webhooks hear of an upload. */
    private readonly events: DomainEvents | null = null,
    /** Tells the case's open timelines (after commit). */
    private readonly caseActivity: CaseActivity | null = null,
  ) {}

  /** Documents of the cases in scope, with the case and uploader joined in the same query. */
  private scoped(scope: Scope): SelectQueryBuilder<DocumentRow> {
    const condition = queryBuilderCondition((params) => caseScopeSql(scope, params, 'c'));
    return this.dataSource
      .createQueryBuilder()
      .from('documents', 'd')
      .innerJoin('cases', 'c', 'c.id = d.case_id')
      .innerJoin('patients', 'p', 'p.id = c.patient_id')
      .leftJoin('users', 'u', 'u.id = d.uploaded_by')
      .select('d.id', 'id')
      .addSelect('d.case_id', 'caseId')
      .addSelect('c.case_number', 'caseNumber')
      .addSelect("trim(p.first_name || ' ' || p.last_name)", 'patientName')
      .addSelect('d.file_name', 'fileName')
      .addSelect('d.file_type', 'fileType')
      .addSelect('d.file_size', 'fileSize')
      .addSelect('d.document_type', 'documentType')
      .addSelect('d.description', 'description')
      .addSelect('d.is_confidential', 'isConfidential')
      .addSelect('d.shared_with_patient', 'sharedWithPatient')
      .addSelect('d.upload_date', 'uploadDate')
      .addSelect('d.upload_date::text', 'sortKey')
      .addSelect("coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), 'Former user')", 'uploadedByName')
      .addSelect('d.uploaded_by', 'uploadedBy')
      .addSelect('d.clinic_id', 'clinicId')
      .addSelect('d.file_path', 'storageKey')
      .where(condition.sql, condition.params) as SelectQueryBuilder<DocumentRow>;
  }

  private view(scope: Scope, { sortKey: _sortKey, ...row }: DocumentRow): DocumentView {
    return {
      ...row,
      fileSize: Number(row.fileSize),
      downloadUrl: `/api/documents/${row.id}/download`,
      canDelete: canDeleteDocument(scope, row),
      sharedWithPatient: isClinicRole(scope.role) ? row.sharedWithPatient : null,
    };
  }

  async list(scope: Scope, args: DocumentListArgs): Promise<Page<DocumentView>> {
    const qb = this.scoped(scope);
    if (args.caseId) qb.andWhere('d.case_id = :caseId', { caseId: args.caseId });
    if (args.after) {
      const [sortKey, id] = decodeCursor(args.after, ['timestamptz', 'id']);
      qb.andWhere('(d.upload_date, d.id) < (CAST(:sortKey AS timestamptz), :afterId)', { sortKey, afterId: id });
    }
    const limit = clampLimit(args.first);
    const rows = await qb
      .orderBy('d.upload_date', 'DESC')
      .addOrderBy('d.id', 'DESC')
      .limit(limit + 1)
      .getRawMany<DocumentRow>();
    const page = toPage(rows, limit, (row) => [row.sortKey, row.id]);
    return { nodes: page.nodes.map((row) => this.view(scope, row)), pageInfo: page.pageInfo };
  }

  async findById(scope: Scope, id: number): Promise<DocumentView | null> {
    const row = await this.scoped(scope).andWhere('d.id = :id', { id }).getRawOne<DocumentRow>();
    return row ? this.view(scope, row) : null;
  }

  async uploadPolicy(): Promise<DocumentUploadPolicy> {
    return { maxBytes: await this.maxUploadBytes(), allowedExtensions };
  }

  async maxUploadBytes(): Promise<number> {
    return (await this.settings.maxUploadMb()) * 1024 * 1024;
  }

  /**
   * Turns a received upload into a stored document: checks the fields, the extension and the bytes,
   * moves the file into storage under a key of our own, then writes the row and its audit entry.
   * On any failure nothing is left behind: neither the temporary file nor the stored object.
   */
  async createFromUpload(scope: Scope, upload: ReceivedUpload): Promise<DocumentView> {
    const { file, fields } = upload;
    try {
      const caseId =
        /^\d{1,10}$/.test(fields.caseId ?? '') && Number(fields.caseId) <= maxRecordId ? Number(fields.caseId) : null;
      if (!file || file.originalName.trim() === '' || !caseId) throw InputError.field('file', missingCaseOrFileMessage);
      const record = await caseFactsForWrite(this.dataSource.manager, scope, caseId);
      if (!record) throw InputError.field('caseId', 'Case not found');
      const documentType = (fields.documentType?.trim() || DocumentType.medical_record) as DocumentType;
      if (!documentTypeValues.includes(documentType))
        throw InputError.field('documentType', `Document type must be one of ${documentTypeValues.join(', ')}`);
      const description = fields.description?.trim() || null;
      if (description && description.length > 1000)
        throw InputError.field('description', 'Description must be at most 1000 characters');
      if (description && !isStorableText(description))
        throw InputError.field('description', 'Description contains characters that are not allowed');
      const isConfidential =
        fields.isConfidential === undefined ? true : !['false', '0', 'off'].includes(fields.isConfidential);
      const fileName = displayFileName(file.originalName);
      const extension = extensionOf(fileName);
      if (!extension) throw InputError.field('file', `Only ${allowedExtensions.join(', ')} files can be uploaded`);
      if (file.size === 0) throw InputError.field('file', 'The file is empty');
      const mismatch = await contentMismatch(extension, file.tmpPath, file.size);
      if (mismatch) throw InputError.field('file', `${fileName} ${mismatch}: its content does not match .${extension}`);

      const contentType = contentTypeByExtension[extension];
      const key = `${record.clinicId}/${new Date().getUTCFullYear()}/${randomUUID()}`;
      await this.storage.putFile(key, file.tmpPath, contentType, file.size);
      try {
        const id = await this.dataSource.transaction(async (manager) => {
          await assertStorageAvailable(manager, record.clinicId, file.size);
          const [{ id: documentId }] = (await manager.query(
            `INSERT INTO documents (case_id, clinic_id, uploaded_by, file_name, file_type, file_size, file_path, document_type, description, is_confidential)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
            [
              record.caseId,
              record.clinicId,
              scope.userId,
              fileName,
              contentType,
              file.size,
              key,
              documentType,
              description,
              isConfidential,
            ],
          )) as { id: number }[];
          await writeAudit(manager, scope, {
            entityType: 'document',
            entityId: documentId,
            action: 'create',
            clinicId: record.clinicId,
            newValues: {
              caseId: record.caseId,
              fileName,
              fileType: contentType,
              fileSize: file.size,
              documentType,
              isConfidential,
            },
          });
          await this.analyses.queueUpload(manager, { id: documentId, clinicId: record.clinicId, contentType });
          await this.events?.record(manager, {
            kind: 'document.uploaded',
            clinicId: record.clinicId,
            caseId: record.caseId,
            patientId: record.patientId,
            recordId: String(documentId),
            actorUserId: scope.userId,
            facts: { documentType },
          });
          this.caseActivity?.publish(manager, record.caseId, 'documents', documentId);
          return documentId;
        });
        return (await this.findById(scope, id)) as DocumentView;
      } catch (error) {
        await this.storage.remove(key).catch(() => undefined);
        throw error;
      }
    } finally {
      if (file) await rm(file.tmpPath, { force: true });
    }
  }

  /** The bytes of a document in scope, after writing the access to the audit log. */
  async openForDownload(scope: Scope, id: number): Promise<{ document: DocumentView; stream: Readable }> {
    const document = await this.findById(scope, id);
    if (!document) throw new NotFoundError('Document');
    await writeAudit(this.dataSource.manager, scope, {
      entityType: 'document',
      entityId: id,
      action: 'download',
      clinicId: document.clinicId,
      newValues: { caseId: document.caseId, fileName: document.fileName, isConfidential: document.isConfidential },
    });
    return { document, stream: await this.storage.read(document.storageKey) };
  }

  async delete(scope: Scope, id: number): Promise<number> {
    const document = await this.findById(scope, id);
    if (!document) throw new NotFoundError('Document');
    if (!document.canDelete)
      throw new ForbiddenError('Only the clinic or the person who uploaded it can delete this document');
    await this.dataSource.transaction(async (manager) => {
      await manager.query(`DELETE FROM documents WHERE id = $1`, [id]);
      await writeAudit(manager, scope, {
        entityType: 'document',
        entityId: id,
        action: 'delete',
        clinicId: document.clinicId,
        oldValues: { caseId: document.caseId, fileName: document.fileName, documentType: document.documentType },
      });
    });
    // After the commit: a failed removal leaves an unreachable object, never a row without its file.
    await this.storage.remove(document.storageKey).catch(() => undefined);
    return id;
  }
}
