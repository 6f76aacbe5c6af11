export { DataTable, type DataTableProps } from './DataTable';
export { RecordTable, type RecordTableProps } from './RecordTable';
export { usePhoneLayout } from './usePhoneLayout';
export { createTableQuery, isSameListing, DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from './tableQuery';
export type { CellValue, DataTableColumn, RowId, SortDirection, SortState, TableQuery } from './types';
