import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aUser, currentUserMock } from '../../test/fixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { CaseTasksTab } from './CaseTasksTab';
import { TaskCreateMutation } from './taskDocuments';
import { aTask, assigneesMock, tasksMock } from './test/taskFixtures';

jest.setTimeout(20_000);

describe('CaseTasksTab', () => {
  it("lists the case's tasks and adds one on the case", async () => {
    const created = aTask({ id: 9, title: 'Re-exam due' });
    const create = jest.fn(() => ({ data: { taskCreate: created } }));
    renderWithProviders(<CaseTasksTab caseId={101} caseNumber="C1-CASE-2026-7" />, {
      route: '/cases/101?tab=tasks',
      mocks: [
        currentUserMock(aUser()),
        assigneesMock,
        tasksMock({ caseId: 101 }, [aTask({ status: 'completed', completedByName: 'Maria Lopez' })]),
        {
          request: {
            query: TaskCreateMutation,
            variables: {
              input: {
                title: 'Re-exam due',
                description: null,
                priority: 'medium',
                dueDate: null,
                assigneeId: null,
                caseId: 101,
              },
            },
          },
          result: create,
        },
      ],
    });
    const user = userEvent.setup();
    const table = within(await screen.findByRole('table', { name: 'Tasks' }));
    expect(table.getByText('Completed')).toBeInTheDocument();
    expect(table.getByRole('button', { name: 'Reopen Request the police report' })).toBeInTheDocument();
    expect(table.queryByRole('link')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add task' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New task' }));
    expect(dialog.getByText('Case C1-CASE-2026-7')).toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: /^Title/ }), 'Re-exam due');
    await user.click(dialog.getByRole('button', { name: 'Add task' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Task added')).toBeInTheDocument();
  });

  it('offers the operator no writes', async () => {
    renderWithProviders(<CaseTasksTab caseId={101} caseNumber="C1-CASE-2026-7" />, {
      mocks: [
        currentUserMock(aUser({ role: 'super_admin', clinicId: null, clinic: null })),
        tasksMock({ caseId: 101 }, [aTask()]),
      ],
    });
    await screen.findByRole('table', { name: 'Tasks' });
    expect(screen.queryByRole('button', { name: 'Add task' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Complete/ })).not.toBeInTheDocument();
  });
});
