import { toCsv } from '../../lib/csv';
import type { DataTableColumn } from './types';

/** The rows as CSV, one column per table column, using each column's plain value. */
export function rowsToCsv<Row>(columns: ReadonlyArray<DataTableColumn<Row>>, rows: readonly Row[]): string {
  return toCsv(
    columns.map((column) => column.header),
    rows.map((row) => columns.map((column) => column.accessor(row))),
  );
}
