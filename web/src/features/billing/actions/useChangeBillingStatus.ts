import { useCallback } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useToast } from '../../../app/toast/toastContext';
import { graphql } from '../../../gql';
import type { BillingStatus, PaymentMethod } from '../../../gql/graphql';
import { formFieldErrorsOf } from '../../../lib/formFieldErrors';
import { errorMessageOf } from '../../../lib/graphqlErrors';
import { placeBillingEntryInLists } from '../billingCache';
import type { BillingEntryItem } from '../billingEntryFields';
import { billingStatusLabels } from '../billingLabels';
import { refreshBillingSummary } from '../summary/billingSummaryQuery';

export const BillingStatusChangeMutation = graphql(`
  mutation BillingStatusChange($input: BillingStatusChangeInput!) {
    billingStatusChange(input: $input) {
      ...BillingEntryFields
    }
  }
`);

export const STATUS_UPDATED_MESSAGE = 'Billing status updated successfully';
export const STATUS_UPDATE_FAILED_MESSAGE = 'Failed to update billing status';

export interface StatusChange {
  status: BillingStatus;
  /** Marking paid only. */
  paidDate?: string;
  paymentMethod?: PaymentMethod;
}

export type StatusChangeOutcome = { ok: true } | { ok: false; fieldErrors: Record<string, string> };

/**
 * Moves an entry to another status and says how it went. The answer updates the entry wherever it is
 * shown, moves it between the status-filtered lists, and refreshes the cards.
 */
export function useChangeBillingStatus() {
  const client = useApolloClient();
  const showToast = useToast();
  const [changeStatus] = useMutation(BillingStatusChangeMutation, {
    update: (cache, { data }) => {
      if (data) placeBillingEntryInLists(cache, data.billingStatusChange);
    },
  });

  return useCallback(
    async (
      entry: Pick<BillingEntryItem, 'id' | 'invoiceNumber'>,
      change: StatusChange,
    ): Promise<StatusChangeOutcome> => {
      try {
        await changeStatus({
          variables: {
            input: {
              id: entry.id,
              status: change.status,
              ...(change.paidDate !== undefined && { paidDate: change.paidDate }),
              ...(change.paymentMethod !== undefined && { paymentMethod: change.paymentMethod }),
            },
          },
        });
        refreshBillingSummary(client);
        showToast({
          title: STATUS_UPDATED_MESSAGE,
          description: `${entry.invoiceNumber} is now ${billingStatusLabels[change.status].toLowerCase()}.`,
          severity: 'success',
        });
        return { ok: true };
      } catch (error) {
        showToast({ title: STATUS_UPDATE_FAILED_MESSAGE, description: errorMessageOf(error), severity: 'error' });
        return { ok: false, fieldErrors: formFieldErrorsOf(error) };
      }
    },
    [changeStatus, client, showToast],
  );
}
