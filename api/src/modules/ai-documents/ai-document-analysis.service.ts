import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { Readable } from 'node:stream';
import type { DataSource } from 'typeorm';
import { isClinicRole, Role } from '../../platform/access/role';
import type { Scope } from '../../platform/access/scope';
import { writeAudit } from '../../platform/audit/audit.service';
import { ForbiddenError, InputError, NotFoundError } from '../../platform/errors';
import type { SettingsReader } from '../../platform/settings/settings-reader';
import type { DocumentStorage } from '../../platform/storage/document-storage';
import { aiFeatureOffMessage, aiFeaturesOn, assertAiFeature } from '../ai/ai-features';
import { aiScopeOf } from '../ai/ai-scope';
import { DocumentAnalysisStatus } from '../ai/ai.enums';
import type { DocumentService } from '../documents/document.service';
import type { DocumentAnalysisView } from './ai-document-analysis.type';
import type { DocumentAnalysisQueue } from './document-analysis-queue';
import { documentText, extractionLimits, UnreadableDocumentError } from './document-text';
import { findingsIn } from './findings/document-findings';
import type { DocumentFindings } from './findings/finding';

interface AnalysisRow {
  id: number;
  documentId: number;
  status: DocumentAnalysisStatus;
  results: DocumentFindings | null;
  confidence: string | null;
  processingTimeMs: number | null;
  error: string | null;
  createdAt: Date;
  completedAt: Date | null;
}

const analysisColumns = `a.id, a.document_id AS "documentId", a.status, a.results, a.confidence,
  a.processing_time_ms AS "processingTimeMs", a.error, a.created_at AS "createdAt", a.completed_at AS "completedAt"`;

async function bytesOf(stream: Readable, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > limit) {
      stream.destroy();
      throw new UnreadableDocumentError(`The file is larger than ${limit / 1024 / 1024} MB: it is not read.`);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Document analysis: the job's work, and reading (and retrying) an analysis through its document's rule. */
export class AiDocumentAnalysisService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: DocumentStorage,
    private readonly settings: SettingsReader,
    private readonly documents: DocumentService,
    private readonly queue: DocumentAnalysisQueue,
  ) {}

  private view(scope: Scope, row: AnalysisRow): DocumentAnalysisView {
    return {
      id: row.id,
      documentId: row.documentId,
      status: row.status,
      confidence: row.confidence === null ? null : Number(row.confidence),
      processingTimeMs: row.processingTimeMs,
      error: row.error,
      createdAt: row.createdAt,
      completedAt: row.completedAt,
      findings: row.status === DocumentAnalysisStatus.completed ? row.results : null,
      canRetry: row.status === DocumentAnalysisStatus.failed && isClinicRole(scope.role),
    };
  }

  /**
   * The analysis of a document the caller may read (documents' rule: through its case), or null when
   * the document was never analysed. A document out of scope answers like a missing one.
   */
  async forDocument(scope: Scope, documentId: number): Promise<DocumentAnalysisView | null> {
    await assertAiFeature(this.settings, 'documentAnalysis', { dataSource: this.dataSource, clinicId: scope.clinicId });
    aiScopeOf(scope);
    const document = await this.documents.findById(scope, documentId);
    if (!document) throw new NotFoundError('Document');
    const [row] = (await this.dataSource.query(
      `SELECT ${analysisColumns} FROM ai_document_analysis a WHERE a.document_id = $1 AND a.analysis_type = 'extraction'`,
      [documentId],
    )) as AnalysisRow[];
    return row ? this.view(scope, row) : null;
  }

  /**
   * For the Document type's `analysis` field: the analyses of documents the caller has already read
   * through their scoped list, in one query. Null for each when the feature is off or for the operator.
   */
  async forReadDocuments(scope: Scope, documentIds: readonly number[]): Promise<(DocumentAnalysisView | null)[]> {
    if (
      scope.role === Role.super_admin ||
      !(await aiFeaturesOn(this.settings, { dataSource: this.dataSource, clinicId: scope.clinicId })).documentAnalysis
    )
      return documentIds.map(() => null);
    const rows = (await this.dataSource.query(
      `SELECT ${analysisColumns} FROM ai_document_analysis a WHERE a.document_id = ANY($1) AND a.analysis_type = 'extraction'`,
      [[...documentIds]],
    )) as AnalysisRow[];
    const byDocument = new Map(rows.map((row) => [row.documentId, row]));
    return documentIds.map((id) => {
      const row = byDocument.get(id);
      return row ? this.view(scope, row) : null;
    });
  }

  /** Runs a failed analysis again (clinic users): the row goes back to pending and a new job is sent, audited. */
  async retry(scope: Scope, documentId: number): Promise<DocumentAnalysisView> {
    await assertAiFeature(this.settings, 'documentAnalysis', { dataSource: this.dataSource, clinicId: scope.clinicId });
    aiScopeOf(scope);
    const document = await this.documents.findById(scope, documentId);
    if (!document) throw new NotFoundError('Document');
    if (!isClinicRole(scope.role)) throw new ForbiddenError('Only the clinic can run a document analysis again');
    await this.dataSource.transaction(async (manager) => {
      const [row] = (await manager.query(
        `SELECT id, status, error FROM ai_document_analysis WHERE document_id = $1 AND analysis_type = 'extraction' FOR UPDATE`,
        [documentId],
      )) as { id: number; status: string; error: string | null }[];
      if (!row) throw new NotFoundError('Document analysis');
      if (row.status !== DocumentAnalysisStatus.failed)
        throw InputError.field('documentId', 'Only a failed analysis can be run again');
      await manager.query(
        `UPDATE ai_document_analysis SET status = 'pending', error = NULL, results = NULL, confidence = NULL,
                processing_time_ms = NULL, completed_at = NULL WHERE id = $1`,
        [row.id],
      );
      await writeAudit(manager, scope, {
        entityType: 'ai_document_analysis',
        entityId: row.id,
        action: 'retry',
        clinicId: document.clinicId,
        oldValues: { status: row.status, error: row.error },
        newValues: { status: DocumentAnalysisStatus.pending, documentId },
      });
      await this.queue.send(manager, documentId, `document:${documentId}:retry:${randomUUID()}`);
    });
    return (await this.forDocument(scope, documentId))!;
  }

  /**
   * The job's work. Claims the pending row, reads the file within extractionLimits, stores the findings.
   * A file that cannot be read (damaged, encrypted, image-only) fails at once with the reason; anything
   * else throws for the queue's retry and, after the last attempt, fails the row with its message.
   * A failed row never holds results.
   */
  async analyze(documentId: number, run: { attempt: number; maxAttempts: number }): Promise<void> {
    // An UPDATE ... RETURNING answers [rows, affected count].
    const [[claimed]] = (await this.dataSource.query(
      `UPDATE ai_document_analysis a SET status = 'processing'
         FROM documents d
        WHERE a.document_id = $1 AND a.analysis_type = 'extraction' AND a.status IN ('pending', 'processing') AND d.id = a.document_id
        RETURNING a.id, d.file_path AS "storageKey", d.file_type AS "contentType", d.clinic_id AS "clinicId"`,
      [documentId],
    )) as [{ id: number; storageKey: string; contentType: string; clinicId: number }[], number];
    if (!claimed) return;
    if (
      !(await aiFeaturesOn(this.settings, { dataSource: this.dataSource, clinicId: claimed.clinicId })).documentAnalysis
    )
      return this.fail(claimed.id, aiFeatureOffMessage('documentAnalysis'));
    const started = performance.now();
    try {
      const bytes = await bytesOf(await this.storage.read(claimed.storageKey), extractionLimits.bytes);
      const text = await documentText(bytes, claimed.contentType);
      const findings = await findingsIn(this.dataSource.manager, text, claimed.clinicId);
      await this.dataSource.query(
        `UPDATE ai_document_analysis SET status = 'completed', results = $2, confidence = $3, processing_time_ms = $4,
                completed_at = now(), error = NULL WHERE id = $1`,
        [claimed.id, JSON.stringify(findings.findings), findings.confidence, Math.round(performance.now() - started)],
      );
    } catch (error) {
      if (error instanceof UnreadableDocumentError) return this.fail(claimed.id, error.message);
      if (run.attempt >= run.maxAttempts)
        await this.fail(claimed.id, `The analysis failed ${run.maxAttempts} times: ${messageOf(error)}`);
      throw error;
    }
  }

  private async fail(id: number, reason: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE ai_document_analysis SET status = 'failed', error = $2, results = NULL, confidence = NULL,
              processing_time_ms = NULL, completed_at = NULL WHERE id = $1`,
      [id, reason],
    );
  }
}
