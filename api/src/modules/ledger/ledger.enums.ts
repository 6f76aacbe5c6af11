import { registerEnumType } from 'type-graphql';

export enum LedgerEntryKind {
  charge = 'charge',
  payment = 'payment',
  reduction = 'reduction',
  write_off = 'write_off',
}
registerEnumType(LedgerEntryKind, {
  name: 'LedgerEntryKind',
  description: 'A charge raises the balance; payments, reductions and write-offs lower it',
});
export const ledgerEntryKinds = Object.values(LedgerEntryKind);

export enum ReductionStatus {
  pending = 'pending',
  countered = 'countered',
  accepted = 'accepted',
  rejected = 'rejected',
  withdrawn = 'withdrawn',
}
registerEnumType(ReductionStatus, {
  name: 'ReductionStatus',
  description:
    'pending -> accepted, rejected or countered (by the clinic); countered -> accepted or rejected (by the attorney); open requests can be withdrawn by the attorney',
});
export const reductionStatuses = Object.values(ReductionStatus);

export enum ReductionAction {
  accept = 'accept',
  reject = 'reject',
  counter = 'counter',
  withdraw = 'withdraw',
}
registerEnumType(ReductionAction, { name: 'ReductionAction' });
