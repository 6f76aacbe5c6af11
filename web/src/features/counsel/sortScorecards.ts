import type { ScorecardFieldsFragment } from '../../gql/graphql';

export type ScorecardSortKey =
  | 'attorneyName'
  | 'avgDaysToPayment'
  | 'avgReductionPercent'
  | 'casesOpen'
  | 'casesClosed'
  | 'withdrawals'
  | 'avgResponseHours';

/** Sorts the comparison rows by one figure; rows without the figure (nothing to average) always go last. */
export function sortScorecards<T extends Pick<ScorecardFieldsFragment, ScorecardSortKey>>(
  rows: readonly T[],
  key: ScorecardSortKey,
  direction: 'asc' | 'desc',
): T[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = a[key];
    const y = b[key];
    if (x === null || x === undefined) return y === null || y === undefined ? 0 : 1;
    if (y === null || y === undefined) return -1;
    if (typeof x === 'string' && typeof y === 'string') return sign * x.localeCompare(y);
    return sign * (Number(x) - Number(y));
  });
}
