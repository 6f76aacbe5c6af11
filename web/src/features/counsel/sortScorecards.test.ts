import { sortScorecards } from './sortScorecards';

const row = (attorneyName: string, avgDaysToPayment: number | null, casesOpen = 0) => ({
  attorneyName,
  avgDaysToPayment,
  avgReductionPercent: null,
  casesOpen,
  casesClosed: 0,
  withdrawals: 0,
  avgResponseHours: null,
});

describe('sortScorecards', () => {
  const rows = [row('Cole', 35), row('Abbott', null, 3), row('Harper', 21.6, 1)];

  it('sorts by a figure either way, with attorneys who have nothing to average last both ways', () => {
    expect(sortScorecards(rows, 'avgDaysToPayment', 'asc').map((r) => r.attorneyName)).toEqual([
      'Harper',
      'Cole',
      'Abbott',
    ]);
    expect(sortScorecards(rows, 'avgDaysToPayment', 'desc').map((r) => r.attorneyName)).toEqual([
      'Cole',
      'Harper',
      'Abbott',
    ]);
  });

  it('sorts by name and by counts, and leaves its input alone', () => {
    expect(sortScorecards(rows, 'attorneyName', 'asc').map((r) => r.attorneyName)).toEqual([
      'Abbott',
      'Cole',
      'Harper',
    ]);
    expect(sortScorecards(rows, 'casesOpen', 'desc').map((r) => r.attorneyName)).toEqual(['Abbott', 'Harper', 'Cole']);
    expect(rows.map((r) => r.attorneyName)).toEqual(['Cole', 'Abbott', 'Harper']);
  });
});
