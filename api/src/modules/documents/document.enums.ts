import { registerEnumType } from 'type-graphql';

export enum DocumentType {
  medical_record = 'medical_record',
  imaging = 'imaging',
  report = 'report',
  legal_document = 'legal_document',
  insurance = 'insurance',
  other = 'other',
}
registerEnumType(DocumentType, { name: 'DocumentType' });

export const documentTypeValues = Object.values(DocumentType);
