import { useState } from 'react';
import { createTableQuery } from './tableQuery';
import type { TableQuery } from './types';

interface QueryForRows<Row> {
  rows: readonly Row[];
  query: TableQuery;
}

/**
 * Client-side mode's query state. The query belongs to the rows it was set for: when the parent
 * passes new data, the table starts again from the first page (search, filters and sort stay).
 */
export function useClientTableQuery<Row>(rows: readonly Row[], initialQuery?: Partial<TableQuery>) {
  const [state, setState] = useState<QueryForRows<Row>>(() => ({ rows, query: createTableQuery(initialQuery) }));
  const query = state.rows === rows ? state.query : { ...state.query, page: 0 };

  return {
    query,
    setQuery: (next: TableQuery) => setState({ rows, query: next }),
  };
}
