import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import { SectionCard } from '../../../components/SectionCard';
import { errorMessageOf } from '../../../lib/graphqlErrors';
import { refetchInBackground } from '../../../lib/refetchInBackground';
import { AddAdjustmentDialog } from './AddAdjustmentDialog';
import { AdjustmentsPanel } from './AdjustmentsPanel';
import { BillingFigureCards } from './BillingFigureCards';
import { BillingOverview } from './BillingOverview';
import { BillingSummaryQuery } from './billingQueries';
import { BillingSettingsPanel } from './BillingSettingsForm';
import { ExportReportButton } from './ExportReportButton';
import { PaymentsPanel } from './PaymentsPanel';
import { SubscriptionsPanel, type SubscriptionFilter } from './SubscriptionsPanel';

const sections = [
  { value: 'overview', label: 'Overview' },
  { value: 'subscriptions', label: 'Subscriptions' },
  { value: 'payments', label: 'Payments' },
  { value: 'adjustments', label: 'Adjustments' },
  { value: 'settings', label: 'Settings' },
] as const;
type Section = (typeof sections)[number]['value'];

/** The Billing tab of /admin: the spec's billing controls over the revenue engine's records. */
export function BillingTab() {
  const [section, setSection] = useState<Section>('overview');
  const [filter, setFilter] = useState<SubscriptionFilter>('all');
  const [adding, setAdding] = useState(false);
  const { data, error, refetch } = useQuery(BillingSummaryQuery, { fetchPolicy: 'cache-and-network' });
  const summary = data?.operatorBillingSummary;

  const showSubscriptions = (status: SubscriptionFilter) => {
    setFilter(status);
    setSection('subscriptions');
  };

  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', rowGap: 1 }}>
        <ExportReportButton />
        <Button variant="contained" onClick={() => setAdding(true)}>
          Add Adjustment
        </Button>
      </Stack>
      {summary ? (
        <BillingFigureCards summary={summary} />
      ) : error ? (
        <ErrorState
          title="Could not load the billing figures"
          message={errorMessageOf(error)}
          onRetry={() => refetchInBackground(refetch)}
        />
      ) : (
        <LoadingState label="Loading the billing figures..." />
      )}
      <Tabs
        value={section}
        onChange={(_event, next: Section) => setSection(next)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Billing sections"
      >
        {sections.map(({ value, label }) => (
          <Tab key={value} value={value} label={label} />
        ))}
      </Tabs>
      {section === 'overview' && summary && (
        <BillingOverview summary={summary} onShowSubscriptions={showSubscriptions} />
      )}
      {section === 'subscriptions' && (
        <SectionCard title="Subscriptions">
          <SubscriptionsPanel filter={filter} onFilterChange={setFilter} />
        </SectionCard>
      )}
      {section === 'payments' && (
        <SectionCard title="Payment History">
          <PaymentsPanel />
        </SectionCard>
      )}
      {section === 'adjustments' && (
        <SectionCard title="Adjustments">
          <AdjustmentsPanel />
        </SectionCard>
      )}
      {section === 'settings' && (
        <SectionCard title="Billing Settings">
          <BillingSettingsPanel />
        </SectionCard>
      )}
      <AddAdjustmentDialog open={adding} onClose={() => setAdding(false)} />
    </Stack>
  );
}
