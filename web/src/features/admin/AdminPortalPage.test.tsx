import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { MockLink } from '@apollo/client/testing';
import { useCurrentUser } from '../../app/auth/useCurrentUser';
import { aUser, currentUserMock } from '../../test/fixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import AdminPortalPage from './AdminPortalPage';
import { overviewMock, platformFigures } from './overview/test/overviewFixtures';
import {
  aSuperAdmin,
  entriesMock,
  pendingContactInboxMock,
  statsMock,
  twoEntries,
} from './waitlist/test/waitlistFixtures';

const accessDenied = "Access Denied: You don't have permission to access the admin portal.";

const tabLabels = [
  'Overview',
  'Users',
  'Clinics',
  'Waitlist',
  'Intake',
  'Billing',
  'Revenue',
  'Sales',
  'Funding',
  'Audit',
  'Health',
  'E-mail',
  'Settings',
  'Providers',
  'Marketing',
  'Support',
  'Logs',
  'Flags',
  'Staff',
];

/** The sign-in page stand-in says who the app thinks is signed in, so the exit can be checked. */
function SuperAdminLoginStandIn() {
  const { user, loading } = useCurrentUser();
  if (loading) return <p>Checking...</p>;
  return <p>Super admin login: {user ? `signed in as ${user.fullName}` : 'nobody signed in'}</p>;
}

function renderPortal(mocks: MockLink.MockedResponse[], route = '/admin') {
  const entries = entriesMock(() => ({ nodes: twoEntries }));
  const stats = statsMock({ total: 2, contacted: 1, pending: 1, lastSevenDays: 0 });
  const overview = overviewMock({ figures: platformFigures({ totalUsers: 57 }) });
  renderWithProviders(
    <Routes>
      <Route path="/admin" element={<AdminPortalPage />} />
      <Route path="/superadmin" element={<SuperAdminLoginStandIn />} />
    </Routes>,
    { route, mocks: [...mocks, entries.mock, stats.mock, overview.mock, pendingContactInboxMock] },
  );
  return { user: userEvent.setup(), entries, overview };
}

/** The Overview tab's Total Users figure. */
function totalUsersFigure() {
  return screen.getByRole('region', { name: 'Total Users' }).querySelector('p')?.textContent;
}

function selectedTab() {
  return screen.getByRole('tab', { selected: true });
}

describe('AdminPortalPage', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    Reflect.deleteProperty(window, 'fetch');
  });

  it('says it is loading while the current user is checked', async () => {
    renderPortal([currentUserMock(aSuperAdmin())]);

    expect(screen.getByRole('progressbar', { name: 'Loading the admin portal...' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Super Admin Portal' })).toBeInTheDocument();
  });

  it.each([
    ['a clinic user', aUser()],
    ['an attorney', aUser({ role: 'attorney', clinicId: null, clinic: null, attorneyId: 3 })],
    ['a signed-out visitor (or a super admin before the second factor)', null],
  ])('denies %s access and offers the super admin sign-in', async (_who, user) => {
    const { entries, overview } = renderPortal([currentUserMock(user)]);

    expect(await screen.findByText(accessDenied)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Super Admin Login' })).toHaveAttribute(
      'href',
      '/superadmin?returnTo=%2Fadmin',
    );
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Exit Super Admin' })).not.toBeInTheDocument();
    expect(screen.queryByText('Dana Whitfield')).not.toBeInTheDocument();
    expect(entries.requests).toHaveLength(0);
    expect(overview.asked()).toBe(0);
    // Not the protected pages' logged-out flow: the visitor stays here and reads why.
    expect(screen.queryByText('You are logged out. Logging in again...')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin');
  });

  it("shows the super admin the portal with its tabs (the spec's ten and E-mail), Overview open by default", async () => {
    renderPortal([currentUserMock(aSuperAdmin())]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Super Admin Portal' })).toBeInTheDocument();
    expect(screen.getByText('Signed in as Avery Quinn')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exit Super Admin' })).toBeEnabled();
    const tabs = within(screen.getByRole('tablist', { name: 'Admin portal sections' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(tabLabels);
    expect(selectedTab()).toHaveTextContent('Overview');
    const panel = screen.getByRole('tabpanel', { name: 'Overview' });
    expect(await within(panel).findByRole('region', { name: 'Total Users' })).toBeInTheDocument();
    expect(totalUsersFigure()).toBe('57');
    expect(within(panel).getByRole('button', { name: 'Export All Data' })).toBeEnabled();
    expect(screen.queryByText(accessDenied)).not.toBeInTheDocument();
  });

  it('shows operator staff only the tabs of their areas, and refuses another area typed into the address', async () => {
    const agent = aUser({
      role: 'operator_staff',
      fullName: 'Sam Rivera',
      clinicId: null,
      clinic: null,
      operatorAreas: ['support', 'clinics', 'logs'],
    });
    renderPortal([currentUserMock(agent)], '/admin?tab=revenue');
    await screen.findByText('Operator Console');
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Clinics', 'Support', 'Logs']);
    expect(screen.getByRole('alert')).toHaveTextContent('Your operator role does not include the Revenue area.');
    expect(screen.getByRole('button', { name: 'Exit Console' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Exit Super Admin' })).not.toBeInTheDocument();
  });

  it('opens the Waitlist with its entries when the address names it', async () => {
    renderPortal([currentUserMock(aSuperAdmin())], '/admin?tab=waitlist');

    expect(await screen.findByText('Dana Whitfield')).toBeInTheDocument();
    expect(selectedTab()).toHaveTextContent('Waitlist');
  });

  it('switches tabs and keeps the open tab in the address', async () => {
    const { user } = renderPortal([currentUserMock(aSuperAdmin())], '/admin?tab=waitlist');

    await user.click(await screen.findByRole('tab', { name: 'Sales' }));

    expect(screen.getByTestId('location')).toHaveTextContent('/admin?tab=sales');
    expect(selectedTab()).toHaveTextContent('Sales');
    const panel = screen.getByRole('tabpanel', { name: 'Sales' });
    expect(within(panel).getByRole('heading', { level: 2, name: 'Sales Commission Management' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Waitlist entries' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Waitlist' }));

    expect(screen.getByTestId('location')).toHaveTextContent('/admin?tab=waitlist');
    expect(await screen.findByRole('table', { name: 'Waitlist entries' })).toBeInTheDocument();
  });

  it('opens the tab the address names, as after a reload', async () => {
    renderPortal([currentUserMock(aSuperAdmin())], '/admin?tab=sales');

    await screen.findByRole('heading', { level: 1, name: 'Super Admin Portal' });
    expect(selectedTab()).toHaveTextContent('Sales');
    expect(
      within(screen.getByRole('tabpanel', { name: 'Sales' })).getByRole('heading', {
        level: 2,
        name: 'Sales Commission Management',
      }),
    ).toBeInTheDocument();
  });

  it('opens Overview when the address names no known tab', async () => {
    renderPortal([currentUserMock(aSuperAdmin())], '/admin?tab=nonsense');

    await screen.findByRole('heading', { level: 1, name: 'Super Admin Portal' });
    expect(selectedTab()).toHaveTextContent('Overview');
    expect(await screen.findByRole('region', { name: 'Total Users' })).toBeInTheDocument();
  });

  describe('Exit Super Admin', () => {
    let fetchMock: jest.Mock;
    beforeEach(() => {
      fetchMock = jest.fn();
      Object.defineProperty(window, 'fetch', { value: fetchMock, configurable: true, writable: true });
    });

    it('ends the session on the server, forgets the user and opens the super admin sign-in', async () => {
      fetchMock.mockResolvedValue({ ok: true, status: 200, json: async () => ({ success: true }) });
      // The mock would still answer the super admin if asked: the page must record the sign-out itself.
      const { user } = renderPortal([currentUserMock(aSuperAdmin())]);

      await user.click(await screen.findByRole('button', { name: 'Exit Super Admin' }));

      expect(await screen.findByText('Super admin login: nobody signed in')).toBeInTheDocument();
      expect(fetchMock).toHaveBeenCalledWith(
        '/superadmin/api/logout',
        expect.objectContaining({ method: 'POST', credentials: 'same-origin' }),
      );
      expect(screen.getByTestId('location')).toHaveTextContent('/superadmin');
    });

    it('stays in the portal and says so when the server cannot be reached', async () => {
      fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
      const { user } = renderPortal([currentUserMock(aSuperAdmin())]);

      await user.click(await screen.findByRole('button', { name: 'Exit Super Admin' }));

      const toast = await screen.findByRole('alert');
      expect(toast).toHaveTextContent('Logout failed');
      expect(toast).toHaveTextContent('Please try again.');
      expect(screen.getByTestId('location')).toHaveTextContent('/admin');
      await waitFor(() => expect(screen.getByRole('button', { name: 'Exit Super Admin' })).toBeEnabled());
    });
  });
});
