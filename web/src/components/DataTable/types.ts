import type { ReactNode } from 'react';

/** The plain value of a cell: what search, filters, sorting and CSV export work on. */
export type CellValue = string | number | boolean | null | undefined;

export type RowId = string | number;

export type SortDirection = 'asc' | 'desc';

export interface SortState {
  columnId: string;
  direction: SortDirection;
}

/** Everything that decides which rows a table shows: in server mode the parent sends it to the API. */
export interface TableQuery {
  search: string;
  /** Per-column filter text, by column id; empty filters are left out. */
  filters: Readonly<Record<string, string>>;
  sort: SortState | null;
  /** Zero-based. */
  page: number;
  pageSize: number;
}

export interface DataTableColumn<Row> {
  id: string;
  header: string;
  /** The cell's value for search, filters, sorting and CSV export. */
  accessor: (row: Row) => CellValue;
  /** How the cell looks; the accessor's value as text when left out. */
  render?: (row: Row) => ReactNode;
  sortable?: boolean;
  filterable?: boolean;
  align?: 'left' | 'center' | 'right';
  /**
   * Kept on phones, where each row becomes a card of its key columns and its actions (the first key
   * column is the card's title). When no column is marked, a card shows every column.
   */
  key?: boolean;
  /** The row's header cell (`<th scope="row">`), naming the row for screen readers. */
  rowHeader?: boolean;
  /** Shown as a column from the `md` breakpoint up only (a key column still shows on phone cards). */
  wideOnly?: boolean;
}
