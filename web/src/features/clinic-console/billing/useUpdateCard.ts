import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { useToast } from '../../../app/toast/toastContext';
import { formFieldErrorsOf } from '../../../lib/formFieldErrors';
import { errorMessageOf } from '../../../lib/graphqlErrors';
import type { CardValues } from './cardSchema';
import { ClinicBillingQuery, ClinicCardUpdateMutation } from './clinicBillingQueries';

export type UpdateCardOutcome = { ok: true } | { ok: false; fieldErrors: Record<string, string> };

/** Saves the card through the payment provider; its refusal ("The card has expired") lands on the field. */
export function useUpdateCard() {
  const showToast = useToast();
  const [update] = useMutation(ClinicCardUpdateMutation, { refetchQueries: [ClinicBillingQuery] });
  return useCallback(
    async (values: CardValues): Promise<UpdateCardOutcome> => {
      try {
        const { data } = await update({
          variables: {
            input: {
              cardNumber: values.cardNumber.trim(),
              expMonth: Number(values.expMonth),
              expYear: Number(values.expYear),
              holderName: values.holderName.trim(),
            },
          },
        });
        const card = data!.clinicCardUpdate;
        showToast({
          title: 'Card saved',
          description: `${card.brand} ending in ${card.last4} will be charged for your subscription.`,
          severity: 'success',
        });
        return { ok: true };
      } catch (error) {
        showToast({
          title: 'Error',
          description: `Failed to save the card: ${errorMessageOf(error)}`,
          severity: 'error',
        });
        return { ok: false, fieldErrors: formFieldErrorsOf(error) };
      }
    },
    [update, showToast],
  );
}
