import { registerEnumType } from 'type-graphql';

/**
 * A disbursement statement's life: the attorney records it (proposed); the clinic confirms its own
 * line (confirmed: posted, ledger and case closed) or disputes it (disputed); the attorney may revise a
 * proposed or disputed statement, which supersedes it with a new version (history kept).
 */
export enum SettlementStatus {
  proposed = 'proposed',
  disputed = 'disputed',
  confirmed = 'confirmed',
  superseded = 'superseded',
}
registerEnumType(SettlementStatus, {
  name: 'SettlementStatus',
  description:
    'proposed -> confirmed or disputed (by the clinic); proposed or disputed -> superseded (the attorney revised it)',
});
export const settlementStatuses = Object.values(SettlementStatus);

/** What a statement line is: an itemised case cost, or another lienholder's lien. */
export enum SettlementLineKind {
  cost = 'cost',
  lien = 'lien',
}
registerEnumType(SettlementLineKind, { name: 'SettlementLineKind' });
export const settlementLineKinds = Object.values(SettlementLineKind);

/** At most this many costs and other liens on one statement. */
export const maxSettlementCosts = 30;
export const maxOtherLiens = 20;
