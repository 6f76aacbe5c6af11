import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { DataTableColumn, SortState } from './types';

interface PhoneSortFieldProps<Row> {
  columns: ReadonlyArray<DataTableColumn<Row>>;
  sort: SortState | null;
  onChange: (sort: SortState | null) => void;
}

const DEFAULT_ORDER = '';

/** On phones, where there are no column headers to click: the sortable columns in either direction. */
export function PhoneSortField<Row>({ columns, sort, onChange }: PhoneSortFieldProps<Row>) {
  const sortable = columns.filter((column) => column.sortable);
  if (sortable.length === 0) return null;
  const value = sort ? `${sort.columnId}:${sort.direction}` : DEFAULT_ORDER;
  return (
    <TextField
      select
      size="small"
      label="Sort by"
      value={value}
      onChange={(event) => {
        const [columnId, direction] = event.target.value.split(':');
        onChange(columnId ? { columnId, direction: direction === 'desc' ? 'desc' : 'asc' } : null);
      }}
    >
      <MenuItem value={DEFAULT_ORDER}>Default order</MenuItem>
      {sortable.flatMap((column) => [
        <MenuItem key={`${column.id}:asc`} value={`${column.id}:asc`}>
          {column.header}, ascending
        </MenuItem>,
        <MenuItem key={`${column.id}:desc`} value={`${column.id}:desc`}>
          {column.header}, descending
        </MenuItem>,
      ])}
    </TextField>
  );
}
