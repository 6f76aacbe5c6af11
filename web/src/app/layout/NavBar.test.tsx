import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { MessageList } from '../../features/messages/list/MessageList';
import { MessagesMarkReadMutation } from '../../features/messages/list/useMarkMessagesRead';
import {
  aMessage,
  messagesMock,
  messagingTestClient,
  staffUser,
  unreadCountMock,
} from '../../features/messages/test/messageFixtures';
import { UnreadMessageCountQuery } from '../../features/messages/unread/unreadMessageCountQuery';
import { bellMocks } from '../../features/notifications/test/notificationFixtures';
import { aUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import type { CurrentUser } from '../auth/currentUser';
import { NavBar } from './NavBar';

function renderNavBar(
  route: string,
  user: CurrentUser | null = aUser(),
  onLogOut = jest.fn(),
  mocks: MockLink.MockedResponse[] = [unreadCountMock(0).mock],
) {
  const testClient = messagingTestClient(mocks);
  renderWithProviders(<NavBar user={user} userLoading={false} onLogOut={onLogOut} loggingOut={false} />, {
    route,
    client: testClient.client,
  });
  return { onLogOut, ...testClient };
}

function renderWithUnread(...counts: number[]) {
  const unread = unreadCountMock(...counts);
  return { ...renderNavBar('/dashboard', staffUser, jest.fn(), [unread.mock]), unreadRequests: unread.requests };
}

/** A message from someone else, just sent and not yet read. */
function incoming(id: number) {
  return aMessage({ id, sentDate: new Date().toISOString(), isRead: false, readByRecipient: false });
}

function mainNav() {
  return within(screen.getByRole('navigation', { name: 'Main navigation' }));
}

function currentLinks(nav: ReturnType<typeof within>) {
  const links: HTMLElement[] = nav.getAllByRole('link');
  return links.filter((link) => link.getAttribute('aria-current') === 'page').map((link) => link.textContent);
}

describe('NavBar', () => {
  it('links to every main section', () => {
    renderNavBar('/dashboard');

    const hrefs = mainNav()
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(hrefs).toEqual([
      ['Dashboard', '/dashboard'],
      ['AI Dashboard', '/ai-dashboard'],
      ['Patients', '/patients'],
      ['Cases', '/cases'],
      ['Schedule', '/schedule'],
      ['Messages', '/messages'],
      ['Billing', '/billing'],
      ['Claims', '/claims'],
      ['Documents', '/documents'],
    ]);
  });

  it("keeps the clinic's other sections behind More, which opens them as links", async () => {
    renderNavBar('/dashboard', aUser({ role: 'clinic_admin' }));

    await userEvent.click(mainNav().getByRole('button', { name: 'More' }));
    const menu = within(screen.getByRole('menu'));
    expect(menu.getAllByRole('menuitem').map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['Tasks', '/tasks'],
      ['Automation', '/automation'],
      ['Records requests', '/records-requests'],
      ['Network', '/network'],
      ['Intake', '/intake'],
      ['Marketing', '/marketing'],
      ['Clinic Settings', '/clinic'],
    ]);
  });

  it('marks More as the current place while one of its sections is open, and selects that section in the menu', async () => {
    renderNavBar('/tasks/4', aUser({ role: 'clinic_staff' }));

    const more = mainNav().getByRole('button', { name: 'More' });
    expect(more).toHaveAttribute('aria-current', 'page');
    expect(currentLinks(mainNav())).toEqual([]);
    await userEvent.click(more);
    expect(screen.getByRole('menuitem', { name: 'Tasks' })).toHaveAttribute('aria-current', 'page');
  });

  it('highlights Dashboard on /dashboard exactly', () => {
    renderNavBar('/dashboard');
    expect(currentLinks(mainNav())).toEqual(['Dashboard']);
  });

  it('does not highlight Dashboard below /dashboard', () => {
    renderNavBar('/dashboard/cases');
    expect(currentLinks(mainNav())).toEqual([]);
  });

  it.each([
    ['/cases', 'Cases'],
    ['/cases/12', 'Cases'],
    ['/cases/12/edit', 'Cases'],
    ['/patients/7', 'Patients'],
    ['/ai-dashboard', 'AI Dashboard'],
  ])('highlights by prefix on %s', (route, expected) => {
    renderNavBar(route);
    expect(currentLinks(mainNav())).toEqual([expected]);
  });

  it('matches prefixes by whole path segments', () => {
    renderNavBar('/new-case');
    expect(currentLinks(mainNav())).toEqual([]);
  });

  it('shows the user name, role and a Log out button', async () => {
    const { onLogOut } = renderNavBar('/dashboard', aUser({ fullName: 'Maria Lopez', role: 'clinic_admin' }));

    expect(screen.getByText('Maria Lopez')).toBeInTheDocument();
    expect(screen.getByText('Clinic Admin')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(onLogOut).toHaveBeenCalledTimes(1);
  });

  it('adds Attorney Portal for attorneys only', () => {
    renderNavBar('/attorney-portal', aUser({ role: 'attorney' }));

    expect(mainNav().getByRole('link', { name: 'Attorney Portal' })).toHaveAttribute('href', '/attorney-portal');
    expect(mainNav().queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    expect(currentLinks(mainNav())).toEqual(['Attorney Portal']);
  });

  it('gives attorneys the pages they use, in their order, the AI Dashboard over their own cases included', () => {
    renderNavBar('/dashboard', aUser({ role: 'attorney' }));

    expect(
      mainNav()
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Dashboard',
      'AI Dashboard',
      'Cases',
      'Messages',
      'Billing',
      'Documents',
      'Patients',
      'Attorney Portal',
    ]);
    expect(mainNav().getByRole('button', { name: 'More' })).toBeInTheDocument();
  });

  it('adds Admin for super admins, highlighted on its sub-pages', () => {
    renderNavBar('/admin/sales', aUser({ role: 'super_admin' }));

    expect(mainNav().getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    expect(mainNav().queryByRole('link', { name: 'Attorney Portal' })).not.toBeInTheDocument();
    // The operator has no AI scope: the dashboard would only refuse them.
    expect(mainNav().queryByRole('link', { name: 'AI Dashboard' })).not.toBeInTheDocument();
    expect(currentLinks(mainNav())).toEqual(['Admin']);
  });

  it('shows neither role link to clinic staff', () => {
    renderNavBar('/dashboard', aUser({ role: 'clinic_staff' }));

    expect(mainNav().queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    expect(mainNav().queryByRole('link', { name: 'Attorney Portal' })).not.toBeInTheDocument();
  });

  it('offers Log in instead of Log out when nobody is signed in', () => {
    renderNavBar('/superadmin', null);

    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/?login=true');
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
  });

  it('shows a visitor who is not signed in no sections, menu or drawer: only the brand and Log in', () => {
    renderNavBar('/superadmin', null);

    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open navigation menu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Messages' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Casebridge' })).toHaveAttribute('href', '/');
  });

  it('opens a drawer with the same links from the mobile menu toggle', async () => {
    const user = userEvent.setup();
    renderNavBar('/cases/12');
    expect(screen.queryByRole('navigation', { name: 'Mobile navigation' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open navigation menu' }));

    const drawerNav = within(screen.getByRole('navigation', { name: 'Mobile navigation' }));
    expect(drawerNav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Dashboard',
      'AI Dashboard',
      'Patients',
      'Cases',
      'Schedule',
      'Messages',
      'Billing',
      'Claims',
      'Documents',
      'Tasks',
      'Automation',
      'Records requests',
      'Network',
      'Intake',
      'Marketing',
    ]);
    // The drawer lists the sections the bar keeps behind More under that heading.
    expect(drawerNav.getByText('More')).toBeInTheDocument();
    expect(currentLinks(drawerNav)).toEqual(['Cases']);
  });

  it('closes the drawer when a link is chosen', async () => {
    const user = userEvent.setup();
    renderNavBar('/dashboard');
    await user.click(screen.getByRole('button', { name: 'Open navigation menu' }));

    await user.click(
      within(screen.getByRole('navigation', { name: 'Mobile navigation' })).getByRole('link', { name: 'Patients' }),
    );

    expect(screen.getByTestId('location')).toHaveTextContent('/patients');
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Mobile navigation' })).not.toBeInTheDocument(),
    );
  });

  describe('unread messages badge', () => {
    it('shows the unread count on the Messages link', async () => {
      renderWithUnread(3);

      const link = await mainNav().findByRole('link', { name: 'Messages', description: '3 unread messages' });
      expect(link).toHaveAttribute('href', '/messages');
      expect(within(link).getByText('3')).toBeVisible();
    });

    it('reads "99+" above 99', async () => {
      renderWithUnread(100);

      const link = await mainNav().findByRole('link', {
        name: 'Messages',
        description: 'more than 99 unread messages',
      });
      expect(within(link).getByText('99+')).toBeInTheDocument();
    });

    it('shows no badge when everything is read', async () => {
      const { unreadRequests } = renderWithUnread(0);

      await waitFor(() => expect(unreadRequests).toHaveBeenCalledTimes(1));
      const link = mainNav().getByRole('link', { name: 'Messages' });
      expect(link).toHaveTextContent(/^Messages$/);
      expect(link).not.toHaveAttribute('aria-describedby');
    });

    it('asks nothing and shows no badge when nobody is signed in', async () => {
      const unread = unreadCountMock(5);
      const { subscriptions } = renderNavBar('/superadmin', null, jest.fn(), [unread.mock]);

      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(unread.requests).not.toHaveBeenCalled();
      expect(subscriptions.operation).toBeUndefined();
    });

    it('counts a message from someone else as it arrives, but not your own', async () => {
      const { deliver, unreadRequests } = renderWithUnread(3);
      await mainNav().findByRole('link', { name: 'Messages', description: '3 unread messages' });

      await deliver(incoming(9));
      expect(
        await mainNav().findByRole('link', { name: 'Messages', description: '4 unread messages' }),
      ).toBeInTheDocument();

      await deliver(aMessage({ id: 10, senderId: staffUser.id, isRead: true, sentDate: new Date().toISOString() }));
      expect(mainNav().getByRole('link', { name: 'Messages', description: '4 unread messages' })).toBeInTheDocument();
      expect(unreadRequests).toHaveBeenCalledTimes(1);
    });

    it('asks the server for the count again when a message list opens', async () => {
      const unread = unreadCountMock(5, 2);
      const { client } = messagingTestClient([unread.mock, messagesMock(null, [])]);
      renderWithProviders(<NavBar user={staffUser} userLoading={false} onLogOut={jest.fn()} loggingOut={false} />, {
        route: '/dashboard',
        client,
      });
      await mainNav().findByRole('link', { name: 'Messages', description: '5 unread messages' });

      // Messages read on another page or device since: the list's opening brings the badge up to date.
      renderWithProviders(<MessageList caseId={null} label="Recent messages" />, { route: '/messages', client });

      expect(
        await mainNav().findByRole('link', { name: 'Messages', description: '2 unread messages' }),
      ).toBeInTheDocument();
      expect(unread.requests).toHaveBeenCalledTimes(2);
    });

    it('asks the server for the count again once shown messages were marked read', async () => {
      // The server's count, as messages arrive and are read.
      let serverCount = 3;
      const markReadCalls = jest.fn();
      const { client, deliver } = messagingTestClient([
        {
          request: { query: UnreadMessageCountQuery },
          result: () => ({ data: { unreadMessageCount: serverCount } }),
          maxUsageCount: Number.POSITIVE_INFINITY,
        },
        messagesMock(null, []),
        {
          request: { query: MessagesMarkReadMutation, variables: { ids: [9] } },
          result: () => {
            markReadCalls();
            serverCount -= 1;
            return { data: { messagesMarkRead: 1 } };
          },
        },
      ]);
      renderWithProviders(
        <>
          <NavBar user={staffUser} userLoading={false} onLogOut={jest.fn()} loggingOut={false} />
          <MessageList caseId={null} label="Recent messages" />
        </>,
        { route: '/messages', client },
      );
      await mainNav().findByRole('link', { name: 'Messages', description: '3 unread messages' });
      await screen.findByText('No messages yet');

      serverCount += 1;
      await deliver(incoming(9));

      expect(
        await mainNav().findByRole('link', { name: 'Messages', description: '4 unread messages' }),
      ).toBeInTheDocument();
      await waitFor(() => expect(markReadCalls).toHaveBeenCalledTimes(1));
      expect(
        await mainNav().findByRole('link', { name: 'Messages', description: '3 unread messages' }),
      ).toBeInTheDocument();
    });

    it('shows the count in the mobile drawer too', async () => {
      const user = userEvent.setup();
      renderWithUnread(7);
      await mainNav().findByRole('link', { name: 'Messages', description: '7 unread messages' });

      await user.click(screen.getByRole('button', { name: 'Open navigation menu' }));

      const drawerNav = within(screen.getByRole('navigation', { name: 'Mobile navigation' }));
      expect(drawerNav.getByRole('link', { name: 'Messages', description: '7 unread messages' })).toHaveAttribute(
        'href',
        '/messages',
      );
    });
  });
});

describe('NavBar notification bell', () => {
  it('shows the bell with its unread count to a signed-in user, and none when signed out', async () => {
    const { client } = messagingTestClient([
      unreadCountMock(0).mock,
      ...bellMocks(
        () => 3,
        () => [],
      ),
    ]);
    renderWithProviders(<NavBar user={staffUser} userLoading={false} onLogOut={jest.fn()} loggingOut={false} />, {
      route: '/dashboard',
      client,
    });
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
  });

  it('has no bell when signed out', () => {
    renderNavBar('/', null);
    expect(screen.queryByTestId('notification-bell')).not.toBeInTheDocument();
  });

  it("links the user's name to Your account, except for the operator, who has none", () => {
    renderNavBar('/dashboard');
    expect(screen.getByRole('link', { name: /Maria Lopez/ })).toHaveAttribute('href', '/account');
  });

  it('leaves the operator name unlinked', () => {
    renderNavBar('/admin', aUser({ role: 'super_admin', clinicId: null, clinic: null }));
    expect(screen.queryByRole('link', { name: /Maria Lopez/ })).not.toBeInTheDocument();
  });
});
