import { screen, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { AiAutomationQuery } from './aiAutomationQuery';
import { AutomationTab } from './AutomationTab';

const counts = (completed: number, pending: number, processing: number, failed: number) =>
  (
    [
      ['pending', pending],
      ['processing', processing],
      ['completed', completed],
      ['failed', failed],
    ] as const
  ).map(([status, count]) => ({ __typename: 'DocumentAnalysisCount' as const, status, count }));

function automationMock(overrides: Record<string, unknown>): MockLink.MockedResponse {
  return {
    request: { query: AiAutomationQuery },
    result: {
      data: {
        aiAutomation: {
          __typename: 'AiAutomationSummary',
          predictionsOn: true,
          modelRefits: [],
          documentAnalysisOn: true,
          documentAnalysisCounts: counts(0, 0, 0, 0),
          averageProcessingTimeMs: null,
          recentDocumentAnalyses: [],
          ...overrides,
        },
      },
    },
  };
}

describe('the Automation tab', () => {
  it('lists each model’s current version, refits and back-test, and the document analyses with links', async () => {
    renderWithProviders(<AutomationTab />, {
      mocks: [
        automationMock({
          modelRefits: [
            {
              __typename: 'ModelRefitSummary',
              predictionType: 'settlement_amount',
              currentVersion: 4,
              fittedAt: '2026-11-20T08:00:00Z',
              trainingSize: 48,
              refits: 3,
              backtest: [
                { __typename: 'BacktestFigure', name: 'meanAbsoluteError', value: 1830.5 },
                { __typename: 'BacktestFigure', name: 'coverage90', value: 0.875 },
              ],
            },
          ],
          documentAnalysisCounts: counts(12, 1, 1, 2),
          averageProcessingTimeMs: 1460,
          recentDocumentAnalyses: [
            {
              __typename: 'RecentDocumentAnalysis',
              documentId: 9,
              fileName: 'bill.pdf',
              caseId: 31,
              caseNumber: 'CASE-2026-031',
              status: 'completed',
              processingTimeMs: 300,
              at: '2026-11-25T09:00:00Z',
            },
          ],
        }),
      ],
    });
    const models = within(await screen.findByRole('table', { name: 'Model refits' }));
    const [row] = models.getAllByRole('row').slice(1);
    expect(within(row).getByText('Settlement amount')).toBeInTheDocument();
    expect(within(row).getByText('v4')).toBeInTheDocument();
    expect(within(row).getByText('48 cases')).toBeInTheDocument();
    expect(within(row).getByText('3')).toBeInTheDocument();
    expect(within(row).getByText('mean absolute error: 1,830.5')).toBeInTheDocument();
    expect(within(row).getByText('coverage90: 0.875')).toBeInTheDocument();

    expect(screen.getByRole('heading', { name: 'Analysed' }).parentElement).toHaveTextContent('12');
    expect(screen.getByRole('heading', { name: 'Waiting or running' }).parentElement).toHaveTextContent('2');
    expect(screen.getByRole('heading', { name: 'Failed' }).parentElement).toHaveTextContent('2');
    expect(screen.getByRole('heading', { name: 'Average processing time' }).parentElement).toHaveTextContent('1.5 s');
    expect(screen.getByRole('link', { name: 'bill.pdf' })).toHaveAttribute('href', '/documents?caseId=31');
    expect(screen.getByRole('link', { name: 'CASE-2026-031' })).toHaveAttribute('href', '/cases/31');
    expect(screen.getByText(/Workflow rules of your own/)).toBeInTheDocument();
  });

  it('says plainly when nothing has run yet, and when the setting turns the features off', async () => {
    renderWithProviders(<AutomationTab />, {
      mocks: [automationMock({ predictionsOn: false, documentAnalysisOn: false })],
    });
    expect(await screen.findByText('No model fitted yet')).toBeInTheDocument();
    expect(screen.getByText('No document analysed yet')).toBeInTheDocument();
    expect(screen.getByText(/Predictions are turned off/)).toBeInTheDocument();
    expect(screen.getByText(/Document analysis is turned off/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Average processing time' }).parentElement).toHaveTextContent('—');
  });
});
