import { useCallback } from 'react';
import type { TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { formFieldErrorsOf } from '../../../lib/formFieldErrors';
import { errorMessageOf } from '../../../lib/graphqlErrors';
import { writeCaseLedger } from '../ledgerCache';
import type { CaseLedger } from '../ledgerFields';

export type LedgerOutcome =
  | { ok: true; ledger: CaseLedger }
  /** The server's message, and its messages for single fields keyed by input field name. */
  | { ok: false; message: string; fieldErrors: Record<string, string> };

/** A ledger mutation: it takes one `input` and answers the updated ledger under the alias `ledger`. */
type LedgerMutation<Input> = TypedDocumentNode<{ ledger: CaseLedger }, { input: Input }>;

/**
 * Runs a ledger mutation and puts the ledger it answers into the cache, so the tab shows the new
 * figures at once. Failures come back as an outcome (never thrown) for the form to show.
 */
export function useLedgerMutation<Input>(mutation: LedgerMutation<Input>) {
  const [mutate] = useMutation(mutation, {
    update: (cache, { data }) => {
      if (data) writeCaseLedger(cache, data.ledger);
    },
  });

  return useCallback(
    async (input: Input): Promise<LedgerOutcome> => {
      try {
        const { data } = await mutate({ variables: { input } });
        if (!data) return { ok: false, message: 'The server sent no answer. Please try again.', fieldErrors: {} };
        return { ok: true, ledger: data.ledger };
      } catch (error) {
        return { ok: false, message: errorMessageOf(error), fieldErrors: formFieldErrorsOf(error) };
      }
    },
    [mutate],
  );
}
