import { useCallback } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { BillingEntryCreateInput } from '../../../gql/graphql';
import { formFieldErrorsOf } from '../../../lib/formFieldErrors';
import { serverMessage } from '../../../lib/graphqlErrors';
import { placeBillingEntryInLists } from '../billingCache';
import { refreshBillingSummary } from '../summary/billingSummaryQuery';

export const BillingEntryCreateMutation = graphql(`
  mutation BillingEntryCreate($input: BillingEntryCreateInput!) {
    billingEntryCreate(input: $input) {
      ...BillingEntryFields
    }
  }
`);

export const CREATED_MESSAGE = 'Billing entry created successfully';
export const CREATE_FAILED_MESSAGE = 'Failed to create billing entry';

export type CreateOutcome =
  | { ok: true; invoiceNumber: string }
  /** The server's messages keyed by the form's fields, and its overall message when it gave one. */
  | { ok: false; fieldErrors: Record<string, string>; message: string | undefined };

/**
 * Raises a pending bill. The answer joins the top of the cached lists at once (the same entry arriving
 * live a moment later is recognised and not shown twice) and the cards are refreshed.
 */
export function useCreateBillingEntry() {
  const client = useApolloClient();
  const [create] = useMutation(BillingEntryCreateMutation, {
    update: (cache, { data }) => {
      if (data) placeBillingEntryInLists(cache, data.billingEntryCreate);
    },
  });

  return useCallback(
    async (input: BillingEntryCreateInput): Promise<CreateOutcome> => {
      try {
        const { data } = await create({ variables: { input } });
        refreshBillingSummary(client);
        return { ok: true, invoiceNumber: data?.billingEntryCreate.invoiceNumber ?? '' };
      } catch (error) {
        return {
          ok: false,
          // The server names the case `caseId`; the form's field is `case`.
          fieldErrors: formFieldErrorsOf(error, { caseId: 'case' }),
          message: serverMessage(error),
        };
      }
    },
    [client, create],
  );
}
