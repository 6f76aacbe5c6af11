import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/renderWithProviders';
import { liveTestClient } from '../../test/liveTestClient';
import { NotificationMarkAllReadMutation, NotificationMarkReadMutation } from './notificationDocuments';
import { NotificationBell, bellLabel } from './NotificationBell';
import { aNotification, bellMocks } from './test/notificationFixtures';

function renderBell(extra: Parameters<typeof liveTestClient>[0] = [], state = { unread: 1, nodes: [aNotification()] }) {
  const live = liveTestClient([
    ...bellMocks(
      () => state.unread,
      () => state.nodes,
    ),
    ...extra,
  ]);
  renderWithProviders(<NotificationBell />, { route: '/dashboard', client: live.client });
  return { ...live, state };
}

describe('NotificationBell', () => {
  it('names the unread count for screen readers', () => {
    expect(bellLabel(0)).toBe('Notifications');
    expect(bellLabel(3)).toBe('Notifications, 3 unread');
    expect(bellLabel(100)).toBe('Notifications, more than 99 unread');
  });

  it('shows the unread count and raises it live when a notification arrives', async () => {
    const { state, deliver } = renderBell();
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();

    state.unread = 2;
    state.nodes = [aNotification({ id: 2, title: 'New message on CASE-2025-002' }), aNotification()];
    await deliver({ notificationAdded: aNotification({ id: 2, title: 'New message on CASE-2025-002' }) });
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
  });

  it('opens the latest, and a click marks it read and follows its link', async () => {
    const markRead = jest.fn();
    const { state } = renderBell([
      {
        request: { query: NotificationMarkReadMutation, variables: { id: 1 } },
        result: () => {
          markRead();
          state.unread = 0;
          return { data: { notificationMarkRead: aNotification({ readAt: '2025-03-05T15:00:00Z' }) } };
        },
      },
    ]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await user.click(await screen.findByRole('menuitem', { name: /New message on CASE-2025-001/ }));

    expect(screen.getByTestId('location')).toHaveTextContent('/cases/101?tab=messages');
    await waitFor(() => expect(markRead).toHaveBeenCalledTimes(1));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('marks all read', async () => {
    const markAll = jest.fn();
    const { state } = renderBell([
      {
        request: { query: NotificationMarkAllReadMutation },
        result: () => {
          markAll();
          state.unread = 0;
          state.nodes = [aNotification({ readAt: '2025-03-05T15:00:00Z' })];
          return { data: { notificationMarkAllRead: 1 } };
        },
      },
    ]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await user.click(await screen.findByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(markAll).toHaveBeenCalledTimes(1));
    expect(await screen.findByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  it('says so when there is nothing yet', async () => {
    renderBell([], { unread: 0, nodes: [] });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText("You're all caught up")).toBeInTheDocument();
  });
});
