import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { restErrorMessage, RestError } from '../../lib/restJson';
import { evictClinicLists } from '../admin/clinics/clinicCache';
import { updateClinicBilling, type ClinicBillingChange, type PanelClinic } from './adminPanelApi';

export type BillingUpdateOutcome =
  { ok: true; clinic: PanelClinic } | { ok: false; message: string; fieldErrors: Record<string, string> };

/**
 * Update Billing: PUT /api/admin/clinics/{id}/billing. On success the platform figures and the
 * portal's clinic list are dropped from Apollo's cache, so the cards (and the Clinics tab) ask again.
 */
export function useUpdateClinicBilling() {
  const client = useApolloClient();

  return useCallback(
    async (clinicId: number, change: ClinicBillingChange): Promise<BillingUpdateOutcome> => {
      try {
        const clinic = await updateClinicBilling(clinicId, change);
        evictClinicLists(client.cache);
        return { ok: true, clinic };
      } catch (error) {
        const fieldErrors: Record<string, string> = {};
        if (error instanceof RestError)
          for (const { field, message } of error.fieldErrors)
            fieldErrors[field === 'id' ? 'clinicId' : field] = message;
        return { ok: false, message: restErrorMessage(error), fieldErrors };
      }
    },
    [client],
  );
}
