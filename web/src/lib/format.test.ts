import { formatDateTime, formatLocalDate, formatMoney, humanize, truncateText } from './format';

describe('formatMoney', () => {
  it('formats a Decimal string as US dollars with two decimals', () => {
    expect(formatMoney('1250')).toBe('$1,250.00');
    expect(formatMoney('0.1')).toBe('$0.10');
    expect(formatMoney('-42.5')).toBe('-$42.50');
  });

  it('keeps every digit of amounts that a float would round', () => {
    expect(formatMoney('90071992547409.93')).toBe('$90,071,992,547,409.93');
  });
});

describe('formatLocalDate', () => {
  it('shows the calendar date whatever the browser time zone', () => {
    expect(formatLocalDate('2024-03-01')).toBe('Mar 1, 2024');
    expect(formatLocalDate('2023-12-31')).toBe('Dec 31, 2023');
  });
});

describe('humanize', () => {
  it('turns a stored code into words', () => {
    expect(humanize('in_treatment')).toBe('In treatment');
    expect(humanize('intake')).toBe('Intake');
  });
});

describe('formatDateTime', () => {
  it('shows the date and the time of an instant', () => {
    const shown = formatDateTime('2025-03-05T12:00:00Z');
    expect(shown).toMatch(/^Mar [456], 2025, \d{1,2}:\d{2} (AM|PM)$/);
  });
});

describe('truncateText', () => {
  it('keeps text up to the limit as it is', () => {
    expect(truncateText('Rear-ended at a light', 100)).toBe('Rear-ended at a light');
    expect(truncateText('a'.repeat(100), 100)).toBe('a'.repeat(100));
  });

  it('cuts longer text at the limit and adds an ellipsis', () => {
    expect(truncateText(`${'a'.repeat(100)}b`, 100)).toBe(`${'a'.repeat(100)}...`);
    expect(truncateText('Rear-ended at a light', 11)).toBe('Rear-ended...');
  });
});
