import { SqlParams } from '../../../db/sql-params';
import { DocumentType } from '../../documents/document.enums';
import { noteScopeSql } from '../../treatment-notes/treatment-note.policy';
import { type Analysis, percent, plural } from './analysis-result';

/** The documents a personal-injury case is expected to hold; imaging and reports are counted, not required. */
export const expectedDocumentTypes = [DocumentType.medical_record, DocumentType.insurance, DocumentType.legal_document];

interface DocumentationRow {
  attendedAppointments: number;
  appointmentsWithSignedNote: number;
  signedNotes: number;
  unsignedNotes: number;
  documentTypes: Record<string, number> | null;
  pendingAnalyses: number;
}

/** Signed notes per attended appointment (a note belongs to an appointment), unsigned notes (the clinic's), documents by type and analyses still running. */
export const documentationReview: Analysis = async (manager, scope, kase) => {
  const params = new SqlParams();
  const caseId = params.add(kase.id);
  const notes = noteScopeSql(scope, params, 'n', 'c');
  const [row] = (await manager.query(
    `SELECT
       (SELECT count(*)::int FROM appointments a WHERE a.case_id = c.id AND a.status IN ('checked_in', 'completed')) AS "attendedAppointments",
       (SELECT count(*)::int FROM appointments a WHERE a.case_id = c.id AND a.status IN ('checked_in', 'completed')
           AND EXISTS (SELECT 1 FROM treatment_notes sn WHERE sn.appointment_id = a.id AND sn.is_locked)) AS "appointmentsWithSignedNote",
       (SELECT count(*)::int FROM treatment_notes n WHERE n.case_id = c.id AND n.is_locked AND ${notes}) AS "signedNotes",
       (SELECT count(*)::int FROM treatment_notes n WHERE n.case_id = c.id AND NOT n.is_locked AND ${notes}) AS "unsignedNotes",
       (SELECT jsonb_object_agg(t.document_type, t.count) FROM
          (SELECT d.document_type, count(*)::int AS count FROM documents d WHERE d.case_id = c.id GROUP BY 1) t) AS "documentTypes",
       (SELECT count(*)::int FROM ai_document_analysis x JOIN documents d ON d.id = x.document_id
         WHERE d.case_id = c.id AND x.status IN ('pending', 'processing')) AS "pendingAnalyses"
     FROM cases c WHERE c.id = ${caseId}`,
    params.values,
  )) as DocumentationRow[];
  const documentTypes = row.documentTypes ?? {};
  const missingTypes = expectedDocumentTypes.filter((type) => !documentTypes[type]);
  const unnoted = row.attendedAppointments - row.appointmentsWithSignedNote;
  const insights: string[] = [
    `Signed notes for ${row.appointmentsWithSignedNote} of ${plural(row.attendedAppointments, 'attended appointment')} (${percent(row.appointmentsWithSignedNote, row.attendedAppointments)}%).`,
  ];
  const recommendations: string[] = [];
  if (unnoted > 0)
    recommendations.push(
      `Write and sign the notes of ${plural(unnoted, 'attended appointment')} without a signed note.`,
    );
  if (kase.releasedOnly) insights.push('Draft notes are the clinic’s: only signed notes are counted.');
  else if (row.unsignedNotes > 0) {
    insights.push(`${plural(row.unsignedNotes, 'note')} still unsigned.`);
    recommendations.push('Sign the draft notes so they can be billed and released.');
  }
  const documentCount = Object.values(documentTypes).reduce((sum, count) => sum + count, 0);
  insights.push(`${plural(documentCount, 'document')} on file.`);
  if (missingTypes.length > 0) {
    const names = missingTypes.map((type) => type.replace('_', ' ')).join(', ');
    insights.push(`Missing document types: ${names}.`);
    recommendations.push(`Upload the missing documents (${names}).`);
  }
  if (row.pendingAnalyses > 0)
    insights.push(
      `${row.pendingAnalyses === 1 ? '1 document analysis' : `${row.pendingAnalyses} document analyses`} still running.`,
    );
  return {
    confidence: row.attendedAppointments === 0 ? 0.5 : kase.releasedOnly ? 0.7 : 0.9,
    prediction: {
      label: 'Attended appointments with a signed note',
      value:
        row.attendedAppointments === 0
          ? 'No attended appointments yet'
          : `${percent(row.appointmentsWithSignedNote, row.attendedAppointments)}%`,
    },
    insights,
    recommendations,
    dataPoints: {
      attendedAppointments: row.attendedAppointments,
      appointmentsWithSignedNote: row.appointmentsWithSignedNote,
      signedNotes: row.signedNotes,
      unsignedNotes: kase.releasedOnly ? null : row.unsignedNotes,
      documents: documentCount,
      ...Object.fromEntries(Object.values(DocumentType).map((type) => [`documents_${type}`, documentTypes[type] ?? 0])),
      missingDocumentTypes: missingTypes.join(', ') || null,
      pendingDocumentAnalyses: row.pendingAnalyses,
    },
  };
};
