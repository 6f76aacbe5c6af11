import { useMemo } from 'react';
import { RecordTable } from '../../../components/DataTable';
import { todayLocalDate } from '../../../lib/localDate';
import { BillingEntryActions } from '../actions/BillingEntryActions';
import type { BillingEntryItem } from '../billingEntryFields';
import { billingEntryColumns } from './billingEntryColumns';

interface BillingEntryTableProps {
  entries: readonly BillingEntryItem[];
  label: string;
  /** A Clinic column, for readers of several clinics' bills. */
  showClinic?: boolean;
}

const entryId = (entry: BillingEntryItem) => entry.id;
const entryLabel = (entry: BillingEntryItem) => `${entry.invoiceNumber}, ${entry.caseNumber}`;
const entryActions = (entry: BillingEntryItem) => <BillingEntryActions entry={entry} />;

/** One row per bill with its actions (and its clinic, when asked); a card per bill on phones. */
export function BillingEntryTable({ entries, label, showClinic = false }: BillingEntryTableProps) {
  const today = todayLocalDate();
  const columns = useMemo(() => billingEntryColumns(today, showClinic), [today, showClinic]);
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
