import type { EntityManager } from 'typeorm';
import type { Scope } from '../../platform/access/scope';
import { postLedgerEntry } from '../ledger/ledger-postings';
import { LedgerEntryKind } from '../ledger/ledger.enums';

export interface ChargedBill {
  id: number;
  caseId: number;
  clinicId: number;
  /** What the bill is worth now (the adjusted amount where one is set). */
  value: string;
  description: string | null;
}

/**
 * Posts a bill's one charge to its case ledger, inside the caller's transaction (the case locked and
 * its ledger open): a free-text bill at its first submission, a coded bill when its note is signed.
 */
export function postBillCharge(manager: EntityManager, actor: Scope, bill: ChargedBill): Promise<void> {
  return postLedgerEntry(manager, actor, {
    caseId: bill.caseId,
    clinicId: bill.clinicId,
    kind: LedgerEntryKind.charge,
    amount: bill.value,
    billingId: bill.id,
    // The posting links its bill (invoice number); the description says what was billed.
    description: bill.description ?? 'Treatment services',
  });
}
