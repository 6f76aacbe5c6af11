import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { RecordTable, type DataTableColumn } from '../../../components/DataTable';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import { SectionCard } from '../../../components/SectionCard';
import type { ClinicBillingPaymentsQuery as PaymentsData } from '../../../gql/graphql';
import { formatDateTime, formatMoney, humanize } from '../../../lib/format';
import { serverMessage } from '../../../lib/graphqlErrors';
import { useConnectionPages } from '../../../lib/useConnectionPages';
import { LoadMoreButton } from '../../cases/list/LoadMoreButton';
import { CLINIC_BILLING_PAGE_SIZE, ClinicBillingPaymentsQuery } from './clinicBillingQueries';
import { paymentStatusColors } from './invoiceLabels';

type Payment = PaymentsData['clinicBillingPayments']['nodes'][number];

const columns: DataTableColumn<Payment>[] = [
  {
    id: 'date',
    header: 'Date',
    accessor: (payment) => formatDateTime(payment.createdAt),
    key: true,
    rowHeader: true,
  },
  {
    id: 'description',
    header: 'Description',
    accessor: (payment) => payment.description,
    render: (payment) => (
      <>
        {payment.kind === 'refund' ? `Refund: ${payment.description}` : payment.description}
        {payment.failureMessage && (
          <Typography variant="body2" color="error">
            {payment.failureMessage}
          </Typography>
        )}
      </>
    ),
    key: true,
  },
  { id: 'invoice', header: 'Invoice', accessor: (payment) => payment.invoiceNumber ?? '', wideOnly: true },
  { id: 'method', header: 'Method', accessor: (payment) => payment.methodLabel, wideOnly: true },
  {
    id: 'amount',
    header: 'Amount',
    accessor: (payment) => payment.amount,
    render: (payment) => formatMoney(payment.kind === 'refund' ? `-${payment.amount}` : payment.amount),
    align: 'right',
    key: true,
  },
  {
    id: 'status',
    header: 'Status',
    accessor: (payment) => humanize(payment.status),
    render: (payment) => (
      <Chip
        size="small"
        variant="outlined"
        label={humanize(payment.status)}
        color={paymentStatusColors[payment.status] ?? 'default'}
      />
    ),
    key: true,
  },
];

/** The clinic's charges and refunds, newest first, with why a charge failed. */
export function ClinicPaymentsSection() {
  const { connection, error, loading, loadingMore, loadMore, retry } = useConnectionPages(
    useQuery(ClinicBillingPaymentsQuery, {
      variables: { first: CLINIC_BILLING_PAGE_SIZE },
      fetchPolicy: 'cache-and-network',
      nextFetchPolicy: 'cache-first',
    }),
    'clinicBillingPayments',
    'payments',
  );
  return (
    <SectionCard title="Payments">
      {error ? (
        <ErrorState title="Could not load your payments" message={serverMessage(error)} onRetry={retry} />
      ) : loading || !connection ? (
        <LoadingState label="Loading payments..." />
      ) : connection.nodes.length === 0 ? (
        <EmptyState title="No payments yet." description="Charges to your card appear here." />
      ) : (
        <RecordTable label="Payments" columns={columns} rows={connection.nodes} getRowId={(payment) => payment.id} />
      )}
      {connection?.pageInfo.hasNextPage && (
        <Box sx={{ py: 2 }}>
          <LoadMoreButton what="payments" loading={loadingMore} onClick={loadMore} />
        </Box>
      )}
    </SectionCard>
  );
}
