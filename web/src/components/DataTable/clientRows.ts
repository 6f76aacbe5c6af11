import type { CellValue, DataTableColumn, SortState, TableQuery } from './types';

export function cellText(value: CellValue): string {
  return value === null || value === undefined ? '' : String(value);
}

function contains(value: CellValue, needle: string): boolean {
  return cellText(value).toLocaleLowerCase().includes(needle);
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Empty cells sort last in both directions; numbers and booleans by value, text alphabetically. */
function compareCells(a: CellValue, b: CellValue, direction: SortState['direction']): number {
  const aEmpty = cellText(a) === '';
  const bEmpty = cellText(b) === '';
  if (aEmpty || bEmpty) return Number(aEmpty) - Number(bEmpty);
  const order =
    typeof a !== 'string' && typeof b !== 'string' ? Number(a) - Number(b) : collator.compare(cellText(a), cellText(b));
  return direction === 'asc' ? order : -order;
}

/** Client-side mode: the rows the query matches (search, column filters, sort) and the current page of them. */
export function queryRows<Row>(
  rows: readonly Row[],
  columns: ReadonlyArray<DataTableColumn<Row>>,
  query: TableQuery,
): { pageRows: Row[]; totalCount: number } {
  const search = query.search.trim().toLocaleLowerCase();
  const filters = columns.flatMap((column) => {
    const needle = query.filters[column.id]?.trim().toLocaleLowerCase();
    return needle ? [{ column, needle }] : [];
  });

  const matching = rows.filter(
    (row) =>
      (search === '' || columns.some((column) => contains(column.accessor(row), search))) &&
      filters.every(({ column, needle }) => contains(column.accessor(row), needle)),
  );

  const { sort } = query;
  const sortColumn = sort ? columns.find((column) => column.id === sort.columnId) : undefined;
  const sorted =
    sort && sortColumn
      ? [...matching].sort((a, b) => compareCells(sortColumn.accessor(a), sortColumn.accessor(b), sort.direction))
      : matching;

  const start = query.page * query.pageSize;
  return { pageRows: sorted.slice(start, start + query.pageSize), totalCount: matching.length };
}
