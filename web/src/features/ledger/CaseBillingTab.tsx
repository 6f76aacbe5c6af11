import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { paths } from '../../app/paths';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { errorMessageOf } from '../../lib/graphqlErrors';
import { CaseServicesTable } from '../billing/lines/CaseServicesTable';
import { StatementDownloadButtons } from '../billing/statement/StatementDownloadButtons';
import { LedgerActionBar } from './actions/LedgerActionBar';
import { LedgerEntriesTable } from './entries/LedgerEntriesTable';
import type { CaseLedger } from './ledgerFields';
import { LedgerSection } from './LedgerSection';
import { useLiveLedger } from './live/useLiveLedger';
import { ReductionRequestsSection } from './reductions/ReductionRequestsSection';
import { LedgerClosedBanner } from './summary/LedgerClosedBanner';
import { LedgerSummaryCards } from './summary/LedgerSummaryCards';
import { useCaseLedger } from './useCaseLedger';

function NoBillsYet({ ledger }: { ledger: CaseLedger }) {
  // Whoever may post to the ledger (the clinic, while it is open) is offered to raise the first bill.
  const canBill = ledger.abilities.canRecordPayment;
  return (
    <EmptyState
      title="Nothing billed on this case yet"
      description="Charges appear here once bills are submitted (a pending bill is a draft), with payments, reductions and write-offs."
      action={
        canBill && (
          <Button
            component={RouterLink}
            to={`${paths.billing}?caseId=${ledger.caseId}`}
            variant="outlined"
            startIcon={<ReceiptLongOutlinedIcon />}
          >
            New bill
          </Button>
        )
      }
    />
  );
}

/**
 * A case's Billing tab: its lien ledger. The itemized statement's downloads, totals and balance, every
 * posting with the running balance, the coded services billed, the reduction negotiation, and the actions the signed-in user may take, all kept live: what the
 * other side does appears without a reload.
 */
export function CaseBillingTab({ caseId }: { caseId: number }) {
  const { ledger, error, retry } = useCaseLedger(caseId);
  const { liveError } = useLiveLedger(caseId);

  if (!ledger) {
    if (error) return <ErrorState title="Could not load the ledger" message={errorMessageOf(error)} onRetry={retry} />;
    return <LoadingState label="Loading the ledger..." />;
  }

  return (
    <Stack spacing={3}>
      {liveError && (
        <Alert severity="warning">Live updates are paused. Reload the page to see changes made by others.</Alert>
      )}
      <LedgerClosedBanner ledger={ledger} />
      <LedgerActionBar ledger={ledger} />
      <StatementDownloadButtons caseId={caseId} />
      <LedgerSummaryCards ledger={ledger} />
      <LedgerSection title="Ledger">
        {ledger.entries.length === 0 ? <NoBillsYet ledger={ledger} /> : <LedgerEntriesTable entries={ledger.entries} />}
      </LedgerSection>
      <LedgerSection title="Services Billed">
        <CaseServicesTable caseId={caseId} />
      </LedgerSection>
      <Divider />
      <LedgerSection title="Reduction Requests">
        <ReductionRequestsSection ledger={ledger} />
      </LedgerSection>
    </Stack>
  );
}
