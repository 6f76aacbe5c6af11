import { screen, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { aUser, currentUserMock } from '../../test/fixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import AutomationPage from './AutomationPage';
import { AutomationExecutionsQuery, AutomationRulesQuery } from './automationDocuments';

const gapRule = {
  __typename: 'AutomationRule' as const,
  id: 7,
  name: 'No visit for 14 days',
  description: null,
  status: 'disabled',
  triggerType: 'no_visit',
  triggerDays: 14,
  conditions: [],
  actions: [
    { __typename: 'AutomationAction', type: 'create_task', target: null, template: 'Call' },
    { __typename: 'AutomationAction', type: 'notify_attorney', target: null, template: null },
  ],
  isActive: false,
  priority: 1,
  consecutiveFailures: 5,
  disabledReason: 'Switched off after 5 failed executions in a row',
  lastRunAt: null,
  succeeded30d: 3,
  failed30d: 5,
};

const rulesMock = (rules: unknown[]): MockLink.MockedResponse => ({
  request: { query: AutomationRulesQuery },
  result: { data: { automationRules: rules } },
});
const executionsMock: MockLink.MockedResponse = {
  request: { query: AutomationExecutionsQuery, variables: { ruleId: null, first: 20 } },
  result: {
    data: {
      automationExecutions: {
        __typename: 'AutomationExecutionConnection',
        nodes: [],
        pageInfo: { __typename: 'PageInfo', endCursor: null, hasNextPage: false },
      },
    },
  },
};

describe('AutomationPage', () => {
  it("shows clinic staff the clinic's rules with their trigger, actions and counts, read-only", async () => {
    renderWithProviders(<AutomationPage />, {
      mocks: [currentUserMock(aUser()), rulesMock([gapRule]), executionsMock],
    });
    const table = within(await screen.findByRole('table', { name: 'Workflow rules' }));
    const [, row] = table.getAllByRole('row');
    expect(within(row).getByRole('link', { name: 'No visit for 14 days' })).toHaveAttribute('href', '/automation/7');
    expect(row).toHaveTextContent("Create a task, Notify the case's attorney");
    expect(row).toHaveTextContent('Switched off after failures');
    expect(row).toHaveTextContent('3 succeeded, 5 failed');
    expect(within(row).getByRole('switch', { name: 'No visit for 14 days: off' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'New rule' })).not.toBeInTheDocument();
    expect(await screen.findByText('No executions yet.')).toBeInTheDocument();
  });

  it('invites a clinic admin to build the first rule', async () => {
    renderWithProviders(<AutomationPage />, {
      mocks: [currentUserMock(aUser({ role: 'clinic_admin' })), rulesMock([]), executionsMock],
    });
    expect(await screen.findByText('No workflow rules yet.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'New rule' })[0]).toHaveAttribute('href', '/automation/new');
  });

  it('tells an attorney the rules are the clinic’s own', async () => {
    renderWithProviders(<AutomationPage />, {
      mocks: [currentUserMock(aUser({ role: 'attorney', clinicId: null, clinic: null, attorneyId: 4 }))],
    });
    expect(await screen.findByText('Access Restricted')).toBeInTheDocument();
    expect(screen.getByText("Workflow rules are the clinic's own operations.")).toBeInTheDocument();
  });
});
