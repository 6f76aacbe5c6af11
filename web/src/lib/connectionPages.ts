interface Page<TNode> {
  nodes: readonly TNode[];
  pageInfo: { endCursor?: string | null; hasNextPage: boolean };
}

/**
 * `fetchMore`'s `updateQuery` for a cursor connection: the next page's nodes appended to the ones
 * already shown, with the next page's cursor and counts. Use it as
 * `updateQuery: (previous, { fetchMoreResult }) => appendConnectionPage(previous, fetchMoreResult, 'cases')`.
 */
export function appendConnectionPage<TData extends { [K in TField]: Page<unknown> }, TField extends string>(
  previous: TData,
  next: TData,
  field: TField,
): TData {
  const shown = previous[field];
  const nextPage = next[field];
  const merged = { ...nextPage, nodes: [...shown.nodes, ...nextPage.nodes] };
  return { ...next, [field]: merged };
}
