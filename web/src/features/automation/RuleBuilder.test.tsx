import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CombinedGraphQLErrors } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import type { AutomationRuleInput } from '../../gql/graphql';
import { graphqlError } from '../../test/fixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { AutomationBuilderChoicesQuery, AutomationRulePreviewQuery } from './automationDocuments';
import { RuleBuilder } from './RuleBuilder';

jest.setTimeout(20_000);

const choicesMock: MockLink.MockedResponse = {
  request: { query: AutomationBuilderChoicesQuery },
  result: {
    data: {
      automationActionChoices: [
        { __typename: 'AutomationActionChoice', type: 'create_task', label: 'Create a task' },
        { __typename: 'AutomationActionChoice', type: 'send_message', label: 'Send a case message' },
        { __typename: 'AutomationActionChoice', type: 'notify_attorney', label: "Notify the case's attorney" },
      ],
      taskAssignees: [{ __typename: 'TaskAssignee', id: 'u-1', name: 'Maria Lopez' }],
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

/** Answers every preview, recording the inputs it was asked for. */
function previewMock(asked: AutomationRuleInput[]): MockLink.MockedResponse {
  return {
    request: {
      query: AutomationRulePreviewQuery,
      variables: (variables: { input: AutomationRuleInput }) => {
        asked.push(variables.input);
        return true;
      },
    },
    result: {
      data: {
        automationRulePreview: {
          __typename: 'AutomationPreview',
          count: 2,
          explanation:
            'Would fire when a case in treatment has had no visit for 14 days on 2 records today (each once).',
          records: [
            {
              __typename: 'AutomationPreviewRecord',
              caseId: 11,
              caseNumber: 'C1-CASE-2026-11',
              patientName: 'Alex Rivera',
              since: '2026-11-01',
            },
            {
              __typename: 'AutomationPreviewRecord',
              caseId: 12,
              caseNumber: 'C1-CASE-2026-12',
              patientName: 'Sam Chen',
              since: '2026-10-28',
            },
          ],
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  } as MockLink.MockedResponse;
}

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string | RegExp) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('RuleBuilder', () => {
  it('builds "no visit for 14 days -> task + notify the attorney" with the live preview, and saves it', async () => {
    const asked: AutomationRuleInput[] = [];
    const onSave = jest.fn(() => Promise.resolve());
    renderWithProviders(<RuleBuilder canEdit onSave={onSave} />, { mocks: [choicesMock, previewMock(asked)] });
    const user = userEvent.setup();

    // The trigger reads as a sentence with the days in it.
    expect(screen.getByText('No visit for')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Days' })).toHaveValue('14');
    expect(await screen.findByText('Would match today: 2 records')).toBeInTheDocument();
    const matches = within(screen.getByRole('list', { name: 'Records the rule would match today' }));
    expect(matches.getByRole('link', { name: 'C1-CASE-2026-11' })).toHaveAttribute('href', '/cases/11');
    expect(asked.at(-1)).toMatchObject({ triggerType: 'no_visit', triggerDays: 14 });

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'No visit for 14 days');
    await choose(user, 'Assign to', 'Maria Lopez');
    await user.click(screen.getByRole('button', { name: 'Add action' }));
    expect(screen.getByRole('combobox', { name: 'Action 2' })).toHaveTextContent("Notify the case's attorney");
    await user.type(screen.getAllByRole('textbox', { name: 'Notification text (optional)' })[0], 'Treatment paused');

    // A changed trigger day reaches the preview once typing settles.
    await user.clear(screen.getByRole('textbox', { name: 'Days' }));
    await user.type(screen.getByRole('textbox', { name: 'Days' }), '21');
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ triggerDays: 21 }));

    await user.click(screen.getByRole('button', { name: 'Save rule' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith({
      name: 'No visit for 14 days',
      description: null,
      triggerType: 'no_visit',
      triggerDays: 21,
      conditions: [],
      actions: [
        { type: 'create_task', target: 'u-1', template: 'Follow up on {case_number}' },
        { type: 'notify_attorney', target: null, template: 'Treatment paused' },
      ],
      priority: 1,
      isActive: true,
    });
    // About 25 typed characters, two selects and a debounced preview: 16 s on an idle 2-core machine,
    // so the web project's 20 s per test left no room on a loaded CI run.
  }, 40_000);

  it('refuses a rule without trigger days or name, and shows the server’s field errors under their fields', async () => {
    const refusal = 'Action 1: Assign the task to an active user of your clinic';
    const onSave = jest.fn(() =>
      Promise.reject(
        new CombinedGraphQLErrors({
          errors: [
            graphqlError(refusal, 'BAD_USER_INPUT', { fieldErrors: [{ field: 'actions.0.target', message: refusal }] }),
          ],
        }),
      ),
    );
    renderWithProviders(<RuleBuilder canEdit onSave={onSave} />, { mocks: [choicesMock, previewMock([])] });
    const user = userEvent.setup();
    await user.clear(screen.getByRole('textbox', { name: 'Days' }));
    await user.click(screen.getByRole('button', { name: 'Save rule' }));
    expect(await screen.findByText('Trigger days is required for this trigger (1-365)')).toBeInTheDocument();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(await screen.findByText('Complete the trigger to see which records it would match.')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: 'Days' }), '14');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Follow up');
    await user.click(screen.getByRole('button', { name: 'Save rule' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const assignee = screen.getByRole('combobox', { name: 'Assign to' }).closest('.MuiFormControl-root') as HTMLElement;
    expect(await within(assignee).findByText(refusal)).toBeInTheDocument();
  });

  it('shows a rule read-only to clinic staff', async () => {
    renderWithProviders(<RuleBuilder canEdit={false} onSave={jest.fn()} />, { mocks: [choicesMock, previewMock([])] });
    expect(await screen.findByText('Would match today: 2 records')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Days' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save rule' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add action' })).not.toBeInTheDocument();
  });
});
