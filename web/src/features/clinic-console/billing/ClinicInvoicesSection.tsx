import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { RecordTable, type DataTableColumn } from '../../../components/DataTable';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import { SectionCard } from '../../../components/SectionCard';
import type { ClinicBillingInvoicesQuery as InvoicesData } from '../../../gql/graphql';
import { formatLocalDate, formatMoney, humanize } from '../../../lib/format';
import { serverMessage } from '../../../lib/graphqlErrors';
import { useConnectionPages } from '../../../lib/useConnectionPages';
import { LoadMoreButton } from '../../cases/list/LoadMoreButton';
import { CLINIC_BILLING_PAGE_SIZE, ClinicBillingInvoicesQuery } from './clinicBillingQueries';
import { clinicInvoicePdfUrl, invoiceStatusColors, invoiceStatusLabels } from './invoiceLabels';

type Invoice = InvoicesData['clinicBillingInvoices']['nodes'][number];

const periodOf = (invoice: Invoice) =>
  invoice.periodStart && invoice.periodEnd
    ? `${formatLocalDate(invoice.periodStart)} to ${formatLocalDate(invoice.periodEnd)}`
    : humanize(invoice.kind);

const columns: DataTableColumn<Invoice>[] = [
  { id: 'number', header: 'Invoice', accessor: (invoice) => invoice.number, key: true, rowHeader: true },
  { id: 'period', header: 'Period', accessor: periodOf, key: true },
  { id: 'due', header: 'Due', accessor: (invoice) => formatLocalDate(invoice.dueDate), wideOnly: true },
  {
    id: 'total',
    header: 'Total',
    accessor: (invoice) => invoice.total,
    render: (invoice) => formatMoney(invoice.total),
    align: 'right',
    key: true,
  },
  {
    id: 'status',
    header: 'Status',
    accessor: (invoice) => invoiceStatusLabels[invoice.status] ?? humanize(invoice.status),
    render: (invoice) => (
      <Chip
        size="small"
        variant="outlined"
        label={invoiceStatusLabels[invoice.status] ?? humanize(invoice.status)}
        color={invoiceStatusColors[invoice.status] ?? 'default'}
      />
    ),
    key: true,
  },
];

/** The clinic's subscription invoices, newest first, each with its PDF. */
export function ClinicInvoicesSection() {
  const { connection, error, loading, loadingMore, loadMore, retry } = useConnectionPages(
    useQuery(ClinicBillingInvoicesQuery, {
      variables: { first: CLINIC_BILLING_PAGE_SIZE },
      fetchPolicy: 'cache-and-network',
      nextFetchPolicy: 'cache-first',
    }),
    'clinicBillingInvoices',
    'invoices',
  );
  return (
    <SectionCard title="Invoices">
      {error ? (
        <ErrorState title="Could not load your invoices" message={serverMessage(error)} onRetry={retry} />
      ) : loading || !connection ? (
        <LoadingState label="Loading invoices..." />
      ) : connection.nodes.length === 0 ? (
        <EmptyState
          title="No invoices yet."
          description="Your first invoice is issued when your trial ends or your plan renews."
        />
      ) : (
        <RecordTable
          label="Invoices"
          columns={columns}
          rows={connection.nodes}
          getRowId={(invoice) => invoice.id}
          actionsHeader="PDF"
          renderActions={(invoice) => (
            <Link
              href={clinicInvoicePdfUrl(invoice.id)}
              target="_blank"
              rel="noopener"
              aria-label={`Invoice ${invoice.number} as PDF`}
            >
              PDF
            </Link>
          )}
        />
      )}
      {connection?.pageInfo.hasNextPage && (
        <Box sx={{ py: 2 }}>
          <LoadMoreButton what="invoices" loading={loadingMore} onClick={loadMore} />
        </Box>
      )}
    </SectionCard>
  );
}
