import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { aUser, currentUserMock, graphqlError } from '../../test/fixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { TaskActMutation, TaskCreateMutation } from './taskDocuments';
import TasksPage from './TasksPage';
import { aTask, assigneesMock, openAll, tasksMock } from './test/taskFixtures';

jest.setTimeout(20_000);

const overdue = aTask({ id: 1, title: 'Call the patient to reschedule', isOverdue: true, priority: 'urgent' });
const later = aTask({
  id: 2,
  title: 'Send the statement to the attorney',
  dueDate: '2026-12-01',
  caseId: null,
  caseNumber: null,
});

function renderPage(route: string, mocks: MockLink.MockedResponse[], user = aUser()) {
  renderWithProviders(<TasksPage />, { route, mocks: [currentUserMock(user), assigneesMock, ...mocks] });
  return userEvent.setup();
}

const table = async () => within(await screen.findByRole('table', { name: 'Tasks' }));

describe('TasksPage', () => {
  it("opens on the clinic's open tasks, the dashboard card's definition, with overdue ones marked", async () => {
    renderPage('/tasks?status=open', [tasksMock(openAll, [overdue, later])]);

    const rows = (await table()).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('Nov 20, 2026 · Overdue')).toBeInTheDocument();
    expect(within(rows[0]).getByRole('link', { name: 'C1-CASE-2026-7 · Alex Rivera' })).toHaveAttribute(
      'href',
      '/cases/101?tab=tasks',
    );
    expect(within(rows[1]).queryByText(/Overdue/)).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All tasks', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Open');
  });

  it('switches to My tasks and keeps the choice in the address', async () => {
    const user = renderPage('/tasks', [
      tasksMock(openAll, [overdue, later]),
      tasksMock({ ...openAll, mine: true }, [later]),
    ]);
    await table();
    await user.click(screen.getByRole('tab', { name: 'My tasks' }));
    await waitFor(async () => expect((await table()).getAllByRole('row')).toHaveLength(2));
    expect(screen.getByTestId('location')).toHaveTextContent('/tasks?view=mine');
  });

  it('completes a task with one click', async () => {
    const act = jest.fn(() => ({ data: { taskAct: { ...overdue, status: 'completed', isOverdue: false } } }));
    const user = renderPage('/tasks', [
      tasksMock(openAll, [overdue]),
      { request: { query: TaskActMutation, variables: { id: 1, action: 'complete' } }, result: act },
    ]);
    await user.click((await table()).getByRole('button', { name: 'Complete Call the patient to reschedule' }));
    await waitFor(() => expect(act).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Task completed')).toBeInTheDocument();
  });

  it('starts or cancels a task from its dialog, and filters All tasks by assignee', async () => {
    const cancel = jest.fn(() => ({ data: { taskAct: { ...overdue, status: 'cancelled', isOverdue: false } } }));
    const user = renderPage('/tasks', [
      tasksMock(openAll, [overdue]),
      tasksMock({ ...openAll, assigneeId: 'u-sam' }, []),
      { request: { query: TaskActMutation, variables: { id: 1, action: 'cancel' } }, result: cancel },
    ]);
    await user.click((await table()).getByRole('button', { name: 'Edit Call the patient to reschedule' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit task' }));
    expect(dialog.getByRole('button', { name: 'Start' })).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel task' }));
    await waitFor(() => expect(cancel).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Task cancelled')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('combobox', { name: 'Assigned to' }));
    await user.click(await screen.findByRole('option', { name: 'Sam Ortiz' }));
    expect(await screen.findByText('No tasks match.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/tasks?assignee=u-sam');
  });

  it('adds a task: checks the title first, then shows the server’s refusal under its field', async () => {
    const create = jest.fn(() => ({
      errors: [
        graphqlError('Assignee must be an active user of this clinic', 'BAD_USER_INPUT', {
          fieldErrors: [{ field: 'assigneeId', message: 'Assignee must be an active user of this clinic' }],
        }),
      ],
    }));
    const user = renderPage('/tasks', [
      tasksMock(openAll, []),
      {
        request: {
          query: TaskCreateMutation,
          variables: {
            input: {
              title: 'Request records',
              description: null,
              priority: 'high',
              dueDate: '2026-12-03',
              assigneeId: 'u-sam',
              caseId: null,
            },
          },
        },
        result: create,
      },
    ]);
    expect(await screen.findByText('No tasks match.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New task' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New task' }));
    await user.click(dialog.getByRole('button', { name: 'Add task' }));
    expect(await dialog.findByText('Title is required')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();

    await user.type(dialog.getByRole('textbox', { name: /^Title/ }), 'Request records');
    await user.click(dialog.getByRole('combobox', { name: /^Priority/ }));
    await user.click(await screen.findByRole('option', { name: 'High' }));
    await user.type(dialog.getByLabelText('Due date'), '2026-12-03');
    await user.click(dialog.getByRole('combobox', { name: 'Assigned to' }));
    await user.click(await screen.findByRole('option', { name: 'Sam Ortiz' }));
    await user.click(dialog.getByRole('button', { name: 'Add task' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(await dialog.findByText('Assignee must be an active user of this clinic')).toBeInTheDocument();
  });

  it('tells an attorney that tasks are the clinic’s, asking the server nothing', async () => {
    renderPage('/tasks', [], aUser({ role: 'attorney', clinicId: null, attorneyId: 3, clinic: null }));
    expect(await screen.findByText("Tasks are the clinic's internal work list.")).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
