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
}
