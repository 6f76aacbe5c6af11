const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * Formats a Decimal scalar ("1250.00") as US dollars. Intl.NumberFormat reads a numeric
 * string as an exact decimal, so the amount never passes through floating point.
 */
export function formatMoney(decimal: string): string {
  return usd.format(decimal as Intl.StringNumericLiteral);
}

const calendarDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** Formats a LocalDate scalar ("2024-03-05") as "Mar 5, 2024", independent of the browser's time zone. */
export function formatLocalDate(localDate: string): string {
  const [year, month, day] = localDate.split('-').map(Number);
  return calendarDate.format(new Date(Date.UTC(year, month - 1, day)));
}

/** Turns a stored code such as "active_treatment" into "Active treatment" for values without a dedicated label. */
export function humanize(code: string): string {
  const words = code.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Formats a DateTimeISO scalar ("2025-03-05T14:30:00Z") as "Mar 5, 2025, 2:30 PM" in the browser's time zone. */
export function formatDateTime(isoDateTime: string): string {
  return dateTime.format(new Date(isoDateTime));
}

/** Cuts text longer than `maxLength` characters and marks the cut with an ellipsis ("..."). */
export function truncateText(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  return `${text.slice(0, maxLength).trimEnd()}...`;
}

/** "1 case", "2 cases", "0 cases": a count with its noun in the singular or the plural. */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
