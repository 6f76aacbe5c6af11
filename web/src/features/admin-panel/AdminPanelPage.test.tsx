import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aUser, currentUserMock } from '../../test/fixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { plansMock } from '../admin/clinics/test/clinicFixtures';
import { overviewMock, platformFigures } from '../admin/overview/test/overviewFixtures';
import { aSuperAdmin } from '../admin/waitlist/test/waitlistFixtures';
import AdminPanelPage from './AdminPanelPage';
import {
  aPanelClinic,
  installFakeRest,
  never,
  northside,
  ok,
  refused,
  threeUsers,
  uninstallFakeRest,
  usersPage,
  type RestAnswer,
} from './test/adminPanelFixtures';

const accessDenied = "Access Denied: You don't have permission to access the admin portal.";
const riverside = aPanelClinic();

type Answers = (RestAnswer | typeof never)[];

function renderPanel({
  user = aSuperAdmin() as ReturnType<typeof aUser> | null,
  users = [ok(usersPage(threeUsers))] as Answers,
  clinics = [ok({ success: true, data: [riverside, northside] })] as Answers,
  billing = [] as Answers,
  overview = overviewMock({ figures: platformFigures() }),
  extraRoutes = {} as Record<string, Answers>,
} = {}) {
  const rest = installFakeRest({
    ...extraRoutes,
    'GET /api/admin/users': users,
    'GET /api/admin/clinics': clinics,
    [`PUT /api/admin/clinics/${riverside.id}/billing`]: billing,
  });
  renderWithProviders(<AdminPanelPage />, {
    route: '/admin-panel',
    mocks: [currentUserMock(user), overview.mock, plansMock],
  });
  return { rest, overview, ui: userEvent.setup() };
}

const figure = (label: string) => screen.getByRole('region', { name: label }).querySelector('p')?.textContent;

async function choose(ui: ReturnType<typeof userEvent.setup>, field: string, option: string | RegExp) {
  await ui.click(await screen.findByRole('combobox', { name: field }));
  await ui.click(await screen.findByRole('option', { name: option }));
}

describe('AdminPanelPage', () => {
  afterEach(uninstallFakeRest);

  it.each([
    ['a clinic user', aUser()],
    ['an attorney', aUser({ role: 'attorney', clinicId: null, clinic: null, attorneyId: 3 })],
    ['a signed-out visitor (or a super admin before the second factor)', null],
  ])('denies %s access as /admin does, and asks the server for nothing', async (_who, user) => {
    const { rest, overview } = renderPanel({ user });

    expect(await screen.findByText(accessDenied)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Super Admin Login' })).toHaveAttribute(
      'href',
      '/superadmin?returnTo=%2Fadmin-panel',
    );
    expect(screen.queryByRole('button', { name: 'Update Billing' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Users' })).not.toBeInTheDocument();
    expect(rest.calls).toEqual([]);
    expect(overview.asked()).toBe(0);
    expect(screen.getByTestId('location')).toHaveTextContent('/admin-panel');
  });

  it('shows the four platform figures on cards', async () => {
    renderPanel({
      overview: overviewMock({
        figures: platformFigures({ totalUsers: 57, totalClinics: 9, superAdminUsers: 2, monthlyRevenue: '4186.50' }),
      }),
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Panel' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Total Users' })).toBeInTheDocument();
    expect(figure('Total Users')).toBe('57');
    expect(figure('Total Clinics')).toBe('9');
    expect(figure('Super Admin Users')).toBe('2');
    expect(figure('Monthly Revenue')).toBe('$4,186.50');
  });

  it('says it is loading users and clinics while they are on their way', async () => {
    renderPanel({ users: [never], clinics: [never] });

    expect(await screen.findByRole('progressbar', { name: 'Loading users...' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading clinics...' })).toBeInTheDocument();
  });

  it('lists every user with email, name, role, clinic or law firm, and a named active dot', async () => {
    renderPanel();

    const table = await screen.findByRole('table', { name: 'Users' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Maria Lopez', 'Clinic Staff', 'Riverside Chiropractic', ''],
      ['Jordan Hale', 'Attorney', 'Hale & PartnersLaw firm', ''],
      ['Avery Quinn', 'Super Admin', 'None', ''],
    ]);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'maria.lopez@riverside.example',
      'jordan.hale@halelaw.example',
      'superadmin@casebridge.demo',
    ]);
    expect(rows.map((row) => within(row).getByRole('img').getAttribute('aria-label'))).toEqual([
      'Active',
      'Inactive',
      'Active',
    ]);
    expect(screen.getByText('Showing 3 of 3 users')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('loads the next hundred users with Load more', async () => {
    const { rest, ui } = renderPanel({
      users: [ok(usersPage(threeUsers.slice(0, 2), 'cursor 2/3', 3))],
      extraRoutes: { 'GET /api/admin/users?cursor=cursor%202%2F3': [ok(usersPage(threeUsers.slice(2), null, 3))] },
    });

    expect(await screen.findByText('Showing 2 of 3 users')).toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findByText('Showing 3 of 3 users')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Users' })).getByText('Avery Quinn')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(rest.calls.filter((call) => call.url.startsWith('/api/admin/users')).map((call) => call.url)).toEqual([
      '/api/admin/users',
      '/api/admin/users?cursor=cursor%202%2F3',
    ]);
  });

  it("says 'Failed to fetch users' with the server's reason, and Retry loads them", async () => {
    const { ui } = renderPanel({ users: [refused(500, 'The database is restarting'), ok(usersPage(threeUsers))] });

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to fetch users')).toBeInTheDocument();
    expect(within(alert).getByText('The database is restarting')).toBeInTheDocument();
    await ui.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('table', { name: 'Users' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch users')).not.toBeInTheDocument();
  });

  it("says 'Failed to fetch clinics' when the clinics cannot be loaded, and Retry loads them", async () => {
    const { ui } = renderPanel({
      clinics: [refused(403, 'Super admin access required'), ok({ success: true, data: [riverside] })],
    });

    const section = await screen.findByRole('region', { name: 'Clinic Billing' });
    expect(await within(section).findByText('Failed to fetch clinics')).toBeInTheDocument();
    expect(within(section).getByText('Super admin access required')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Update Billing' })).not.toBeInTheDocument();
    await ui.click(within(section).getByRole('button', { name: 'Retry' }));

    expect(await within(section).findByRole('button', { name: 'Update Billing' })).toBeEnabled();
  });

  it('asks for a clinic before updating billing', async () => {
    const { rest, ui } = renderPanel();

    await ui.click(await screen.findByRole('button', { name: 'Update Billing' }));

    expect(await screen.findByText('Choose a clinic')).toBeInTheDocument();
    expect(rest.callsTo('PUT', `/api/admin/clinics/${riverside.id}/billing`)).toEqual([]);
  });

  it("updates a clinic's plan and status, shows the amount billed, and refreshes the clinics and the cards", async () => {
    const updated = aPanelClinic({
      subscriptionPlan: 'enterprise',
      billingStatus: 'active',
      monthlyBillingAmount: '599.00',
      plan: { code: 'enterprise', name: 'Enterprise', monthlyPrice: '599.00' },
    });
    const { rest, ui } = renderPanel({
      clinics: [ok({ success: true, data: [riverside, northside] }), ok({ success: true, data: [updated, northside] })],
      billing: [ok({ success: true, data: updated })],
      overview: overviewMock(
        { figures: platformFigures({ monthlyRevenue: '4186.50' }) },
        { figures: platformFigures({ monthlyRevenue: '4785.50' }) },
      ),
    });
    expect(await screen.findByText('$4,186.50')).toBeInTheDocument();

    await choose(ui, 'Clinic', 'Riverside Chiropractic');
    // The clinic's current plan and status are filled in.
    expect(screen.getByRole('combobox', { name: 'Plan' })).toHaveTextContent('Professional ($349.00/mo)');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Trial');
    expect(screen.getByText('Now: Professional, Trial, $349.00/mo')).toBeInTheDocument();

    await choose(ui, 'Plan', 'Enterprise ($599.00/mo)');
    expect(screen.getByText('Bills $599.00 a month')).toBeInTheDocument();
    await choose(ui, 'Status', 'Active');
    await ui.click(screen.getByRole('button', { name: 'Update Billing' }));

    expect(
      await screen.findByText(
        'Billing updated: Riverside Chiropractic is now on Enterprise (Active) at $599.00 a month.',
      ),
    ).toBeInTheDocument();
    expect(rest.callsTo('PUT', `/api/admin/clinics/${riverside.id}/billing`).map((call) => call.body)).toEqual([
      { subscriptionPlan: 'enterprise', billingStatus: 'active', monthlyBillingAmount: '599.00' },
    ]);
    expect(await screen.findByText('$4,785.50')).toBeInTheDocument();
    await waitFor(() => expect(rest.callsTo('GET', '/api/admin/clinics')).toHaveLength(2));
    expect(await screen.findByText('Now: Enterprise, Active, $599.00/mo')).toBeInTheDocument();
  });

  it("shows the server's refusal, under the field it names, and changes nothing on screen", async () => {
    const reason = 'Riverside Chiropractic has 5 active users; the Starter plan allows 3';
    const { rest, ui } = renderPanel({
      billing: [refused(409, reason, [{ field: 'subscriptionPlan', message: reason }])],
    });

    await choose(ui, 'Clinic', 'Riverside Chiropractic');
    await choose(ui, 'Plan', 'Starter ($249.00/mo)');
    await ui.click(screen.getByRole('button', { name: 'Update Billing' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(reason);
    expect(screen.getByRole('combobox', { name: 'Plan' })).toHaveAccessibleDescription(reason);
    expect(rest.callsTo('GET', '/api/admin/clinics')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Update Billing' })).toBeEnabled();
  });
});
