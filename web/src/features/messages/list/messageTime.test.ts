import { formatDateTime } from '../../../lib/format';
import { formatMessageTime } from './messageTime';

const now = Date.parse('2025-06-10T12:00:00Z');

function ago(ms: number): string {
  return new Date(now - ms).toISOString();
}

describe('formatMessageTime', () => {
  it.each([
    [0, 'Just now'],
    [-5_000, 'Just now'],
    [59_000, 'Just now'],
    [60_000, '1 minute ago'],
    [5 * 60_000, '5 minutes ago'],
    [3 * 3_600_000, '3 hours ago'],
    [26 * 3_600_000, 'yesterday'],
    [4 * 86_400_000, '4 days ago'],
  ])('reads %i ms ago as "%s"', (ageMs, expected) => {
    expect(formatMessageTime(ago(ageMs), now)).toBe(expected);
  });

  it('gives the date and time for messages older than a week', () => {
    const sent = ago(8 * 86_400_000);
    expect(formatMessageTime(sent, now)).toBe(formatDateTime(sent));
    expect(formatMessageTime(sent, now)).toMatch(/^Jun \d, 2025, \d{1,2}:\d{2}\s[AP]M$/);
  });
});
