import type { EntityManager } from 'typeorm';
import type { Scope } from '../../platform/access/scope';
import type { PaymentMethod } from '../billing/billing.enums';
import type { LedgerEntryKind } from './ledger.enums';

export interface LedgerPosting {
  caseId: number;
  clinicId: number;
  kind: LedgerEntryKind;
  /** A non-negative decimal string; the kind gives the direction. */
  amount: string;
  description: string;
  billingId?: number | null;
  reductionRequestId?: number | null;
  paymentMethod?: PaymentMethod | null;
  reference?: string | null;
  effectiveDate?: string | null;
}

/** Adds one posting inside the caller's transaction: the one way anything reaches a case ledger. */
export async function postLedgerEntry(manager: EntityManager, actor: Scope, posting: LedgerPosting): Promise<void> {
  await manager.query(
    `INSERT INTO case_ledger_entries
       (case_id, clinic_id, kind, amount, description, billing_id, reduction_request_id, payment_method, reference,
        effective_date, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, coalesce($10::date, current_date), $11)`,
    [
      posting.caseId,
      posting.clinicId,
      posting.kind,
      posting.amount,
      posting.description,
      posting.billingId ?? null,
      posting.reductionRequestId ?? null,
      posting.paymentMethod ?? null,
      posting.reference ?? null,
      posting.effectiveDate ?? null,
      actor.userId,
    ],
  );
}

/** The balance of a case's ledger, as SQL: charges minus everything else. */
export const signedAmountSql = (alias: string) =>
  `CASE WHEN ${alias}.kind = 'charge' THEN ${alias}.amount ELSE -${alias}.amount END`;

export async function ledgerBalance(manager: EntityManager, caseId: number): Promise<string> {
  const [row] = (await manager.query(
    `SELECT coalesce(sum(${signedAmountSql('e')}), 0)::numeric(14,2)::text AS balance
       FROM case_ledger_entries e WHERE e.case_id = $1`,
    [caseId],
  )) as { balance: string }[];
  return row.balance;
}

export const ledgerClosedMessage = (caseNumber: string) =>
  `The ledger of ${caseNumber} is closed; nothing more can be posted to it`;
