import { humanize } from '../../../lib/format';

const roleLabels: Record<string, string> = {
  clinic_staff: 'Clinic staff',
  clinic_admin: 'Clinic admin',
  attorney: 'Attorney',
  super_admin: 'Super admin',
};

/** "login_denied" -> "Login denied", "case_ledger" -> "Case ledger". */
export const auditLabel = (code: string) => humanize(code);

export const roleLabel = (role: string | null) => (role ? (roleLabels[role] ?? humanize(role)) : null);

const dateTime = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'medium',
  timeZone: 'UTC',
});

/** When a row was written, in UTC like the date filters ("Mar 5, 2025, 11:00:00 AM UTC"). */
export const formatAuditTime = (iso: string) => `${dateTime.format(new Date(iso))} UTC`;
