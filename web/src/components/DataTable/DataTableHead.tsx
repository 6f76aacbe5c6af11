import Checkbox from '@mui/material/Checkbox';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { ColumnFilterField } from './ColumnFilterField';
import type { DataTableColumn, SortState } from './types';

export type PageSelection = 'none' | 'some' | 'all';

interface DataTableHeadProps<Row> {
  columns: ReadonlyArray<DataTableColumn<Row>>;
  sort: SortState | null;
  onSort: (columnId: string) => void;
  /** The select-all checkbox; left out when rows cannot be selected. */
  selection?: { state: PageSelection; disabled: boolean; onToggleAll: () => void };
  hasActions: boolean;
  /** The per-column filter inputs, while the Filters toggle is on. */
  filters?: { values: Readonly<Record<string, string>>; onChange: (columnId: string, value: string) => void };
}

export function DataTableHead<Row>({ columns, sort, onSort, selection, hasActions, filters }: DataTableHeadProps<Row>) {
  return (
    <TableHead>
      <TableRow>
        {selection && (
          <TableCell padding="checkbox">
            <Checkbox
              checked={selection.state === 'all'}
              indeterminate={selection.state === 'some'}
              disabled={selection.disabled}
              onChange={selection.onToggleAll}
              slotProps={{ input: { 'aria-label': 'Select all rows on this page' } }}
            />
          </TableCell>
        )}
        {columns.map((column) => {
          const direction = sort?.columnId === column.id ? sort.direction : undefined;
          return (
            <TableCell
              key={column.id}
              align={column.align}
              sortDirection={direction ?? false}
              sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
            >
              {column.sortable ? (
                <TableSortLabel
                  active={direction !== undefined}
                  direction={direction ?? 'asc'}
                  onClick={() => onSort(column.id)}
                >
                  {column.header}
                </TableSortLabel>
              ) : (
                column.header
              )}
            </TableCell>
          );
        })}
        {hasActions && (
          <TableCell align="right" sx={{ fontWeight: 600 }}>
            Actions
          </TableCell>
        )}
      </TableRow>
      {filters && (
        <TableRow>
          {selection && <TableCell padding="checkbox" />}
          {columns.map((column) => (
            <TableCell key={column.id} sx={{ py: 1 }}>
              {column.filterable && (
                <ColumnFilterField
                  column={column}
                  value={filters.values[column.id] ?? ''}
                  onChange={filters.onChange}
                />
              )}
            </TableCell>
          ))}
          {hasActions && <TableCell />}
        </TableRow>
      )}
    </TableHead>
  );
}
