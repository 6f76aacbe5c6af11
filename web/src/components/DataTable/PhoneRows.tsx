import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import { cellText } from './clientRows';
import { phoneColumns } from './phoneColumns';
import type { DataTableColumn, RowId } from './types';

interface PhoneRowsProps<Row> {
  /** The list's accessible name, e.g. "Billing entries". */
  label: string;
  columns: ReadonlyArray<DataTableColumn<Row>>;
  rows: readonly Row[];
  getRowId: (row: Row) => RowId;
  getRowLabel: (row: Row) => string;
  selection?: { isSelected: (row: Row) => boolean; onToggle: (row: Row) => void };
  renderActions?: (row: Row, rowLabel: string) => ReactNode;
}

export function cellContent<Row>(column: DataTableColumn<Row>, row: Row): ReactNode {
  return column.render ? column.render(row) : cellText(column.accessor(row));
}

/** A table's rows on a phone: one card per row with its key columns, labelled, and its actions. */
export function PhoneRows<Row>({
  label,
  columns,
  rows,
  getRowId,
  getRowLabel,
  selection,
  renderActions,
}: PhoneRowsProps<Row>) {
  const [titleColumn, ...factColumns] = phoneColumns(columns);
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {rows.map((row) => {
        const rowLabel = getRowLabel(row);
        const actions = renderActions?.(row, rowLabel);
        return (
          <Box
            component="li"
            key={getRowId(row)}
            aria-label={rowLabel}
            sx={{ borderTop: 1, borderColor: 'divider', px: 2, py: 1.5, minWidth: 0 }}
          >
            <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
              {selection && (
                <Checkbox
                  checked={selection.isSelected(row)}
                  onChange={() => selection.onToggle(row)}
                  slotProps={{ input: { 'aria-label': `Select ${rowLabel}` } }}
                  sx={{ ml: -1, mt: -0.75 }}
                />
              )}
              <Box sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                {titleColumn && <Box sx={{ fontWeight: 600 }}>{cellContent(titleColumn, row)}</Box>}
                {factColumns.length > 0 && (
                  <Box
                    component="dl"
                    sx={{
                      display: 'grid',
                      gridTemplateColumns: 'minmax(5.5rem, auto) minmax(0, 1fr)',
                      columnGap: 2,
                      rowGap: 0.5,
                      alignItems: 'center',
                      m: 0,
                      mt: 1,
                      typography: 'body2',
                    }}
                  >
                    {factColumns.map((column) => (
                      <Box key={column.id} sx={{ display: 'contents' }}>
                        <Box component="dt" sx={{ color: 'text.secondary' }}>
                          {column.header}
                        </Box>
                        <Box component="dd" sx={{ m: 0, minWidth: 0 }}>
                          {cellContent(column, row)}
                        </Box>
                      </Box>
                    ))}
                  </Box>
                )}
              </Box>
            </Box>
            {actions && (
              <Box sx={{ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1, mt: 1 }}>{actions}</Box>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
