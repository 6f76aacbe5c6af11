import { RecordTable, type DataTableColumn } from '../../components/DataTable';
import type { ClaimFieldsFragment } from '../../gql/graphql';
import { formatLocalDate, formatMoney } from '../../lib/format';

type Line = ClaimFieldsFragment['serviceLines'][number];

const columns: ReadonlyArray<DataTableColumn<Line>> = [
  { id: 'date', header: 'Date of Service', key: true, accessor: (line) => formatLocalDate(line.serviceDate) },
  {
    id: 'code',
    header: 'Procedure',
    key: true,
    accessor: (line) => [line.procedureCode, ...line.modifiers].join(' '),
  },
  { id: 'diagnoses', header: 'Diagnoses', accessor: (line) => line.diagnosisCodes.join(', ') },
  { id: 'units', header: 'Units', accessor: (line) => String(line.units) },
  { id: 'charge', header: 'Charge', key: true, accessor: (line) => formatMoney(line.charge) },
];

/** The claim's service lines as claimed (copied from the coded bill lines). */
export function ClaimLinesTable({ lines }: { lines: ClaimFieldsFragment['serviceLines'] }) {
  return <RecordTable label="Service lines" columns={columns} rows={lines} getRowId={(line) => line.billingLineId} />;
}
