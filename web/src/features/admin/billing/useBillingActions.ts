import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { useToast } from '../../../app/toast/toastContext';
import type { BillingAdjustmentInput } from '../../../gql/graphql';
import { formFieldErrorsOf } from '../../../lib/formFieldErrors';
import { serverMessage } from '../../../lib/graphqlErrors';
import {
  BillingAdjustmentApplyMutation,
  BillingPaymentRetryMutation,
  BillingSubscriptionCancelMutation,
  billingDataQueries,
} from './billingQueries';

export const billingMessages = {
  adjusted: 'Billing adjustment processed successfully',
  adjustFailed: 'Error: Failed to process billing adjustment',
  cancelled: 'Subscription cancelled successfully',
  retried: 'Payment retry initiated',
} as const;

export type AdjustOutcome = { ok: true } | { ok: false; fieldErrors: Record<string, string> };

/** The spec's three billing actions; each reloads the billing data on screen once it is done. */
export function useBillingActions() {
  const showToast = useToast();
  const refetch = { refetchQueries: billingDataQueries, awaitRefetchQueries: true };
  const [adjust] = useMutation(BillingAdjustmentApplyMutation, refetch);
  const [cancel] = useMutation(BillingSubscriptionCancelMutation, refetch);
  const [retry] = useMutation(BillingPaymentRetryMutation, refetch);

  const applyAdjustment = useCallback(
    async (input: BillingAdjustmentInput): Promise<AdjustOutcome> => {
      try {
        await adjust({ variables: { input } });
        showToast({ title: billingMessages.adjusted, severity: 'success' });
        return { ok: true };
      } catch (error) {
        showToast({ title: billingMessages.adjustFailed, description: serverMessage(error), severity: 'error' });
        return { ok: false, fieldErrors: formFieldErrorsOf(error) };
      }
    },
    [adjust, showToast],
  );

  // The spec shows no failure message for cancel and retry; a failure still reloads nothing and says so.
  const cancelSubscription = useCallback(
    async (clinicId: number) => {
      try {
        await cancel({ variables: { clinicId } });
        showToast({ title: billingMessages.cancelled, severity: 'success' });
      } catch {
        showToast({ title: 'The subscription was not cancelled. Please try again.', severity: 'error' });
      }
    },
    [cancel, showToast],
  );

  const retryPayment = useCallback(
    async (clinicId: number) => {
      try {
        await retry({ variables: { clinicId } });
        showToast({ title: billingMessages.retried, severity: 'success' });
      } catch {
        showToast({ title: 'The payment retry could not start. Please try again.', severity: 'error' });
      }
    },
    [retry, showToast],
  );

  return { applyAdjustment, cancelSubscription, retryPayment };
}
