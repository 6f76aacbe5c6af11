import { latestToday } from '../rules';

describe('latestToday', () => {
  it("is the date in the time zone furthest ahead, so no user's today counts as the future", () => {
    expect(latestToday(new Date('2026-11-22T09:59:00Z'))).toBe('2026-11-22');
    expect(latestToday(new Date('2026-11-22T10:00:00Z'))).toBe('2026-11-23');
    expect(latestToday(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
  });
});
