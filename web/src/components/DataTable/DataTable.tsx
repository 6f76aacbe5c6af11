import { useId, useMemo, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import { downloadCsv, datedFileName } from '../../lib/download';
import { ConfirmDialog } from '../ConfirmDialog';
import { EmptyState } from '../EmptyState';
import { LoadingState } from '../LoadingState';
import { BulkActionsMenu } from './BulkActionsMenu';
import { ColumnFilterField } from './ColumnFilterField';
import { cellText, queryRows } from './clientRows';
import { DataTableBody } from './DataTableBody';
import { DataTableFooter } from './DataTableFooter';
import { DataTableHead, type PageSelection } from './DataTableHead';
import { DataTableToolbar } from './DataTableToolbar';
import { PhoneRows } from './PhoneRows';
import { PhoneSortField } from './PhoneSortField';
import { hasRowActions, RowActions } from './RowActions';
import { rowsToCsv } from './selectedRowsCsv';
import { withFilter, withPage, withPageSize, withSearch, withSort, withSortToggled } from './tableQuery';
import type { DataTableColumn, RowId, TableQuery } from './types';
import { useClientTableQuery } from './useClientTableQuery';
import { usePhoneLayout } from './usePhoneLayout';
import { useRowSelection } from './useRowSelection';

interface DataTableCommonProps<Row> {
  title?: string;
  description?: ReactNode;
  columns: ReadonlyArray<DataTableColumn<Row>>;
  /** Client mode: all rows. Server mode: the current page. Pass a stable array: new data clears the selection. */
  rows: readonly Row[];
  getRowId: (row: Row) => RowId;
  /** Names a row in the labels of its checkbox and buttons; the first column's value by default. */
  getRowLabel?: (row: Row) => string;
  loading?: boolean;
  loadingLabel?: string;
  emptyTitle?: string;
  emptyDescription?: string;
  emptyAction?: ReactNode;
  searchPlaceholder?: string;
  /** The search box's accessible name. */
  searchLabel?: string;
  onRefresh?: () => void;
  /** Adds the checkbox column (and with it the bulk actions). */
  selectable?: boolean;
  onView?: (row: Row) => void;
  onEdit?: (row: Row) => void;
  onDelete?: (row: Row) => void;
  /** Offers Export Selected, saving `{exportFileName}-{YYYY-MM-DD}.csv`. */
  exportFileName?: string;
  onDuplicateSelected?: (rows: Row[]) => void;
  onDeleteSelected?: (rows: Row[]) => void;
}

/** Rows in memory: the table searches, filters, sorts and pages them itself. */
interface ClientModeProps {
  mode?: 'client';
  initialQuery?: Partial<TableQuery>;
}

/** Rows from an API: the parent owns the query, fetches the page it describes and reports the total. */
interface ServerModeProps {
  mode: 'server';
  query: TableQuery;
  onQueryChange: (query: TableQuery) => void;
  totalCount: number;
  /** For cursor pagination: how many pages can be opened yet (all of them by default). */
  reachablePageCount?: number;
}

export type DataTableProps<Row> = DataTableCommonProps<Row> & (ClientModeProps | ServerModeProps);

interface PendingDeletion<Row> {
  rows: Row[];
  run: () => void;
  /** False while the dialog closes: its text stays until it has faded out. */
  open: boolean;
}

function pageSelectionOf<Row>(pageRows: readonly Row[], isSelected: (row: Row) => boolean): PageSelection {
  const checked = pageRows.filter(isSelected).length;
  if (checked === 0) return 'none';
  return checked === pageRows.length ? 'all' : 'some';
}

/**
 * A table with search, column filters, sorting, paging, row selection with bulk actions and row
 * actions. Works on rows in memory (client mode) or on a server-paginated list (server mode).
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const {
    title,
    description,
    columns,
    rows,
    getRowId,
    loading = false,
    loadingLabel = 'Loading data...',
    emptyTitle = 'No data available',
    emptyDescription = 'There are no records to display at this time.',
    emptyAction,
    searchPlaceholder = 'Search...',
    searchLabel = title ? `Search ${title}` : 'Search',
    onRefresh,
    selectable = false,
    onView,
    onEdit,
    onDelete,
    exportFileName,
    onDuplicateSelected,
    onDeleteSelected,
  } = props;
  const server = props.mode === 'server' ? props : null;

  const titleId = useId();
  const phone = usePhoneLayout();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [pendingDeletion, setPendingDeletion] = useState<PendingDeletion<Row> | null>(null);
  const clientQuery = useClientTableQuery(rows, props.mode === 'server' ? undefined : props.initialQuery);
  const selection = useRowSelection(rows, getRowId);

  const isServerMode = server !== null;
  const clientPage = useMemo(
    () => (isServerMode ? null : queryRows(rows, columns, clientQuery.query)),
    [isServerMode, rows, columns, clientQuery.query],
  );
  const query = server ? server.query : clientQuery.query;
  const changeQuery = server ? server.onQueryChange : clientQuery.setQuery;
  const pageRows = clientPage?.pageRows ?? rows;
  const totalCount = clientPage?.totalCount ?? server?.totalCount ?? 0;

  const getRowLabel = props.getRowLabel ?? ((row: Row) => cellText(columns[0]?.accessor(row)));
  const rowActions = {
    onView,
    onEdit,
    onDelete: onDelete && ((row: Row) => setPendingDeletion({ rows: [row], run: () => onDelete(row), open: true })),
  };
  const canFilter = columns.some((column) => column.filterable);

  function exportSelected(fileName: string) {
    downloadCsv(datedFileName(fileName, 'csv'), rowsToCsv(columns, selection.selectedRows));
  }

  function askToDeleteSelected(deleteRows: (rows: Row[]) => void) {
    const target = selection.selectedRows;
    setPendingDeletion({
      rows: target,
      run: () => {
        deleteRows(target);
        selection.clear();
      },
      open: true,
    });
  }

  return (
    <Card component="section" aria-labelledby={title ? titleId : undefined}>
      <DataTableToolbar
        titleId={titleId}
        title={title}
        description={description}
        search={query.search}
        onSearchChange={(search) => changeQuery(withSearch(query, search))}
        searchPlaceholder={searchPlaceholder}
        searchLabel={searchLabel}
        filtersToggle={canFilter ? { open: filtersOpen, onToggle: () => setFiltersOpen((open) => !open) } : undefined}
        onRefresh={onRefresh}
        selectedCount={selection.selectedIds.size}
        bulkActions={
          <BulkActionsMenu
            onExportSelected={exportFileName ? () => exportSelected(exportFileName) : undefined}
            onDuplicateSelected={onDuplicateSelected && (() => onDuplicateSelected(selection.selectedRows))}
            onDeleteSelected={onDeleteSelected && (() => askToDeleteSelected(onDeleteSelected))}
          />
        }
      />
      {phone && (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, px: 2, pb: 2, '&:empty': { display: 'none' } }}>
          <PhoneSortField columns={columns} sort={query.sort} onChange={(sort) => changeQuery(withSort(query, sort))} />
          {canFilter &&
            filtersOpen &&
            columns
              .filter((column) => column.filterable)
              .map((column) => (
                <ColumnFilterField
                  key={column.id}
                  column={column}
                  value={query.filters[column.id] ?? ''}
                  onChange={(id, value) => changeQuery(withFilter(query, id, value))}
                />
              ))}
        </Box>
      )}
      {phone ? (
        <PhoneTableRows
          label={title ?? searchLabel}
          columns={columns}
          rows={pageRows}
          getRowId={getRowId}
          getRowLabel={getRowLabel}
          loading={loading}
          loadingLabel={loadingLabel}
          empty={<EmptyState title={emptyTitle} description={emptyDescription} action={emptyAction} />}
          selection={selectable ? { isSelected: selection.isSelected, onToggle: selection.toggle } : undefined}
          renderActions={
            hasRowActions(rowActions)
              ? (row, rowLabel) => <RowActions row={row} rowLabel={rowLabel} {...rowActions} />
              : undefined
          }
        />
      ) : (
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-labelledby={title ? titleId : undefined} sx={{ minWidth: 640 }}>
            <DataTableHead
              columns={columns}
              sort={query.sort}
              onSort={(columnId) => changeQuery(withSortToggled(query, columnId))}
              selection={
                selectable
                  ? {
                      state: pageSelectionOf(pageRows, selection.isSelected),
                      disabled: loading || pageRows.length === 0,
                      onToggleAll: () => selection.toggleAll(pageRows),
                    }
                  : undefined
              }
              hasActions={hasRowActions(rowActions)}
              filters={
                canFilter && filtersOpen
                  ? { values: query.filters, onChange: (id, value) => changeQuery(withFilter(query, id, value)) }
                  : undefined
              }
            />
            <DataTableBody
              columns={columns}
              rows={pageRows}
              getRowId={getRowId}
              getRowLabel={getRowLabel}
              loading={loading}
              loadingLabel={loadingLabel}
              empty={{ title: emptyTitle, description: emptyDescription, action: emptyAction }}
              selection={selectable ? { isSelected: selection.isSelected, onToggle: selection.toggle } : undefined}
              actions={hasRowActions(rowActions) ? rowActions : undefined}
            />
          </Table>
        </TableContainer>
      )}
      {totalCount > 0 && (
        <DataTableFooter
          page={query.page}
          pageSize={query.pageSize}
          totalCount={totalCount}
          reachablePageCount={server?.reachablePageCount ?? Number.POSITIVE_INFINITY}
          onPageChange={(page) => changeQuery(withPage(query, page))}
          onPageSizeChange={(pageSize) => changeQuery(withPageSize(query, pageSize))}
        />
      )}
      {pendingDeletion && (
        <ConfirmDialog
          open={pendingDeletion.open}
          title={pendingDeletion.rows.length > 1 ? 'Delete selected rows?' : 'Delete this row?'}
          message={deletionMessage(pendingDeletion.rows.map(getRowLabel))}
          confirmLabel="Delete"
          destructive
          onCancel={() => setPendingDeletion({ ...pendingDeletion, open: false })}
          onConfirm={() => {
            pendingDeletion.run();
            setPendingDeletion({ ...pendingDeletion, open: false });
          }}
        />
      )}
    </Card>
  );
}

type PhoneTableRowsProps<Row> = Parameters<typeof PhoneRows<Row>>[0] & {
  loading: boolean;
  loadingLabel: string;
  empty: ReactNode;
};

/** The phone form of the table's body: its loading and empty states, or a card per row. */
function PhoneTableRows<Row>({ loading, loadingLabel, empty, ...rows }: PhoneTableRowsProps<Row>) {
  if (loading) return <LoadingState label={loadingLabel} />;
  if (rows.rows.length === 0) return empty;
  return <PhoneRows {...rows} />;
}

function deletionMessage(labels: readonly string[]): string {
  if (labels.length === 1) return `${labels[0]} will be deleted.`;
  return `The ${labels.length} selected rows will be deleted.`;
}
