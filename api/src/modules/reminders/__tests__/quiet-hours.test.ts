import { appointmentReminderTime, outsideQuietHours } from '../quiet-hours';

const night = { start: '21:00', end: '08:00' };

describe('quiet hours in the clinic time zone', () => {
  it('moves a message planned in the evening to the next morning, and one before dawn to that morning', () => {
    // 22:00 in New York (EST, UTC-5) on Jan 4 -> 08:00 on Jan 5.
    expect(outsideQuietHours('America/New_York', night, new Date('2027-01-05T03:00:00Z')).toISOString()).toBe(
      '2027-01-05T13:00:00.000Z',
    );
    // 06:00 on Jan 5 -> 08:00 the same day.
    expect(outsideQuietHours('America/New_York', night, new Date('2027-01-05T11:00:00Z')).toISOString()).toBe(
      '2027-01-05T13:00:00.000Z',
    );
    // 12:00 stays.
    expect(outsideQuietHours('America/New_York', night, new Date('2027-01-05T17:00:00Z')).toISOString()).toBe(
      '2027-01-05T17:00:00.000Z',
    );
  });

  it('reads the window on the wall clock across a daylight-saving change', () => {
    // 23:00 EST on Mar 13, 2027 -> 08:00 EDT (UTC-4) on Mar 14.
    expect(outsideQuietHours('America/New_York', night, new Date('2027-03-14T04:00:00Z')).toISOString()).toBe(
      '2027-03-14T12:00:00.000Z',
    );
  });

  it('a window that does not span midnight, and none at all', () => {
    const lunch = { start: '12:00', end: '13:00' };
    expect(outsideQuietHours('UTC', lunch, new Date('2027-01-05T12:30:00Z')).toISOString()).toBe(
      '2027-01-05T13:00:00.000Z',
    );
    expect(
      outsideQuietHours('UTC', { start: '00:00', end: '00:00' }, new Date('2027-01-05T03:00:00Z')).toISOString(),
    ).toBe('2027-01-05T03:00:00.000Z');
  });

  it('gives no time when the end of the quiet hours is the appointment or later', () => {
    expect(appointmentReminderTime('UTC', night, new Date('2027-01-05T08:00:00Z'), 120)).toBeNull();
    expect(appointmentReminderTime('UTC', night, new Date('2027-01-05T08:01:00Z'), 120)?.toISOString()).toBe(
      '2027-01-05T08:00:00.000Z',
    );
  });
});
