import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import { RecordTable, type DataTableColumn } from '../../../components/DataTable';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import type { AdminBillingAdjustmentsQuery } from '../../../gql/graphql';
import { errorMessageOf } from '../../../lib/graphqlErrors';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { useConnectionPages } from '../../../lib/useConnectionPages';
import { LoadMoreButton } from '../../cases/list/LoadMoreButton';
import { adjustmentTypeLabels } from './billingFormat';
import { BILLING_PAGE_SIZE, BillingAdjustmentsQuery } from './billingQueries';
import { PaymentStatusChip } from './PaymentStatusChip';

type Adjustment = AdminBillingAdjustmentsQuery['billingAdjustments']['nodes'][number];

const noWrap = { whiteSpace: 'nowrap' } as const;

const columns: ReadonlyArray<DataTableColumn<Adjustment>> = [
  { id: 'clinic', header: 'Clinic', key: true, rowHeader: true, accessor: (row) => row.clinicName },
  { id: 'type', header: 'Type', key: true, accessor: (row) => adjustmentTypeLabels[row.type] ?? row.type },
  {
    id: 'amount',
    header: 'Amount',
    key: true,
    align: 'right',
    accessor: (row) => formatMoney(row.amount),
    render: (row) => <Box sx={noWrap}>{formatMoney(row.amount)}</Box>,
  },
  { id: 'reason', header: 'Reason', accessor: (row) => row.reason },
  { id: 'appliedBy', header: 'Applied By', accessor: (row) => row.appliedBy },
  {
    id: 'appliedAt',
    header: 'Date',
    accessor: (row) => formatDateTime(row.appliedAt ?? row.createdAt),
    render: (row) => <Box sx={noWrap}>{formatDateTime(row.appliedAt ?? row.createdAt)}</Box>,
  },
  {
    id: 'status',
    header: 'Status',
    key: true,
    accessor: (row) => row.status,
    render: (row) => (
      <Box title={row.failureMessage ?? undefined}>
        <PaymentStatusChip status={row.status} />
      </Box>
    ),
  },
];

/** The Adjustments tab: past adjustments, newest first. */
export function AdjustmentsPanel() {
  const result = useQuery(BillingAdjustmentsQuery, {
    variables: { first: BILLING_PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
  });
  const { connection, error, loading, loadingMore, loadMore, retry } = useConnectionPages(
    result,
    'billingAdjustments',
    'adjustments',
  );
  if (error)
    return <ErrorState title="Could not load the adjustments" message={errorMessageOf(error)} onRetry={retry} />;
  if (loading || !connection) return <LoadingState label="Loading the adjustments..." />;
  if (connection.nodes.length === 0)
    return <EmptyState title="No adjustments yet." description="Credits, debits and refunds appear here." />;
  return (
    <>
      <RecordTable label="Adjustments" columns={columns} rows={connection.nodes} getRowId={(row) => row.id} />
      {connection.pageInfo.hasNextPage && (
        <Box sx={{ py: 2 }}>
          <LoadMoreButton what="adjustments" loading={loadingMore} onClick={loadMore} />
        </Box>
      )}
    </>
  );
}
