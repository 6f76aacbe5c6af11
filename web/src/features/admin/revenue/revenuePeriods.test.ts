import { formatPercent, monthLabel, shiftPeriod } from './revenuePeriods';

describe('revenue periods', () => {
  it('moves a month, a quarter or a year at a time from any day of the period, across year ends', () => {
    expect(shiftPeriod('2025-03-31', 'month', -1)).toBe('2025-02-01');
    expect(shiftPeriod('2025-01-15', 'month', -1)).toBe('2024-12-01');
    expect(shiftPeriod('2025-02-14', 'quarter', -1)).toBe('2024-11-01');
    expect(shiftPeriod('2025-11-30', 'quarter', 1)).toBe('2026-02-01');
    expect(shiftPeriod('2025-06-01', 'year', -1)).toBe('2024-06-01');
  });

  it('labels chart months in UTC and percentages as the server computed them', () => {
    expect(monthLabel('2025-01')).toBe('Jan 2025');
    expect(monthLabel('2024-12')).toBe('Dec 2024');
    expect(formatPercent('-2.87')).toBe('-2.87%');
    expect(formatPercent(null)).toBe('—');
  });
});
