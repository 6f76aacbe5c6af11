import type { DocumentType } from '../../gql/graphql';

export const documentTypeLabels: Record<DocumentType, string> = {
  medical_record: 'Medical Record',
  imaging: 'Imaging',
  report: 'Report',
  legal_document: 'Legal Document',
  insurance: 'Insurance',
  other: 'Other',
};

/** The upload form's choices, in the spec's order (Medical Record, the default, first). */
export const documentTypeOptions: ReadonlyArray<{ value: DocumentType; label: string }> = (
  ['medical_record', 'imaging', 'report', 'legal_document', 'insurance', 'other'] as const
).map((value) => ({ value, label: documentTypeLabels[value] }));

export const DEFAULT_DOCUMENT_TYPE: DocumentType = 'medical_record';
