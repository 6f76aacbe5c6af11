import { RecordTable } from '../../../components/DataTable';
import type { BillingLineItem } from './billingLineFields';
import { billingLineColumns, codeWithModifiers } from './billingLineColumns';

const lineId = (line: BillingLineItem) => line.id;
const lineLabel = (line: BillingLineItem) => `${codeWithModifiers(line)}, ${line.description}`;

/** A coded bill's services, one row each (a card each on phones). */
export function BillingLinesTable({ lines, label }: { lines: readonly BillingLineItem[]; label: string }) {
  return (
    <RecordTable label={label} columns={billingLineColumns} rows={lines} getRowId={lineId} getRowLabel={lineLabel} />
  );
}
