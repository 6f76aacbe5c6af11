import type { BillingFrequency } from './subscription-states';

/** Billing works in calendar days in UTC: a due date, a period's start and end are 'YYYY-MM-DD'. */
export type IsoDate = string;

export const dateOf = (at: Date): IsoDate => at.toISOString().slice(0, 10);

const utc = (date: IsoDate) => new Date(`${date}T00:00:00.000Z`);

export const addDays = (date: IsoDate, days: number): IsoDate =>
  dateOf(new Date(utc(date).getTime() + days * 86_400_000));

export const daysBetween = (from: IsoDate, to: IsoDate): number =>
  Math.round((utc(to).getTime() - utc(from).getTime()) / 86_400_000);

/** A month or a year later, kept within the month (Jan 31 + 1 month = Feb 28/29). */
export function addPeriod(date: IsoDate, frequency: BillingFrequency | string): IsoDate {
  const start = utc(date);
  const months = frequency === 'annual' ? 12 : 1;
  const target = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return dateOf(target);
}

/** The start of the period that ends on `end` (the inverse of addPeriod for the period's length). */
export function periodStartBefore(end: IsoDate, frequency: BillingFrequency | string): IsoDate {
  const finish = utc(end);
  const months = frequency === 'annual' ? 12 : 1;
  const target = new Date(Date.UTC(finish.getUTCFullYear(), finish.getUTCMonth() - months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(finish.getUTCDate(), lastDay));
  return dateOf(target);
}
