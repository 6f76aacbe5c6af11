import type { RecordsRecordType, RecordsRequestMethod, RecordsStatus } from '../../gql/graphql';

export const statusLabels: Record<RecordsStatus, string> = {
  pending: 'Pending',
  sent: 'Sent',
  partial: 'Partly received',
  received: 'Received',
  cancelled: 'Cancelled',
};

export const statusColors: Record<RecordsStatus, 'default' | 'info' | 'warning' | 'success'> = {
  pending: 'default',
  sent: 'info',
  partial: 'warning',
  received: 'success',
  cancelled: 'default',
};

export const recordTypeLabels: Record<RecordsRecordType, string> = {
  medical_records: 'Medical records',
  billing_records: 'Bills',
  records_and_bills: 'Records and bills',
  imaging: 'Imaging',
};

export const methodLabels: Record<RecordsRequestMethod, string> = {
  platform: 'On Casebridge',
  email: 'E-mail',
  fax: 'Fax',
  portal: 'Provider portal',
};

/** "3.5 h" under two days, else "2.1 days". */
export function completionLabel(hours: number | null | undefined): string | null {
  if (hours === null || hours === undefined) return null;
  return hours < 48 ? `${hours} h` : `${(hours / 24).toFixed(1)} days`;
}
