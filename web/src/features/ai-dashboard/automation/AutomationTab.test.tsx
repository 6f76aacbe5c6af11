import { screen, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { aUser, currentUserMock } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { AutomationRulesQuery } from '../../automation/automationDocuments';
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

const rulesMock: MockLink.MockedResponse = {
  request: { query: AutomationRulesQuery },
  result: {
    data: {
      automationRules: [
        {
          __typename: 'AutomationRule',
          id: 7,
          name: 'No visit for 14 days',
          description: null,
          status: 'active',
          triggerType: 'no_visit',
          triggerDays: 14,
          conditions: [],
          actions: [{ __typename: 'AutomationAction', type: 'create_task', target: null, template: 'Call' }],
          isActive: true,
          priority: 1,
          consecutiveFailures: 0,
          disabledReason: null,
          lastRunAt: '2026-11-20T10:00:00.000Z',
          succeeded30d: 12,
          failed30d: 1,
        },
      ],
    },
  },
};

describe('the Automation tab', () => {
  it('lists each model’s current version, refits and back-test, and the document analyses with links', async () => {
    renderWithProviders(<AutomationTab />, {
      mocks: [
        currentUserMock(aUser()),
        rulesMock,
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
    const rules = within(await screen.findByRole('table', { name: 'Workflow rules' }));
    const [, ruleRow] = rules.getAllByRole('row');
    expect(within(ruleRow).getByRole('link', { name: 'No visit for 14 days' })).toHaveAttribute(
      'href',
      '/automation/7',
    );
    expect(ruleRow).toHaveTextContent('No visit for 14 days');
    expect(ruleRow).toHaveTextContent(/On\s*12\s*1/);
    expect(screen.getByRole('link', { name: 'Open the rule builder' })).toHaveAttribute('href', '/automation');
  });

  it('says plainly when nothing has run yet, and when the setting turns the features off', async () => {
    renderWithProviders(<AutomationTab />, {
      mocks: [
        currentUserMock(aUser({ role: 'attorney', clinicId: null, clinic: null, attorneyId: 4 })),
        automationMock({ predictionsOn: false, documentAnalysisOn: false }),
      ],
    });
    expect(await screen.findByText('No model fitted yet')).toBeInTheDocument();
    expect(screen.getByText('No document analysed yet')).toBeInTheDocument();
    expect(screen.getByText(/Predictions are turned off/)).toBeInTheDocument();
    expect(screen.getByText(/Document analysis is turned off/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Average processing time' }).parentElement).toHaveTextContent('—');
    // Workflow rules are the clinic's own: an attorney's tab has none.
    expect(screen.queryByRole('heading', { name: 'Workflow rules' })).not.toBeInTheDocument();
  });
});
