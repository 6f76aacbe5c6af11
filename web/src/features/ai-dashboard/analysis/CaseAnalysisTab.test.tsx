import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { AiCaseByIdQuery } from '../AiCasePicker';
import { aiConfigMock } from '../insights/aiInsightsFixtures';
import { CaseAnalysesQuery, CaseAnalyzeMutation } from './caseAnalysisQueries';
import { CaseAnalysisTab } from './CaseAnalysisTab';

const caseMock: MockLink.MockedResponse = {
  request: { query: AiCaseByIdQuery, variables: { id: 7 } },
  result: {
    data: {
      case: {
        __typename: 'Case',
        id: 7,
        caseNumber: 'C1-CASE-2026-0007',
        status: 'active_treatment',
        patient: { __typename: 'Patient', id: 3, fullName: 'Maria Lopez' },
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function anAnalysis(overrides: object = {}) {
  return {
    __typename: 'AiCaseAnalysis' as const,
    id: 41,
    caseId: 7,
    analysisType: 'billing_review',
    status: 'complete',
    confidence: 0.9,
    prediction: { __typename: 'AiAnalysisHeadline' as const, label: 'Balance', value: '$300.00' },
    insights: ['3 bills: $550.00 billed, $200.00 paid.'],
    recommendations: ['Submit the 1 draft bill.'],
    dataPoints: [
      { __typename: 'AiDataPoint' as const, key: 'bills', label: 'Bills', value: '3' },
      { __typename: 'AiDataPoint' as const, key: 'balance', label: 'Balance', value: '300.00' },
    ],
    error: null,
    requestedByName: 'Dana Staff',
    createdAt: '2026-11-26T14:00:00.000Z',
    ...overrides,
  };
}

const historyMock = (analyses: ReturnType<typeof anAnalysis>[]): MockLink.MockedResponse => ({
  request: { query: CaseAnalysesQuery, variables: { caseId: 7 } },
  result: { data: { caseAnalyses: analyses } },
});

const analyzeMock = (answer: ReturnType<typeof anAnalysis>): MockLink.MockedResponse => ({
  request: { query: CaseAnalyzeMutation, variables: { input: { caseId: 7, analysisType: 'billing_review' } } },
  result: { data: { caseAnalyze: answer } },
});

async function chooseBillingReviewAndRun() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('combobox', { name: 'Analysis type' }));
  await user.click(screen.getByRole('option', { name: 'Billing review' }));
  await user.click(screen.getByRole('button', { name: 'Run analysis' }));
}

describe('CaseAnalysisTab', () => {
  it('runs the chosen analysis of the case in the address, toasts it and shows the result and history', async () => {
    const done = anAnalysis();
    renderWithProviders(<CaseAnalysisTab />, {
      route: '/ai-dashboard?caseId=7',
      mocks: [aiConfigMock(), caseMock, historyMock([]), analyzeMock(done), historyMock([done])],
    });
    expect(await screen.findByText('No analysis of this case yet: choose a type and run one.')).toBeInTheDocument();
    expect(await screen.findByDisplayValue('C1-CASE-2026-0007')).toBeInTheDocument();

    await chooseBillingReviewAndRun();

    expect(await screen.findByText('Analysis Complete')).toBeInTheDocument();
    expect(screen.getByLabelText('Headline')).toHaveTextContent('$300.00');
    expect(screen.getByText('Confidence 90%')).toBeInTheDocument();
    expect(screen.getByText('Submit the 1 draft bill.')).toBeInTheDocument();
    const points = screen.getByLabelText('Data points');
    expect(within(points).getByText('Bills')).toBeInTheDocument();
    expect(within(points).getByText('300.00')).toBeInTheDocument();
    const history = screen.getByRole('list', { name: 'Past analyses, newest first' });
    expect(within(history).getByText('Billing review: $300.00')).toBeInTheDocument();
  });

  it('answers a failed analysis with the spec’s texts', async () => {
    const failed = anAnalysis({
      status: 'failed',
      confidence: null,
      prediction: null,
      insights: [],
      recommendations: [],
      dataPoints: [],
      error: 'Failed to complete AI case analysis.',
    });
    renderWithProviders(<CaseAnalysisTab />, {
      route: '/ai-dashboard?caseId=7',
      mocks: [aiConfigMock(), caseMock, historyMock([]), analyzeMock(failed), historyMock([failed])],
    });
    await screen.findByDisplayValue('C1-CASE-2026-0007');
    await chooseBillingReviewAndRun();
    expect(await screen.findByText('Analysis Failed')).toBeInTheDocument();
    expect(screen.getAllByText('Failed to complete AI case analysis.').length).toBeGreaterThan(0);
  });

  it('asks for a case first, and says why when case analysis is turned off', async () => {
    const { unmount } = renderWithProviders(<CaseAnalysisTab />, { route: '/ai-dashboard', mocks: [aiConfigMock()] });
    expect(await screen.findByText('Choose a case to analyze it and see its past analyses.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Run analysis' })).toBeDisabled();
    unmount();

    renderWithProviders(<CaseAnalysisTab />, {
      route: '/ai-dashboard',
      mocks: [aiConfigMock({ caseAnalysis: false })],
    });
    expect(
      await screen.findByText('AI case analysis is turned off by the platform’s AI features setting.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Run analysis' })).not.toBeInTheDocument();
  });
});
