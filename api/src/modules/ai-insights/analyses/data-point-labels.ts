import { formatMoney } from '../../../platform/money';
import type { AiDataPoint } from '../case-analysis.type';
import type { DataPointValue } from './analysis-result';

/** How each stored figure is named to a reader, in the order they are shown. */
const labels: Record<string, string> = {
  visits: 'Visits',
  firstVisit: 'First visit',
  lastVisit: 'Last visit',
  daysSinceLastVisit: 'Days since the last visit',
  longestGapDays: 'Longest gap (days)',
  gapsOver14Days: 'Gaps over 14 days',
  planVisitsPerWeek: 'Plan: visits per week',
  planWeeks: 'Plan: weeks',
  planStart: 'Plan: start',
  plannedVisits: 'Planned visits',
  expectedVisitsToDate: 'Visits expected by today',
  visitsSincePlanStart: 'Visits since the plan started',
  reExamsMissed: 'Re-exams missed',
  attendedAppointments: 'Attended appointments',
  appointmentsWithSignedNote: 'Attended appointments with a signed note',
  appointmentsWithoutSignedNote: 'Attended appointments without a signed note',
  signedNotes: 'Signed notes',
  unsignedNotes: 'Unsigned notes',
  documents: 'Documents',
  documents_medical_record: 'Medical records',
  documents_imaging: 'Imaging',
  documents_report: 'Reports',
  documents_legal_document: 'Legal documents',
  documents_insurance: 'Insurance documents',
  documents_other: 'Other documents',
  missingDocumentTypes: 'Missing document types',
  pendingDocumentAnalyses: 'Document analyses running',
  bills: 'Bills',
  billed: 'Billed',
  paid: 'Paid',
  charges: 'Ledger charges',
  payments: 'Ledger payments',
  reductions: 'Reductions',
  writeOffs: 'Write-offs',
  balance: 'Balance',
  unpaid0to30Days: 'Unpaid, 0–30 days',
  unpaid31to90Days: 'Unpaid, 31–90 days',
  unpaidOver90Days: 'Unpaid, over 90 days',
  draftBills: 'Draft bills',
  deniedBills: 'Denied bills',
  releasedBills: 'Submitted bills',
  coverageLimits: 'Coverage limits',
  coverageUsedPercent: 'Coverage used (%)',
  treatmentFinished: 'Treatment finished',
  planStatus: 'Treatment plan',
  statementAvailable: 'Statement available',
  checksPassed: 'Checks passed',
};
const order = Object.keys(labels);

/** Figures stored as decimal amounts, shown as dollars. */
const moneyKeys = new Set([
  'billed',
  'paid',
  'charges',
  'payments',
  'reductions',
  'writeOffs',
  'balance',
  'unpaid0to30Days',
  'unpaid31to90Days',
  'unpaidOver90Days',
  'coverageLimits',
]);

const shown = (key: string, value: number | string): string =>
  moneyKeys.has(key) ? formatMoney(String(value)) : String(value);

/** The stored figures as the screen lists them: known ones in their order, a figure left out when null. */
export function dataPointsOf(stored: Record<string, DataPointValue>): AiDataPoint[] {
  return Object.entries(stored)
    .filter(([, value]) => value !== null)
    .sort(([a], [b]) => (order.indexOf(a) + 1 || order.length + 1) - (order.indexOf(b) + 1 || order.length + 1))
    .map(([key, value]) => ({ key, label: labels[key] ?? key, value: value === null ? null : shown(key, value) }));
}
