import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { graphqlError } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { RevenueOverviewQuery, RevenuePeriodQuery } from './revenueQueries';
import { RevenueTab } from './RevenueTab';

const month = (name: string, endMrr: string, movements: Partial<Record<string, string>> = {}) => ({
  __typename: 'RevenueMonth' as const,
  month: name,
  endMrr,
  newMrr: '0.00',
  expansionMrr: '0.00',
  contractionMrr: '0.00',
  churnedMrr: '0.00',
  reactivationMrr: '0.00',
  ...movements,
});

const plan = (planCode: string, planName: string, clinics: number, mrr: string) => ({
  __typename: 'RevenueByPlan' as const,
  planCode,
  planName,
  clinics,
  mrr,
});

const definitions = [
  ['mrr', 'Monthly recurring revenue: the sum of every paying clinic’s monthly amount.'],
  ['netRevenueRetentionPercent', 'Start MRR plus expansion minus contraction and churn, over start MRR.'],
  ['ltvToCac', 'Lifetime value ÷ customer acquisition cost.'],
].map(([figure, definition]) => ({ __typename: 'RevenueDefinition' as const, figure, definition }));

function overview({ paying = true } = {}) {
  const months = [
    ...['2024-05', '2024-06', '2024-07', '2024-08', '2024-09', '2024-10', '2024-11'].map((name) =>
      month(name, paying ? '598.00' : '0.00'),
    ),
    month('2024-12', paying ? '1488.67' : '0.00', paying ? { newMrr: '1139.67', churnedMrr: '249.00' } : {}),
    month('2025-01', paying ? '1737.67' : '0.00'),
    month('2025-02', paying ? '1738.67' : '0.00'),
    month('2025-03', paying ? '1446.00' : '0.00'),
    month('2025-04', paying ? '1795.00' : '0.00'),
  ];
  return {
    revenueSummary: {
      __typename: 'RevenueSummary' as const,
      mrr: paying ? '1795.00' : '0.00',
      arr: paying ? '21540.00' : '0.00',
      payingClinics: paying ? 5 : 0,
      averageRevenuePerClinic: paying ? '359.00' : null,
      byPlan: [
        plan('starter', 'Starter', paying ? 2 : 0, paying ? '498.00' : '0.00'),
        plan('professional', 'Professional', paying ? 2 : 0, paying ? '698.00' : '0.00'),
        plan('enterprise', 'Enterprise', paying ? 1 : 0, paying ? '599.00' : '0.00'),
      ],
    },
    revenueMonths: months,
    revenueDefinitions: definitions,
  };
}

function aPeriod(kind: string, label: string, overrides: object = {}) {
  return {
    __typename: 'RevenuePeriod' as const,
    kind,
    start: '2025-03-01',
    end: '2025-04-01',
    label,
    startMrr: '1738.67',
    endMrr: '1446.00',
    growthPercent: '-16.83',
    newMrr: '0.00',
    expansionMrr: '0.00',
    contractionMrr: '250.00',
    churnedMrr: '291.67',
    reactivationMrr: '249.00',
    payingClinicsAtStart: 4,
    payingClinicsAtEnd: 4,
    churnedClinics: 1,
    logoChurnPercent: '25.00',
    revenueChurnPercent: '31.15',
    netRevenueRetentionPercent: '68.85',
    newClinics: 0,
    upgrades: 0,
    downgrades: 1,
    reactivations: 1,
    cashCollected: '1397.00',
    averageRevenuePerClinic: '361.50',
    lifetimeValue: '1160.35',
    lifetimeValueNote: null,
    ltvToCac: null,
    ltvToCacNote: 'Not known: acquisition costs (sales commissions, campaign costs) are not recorded yet.',
    ...overrides,
  };
}

const overviewMock = (answer = overview()): MockLink.MockedResponse => ({
  request: { query: RevenueOverviewQuery },
  result: { data: answer },
});

const periodMock = (kind: string, answer: ReturnType<typeof aPeriod>): MockLink.MockedResponse => ({
  request: { query: RevenuePeriodQuery, variables: (variables: { kind: string }) => variables.kind === kind },
  result: { data: { revenuePeriod: answer } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

const card = (label: string) => within(screen.getByRole('region', { name: label }));

describe('RevenueTab', () => {
  it('shows MRR now with its definition, the charts, revenue by plan and the chosen month', async () => {
    renderWithProviders(<RevenueTab chartWidth={600} />, {
      mocks: [overviewMock(), periodMock('month', aPeriod('month', 'March 2025'))],
    });

    await screen.findByRole('region', { name: 'Monthly Recurring Revenue' });
    expect(card('Monthly Recurring Revenue').getByText('$1,795.00')).toBeInTheDocument();
    expect(card('Monthly Recurring Revenue').getByText('from 5 paying clinics')).toBeInTheDocument();
    expect(
      card('Monthly Recurring Revenue').getByText(/sum of every paying clinic’s monthly amount/),
    ).toBeInTheDocument();
    expect(card('Annual Recurring Revenue').getByText('$21,540.00')).toBeInTheDocument();
    expect(card('Average Revenue per Clinic').getByText('$359.00')).toBeInTheDocument();

    const byPlan = screen.getByRole('table', { name: 'Revenue by plan' });
    expect(
      within(byPlan)
        .getAllByRole('row')
        .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent)),
    ).toEqual([
      ['Plan', 'Paying clinics', 'MRR'],
      ['Starter', '2', '$498.00'],
      ['Professional', '2', '$698.00'],
      ['Enterprise', '1', '$599.00'],
    ]);

    // The charts draw: the MRR line's months, the movements' legend.
    const trend = screen.getByRole('figure', { name: 'MRR at the end of each of the last 12 months' });
    expect(trend.querySelector('svg')).not.toBeNull();
    expect(within(trend).getAllByText('Apr 2025').length).toBeGreaterThan(0);
    const movements = screen.getByRole('figure', { name: /churned MRR per month/ });
    for (const legend of ['New', 'Expansion', 'Reactivation', 'Contraction', 'Churn']) {
      expect(within(movements).getByText(legend)).toBeInTheDocument();
    }

    expect(await screen.findByText(/^March 2025/)).toBeInTheDocument();
    expect(card('MRR Growth').getByText('-16.83%')).toBeInTheDocument();
    expect(card('MRR Growth').getByText('$1,738.67 → $1,446.00')).toBeInTheDocument();
    expect(card('Churned MRR').getByText('$291.67')).toBeInTheDocument();
    expect(card('Churned MRR').getByText('1 clinic stopped paying')).toBeInTheDocument();
    expect(card('Logo Churn').getByText('25.00%')).toBeInTheDocument();
    expect(card('Logo Churn').getByText('1 of 4 paying clinics')).toBeInTheDocument();
    expect(card('Net Revenue Retention').getByText('68.85%')).toBeInTheDocument();
    expect(card('Net Revenue Retention').getByText(/plus expansion minus contraction/)).toBeInTheDocument();
    expect(card('Cash Collected').getByText('$1,397.00')).toBeInTheDocument();
    expect(card('Lifetime Value').getByText('$1,160.35')).toBeInTheDocument();
    expect(card('LTV:CAC').getByText('Not known')).toBeInTheDocument();
    expect(card('LTV:CAC').getByText(/acquisition costs .* are not recorded yet/)).toBeInTheDocument();
  });

  it('switches the period to a quarter, and says why LTV has no value when nothing churned', async () => {
    const quarter = aPeriod('quarter', 'Q1 2025', {
      growthPercent: '16.73',
      churnedMrr: '0.00',
      revenueChurnPercent: '0.00',
      lifetimeValue: null,
      lifetimeValueNote: 'Not enough history: no revenue churned in this period.',
    });
    renderWithProviders(<RevenueTab chartWidth={600} />, {
      mocks: [overviewMock(), periodMock('month', aPeriod('month', 'March 2025')), periodMock('quarter', quarter)],
    });
    const user = userEvent.setup();
    expect(await screen.findByText(/^March 2025/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Quarter' }));

    expect(await screen.findByText(/^Q1 2025/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quarter' })).toHaveAttribute('aria-pressed', 'true');
    expect(card('MRR Growth').getByText('+16.73%')).toBeInTheDocument();
    expect(card('Lifetime Value').getByText('Not enough history')).toBeInTheDocument();
    expect(
      card('Lifetime Value').getByText('Not enough history: no revenue churned in this period.'),
    ).toBeInTheDocument();
  });

  it('asks for the previous period, and never past the current one', async () => {
    const asked: string[] = [];
    renderWithProviders(<RevenueTab chartWidth={600} />, {
      mocks: [
        overviewMock(),
        {
          request: {
            query: RevenuePeriodQuery,
            variables: (variables: { day: string }) => {
              asked.push(variables.day);
              return true;
            },
          },
          result: { data: { revenuePeriod: aPeriod('month', 'Some month') } },
          maxUsageCount: Number.POSITIVE_INFINITY,
        },
      ],
    });
    const user = userEvent.setup();
    await screen.findByText(/Some month/);
    expect(screen.getByRole('button', { name: 'Next period' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous period' }));

    const today = new Date();
    const previous = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1)).toISOString().slice(0, 10);
    expect(asked).toContain(previous);
    expect(screen.getByRole('button', { name: 'Next period' })).toBeEnabled();
  });

  it('says so when no clinic has ever paid', async () => {
    renderWithProviders(<RevenueTab chartWidth={600} />, { mocks: [overviewMock(overview({ paying: false }))] });

    expect(await screen.findByText('No paying clinics yet')).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });

  it('keeps the figures of now when only the period cannot be computed, and says why', async () => {
    renderWithProviders(<RevenueTab chartWidth={600} />, {
      mocks: [
        overviewMock(),
        {
          request: { query: RevenuePeriodQuery, variables: () => true },
          result: { errors: [graphqlError('The server is busy.', 'SERVICE_UNAVAILABLE')] },
        },
      ],
    });

    expect(await screen.findByText('Could not compute this period')).toBeInTheDocument();
    expect(screen.getByText('The server is busy.')).toBeInTheDocument();
    expect(card('Monthly Recurring Revenue').getByText('$1,795.00')).toBeInTheDocument();
  });

  it('shows the error with Retry when the figures cannot be loaded', async () => {
    renderWithProviders(<RevenueTab chartWidth={600} />, {
      mocks: [
        {
          request: { query: RevenueOverviewQuery },
          result: { errors: [graphqlError('Only a Super Admin may do this.', 'FORBIDDEN')] },
        },
      ],
    });

    expect(await screen.findByText('Could not load the revenue figures')).toBeInTheDocument();
    expect(screen.getByText('Only a Super Admin may do this.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /retry/i })).toBeInTheDocument();
  });
});
