import type { SortState, TableQuery } from './types';

export const PAGE_SIZE_OPTIONS = [5, 10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;
/** The most page-number buttons the pagination shows at once. */
export const MAX_PAGE_BUTTONS = 5;

export function createTableQuery(overrides: Partial<TableQuery> = {}): TableQuery {
  return { search: '', filters: {}, sort: null, page: 0, pageSize: DEFAULT_PAGE_SIZE, ...overrides };
}

/** A new search starts again from the first page. */
export function withSearch(query: TableQuery, search: string): TableQuery {
  return { ...query, search, page: 0 };
}

/** A new column filter starts again from the first page; clearing it removes the filter. */
export function withFilter(query: TableQuery, columnId: string, value: string): TableQuery {
  const { [columnId]: _previous, ...otherFilters } = query.filters;
  const filters = value === '' ? otherFilters : { ...otherFilters, [columnId]: value };
  return { ...query, filters, page: 0 };
}

/** Clicking the sorted column flips its direction; clicking another column sorts it ascending. */
export function withSortToggled(query: TableQuery, columnId: string): TableQuery {
  const direction = query.sort?.columnId === columnId && query.sort.direction === 'asc' ? 'desc' : 'asc';
  return { ...query, sort: { columnId, direction }, page: 0 };
}

/** A sort chosen outright (the phone's Sort by field); null goes back to the list's own order. */
export function withSort(query: TableQuery, sort: SortState | null): TableQuery {
  return { ...query, sort, page: 0 };
}

export function withPage(query: TableQuery, page: number): TableQuery {
  return { ...query, page };
}

/** A new page size starts again from the first page. */
export function withPageSize(query: TableQuery, pageSize: number): TableQuery {
  return { ...query, pageSize, page: 0 };
}

/** Whether two queries ask for the same list (everything but the page is equal). */
export function isSameListing(a: TableQuery, b: TableQuery): boolean {
  return (
    a.search === b.search &&
    a.pageSize === b.pageSize &&
    a.sort?.columnId === b.sort?.columnId &&
    a.sort?.direction === b.sort?.direction &&
    JSON.stringify(a.filters) === JSON.stringify(b.filters)
  );
}
