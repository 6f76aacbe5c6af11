import { useMemo } from 'react';
import Box from '@mui/material/Box';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import { LoadMoreButton } from '../../cases/list/LoadMoreButton';
import { RecordTable, type DataTableColumn } from '../../../components/DataTable';
import { errorMessageOf } from '../../../lib/graphqlErrors';
import { useBillingEntryConnection } from '../list/useBillingEntryConnection';
import type { BillingLineItem } from './billingLineFields';
import { billingLineColumns, codeWithModifiers } from './billingLineColumns';

type CaseServiceLine = BillingLineItem & { invoiceNumber: string };

const columns: ReadonlyArray<DataTableColumn<CaseServiceLine>> = [
  ...billingLineColumns.slice(0, 1),
  { id: 'invoice', header: 'Invoice', wideOnly: true, accessor: (line) => line.invoiceNumber },
  ...billingLineColumns.slice(1),
];
const lineId = (line: CaseServiceLine) => line.id;
const lineLabel = (line: CaseServiceLine) => `${codeWithModifiers(line)}, ${line.description}`;

/**
 * Every coded service billed on a case (the lines of its bills raised by signed notes), newest bill
 * first, with the bills' own paging; the caller's bills only (an attorney never sees a draft).
 */
export function CaseServicesTable({ caseId }: { caseId: number }) {
  const { connection, error, loading, loadingMore, loadMore, retry } = useBillingEntryConnection(
    { status: null, caseId },
    undefined,
  );
  const lines = useMemo(
    () =>
      (connection?.nodes ?? []).flatMap((entry) =>
        entry.lines.map((line) => ({ ...line, invoiceNumber: entry.invoiceNumber })),
      ),
    [connection],
  );
  if (error) return <ErrorState title="Could not load the services" message={errorMessageOf(error)} onRetry={retry} />;
  if (loading || !connection) return <LoadingState label="Loading the services..." />;
  return (
    <>
      {lines.length === 0 ? (
        <EmptyState
          title="No coded services yet"
          description="A signed treatment note with procedure codes bills its services here, priced from the fee schedule."
        />
      ) : (
        <RecordTable label="Services billed" columns={columns} rows={lines} getRowId={lineId} getRowLabel={lineLabel} />
      )}
      {connection.pageInfo.hasNextPage && (
        <Box sx={{ p: 2 }}>
          <LoadMoreButton what="bills" loading={loadingMore} onClick={loadMore} />
        </Box>
      )}
    </>
  );
}
