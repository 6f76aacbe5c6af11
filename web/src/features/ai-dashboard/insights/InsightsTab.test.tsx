import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { AiSummaryCards } from './AiSummaryCards';
import { aiConfigMock, aiInsightsMock } from './aiInsightsFixtures';
import { InsightsTab } from './InsightsTab';

const card = (label: string) => within(screen.getByRole('region', { name: label }));

describe('AiSummaryCards', () => {
  it('shows active cases, the average settlement and duration with what they are made of', async () => {
    renderWithProviders(<AiSummaryCards />, { mocks: [aiConfigMock(), aiInsightsMock()] });
    expect(await card('Average Settlement').findByText('$15,250.00')).toBeInTheDocument();
    expect(card('Average Settlement').getByText('over 2 settled cases')).toBeInTheDocument();
    expect(card('Active Cases').getByText('2')).toBeInTheDocument();
    expect(card('Active Cases').getByText('of 5 cases in all')).toBeInTheDocument();
    expect(card('Average Case Duration').getByText('3.3 months')).toBeInTheDocument();
  });

  it('says honestly that there is nothing to average without closed cases', async () => {
    renderWithProviders(<AiSummaryCards />, { mocks: [aiConfigMock(), aiInsightsMock({ closed: false })] });
    expect(
      await card('Average Settlement').findByText('No closed case with a settlement amount yet'),
    ).toBeInTheDocument();
    expect(card('Average Settlement').getByText('—')).toBeInTheDocument();
    expect(card('Average Case Duration').getByText('No closed cases yet')).toBeInTheDocument();
    expect(screen.queryByText(/\$25,000|8 months|85%/)).not.toBeInTheDocument();
  });

  it('shows the reason when the AI features setting turns insights off', async () => {
    renderWithProviders(<AiSummaryCards />, { mocks: [aiConfigMock({ insights: false })] });
    const reason = 'AI insights is turned off by the platform’s AI features setting.';
    expect(await card('Active Cases').findByText(reason)).toBeInTheDocument();
    expect(card('Active Cases').getByText('—')).toBeInTheDocument();
  });
});

describe('InsightsTab', () => {
  it('lists the figures, each recommendation linking to its case, and the trend charts', async () => {
    renderWithProviders(<InsightsTab chartWidth={500} />, { mocks: [aiConfigMock(), aiInsightsMock()] });
    const list = await screen.findByRole('list', { name: 'Recommendations, most urgent first' });
    expect(within(list).getByRole('link', { name: 'C1-CASE-2026-0012' })).toHaveAttribute('href', '/cases/12');
    expect(within(list).getByText('Maria Lopez')).toBeInTheDocument();
    expect(within(list).getByText(/No visit in 20 days/)).toBeInTheDocument();
    expect(card('Total Cases').getByText('5')).toBeInTheDocument();
    expect(card('Settled Cases').getByText('2')).toBeInTheDocument();
    expect(
      await screen.findByRole('figure', { name: 'Cases opened in each of the last 12 months' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: /Average settlement of the cases closed/ })).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: /Average months from opening to closing/ })).toBeInTheDocument();
    expect(screen.getByText(/2 settled in 12 months/)).toBeInTheDocument();
  });

  it('says why when insights are turned off, and asks nothing of the server', async () => {
    renderWithProviders(<InsightsTab />, { mocks: [aiConfigMock({ insights: false })] });
    expect(
      await screen.findByText('AI insights is turned off by the platform’s AI features setting.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: /Recommendations/ })).not.toBeInTheDocument();
  });
});
