import { RecordTable } from '../../../components/DataTable';
import { formatLocalDate } from '../../../lib/format';
import type { LedgerEntry } from '../ledgerFields';
import { ledgerEntryColumns } from './ledgerEntryColumns';

const entryId = (entry: LedgerEntry) => entry.id;
const entryLabel = (entry: LedgerEntry) => `${formatLocalDate(entry.effectiveDate)}, ${entry.description}`;

/** The postings in order, each with its signed amount and the running balance after it; a card each on phones. */
export function LedgerEntriesTable({ entries }: { entries: readonly LedgerEntry[] }) {
  return (
    <RecordTable
      label="Ledger entries"
      columns={ledgerEntryColumns}
      rows={entries}
      getRowId={entryId}
      getRowLabel={entryLabel}
    />
  );
}
