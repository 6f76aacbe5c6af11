import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { useToast } from '../../../app/toast/toastContext';
import type { SalesLeadUpdateInput, SalesRepresentativeInput } from '../../../gql/graphql';
import { formFieldErrorsOf } from '../../../lib/formFieldErrors';
import { serverMessage } from '../../../lib/graphqlErrors';
import { salesMessages } from './salesFormat';
import {
  SalesCommissionApproveMutation,
  SalesLeadFromWaitlistMutation,
  SalesLeadUpdateMutation,
  SalesPayoutProcessMutation,
  SalesRepresentativeCreateMutation,
  SalesRepresentativeUpdateMutation,
  salesDataQueries,
} from './salesQueries';

export type FormOutcome = { ok: true } | { ok: false; fieldErrors: Record<string, string> };

/** Every sales write, each with the spec's message (or a clear one where the spec has none) and a reload. */
export function useSalesActions() {
  const showToast = useToast();
  const refetch = { refetchQueries: salesDataQueries, awaitRefetchQueries: true };
  const [createRep] = useMutation(SalesRepresentativeCreateMutation, refetch);
  const [updateRep] = useMutation(SalesRepresentativeUpdateMutation, refetch);
  const [approve] = useMutation(SalesCommissionApproveMutation, refetch);
  const [payout] = useMutation(SalesPayoutProcessMutation, refetch);
  const [convert] = useMutation(SalesLeadFromWaitlistMutation, refetch);
  const [updateLead] = useMutation(SalesLeadUpdateMutation, refetch);

  const attempt = useCallback(
    async (run: () => Promise<unknown>, success: string, failure: string): Promise<FormOutcome> => {
      try {
        await run();
        showToast({ title: success, severity: 'success' });
        return { ok: true };
      } catch (error) {
        showToast({ title: failure, description: serverMessage(error), severity: 'error' });
        return { ok: false, fieldErrors: formFieldErrorsOf(error) };
      }
    },
    [showToast],
  );

  return {
    saveRepresentative: (id: number | null, input: SalesRepresentativeInput) =>
      attempt(
        () => (id === null ? createRep({ variables: { input } }) : updateRep({ variables: { id, input } })),
        salesMessages.repSaved,
        salesMessages.repFailed,
      ),
    approveCommission: (id: number) =>
      attempt(() => approve({ variables: { id } }), salesMessages.approved, salesMessages.approveFailed),
    processPayout: (salesRepId: number) =>
      attempt(
        () => payout({ variables: { input: { salesRepId } } }),
        salesMessages.paidOut,
        salesMessages.payoutFailed,
      ),
    convertWaitlist: (waitlistEntryId: number, assignedRepId: number | null) =>
      attempt(
        () => convert({ variables: { input: { waitlistEntryId, assignedRepId } } }),
        salesMessages.converted,
        salesMessages.convertFailed,
      ),
    updateLead: (id: number, input: SalesLeadUpdateInput) =>
      attempt(() => updateLead({ variables: { id, input } }), salesMessages.leadSaved, salesMessages.leadFailed),
  };
}
