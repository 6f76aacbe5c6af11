import { formatDateTime } from '../../../lib/format';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });

/**
 * When a message was sent, relative for the last week ("Just now", "5 minutes ago", "3 hours ago",
 * "yesterday", "4 days ago"), and as a date and time before that ("Mar 5, 2025, 2:30 PM").
 */
export function formatMessageTime(isoDateTime: string, now: number): string {
  const ageMs = now - new Date(isoDateTime).getTime();
  // A clock slightly behind the server's still reads "Just now".
  if (ageMs < MINUTE_MS) return 'Just now';
  if (ageMs < HOUR_MS) return relative.format(-Math.floor(ageMs / MINUTE_MS), 'minute');
  if (ageMs < DAY_MS) return relative.format(-Math.floor(ageMs / HOUR_MS), 'hour');
  if (ageMs < 7 * DAY_MS) return relative.format(-Math.floor(ageMs / DAY_MS), 'day');
  return formatDateTime(isoDateTime);
}
