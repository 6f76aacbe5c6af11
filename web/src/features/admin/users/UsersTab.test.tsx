import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { graphqlError } from '../../../test/fixtures';
import { onAPhone } from '../../../test/phoneViewport';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { clinicOptionsMock, harper, invitee, maria, operatorMock, self, usersMock } from './test/userFixtures';
import { AdminUserForceLogoutMutation } from './useForceLogout';
import { AdminUserResendInvitationMutation } from './useResendInvitation';
import { AdminUserSetActiveMutation } from './useSetUserActive';
import { AdminUserSetRoleMutation } from './useSetUserRole';
import { UsersTab } from './UsersTab';

const everyone = [maria, harper, invitee, self];

function renderTab(mocks: MockLink.MockedResponse[], users = usersMock(() => ({ nodes: everyone }))) {
  renderWithProviders(<UsersTab />, {
    route: '/admin?tab=users',
    mocks: [users.mock, operatorMock, clinicOptionsMock, ...mocks],
  });
  return { user: userEvent.setup(), users };
}

const table = () => screen.getByRole('table', { name: 'Users' });
function rowOf(name: string) {
  const row = within(table())
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByRole('rowheader', { name: new RegExp(`^${name}`) }));
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
}

describe('UsersTab', () => {
  it('shows one row per user with name, email, role, clinic or attorney, status and last login', async () => {
    renderTab([]);
    expect(await screen.findByRole('rowheader', { name: 'Maria Lopez' })).toBeInTheDocument();
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Email', 'Role', 'Clinic / Attorney', 'Status', 'Last Login', 'Actions']);
    expect(screen.getByText('Showing 4 of 4 users')).toBeInTheDocument();

    const mariaRow = rowOf('Maria Lopez');
    expect(mariaRow.getByRole('link', { name: maria.email })).toHaveAttribute('href', `mailto:${maria.email}`);
    expect(mariaRow.getByRole('combobox', { name: 'Role of Maria Lopez' })).toHaveTextContent('Clinic Staff');
    expect(mariaRow.getByText('Riverside Chiropractic')).toBeInTheDocument();
    expect(mariaRow.getByText('Active')).toBeInTheDocument();
    expect(mariaRow.getByText(/Mar 5, 2025/)).toBeInTheDocument();
    expect(mariaRow.getByRole('button', { name: 'Deactivate' })).toBeInTheDocument();

    const harperRow = rowOf('James Harper');
    expect(harperRow.getByText('Harper & Associates')).toBeInTheDocument();
    expect(harperRow.getByText('Inactive')).toBeInTheDocument();
    expect(harperRow.getByText('Never')).toBeInTheDocument();
    expect(harperRow.getByRole('button', { name: 'Activate' })).toBeInTheDocument();

    expect(rowOf('Nia Brooks').getByText('Invited (email not sent)')).toBeInTheDocument();
    expect(rowOf('Nia Brooks').getByRole('button', { name: 'Resend Invitation' })).toBeInTheDocument();

    // The operator's own row: no role change, deactivation or force logout from here.
    const own = rowOf('Avery Quinn');
    expect(own.getByRole('combobox', { name: 'Role of Avery Quinn' })).toHaveAttribute('aria-disabled', 'true');
    expect(own.queryByRole('button', { name: 'Deactivate' })).not.toBeInTheDocument();
    expect(own.queryByRole('button', { name: 'Force Logout' })).not.toBeInTheDocument();
  });

  it('changes a role inline: the row shows it at once, then the list is asked for again', async () => {
    const promoted = { ...maria, role: 'clinic_admin' as const };
    const users = usersMock((_variables, request) => ({ nodes: request > 1 ? [promoted, harper] : [maria, harper] }));
    const setRole = jest.fn(() => ({ data: { adminUserSetRole: promoted } }));
    const { user } = renderTab(
      [
        {
          request: { query: AdminUserSetRoleMutation, variables: { id: maria.id, role: 'clinic_admin' } },
          result: setRole,
          delay: 50,
        },
      ],
      users,
    );
    await user.click(await screen.findByRole('combobox', { name: 'Role of Maria Lopez' }));
    await user.click(screen.getByRole('option', { name: 'Clinic Admin' }));

    // Optimistic: shown before the server answers.
    expect(rowOf('Maria Lopez').getByRole('combobox', { name: 'Role of Maria Lopez' })).toHaveTextContent(
      'Clinic Admin',
    );
    expect(await screen.findByText('Maria Lopez is now Clinic Admin. Their sessions were ended.')).toBeInTheDocument();
    expect(setRole).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(users.requests.length).toBeGreaterThanOrEqual(2));
  });

  it('puts the role back and says why when the change is refused', async () => {
    const { user } = renderTab([
      {
        request: { query: AdminUserSetRoleMutation, variables: { id: maria.id, role: 'super_admin' } },
        result: { errors: [graphqlError('At least one active Super Admin must remain', 'BAD_USER_INPUT')] },
      },
    ]);
    await user.click(await screen.findByRole('combobox', { name: 'Role of Maria Lopez' }));
    await user.click(screen.getByRole('option', { name: 'Super Admin' }));
    expect(
      await screen.findByText('Failed to change the role: At least one active Super Admin must remain'),
    ).toBeInTheDocument();
    expect(rowOf('Maria Lopez').getByRole('combobox', { name: 'Role of Maria Lopez' })).toHaveTextContent(
      'Clinic Staff',
    );
  });

  it('opens the Edit dialog when the new role needs an attorney record', async () => {
    const { user } = renderTab([]);
    await user.click(await screen.findByRole('combobox', { name: 'Role of Maria Lopez' }));
    await user.click(screen.getByRole('option', { name: 'Attorney' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Maria Lopez' });
    expect(within(dialog).getByRole('combobox', { name: /Role/ })).toHaveTextContent('Attorney');
    expect(within(dialog).getByRole('combobox', { name: /Attorney record/ })).toBeInTheDocument();
  });

  it('deactivates only after the confirmation, and Cancel does nothing', async () => {
    const deactivated = { ...maria, isActive: false };
    const setActive = jest.fn(() => ({ data: { adminUserSetActive: deactivated } }));
    const { user } = renderTab([
      {
        request: { query: AdminUserSetActiveMutation, variables: { id: maria.id, isActive: false } },
        result: setActive,
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Deactivate', description: 'Maria Lopez' }));
    const confirm = await screen.findByRole('dialog', { name: 'Deactivate user' });
    expect(confirm).toHaveTextContent('They will be signed out everywhere at once');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(setActive).not.toHaveBeenCalled();
    expect(rowOf('Maria Lopez').getByText('Active')).toBeInTheDocument();

    await user.click(rowOf('Maria Lopez').getByRole('button', { name: 'Deactivate' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Deactivate user' })).getByRole('button', {
        name: 'Deactivate',
      }),
    );
    expect(await screen.findByText(/Maria Lopez can no longer sign in/)).toBeInTheDocument();
    expect(setActive).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(rowOf('Maria Lopez').getByText('Inactive')).toBeInTheDocument();
  });

  it("force logout asks first, then shows the spec's success text", async () => {
    const forceLogout = jest.fn(() => ({
      data: { adminUserForceLogout: { __typename: 'AdminUserForceLogoutResult', userId: maria.id, sessionsEnded: 2 } },
    }));
    const { user } = renderTab([
      { request: { query: AdminUserForceLogoutMutation, variables: { id: maria.id } }, result: forceLogout },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Force Logout', description: 'Maria Lopez' }));
    const confirm = await screen.findByRole('dialog', { name: 'Force logout' });
    expect(forceLogout).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: 'Force Logout' }));
    expect(await screen.findByText('User sessions terminated successfully')).toBeInTheDocument();
    expect(forceLogout).toHaveBeenCalledTimes(1);
  });

  it('resends an invitation after confirming, and shows the new link when it was not emailed', async () => {
    const link = 'http://localhost:3000/invitation?token=' + 'a'.repeat(43);
    const { user } = renderTab([
      {
        request: { query: AdminUserResendInvitationMutation, variables: { id: invitee.id } },
        result: {
          data: {
            adminUserResendInvitation: {
              __typename: 'AdminAccountInvitationResult',
              user: invitee,
              invitation: {
                __typename: 'InvitationDelivery',
                expiresAt: '2025-03-12T14:30:00Z',
                mailConfigured: false,
                emailSent: false,
                emailError: 'Email is not configured on this server (SMTP_URL and MAIL_FROM)',
                link,
              },
            },
          },
        },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Resend Invitation' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Resend invitation' })).getByRole('button', { name: 'Resend' }),
    );
    const shown = await screen.findByRole('dialog', { name: 'New invitation link' });
    expect(within(shown).getByRole('textbox', { name: 'Invitation link' })).toHaveValue(link);
    await user.click(within(shown).getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(link);
    expect(within(shown).getByText('Copied')).toBeInTheDocument();
  });

  it('searches and filters by role on the server', async () => {
    const users = usersMock(({ search, role }) => ({
      nodes: search === 'harper' || role === 'attorney' ? [harper] : everyone,
    }));
    const { user } = renderTab([], users);
    await screen.findByRole('rowheader', { name: 'Maria Lopez' });
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'harper');
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Maria Lopez' })).not.toBeInTheDocument());
    expect(screen.getByText('1 user found')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search users' }));
    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    await user.click(screen.getByRole('option', { name: 'Attorney' }));
    await waitFor(() => expect(users.requests.at(-1)).toMatchObject({ search: null, role: 'attorney', first: 25 }));
  });

  it('loads the next page with Load more', async () => {
    const users = usersMock(({ after }) =>
      after === 'cursor-1'
        ? { nodes: [harper], totalCount: 2 }
        : { nodes: [maria], totalCount: 2, endCursor: 'cursor-1', hasNextPage: true },
    );
    const { user } = renderTab([], users);
    await user.click(await screen.findByRole('button', { name: 'Load more users' }));
    expect(await screen.findByRole('rowheader', { name: 'James Harper' })).toBeInTheDocument();
    expect(users.requests.at(-1)).toEqual({ search: null, role: null, first: 25, after: 'cursor-1' });
  });

  it('says so when the list cannot be loaded', async () => {
    const failing: MockLink.MockedResponse = {
      request: { query: usersMock(() => ({ nodes: [] })).mock.request.query, variables: () => true },
      result: { errors: [graphqlError('Only a Super Admin may do this.', 'FORBIDDEN')] },
    };
    renderWithProviders(<UsersTab />, { mocks: [failing, operatorMock] });
    expect(await screen.findByText('Could not load the users')).toBeInTheDocument();
    expect(screen.getByText('Only a Super Admin may do this.')).toBeInTheDocument();
  });
});

describe('UsersTab on a phone', () => {
  onAPhone();

  it('shows one card per user with email, role select, clinic or attorney, status and the actions', async () => {
    renderTab([]);
    const list = await screen.findByRole('list', { name: 'Users' });
    expect(screen.queryByRole('table', { name: 'Users' })).not.toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(everyone.length);

    const card = within(within(list).getByRole('listitem', { name: 'Maria Lopez' }));
    expect(card.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Email',
      'Role',
      'Clinic / Attorney',
      'Status',
    ]);
    expect(card.getByRole('link', { name: maria.email })).toHaveAttribute('href', `mailto:${maria.email}`);
    expect(card.getByRole('combobox', { name: 'Role of Maria Lopez' })).toHaveTextContent('Clinic Staff');
    expect(card.getByText('Riverside Chiropractic')).toBeInTheDocument();
    expect(card.getByText('Active')).toBeInTheDocument();
    expect(card.queryByText(/Mar 5, 2025/)).not.toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Deactivate' })).toBeInTheDocument();

    const own = within(within(list).getByRole('listitem', { name: 'Avery Quinn' }));
    expect(own.getByText('Avery Quinn (you)')).toBeInTheDocument();
    expect(own.queryByRole('button', { name: 'Deactivate' })).not.toBeInTheDocument();
  });
});
