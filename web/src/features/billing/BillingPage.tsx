import { useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useCurrentUser } from '../../app/auth/useCurrentUser';
import { PageHeader } from '../../components/PageHeader';
import { SectionCard } from '../../components/SectionCard';
import { parseRecordId } from '../../lib/recordId';
import {
  billingStatusesReadBy,
  canCreateBillingEntries,
  readsBillsOfManyClinics,
  readsOnlySubmittedBills,
} from './billingAbilities';
import { BillingEntryForm } from './create/BillingEntryForm';
import { BillingEntryList } from './list/BillingEntryList';
import { useLiveBillingEntries } from './live/useLiveBillingEntries';
import { BillingSummaryCards } from './summary/BillingSummaryCards';

/** The case to start the New Billing Entry form with: `?caseId=12`. */
function useCaseIdParam(): number | null {
  const [searchParams] = useSearchParams();
  const caseId = parseRecordId(searchParams.get('caseId') ?? undefined);
  return caseId.kind === 'valid' ? caseId.id : null;
}

/**
 * Billing & Payments (/billing): the four cards, the New Billing Entry form (clinic users) and every
 * bill in scope with the moves the server allows. Attorneys see their cases' bills read-only. Changes
 * made anywhere arrive live; while live updates are down, the cards and list refresh every 30 s.
 */
export function BillingPage() {
  const { user } = useCurrentUser();
  const initialCaseId = useCaseIdParam();
  const { liveError, pollInterval, reconnect } = useLiveBillingEntries();
  const raisesBills = canCreateBillingEntries(user?.role);
  const submittedOnly = readsOnlySubmittedBills(user?.role);

  return (
    <>
      <PageHeader
        title="Billing & Payments"
        subtitle={
          user &&
          (raisesBills
            ? 'Raise bills on your cases and follow them until they are paid.'
            : submittedOnly
              ? 'Bills the clinics have submitted on your cases, and where each one stands.'
              : 'Bills on your cases and where each one stands.')
        }
      />
      <Stack spacing={3}>
        <BillingSummaryCards pollInterval={pollInterval} submittedOnly={submittedOnly} />
        {raisesBills && (
          <SectionCard title="New Billing Entry">
            <Box sx={{ p: 2.5 }}>
              <BillingEntryForm initialCaseId={initialCaseId} />
            </Box>
          </SectionCard>
        )}
        <BillingEntryList
          emptyHint={
            raisesBills
              ? 'Bills you raise with the form above appear here.'
              : submittedOnly
                ? 'Bills appear here once the clinic submits them.'
                : 'Bills the clinic raises on your cases appear here.'
          }
          statuses={billingStatusesReadBy(user?.role)}
          showClinic={readsBillsOfManyClinics(user?.role)}
          pollInterval={pollInterval}
          liveDown={liveError ? { reconnect } : undefined}
        />
      </Stack>
    </>
  );
}

export default BillingPage;
