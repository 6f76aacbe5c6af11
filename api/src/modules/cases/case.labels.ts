import { CaseStatus, CaseType } from './case.enums';

/** The words users see and search by (the web shows the same labels). */
export const caseTypeLabels: Record<CaseType, string> = {
  [CaseType.auto_accident]: 'Auto Accident',
  [CaseType.slip_fall]: 'Slip & Fall',
  [CaseType.work_injury]: 'Work Injury',
  [CaseType.medical_malpractice]: 'Medical Malpractice',
  [CaseType.other]: 'Other',
};

export const caseStatusLabels: Record<CaseStatus, string> = {
  [CaseStatus.active_treatment]: 'Active Treatment',
  [CaseStatus.attorney_review]: 'Attorney Review',
  [CaseStatus.settlement_negotiation]: 'Settlement Negotiation',
  [CaseStatus.closed]: 'Closed',
};

const matches = (term: string, code: string, label: string) => {
  const needle = term.toLowerCase();
  return (
    code.includes(needle.replace(/\s+/g, '_')) ||
    label.toLowerCase().includes(needle) ||
    (needle === 'slip and fall' && code === CaseType.slip_fall)
  );
};

/** Case types and statuses whose code or label contains the search term (search matches labels, not only codes). */
export function typesMatching(term: string): CaseType[] {
  return (Object.keys(caseTypeLabels) as CaseType[]).filter((code) => matches(term, code, caseTypeLabels[code]));
}

export function statusesMatching(term: string): CaseStatus[] {
  return (Object.keys(caseStatusLabels) as CaseStatus[]).filter((code) => matches(term, code, caseStatusLabels[code]));
}
