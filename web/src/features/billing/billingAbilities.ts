import type { BillingStatus, Role } from '../../gql/graphql';
import { billingStatuses } from './billingLabels';

/**
 * Clinic users raise bills; attorneys and the operator only read them (the server refuses them the
 * same). Moving a bill along is decided per entry by the server's `nextStatuses`.
 */
export function canCreateBillingEntries(role: Role | undefined): boolean {
  return role === 'clinic_staff' || role === 'clinic_admin';
}

/** Attorneys read only the bills a clinic has submitted (the server's scope): never a pending draft. */
export function readsOnlySubmittedBills(role: Role | undefined): boolean {
  return role === 'attorney';
}

/** Attorneys and the operator read the bills of several clinics, so each bill names its clinic. */
export function readsBillsOfManyClinics(role: Role | undefined): boolean {
  return role === 'attorney' || role === 'super_admin';
}

/** The statuses a role can filter by: what it may read. */
export function billingStatusesReadBy(role: Role | undefined): readonly BillingStatus[] {
  return readsOnlySubmittedBills(role) ? billingStatuses.filter((status) => status !== 'pending') : billingStatuses;
}
