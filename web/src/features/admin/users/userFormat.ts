import type { AdminUserFieldsFragment } from '../../../gql/graphql';
import { formatDateTime } from '../../../lib/format';

/** The spec's last login column: the time, or 'Never'. */
export function lastLoginLabel(lastLoginAt: string | null | undefined): string {
  return lastLoginAt ? formatDateTime(lastLoginAt) : 'Never';
}

/** Where the user belongs: their clinic, or their attorney record and its firm. */
export function affiliationOf(user: AdminUserFieldsFragment): { primary: string; secondary: string | null } | null {
  if (user.clinicName) return { primary: user.clinicName, secondary: 'Clinic' };
  if (user.attorneyName) return { primary: user.attorneyName, secondary: user.attorneyFirmName ?? 'Attorney' };
  return null;
}

/** True while the user has not set a password and could be sent an invitation. */
export const awaitsPassword = (user: AdminUserFieldsFragment) => !user.hasPassword && user.isActive;
