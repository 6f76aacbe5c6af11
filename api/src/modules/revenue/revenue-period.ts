import { RevenuePeriodKind } from './revenue.types';

export interface PeriodBounds {
  start: Date;
  /** Exclusive. */
  end: Date;
  months: number;
  label: string;
}

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const monthsIn: Record<RevenuePeriodKind, number> = { month: 1, quarter: 3, year: 12 };

/** The calendar month, quarter or year (UTC) holding `day`. */
export function periodHolding(kind: RevenuePeriodKind, day: Date): PeriodBounds {
  const year = day.getUTCFullYear();
  const months = monthsIn[kind];
  const firstMonth = Math.floor(day.getUTCMonth() / months) * months;
  const start = new Date(Date.UTC(year, firstMonth, 1));
  const end = new Date(Date.UTC(year, firstMonth + months, 1));
  const label =
    kind === RevenuePeriodKind.month
      ? `${monthNames[firstMonth]} ${year}`
      : kind === RevenuePeriodKind.quarter
        ? `Q${firstMonth / 3 + 1} ${year}`
        : String(year);
  return { start, end, months, label };
}

/**
 * The period as far as it has happened: its end, or `now` for the current period, and the months
 * covered (fractional for the current period: the share of its time elapsed).
 */
export function elapsedPart(bounds: PeriodBounds, now: Date): { cutoff: Date; months: number } {
  if (now >= bounds.end) return { cutoff: bounds.end, months: bounds.months };
  const cutoff = now > bounds.start ? now : bounds.start;
  const share = (cutoff.getTime() - bounds.start.getTime()) / (bounds.end.getTime() - bounds.start.getTime());
  return { cutoff, months: bounds.months * share };
}

export const isoDay = (date: Date): string => date.toISOString().slice(0, 10);
