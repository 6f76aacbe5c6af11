import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphqlError } from '../../test/fixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ReminderCancelMutation, RemindersQuery } from './reminderDocuments';
import { aReminder, remindersPage } from './reminderFixtures';
import { RemindersList } from './RemindersList';

const listMock = (nodes: ReturnType<typeof aReminder>[]) => ({
  request: { query: RemindersQuery, variables: { patientId: 5, appointmentId: null, first: 20 } },
  result: { data: remindersPage(nodes) },
});

describe('RemindersList', () => {
  it('shows each reminder with its status, channel, masked address and reason', async () => {
    renderWithProviders(<RemindersList patientId={5} title="Patient reminders" />, {
      mocks: [
        listMock([
          aReminder(),
          aReminder({
            id: 2,
            channel: 'email',
            reminderStatus: 'skipped',
            sentAt: null,
            toAddressMasked: null,
            statusReason: 'The patient has not consented to reminders on this channel',
          }),
          aReminder({
            id: 3,
            reminderType: 'payment',
            offsetMinutes: null,
            reminderStatus: 'failed',
            statusReason: 'Twilio answered 400: bad number',
          }),
        ]),
      ],
    });
    const table = await screen.findByRole('table', { name: 'Patient reminders' });
    expect(within(table).getAllByText('Appointment, 48 h before')).toHaveLength(2);
    expect(within(table).getAllByText('•••0142')).toHaveLength(2);
    expect(within(table).getByText('Skipped')).toBeInTheDocument();
    expect(within(table).getByText('The patient has not consented to reminders on this channel')).toBeInTheDocument();
    expect(within(table).getByText('Failed')).toBeInTheDocument();
    expect(within(table).getByText('Twilio answered 400: bad number')).toBeInTheDocument();
    expect(within(table).getByText('E-mail')).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it('says so when there are none, and shows an error with Retry', async () => {
    const { unmount } = renderWithProviders(<RemindersList patientId={5} title="Patient reminders" />, {
      mocks: [listMock([])],
    });
    expect(await screen.findByText('No reminders yet.')).toBeInTheDocument();
    unmount();
    renderWithProviders(<RemindersList patientId={5} title="Patient reminders" />, {
      mocks: [
        {
          request: { query: RemindersQuery, variables: { patientId: 5, appointmentId: null, first: 20 } },
          result: { errors: [graphqlError('Patient not found', 'NOT_FOUND')] },
        },
      ],
    });
    expect(await screen.findByText('Patient not found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /retry/i })).toBeInTheDocument();
  });

  it('cancels a pending reminder after confirmation', async () => {
    const cancel = jest.fn(() => ({
      data: {
        reminderCancel: aReminder({ id: 4, reminderStatus: 'cancelled', statusReason: 'Cancelled by the clinic' }),
      },
    }));
    renderWithProviders(<RemindersList patientId={5} title="Patient reminders" />, {
      mocks: [
        listMock([aReminder({ id: 4, reminderStatus: 'pending', sentAt: null })]),
        { request: { query: ReminderCancelMutation, variables: { id: 4 } }, result: cancel },
      ],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Cancel reminder' }));
    await waitFor(() => expect(cancel).toHaveBeenCalled());
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
  });
});
