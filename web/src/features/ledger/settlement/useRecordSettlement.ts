import type { SettlementRecordInput } from '../../../gql/graphql';
import { useLedgerMutation } from '../form/useLedgerMutation';
import { SettlementRecordMutation } from './settlementRecordMutation';

/** The attorney records the settlement amount and date. */
export function useRecordSettlement() {
  return useLedgerMutation<SettlementRecordInput>(SettlementRecordMutation);
}
