import type { FoundDate } from './finding';
import { snippetAround } from './snippet';

const monthNames = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const monthPattern =
  '(Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\\.?';

const numericUs = /\b(\d{1,2})([/-])(\d{1,2})\2(\d{4})\b/g;
const iso = /\b(\d{4})-(\d{2})-(\d{2})\b/g;
const monthDayYear = new RegExp(`\\b${monthPattern}\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})\\b`, 'gi');
const dayMonthYear = new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+${monthPattern},?\\s+(\\d{4})\\b`, 'gi');

const earliestYear = 1900;
const latestYear = 2100;

/** YYYY-MM-DD when the parts name a real calendar day (no 31 April, no 29 February 2025), else null. */
export function calendarDate(year: number, month: number, day: number): string | null {
  if (year < earliestYear || year > latestYear || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

const monthNumber = (name: string) =>
  monthNames.findIndex((full) => full.startsWith(name.toLowerCase().slice(0, 3))) + 1;

/**
 * Dates written as 01/02/2026 (read month first, the US way; 01-02-2026 too), 2026-01-02, January 2, 2026
 * (or Jan. 2 2026) and 2 January 2026. Impossible dates are dropped. A numeric date whose day and month
 * could swap (both 12 or under) is unverified; the other forms are unambiguous.
 */
export function detectDates(text: string): FoundDate[] {
  const found: (FoundDate & { at: number })[] = [];
  const taken: [number, number][] = [];
  const add = (match: RegExpExecArray, date: string | null, verified: boolean) => {
    const start = match.index;
    const end = start + match[0].length;
    if (!date || taken.some(([from, to]) => start < to && end > from)) return;
    taken.push([start, end]);
    found.push({ at: start, date, text: match[0], context: snippetAround(text, start, end), verified });
  };
  for (const match of text.matchAll(iso)) add(match, calendarDate(+match[1], +match[2], +match[3]), true);
  for (const match of text.matchAll(monthDayYear))
    add(match, calendarDate(+match[3], monthNumber(match[1]), +match[2]), true);
  for (const match of text.matchAll(dayMonthYear))
    add(match, calendarDate(+match[3], monthNumber(match[2]), +match[1]), true);
  for (const match of text.matchAll(numericUs)) {
    const month = +match[1];
    const day = +match[3];
    add(match, calendarDate(+match[4], month, day), day > 12 || month === day);
  }
  return found.sort((a, b) => a.at - b.at).map(({ at: _at, ...date }) => date);
}
