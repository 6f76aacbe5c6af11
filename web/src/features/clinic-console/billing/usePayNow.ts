import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { useToast } from '../../../app/toast/toastContext';
import { errorMessageOf } from '../../../lib/graphqlErrors';
import { ClinicSubscriptionQuery } from '../plan/clinicSubscriptionQuery';
import {
  ClinicBillingInvoicesQuery,
  ClinicBillingPaymentsQuery,
  ClinicBillingQuery,
  PayOpenInvoicesMutation,
} from './clinicBillingQueries';

/** Pay now: the engine charges the open invoices; the toast says what happened, a decline in the bank's words. */
export function usePayNow(clinicId: number | null) {
  const showToast = useToast();
  const [pay, { loading }] = useMutation(PayOpenInvoicesMutation, {
    refetchQueries: [
      ClinicBillingQuery,
      ClinicBillingInvoicesQuery,
      ClinicBillingPaymentsQuery,
      ClinicSubscriptionQuery,
    ],
    awaitRefetchQueries: true,
  });
  const payNow = useCallback(async () => {
    if (clinicId === null) return;
    try {
      const { data } = await pay({ variables: { clinicId } });
      const outcome = data!.payOpenInvoices;
      if (outcome.failureMessage)
        showToast({
          title: 'Payment failed',
          description: `${outcome.failureMessage} Update your card and pay again.`,
          severity: 'error',
        });
      else if (outcome.charges === 0)
        showToast({ title: 'Nothing to pay', description: 'Your clinic has no open invoice.', severity: 'info' });
      else
        showToast({
          title: 'Payment received',
          description: `${outcome.charges === 1 ? 'Your open invoice is' : `Your ${outcome.charges} open invoices are`} paid. Thank you.`,
          severity: 'success',
        });
    } catch (error) {
      showToast({ title: 'Error', description: `Failed to pay: ${errorMessageOf(error)}`, severity: 'error' });
    }
  }, [clinicId, pay, showToast]);
  return { payNow, paying: loading };
}
