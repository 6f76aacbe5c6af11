import { InputError } from '../../platform/errors';

/** The Payments tab's periods: This Week, This Month, This Quarter, This Year. */
export const historyRanges = ['week', 'month', 'quarter', 'year'] as const;
export type HistoryRange = (typeof historyRanges)[number];

/** When a range starts: the calendar period containing now, in UTC (weeks start on Monday). */
export function rangeStartSql(range: HistoryRange): string {
  // The unit is one of our literals, never client text.
  return `(date_trunc('${range}', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')`;
}

/** The REST query's `range` (default month); anything else is a 400 naming the allowed values. */
export function parseHistoryRange(raw: unknown): HistoryRange {
  if (raw === undefined || raw === '') return 'month';
  if (typeof raw === 'string' && (historyRanges as readonly string[]).includes(raw)) return raw as HistoryRange;
  throw InputError.field('range', `range must be one of: ${historyRanges.join(', ')}`);
}
