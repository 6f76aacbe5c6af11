import { averageSettlementFigure, formatResponseTime, responseTimeFigure } from './portalFigures';

describe('portal figures', () => {
  it.each([
    [0.2, '12 minutes'],
    [0.001, '1 minute'],
    [1, '1 hour'],
    [6.46, '6.5 hours'],
    [47.9, '47.9 hours'],
    [72, '3 days'],
  ])('reads %f hours as %s', (hours, text) => {
    expect(formatResponseTime(hours)).toBe(text);
  });

  it('says no data rather than zero when nothing was settled or answered', () => {
    expect(averageSettlementFigure(null, 0).value).toBe('No data yet');
    expect(responseTimeFigure(null, 0).value).toBe('No data yet');
  });

  it('formats the average settlement as dollars from the decimal string', () => {
    expect(averageSettlementFigure('1234.5', 1)).toEqual({ value: '$1,234.50', detail: 'Across 1 settled case' });
  });
});
