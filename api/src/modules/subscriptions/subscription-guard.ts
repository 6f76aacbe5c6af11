import type { EntityManager } from 'typeorm';
import { ForbiddenError } from '../../platform/errors';

/**
 * A suspended or cancelled clinic is read-only, never locked out (PRODUCT decision 12): reading,
 * messaging, exports and the ledger keep working, but new cases and new bills are refused until it
 * pays. One rule for GraphQL and REST: the services that create them call this in their transaction.
 */
export async function assertClinicMayCreate(
  manager: EntityManager,
  clinicId: number,
  what: 'cases' | 'bills',
): Promise<void> {
  const [clinic] = (await manager.query(`SELECT name, billing_status AS status FROM clinics WHERE id = $1`, [
    clinicId,
  ])) as { name: string; status: string }[];
  if (!clinic || (clinic.status !== 'suspended' && clinic.status !== 'cancelled')) return;
  const message =
    clinic.status === 'suspended'
      ? `${clinic.name}'s subscription is suspended for non-payment, so new ${what} cannot be created. ` +
        'Existing records, messages, exports and the ledger still work. ' +
        "A clinic admin can pay the open invoices in the clinic console's Subscription tab to restore it."
      : `${clinic.name}'s subscription is cancelled, so new ${what} cannot be created. ` +
        'Existing records, messages, exports and the ledger still work. Contact Casebridge to reactivate it.';
  throw new ForbiddenError(message).because(`subscription_${clinic.status}`);
}
