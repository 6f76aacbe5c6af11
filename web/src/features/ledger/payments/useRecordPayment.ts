import type { LedgerPaymentInput } from '../../../gql/graphql';
import { useLedgerMutation } from '../form/useLedgerMutation';
import { LedgerPaymentRecordMutation } from './ledgerPaymentRecordMutation';

/** The clinic records a payment received; it is posted to the ledger and lowers the balance. */
export function useRecordPayment() {
  return useLedgerMutation<LedgerPaymentInput>(LedgerPaymentRecordMutation);
}
