import type { ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { cellText } from './clientRows';
import { cellContent, PhoneRows } from './PhoneRows';
import type { DataTableColumn, RowId } from './types';
import { usePhoneLayout } from './usePhoneLayout';

/** A column shown from `md` up only. */
const wideScreensOnly = { display: { xs: 'none', md: 'table-cell' } } as const;

export interface RecordTableProps<Row> {
  /** The table's (and on phones the list's) accessible name. */
  label: string;
  columns: ReadonlyArray<DataTableColumn<Row>>;
  rows: readonly Row[];
  getRowId: (row: Row) => RowId;
  /** Names a row on its phone card; the first column's value by default. */
  getRowLabel?: (row: Row) => string;
  /** The row's buttons: the last column, or the foot of its phone card. */
  renderActions?: (row: Row) => ReactNode;
  actionsHeader?: string;
  /** Marks a row (e.g. unread), as the table's `selected` row style. */
  isRowHighlighted?: (row: Row) => boolean;
}

/**
 * The rows a screen already holds, as a table on wide screens and as cards of the key columns with
 * their actions on phones. DataTable adds search, filters, sorting, paging and selection on top.
 */
export function RecordTable<Row>({
  label,
  columns,
  rows,
  getRowId,
  getRowLabel = (row: Row) => cellText(columns[0]?.accessor(row)),
  renderActions,
  actionsHeader = 'Actions',
  isRowHighlighted,
}: RecordTableProps<Row>) {
  const phone = usePhoneLayout();
  if (phone) {
    return (
      <PhoneRows
        label={label}
        columns={columns}
        rows={rows}
        getRowId={getRowId}
        getRowLabel={getRowLabel}
        renderActions={renderActions}
      />
    );
  }
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.id} align={column.align} sx={column.wideOnly ? wideScreensOnly : undefined}>
                {column.header}
              </TableCell>
            ))}
            {renderActions && <TableCell align="right">{actionsHeader}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={getRowId(row)} hover selected={isRowHighlighted?.(row) ?? false}>
              {columns.map((column) => (
                <TableCell
                  key={column.id}
                  align={column.align}
                  sx={column.wideOnly ? wideScreensOnly : undefined}
                  {...(column.rowHeader ? { component: 'th', scope: 'row' } : {})}
                >
                  {cellContent(column, row)}
                </TableCell>
              ))}
              {renderActions && <TableCell align="right">{renderActions(row)}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
