import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphqlError } from '../../test/fixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ClinicRemindersTab } from './ClinicRemindersTab';
import { ReminderLogQuery, ReminderSettingsQuery, ReminderSettingsUpdateMutation } from './reminderDocuments';

const settings = {
  __typename: 'ClinicReminderSettings',
  enabled: true,
  offsetsMinutes: [2880, 120],
  channels: ['sms', 'email'],
  quietStart: '21:00',
  quietEnd: '08:00',
  timeZone: 'America/New_York',
  smsDelivered: false,
};
const settingsMock = { request: { query: ReminderSettingsQuery }, result: { data: { reminderSettings: settings } } };
const logMock = {
  request: { query: ReminderLogQuery, variables: { first: 20 } },
  result: {
    data: {
      reminderLog: {
        __typename: 'ReminderLogConnection',
        nodes: [
          {
            __typename: 'ReminderLogEntry',
            id: 'sms:000000000001',
            channel: 'sms',
            toAddressMasked: '•••0142',
            body: 'Harbor Spine: Reminder: your appointment is on Mon, Jan 4 at 9:00 AM.',
            provider: 'recording',
            reminderId: 1,
            createdAt: '2027-01-02T09:00:00.000Z',
          },
        ],
        pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
      },
    },
  },
};

describe('ClinicRemindersTab', () => {
  it('shows the rules, that texts are only recorded, and the sent log', async () => {
    renderWithProviders(<ClinicRemindersTab />, { mocks: [settingsMock, logMock] });
    expect(await screen.findByLabelText(/Hours before the appointment/)).toHaveValue('48, 2');
    expect(screen.getByText(/Text messages are recorded, not delivered/)).toBeInTheDocument();
    expect(
      await screen.findByText('Harbor Spine: Reminder: your appointment is on Mon, Jan 4 at 9:00 AM.'),
    ).toBeInTheDocument();
  });

  it('saves changed rules as minutes, and refuses bad hours before sending anything', async () => {
    const update = jest.fn(() => ({
      data: { reminderSettingsUpdate: { ...settings, offsetsMinutes: [1440], channels: ['sms'] } },
    }));
    renderWithProviders(<ClinicRemindersTab />, {
      mocks: [
        settingsMock,
        logMock,
        {
          request: {
            query: ReminderSettingsUpdateMutation,
            variables: {
              input: {
                enabled: true,
                offsetsMinutes: [1440],
                channels: ['sms'],
                quietStart: '21:00',
                quietEnd: '08:00',
              },
            },
          },
          result: update,
        },
      ],
    });
    const user = userEvent.setup();
    const hours = await screen.findByLabelText(/Hours before the appointment/);
    await user.clear(hours);
    await user.type(hours, 'soon');
    await user.click(screen.getByRole('button', { name: 'Save rules' }));
    expect(await screen.findByText(/Hours before must be numbers/)).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
    await user.clear(hours);
    await user.type(hours, '24');
    await user.click(screen.getByLabelText('E-mail'));
    await user.click(screen.getByRole('button', { name: 'Save rules' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
  });

  it('shows an error when the rules cannot be read', async () => {
    renderWithProviders(<ClinicRemindersTab />, {
      mocks: [
        {
          request: { query: ReminderSettingsQuery },
          result: { errors: [graphqlError('Only clinic users', 'FORBIDDEN')] },
        },
        logMock,
      ],
    });
    expect(await screen.findByText('Only clinic users')).toBeInTheDocument();
  });
});
