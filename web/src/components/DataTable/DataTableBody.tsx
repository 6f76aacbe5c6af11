import type { ReactNode } from 'react';
import Checkbox from '@mui/material/Checkbox';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { EmptyState } from '../EmptyState';
import { LoadingState } from '../LoadingState';
import { cellText } from './clientRows';
import { RowActions, type RowActionHandlers } from './RowActions';
import type { DataTableColumn, RowId } from './types';

export interface EmptyContent {
  title: string;
  description: string;
  action?: ReactNode;
}

interface DataTableBodyProps<Row> {
  columns: ReadonlyArray<DataTableColumn<Row>>;
  rows: readonly Row[];
  getRowId: (row: Row) => RowId;
  getRowLabel: (row: Row) => string;
  loading: boolean;
  loadingLabel: string;
  empty: EmptyContent;
  /** The row checkboxes; left out when rows cannot be selected. */
  selection?: { isSelected: (row: Row) => boolean; onToggle: (row: Row) => void };
  /** The Actions column; left out when no row action is supplied. */
  actions?: RowActionHandlers<Row>;
}

export function DataTableBody<Row>({
  columns,
  rows,
  getRowId,
  getRowLabel,
  loading,
  loadingLabel,
  empty,
  selection,
  actions,
}: DataTableBodyProps<Row>) {
  const columnCount = columns.length + (selection ? 1 : 0) + (actions ? 1 : 0);

  if (loading || rows.length === 0) {
    return (
      <TableBody>
        <TableRow>
          <TableCell colSpan={columnCount} sx={{ borderBottom: 0 }}>
            {loading ? (
              <LoadingState label={loadingLabel} />
            ) : (
              <EmptyState title={empty.title} description={empty.description} action={empty.action} />
            )}
          </TableCell>
        </TableRow>
      </TableBody>
    );
  }

  return (
    <TableBody>
      {rows.map((row) => {
        const selected = selection?.isSelected(row) ?? false;
        const rowLabel = getRowLabel(row);
        return (
          <TableRow key={getRowId(row)} hover selected={selected}>
            {selection && (
              <TableCell padding="checkbox">
                <Checkbox
                  checked={selected}
                  onChange={() => selection.onToggle(row)}
                  slotProps={{ input: { 'aria-label': `Select ${rowLabel}` } }}
                />
              </TableCell>
            )}
            {columns.map((column) => (
              <TableCell key={column.id} align={column.align}>
                {column.render ? column.render(row) : cellText(column.accessor(row))}
              </TableCell>
            ))}
            {actions && (
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <RowActions row={row} rowLabel={rowLabel} {...actions} />
              </TableCell>
            )}
          </TableRow>
        );
      })}
    </TableBody>
  );
}
