import { registerEnumType } from 'type-graphql';

/** PRODUCT.md decision 1: the canonical case statuses. */
export enum CaseStatus {
  active_treatment = 'active_treatment',
  attorney_review = 'attorney_review',
  settlement_negotiation = 'settlement_negotiation',
  closed = 'closed',
}

export enum CaseType {
  auto_accident = 'auto_accident',
  slip_fall = 'slip_fall',
  work_injury = 'work_injury',
  medical_malpractice = 'medical_malpractice',
  other = 'other',
}

registerEnumType(CaseStatus, { name: 'CaseStatus' });
registerEnumType(CaseType, { name: 'CaseType' });

export const caseStatuses = Object.values(CaseStatus);
export const caseTypes = Object.values(CaseType);

/** Statuses accepted in inputs: the canonical ones plus `settlement` (PRODUCT.md decision 1). */
export enum CaseStatusInput {
  active_treatment = 'active_treatment',
  attorney_review = 'attorney_review',
  settlement = 'settlement',
  settlement_negotiation = 'settlement_negotiation',
  closed = 'closed',
}
registerEnumType(CaseStatusInput, {
  name: 'CaseStatusInput',
  description:
    'Statuses accepted in inputs: the canonical ones, plus `settlement` as an alias of settlement_negotiation',
});

export function canonicalStatus(status: CaseStatusInput | string): CaseStatus {
  return status === CaseStatusInput.settlement ? CaseStatus.settlement_negotiation : (status as CaseStatus);
}

export enum CaseSortField {
  caseNumber = 'caseNumber',
  patientName = 'patientName',
  caseType = 'caseType',
  status = 'status',
  accidentDate = 'accidentDate',
  createdAt = 'createdAt',
}
registerEnumType(CaseSortField, { name: 'CaseSortField' });
