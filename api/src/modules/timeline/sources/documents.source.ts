import { caseOwnedScopeSql } from '../../cases/case-access.policy';
import { TimelineKind } from '../timeline.enums';
import { oneRecord, userNameSql, type TimelineSource } from '../timeline-source';

/** Documents uploaded to the case; read by the documents' rule (the case rule). */
export const documentsSource: TimelineSource = {
  kind: TimelineKind.document,
  select: (context) =>
    `SELECT 'document'::text, 'uploaded'::text, d.id, d.upload_date,
        'Document uploaded: ' || d.file_name || ' (' || replace(d.document_type, '_', ' ') || ')',
        ${userNameSql('uploader')}, '/cases/' || c.id || '?tab=documents'
      FROM documents d
      LEFT JOIN users uploader ON uploader.id = d.uploaded_by
      WHERE d.case_id = c.id AND ${caseOwnedScopeSql(context.scope, context.params, 'd', 'c')}${oneRecord(context, 'd.id')}`,
};
