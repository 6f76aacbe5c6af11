import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/renderWithProviders';
import { NotificationPreferenceSetMutation } from './notificationDocuments';
import NotificationsPage from './NotificationsPage';
import { aNotification, listMock, preferencesMock } from './test/notificationFixtures';

function renderPage(mocks: MockLink.MockedResponse[] = []) {
  renderWithProviders(<NotificationsPage />, { route: '/notifications', mocks });
}

describe('NotificationsPage', () => {
  it('lists notifications with more on request', async () => {
    renderPage([
      listMock([aNotification()], { hasNextPage: true, endCursor: 'c1' }),
      listMock(
        [aNotification({ id: 2, title: 'Reduction requested on CASE-2025-004', readAt: '2025-03-04T10:00:00Z' })],
        {
          after: 'c1',
        },
      ),
      preferencesMock(),
    ]);
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(within(list).getByText('New message on CASE-2025-001')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more notifications' }));
    expect(await within(list).findByText('Reduction requested on CASE-2025-004')).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    renderPage([listMock([]), preferencesMock()]);
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
  });

  it('sets how one kind is e-mailed', async () => {
    const saved = jest.fn();
    renderPage([
      listMock([]),
      preferencesMock(),
      {
        request: { query: NotificationPreferenceSetMutation, variables: { kind: 'message', delivery: 'off' } },
        result: () => {
          saved();
          return {
            data: {
              notificationPreferenceSet: {
                __typename: 'NotificationPreferenceView',
                kind: 'message',
                label: 'Messages',
                description: 'A message to you or on one of your cases',
                delivery: 'off',
              },
            },
          };
        },
      },
    ]);
    const group = (await screen.findByText('Messages')).closest('fieldset')!;
    expect(within(group as HTMLElement).getByRole('radio', { name: 'Immediately' })).toBeChecked();
    await userEvent.setup().click(within(group as HTMLElement).getByRole('radio', { name: 'Off' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(within(group as HTMLElement).getByRole('radio', { name: 'Off' })).toBeChecked();
  });
});
