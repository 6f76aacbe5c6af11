/** How the scorecard's figures read: one decimal, a unit, and a dash where there is nothing to average. */
export const days = (value: number | null | undefined) =>
  value === null || value === undefined ? '—' : `${value.toFixed(1)} days`;
export const percent = (value: number | null | undefined) =>
  value === null || value === undefined ? '—' : `${value.toFixed(1)}%`;
export const hours = (value: number | null | undefined) => {
  if (value === null || value === undefined) return '—';
  return value >= 48 ? `${(value / 24).toFixed(1)} days` : `${value.toFixed(1)} h`;
};

/** "2026-07-01" as "Jul 2026" (months) or "Q3 2026" (quarters). */
export function periodLabel(periodStart: string, period: 'month' | 'quarter'): string {
  const [year, month] = periodStart.split('-').map(Number);
  if (period === 'quarter') return `Q${Math.floor((month - 1) / 3) + 1} ${year}`;
  return new Date(Date.UTC(year, month - 1, 1)).toLocaleString('en-US', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
