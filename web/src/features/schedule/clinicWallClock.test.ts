import { fromWallClock, toWallClock } from './clinicWallClock';

describe('the clinic wall clock', () => {
  it('shows an instant at the clinic’s local time and turns it back into the same instant', () => {
    const instant = new Date('2027-01-04T14:30:00Z'); // 08:30 in Chicago (UTC-6 in January)
    const wall = toWallClock(instant, 'America/Chicago');
    expect([wall.getHours(), wall.getMinutes(), wall.getDate()]).toEqual([8, 30, 4]);
    expect(fromWallClock(wall, 'America/Chicago').toISOString()).toBe('2027-01-04T14:30:00.000Z');
  });

  it('follows daylight saving time', () => {
    const summer = new Date('2027-07-05T13:00:00Z'); // 09:00 in New York (UTC-4 in July)
    const wall = toWallClock(summer, 'America/New_York');
    expect(wall.getHours()).toBe(9);
    expect(fromWallClock(new Date(2027, 6, 5, 9, 0), 'America/New_York').toISOString()).toBe(
      '2027-07-05T13:00:00.000Z',
    );
  });
});
