import { useState } from 'react';
import type { RowId } from './types';

interface SelectionOfRows<Row> {
  rows: readonly Row[];
  ids: ReadonlySet<RowId>;
}

const NONE: ReadonlySet<RowId> = new Set();

/** The checked rows. A selection belongs to the data it was made on, so new data clears it. */
export function useRowSelection<Row>(rows: readonly Row[], getRowId: (row: Row) => RowId) {
  const [selection, setSelection] = useState<SelectionOfRows<Row>>({ rows, ids: NONE });
  const selectedIds = selection.rows === rows ? selection.ids : NONE;

  const select = (ids: ReadonlySet<RowId>) => setSelection({ rows, ids });

  return {
    selectedIds,
    selectedRows: rows.filter((row) => selectedIds.has(getRowId(row))),
    isSelected: (row: Row) => selectedIds.has(getRowId(row)),
    toggle(row: Row) {
      const next = new Set(selectedIds);
      const id = getRowId(row);
      if (!next.delete(id)) next.add(id);
      select(next);
    },
    /** Checks every given row, or unchecks them all when they are all checked already. */
    toggleAll(pageRows: readonly Row[]) {
      const pageIds = pageRows.map(getRowId);
      const allChecked = pageIds.length > 0 && pageIds.every((id) => selectedIds.has(id));
      const next = new Set(selectedIds);
      for (const id of pageIds) {
        if (allChecked) next.delete(id);
        else next.add(id);
      }
      select(next);
    },
    clear: () => select(NONE),
  };
}
