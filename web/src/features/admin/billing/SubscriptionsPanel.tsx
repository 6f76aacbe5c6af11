import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { RecordTable, type DataTableColumn } from '../../../components/DataTable';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import type { BillingRecordFieldsFragment, SubscriptionStatusFilter } from '../../../gql/graphql';
import { errorMessageOf } from '../../../lib/graphqlErrors';
import { formatLocalDate, formatMoney, humanize } from '../../../lib/format';
import { useConnectionPages } from '../../../lib/useConnectionPages';
import { LoadMoreButton } from '../../cases/list/LoadMoreButton';
import { BillingStatusChip } from '../clinics/BillingStatusChip';
import { AddAdjustmentDialog } from './AddAdjustmentDialog';
import type { BillingClinicOption } from './BillingClinicPicker';
import { frequencyLabels, subscriptionFilters } from './billingFormat';
import { BILLING_PAGE_SIZE, BillingRecordsQuery } from './billingQueries';
import { useBillingActions } from './useBillingActions';
import { PanelFilterSelect } from './PanelFilterSelect';

type BillingRecord = BillingRecordFieldsFragment;
export type SubscriptionFilter = SubscriptionStatusFilter | 'all';

const noWrap = { whiteSpace: 'nowrap' } as const;

const columns: ReadonlyArray<DataTableColumn<BillingRecord>> = [
  { id: 'clinic', header: 'Clinic', key: true, rowHeader: true, accessor: (record) => record.clinicName },
  { id: 'plan', header: 'Plan', accessor: (record) => humanize(record.subscriptionPlan) },
  {
    id: 'frequency',
    header: 'Frequency',
    accessor: (record) => frequencyLabels[record.billingFrequency] ?? humanize(record.billingFrequency),
  },
  {
    id: 'amount',
    header: 'Amount',
    key: true,
    align: 'right',
    accessor: (record) => formatMoney(record.amount),
    render: (record) => <Box sx={noWrap}>{formatMoney(record.amount)}</Box>,
  },
  {
    id: 'status',
    header: 'Status',
    key: true,
    accessor: (record) => record.status,
    render: (record) => <BillingStatusChip status={record.status} />,
  },
  {
    id: 'next',
    header: 'Next Billing',
    accessor: (record) => (record.nextBillingDate ? formatLocalDate(record.nextBillingDate) : '—'),
    render: (record) => <Box sx={noWrap}>{record.nextBillingDate ? formatLocalDate(record.nextBillingDate) : '—'}</Box>,
  },
  {
    id: 'balance',
    header: 'Balance',
    key: true,
    align: 'right',
    accessor: (record) => formatMoney(record.balance),
    render: (record) => (
      <Box sx={{ ...noWrap, color: record.balance.startsWith('-') ? 'error.main' : undefined }}>
        {formatMoney(record.balance)}
      </Box>
    ),
  },
];

/** The Subscriptions tab: one row per clinic, filtered by status, with Retry (overdue only), Adjust and Cancel. */
export function SubscriptionsPanel({
  filter,
  onFilterChange,
}: {
  filter: SubscriptionFilter;
  onFilterChange: (filter: SubscriptionFilter) => void;
}) {
  const { cancelSubscription, retryPayment } = useBillingActions();
  const [adjusting, setAdjusting] = useState<BillingClinicOption | null>(null);
  const [cancelling, setCancelling] = useState<BillingRecord | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const result = useQuery(BillingRecordsQuery, {
    variables: { status: filter === 'all' ? null : filter, first: BILLING_PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
  });
  const { connection, error, loading, loadingMore, loadMore, retry } = useConnectionPages(
    result,
    'billingRecords',
    'subscriptions',
  );

  const run = async (clinicId: number, action: (clinicId: number) => Promise<void>) => {
    setBusy(clinicId);
    await action(clinicId);
    setBusy(null);
  };

  const actions = (record: BillingRecord) => (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
      {record.status === 'overdue' && (
        <Button
          size="small"
          variant="outlined"
          disabled={busy === record.clinicId}
          onClick={() => run(record.clinicId, retryPayment)}
          aria-label={`Retry payment for ${record.clinicName}`}
        >
          Retry
        </Button>
      )}
      <Button
        size="small"
        onClick={() => setAdjusting({ id: record.clinicId, name: record.clinicName })}
        aria-label={`Adjust ${record.clinicName}`}
      >
        Adjust
      </Button>
      {record.status !== 'cancelled' && (
        <Button
          size="small"
          color="error"
          disabled={busy === record.clinicId}
          onClick={() => setCancelling(record)}
          aria-label={`Cancel the subscription of ${record.clinicName}`}
        >
          Cancel
        </Button>
      )}
    </Stack>
  );

  return (
    <>
      <PanelFilterSelect label="Status" value={filter} options={subscriptionFilters} onChange={onFilterChange} />
      {error ? (
        <ErrorState title="Could not load the subscriptions" message={errorMessageOf(error)} onRetry={retry} />
      ) : loading || !connection ? (
        <LoadingState label="Loading the subscriptions..." />
      ) : connection.nodes.length === 0 ? (
        <EmptyState title="No subscriptions match this filter." />
      ) : (
        <RecordTable
          label="Subscriptions"
          columns={columns}
          rows={connection.nodes}
          getRowId={(record) => record.id}
          renderActions={actions}
        />
      )}
      {connection?.pageInfo.hasNextPage && (
        <Box sx={{ py: 2 }}>
          <LoadMoreButton what="subscriptions" loading={loadingMore} onClick={loadMore} />
        </Box>
      )}
      <AddAdjustmentDialog open={adjusting !== null} clinic={adjusting} onClose={() => setAdjusting(null)} />
      <ConfirmDialog
        open={cancelling !== null}
        title="Cancel subscription?"
        message={`Cancel the subscription of ${cancelling?.clinicName ?? ''} now? Its open invoices are voided and it is not billed again.`}
        confirmLabel="Cancel Subscription"
        cancelLabel="Keep"
        destructive
        onCancel={() => setCancelling(null)}
        onConfirm={() => {
          const record = cancelling!;
          setCancelling(null);
          void run(record.clinicId, cancelSubscription);
        }}
      />
    </>
  );
}
