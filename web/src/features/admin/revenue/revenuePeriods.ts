export type RevenuePeriodKindValue = 'month' | 'quarter' | 'year';

export const periodKinds: { value: RevenuePeriodKindValue; label: string }[] = [
  { value: 'month', label: 'Month' },
  { value: 'quarter', label: 'Quarter' },
  { value: 'year', label: 'Year' },
];

const monthsIn: Record<RevenuePeriodKindValue, number> = { month: 1, quarter: 3, year: 12 };

/** A day (YYYY-MM-DD, UTC) in the period `steps` periods of `kind` away from the one holding `day`. */
export function shiftPeriod(day: string, kind: RevenuePeriodKindValue, steps: number): string {
  const [year, month] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1 + steps * monthsIn[kind], 1)).toISOString().slice(0, 10);
}

export const todayUtc = (): string => new Date().toISOString().slice(0, 10);

/** "2025-03" as "Mar 2025" (the charts' month labels). */
export function monthLabel(month: string): string {
  const [year, number] = month.split('-').map(Number);
  return new Date(Date.UTC(year, number - 1, 1)).toLocaleString('en-US', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** A percentage as the server computed it ("-2.87"), or a dash when it has no base. */
export const formatPercent = (value: string | null): string => (value === null ? '—' : `${value}%`);
