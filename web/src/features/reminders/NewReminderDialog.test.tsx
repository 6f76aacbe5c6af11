import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphqlError } from '../../test/fixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { NewReminderDialog } from './NewReminderDialog';
import { ReminderCreateMutation } from './reminderDocuments';
import { aReminder } from './reminderFixtures';

const input = {
  patientId: 5,
  reminderType: 'follow_up',
  channel: 'sms',
  message: 'Book your follow-up at {clinic}.',
  scheduledDate: null,
};

describe('NewReminderDialog', () => {
  it('refuses a placeholder that could carry PHI before asking the server', async () => {
    renderWithProviders(<NewReminderDialog patientId={5} open onClose={() => {}} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Message/), 'About your {{diagnosis}}');
    await user.click(screen.getByRole('button', { name: 'Schedule reminder' }));
    expect(
      await screen.findByText(
        'Message may only use the placeholders {clinic}, {date}, {time} (no patient or case details)',
      ),
    ).toBeInTheDocument();
  });

  it("schedules the reminder, and shows the server's field error", async () => {
    const created = jest.fn(() => ({ data: { reminderCreate: aReminder({ id: 9, reminderStatus: 'pending' }) } }));
    const onClose = jest.fn();
    renderWithProviders(<NewReminderDialog patientId={5} open onClose={onClose} />, {
      mocks: [
        {
          request: { query: ReminderCreateMutation, variables: { input } },
          result: {
            errors: [
              graphqlError('Patient not found', 'BAD_USER_INPUT', {
                fieldErrors: [{ field: 'message', message: 'Message is too long for a text' }],
              }),
            ],
          },
        },
        { request: { query: ReminderCreateMutation, variables: { input } }, result: created },
      ],
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Message/), 'Book your follow-up at {{clinic}.');
    await user.click(screen.getByRole('button', { name: 'Schedule reminder' }));
    expect(await screen.findByText('Message is too long for a text')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Schedule reminder' }));
    await waitFor(() => expect(created).toHaveBeenCalled());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
