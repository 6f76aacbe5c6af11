import type { DataTableColumn } from './types';

/** The columns a phone card shows: the key ones, or all of them when none is marked. */
export function phoneColumns<Row>(columns: ReadonlyArray<DataTableColumn<Row>>): ReadonlyArray<DataTableColumn<Row>> {
  const keyColumns = columns.filter((column) => column.key);
  return keyColumns.length > 0 ? keyColumns : columns;
}
