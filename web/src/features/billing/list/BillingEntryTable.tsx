import { useMemo } from 'react';
import { RecordTable } from '../../../components/DataTable';
import { todayLocalDate } from '../../../lib/localDate';
import { BillingEntryActions } from '../actions/BillingEntryActions';
import type { BillingEntryItem } from '../billingEntryFields';
import { billingEntryColumns } from './billingEntryColumns';

interface BillingEntryTableProps {
  entries: readonly BillingEntryItem[];
  label: string;
}

const entryId = (entry: BillingEntryItem) => entry.id;
const entryLabel = (entry: BillingEntryItem) => `${entry.invoiceNumber}, ${entry.caseNumber}`;
const entryActions = (entry: BillingEntryItem) => <BillingEntryActions entry={entry} />;

/** One row per bill with its actions; a card per bill on phones. */
export function BillingEntryTable({ entries, label }: BillingEntryTableProps) {
  const today = todayLocalDate();
  const columns = useMemo(() => billingEntryColumns(today), [today]);
  return (
    <RecordTable
      label={label}
      columns={columns}
      rows={entries}
      getRowId={entryId}
      getRowLabel={entryLabel}
      renderActions={entryActions}
    />
  );
}
