import type { Scope } from '../../platform/access/scope';
import { isCaseAttorney, isOwningClinic, type CaseAccessFacts } from '../cases/case-access.policy';
import { SettlementStatus } from './settlement.enums';

export interface SettlementFacts extends CaseAccessFacts {
  ledgerClosedAt: Date | null;
  current: { status: SettlementStatus } | null;
}

/** Statements the attorney may still revise, and the one the clinic may answer. */
export const revisableStatuses: readonly SettlementStatus[] = [SettlementStatus.proposed, SettlementStatus.disputed];

/**
 * Who may do what on a case's settlement (decision 341), the one statement of it: the case's attorney
 * records and revises while the ledger is open and nothing is confirmed; the case's clinic (admins and
 * staff alike, who already answer reductions and close ledgers) confirms or disputes a proposed
 * statement; the operator reads; everyone else never sees the case. The service enforces it, the
 * screen shows it.
 */
export function settlementAbilities(scope: Scope | null, facts: SettlementFacts) {
  const open = facts.ledgerClosedAt === null;
  const attorney = scope !== null && isCaseAttorney(scope, facts);
  const clinic = scope !== null && isOwningClinic(scope, facts);
  const answerable = open && clinic && facts.current?.status === SettlementStatus.proposed;
  return {
    canRecord: open && attorney && (facts.current === null || revisableStatuses.includes(facts.current.status)),
    canConfirm: answerable,
    canDispute: answerable,
  };
}
