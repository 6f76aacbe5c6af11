import type { EntityManager } from 'typeorm';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { SettingsReader } from '../../platform/settings/settings-reader';
import type { Services } from '../../services';
import { aiFeaturesOn } from '../ai/ai-features';
import { analyzeDocument } from './ai-documents.jobs';
import { isReadableContentType } from './document-text';

export interface UploadedDocument {
  id: number;
  clinicId: number;
  contentType: string;
}

/** Queues the analysis of an upload: a pending row and its job, in the upload's own transaction. */
export class DocumentAnalysisQueue {
  constructor(
    private readonly settings: SettingsReader,
    private readonly jobs: JobQueue<Services>,
  ) {}

  /**
   * Only for PDF and text files, and only while the 'documentAnalysis' feature is on (decision 196).
   * The job is enqueued through the transaction (decision 230): a rolled-back upload leaves neither
   * row nor job, a committed one always has both.
   */
  async queueUpload(manager: EntityManager, document: UploadedDocument): Promise<void> {
    if (!isReadableContentType(document.contentType)) return;
    const flags = { dataSource: manager.connection, clinicId: document.clinicId };
    if (!(await aiFeaturesOn(this.settings, flags)).documentAnalysis) return;
    await manager.query(
      `INSERT INTO ai_document_analysis (document_id, clinic_id, analysis_type, status) VALUES ($1, $2, 'extraction', 'pending')`,
      [document.id, document.clinicId],
    );
    await this.send(manager, document.id, `document:${document.id}`);
  }

  send(manager: EntityManager, documentId: number, key: string): Promise<string | null> {
    return this.jobs.send(analyzeDocument, { documentId }, { key, manager });
  }
}
