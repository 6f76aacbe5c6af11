import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aUser, currentUserMock } from '../../test/fixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { anAdminUser } from '../admin/users/test/userFixtures';
import ClinicConsolePage from './ClinicConsolePage';
import { CLINIC_ADMIN_ONLY_MESSAGE } from './ClinicAccessDenied';
import { billingMock, invoicesMock, paymentsMock } from './billing/test/clinicBillingFixtures';
import { ClinicProfileUpdateMutation } from './profile/clinicProfileQueries';
import {
  clinicAdminMock,
  clinicUsersMock,
  maria,
  owner,
  profile,
  profileMock,
  subscriptionMock,
} from './test/clinicConsoleFixtures';
import { ClinicUserInviteMutation, ClinicUserSetActiveMutation } from './users/clinicUserQueries';

describe('ClinicConsolePage', () => {
  it.each(['clinic_staff', 'attorney'] as const)('tells %s that only clinic admins may open it', async (role) => {
    renderWithProviders(<ClinicConsolePage />, { route: '/clinic', mocks: [currentUserMock(aUser({ role }))] });
    expect(await screen.findByText(CLINIC_ADMIN_ONLY_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it("lists the clinic's users with seats against the plan; deactivating asks first, then updates the row", async () => {
    const deactivated = { ...maria, isActive: false };
    const setActive = jest.fn(() => ({ data: { clinicUserSetActive: deactivated } }));
    renderWithProviders(<ClinicConsolePage />, {
      route: '/clinic',
      mocks: [
        clinicAdminMock,
        clinicUsersMock([maria, owner]),
        subscriptionMock,
        {
          request: { query: ClinicUserSetActiveMutation, variables: { id: maria.id, isActive: false } },
          result: setActive,
        },
      ],
    });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Clinic Settings', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Users', selected: true })).toBeInTheDocument();
    expect(await screen.findByText('2 / 3')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Clinic users' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Email', 'Role', 'Status', 'Last sign-in', 'Actions']);
    const ownRow = within(within(table).getByRole('rowheader', { name: 'Olivia Owner (you)' }).closest('tr')!);
    expect(ownRow.queryByRole('button', { name: 'Deactivate' })).not.toBeInTheDocument();
    const mariaRow = within(within(table).getByRole('rowheader', { name: 'Maria Lopez' }).closest('tr')!);
    expect(mariaRow.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();

    await user.click(mariaRow.getByRole('combobox', { name: 'Role of Maria Lopez' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Clinic Staff', 'Clinic Admin']);
    await user.keyboard('{Escape}');

    await user.click(mariaRow.getByRole('button', { name: 'Deactivate' }));
    expect(setActive).not.toHaveBeenCalled();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(setActive).toHaveBeenCalledTimes(1));
    expect(await mariaRow.findByRole('button', { name: 'Activate' })).toBeInTheDocument();
  });

  it('invites a colleague as staff or admin and shows the link when no e-mail went out', async () => {
    const invited = anAdminUser({
      id: 'new-user',
      email: 'nia@riverside.example',
      firstName: 'Nia',
      lastName: 'Brooks',
      fullName: 'Nia Brooks',
      hasPassword: false,
    });
    const invite = jest.fn(() => ({
      data: {
        clinicUserInvite: {
          __typename: 'AdminAccountInvitationResult',
          user: invited,
          invitation: {
            __typename: 'InvitationDelivery',
            expiresAt: '2026-12-03T10:00:00Z',
            mailConfigured: false,
            emailSent: false,
            emailError: null,
            link: 'http://localhost/invitation?token=abc',
          },
        },
      },
    }));
    renderWithProviders(<ClinicConsolePage />, {
      route: '/clinic?tab=users',
      mocks: [
        clinicAdminMock,
        clinicUsersMock([owner]),
        subscriptionMock,
        {
          request: {
            query: ClinicUserInviteMutation,
            variables: {
              input: { email: 'nia@riverside.example', firstName: 'Nia', lastName: 'Brooks', role: 'clinic_admin' },
            },
          },
          result: invite,
        },
      ],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Invite User' }));
    const dialog = within(screen.getByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Send Invitation' }));
    expect(await dialog.findByText('Email is required')).toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: 'Email' }), 'nia@riverside.example');
    await user.type(dialog.getByRole('textbox', { name: 'First Name' }), 'Nia');
    await user.type(dialog.getByRole('textbox', { name: 'Last Name' }), 'Brooks');
    await user.click(dialog.getByRole('combobox', { name: /Role/ }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Clinic Staff', 'Clinic Admin']);
    await user.click(screen.getByRole('option', { name: 'Clinic Admin' }));
    await user.click(dialog.getByRole('button', { name: 'Send Invitation' }));
    await waitFor(() => expect(invite).toHaveBeenCalledTimes(1));
    expect(await screen.findByDisplayValue('http://localhost/invitation?token=abc')).toBeInTheDocument();
  });

  it('names a closing time before opening before saving, then saves the profile', async () => {
    const save = jest.fn(() => ({ data: { clinicProfileUpdate: { ...profile, name: 'Riverside Spine' } } }));
    renderWithProviders(<ClinicConsolePage />, {
      route: '/clinic?tab=profile',
      mocks: [
        clinicAdminMock,
        profileMock,
        { request: { query: ClinicProfileUpdateMutation, variables: () => true }, result: save },
      ],
    });
    const user = userEvent.setup();
    const name = await screen.findByRole('textbox', { name: 'Clinic name' });
    await user.clear(name);
    await user.type(name, 'Riverside Spine');
    const closes = screen.getByLabelText('Wednesday closes');
    await user.clear(closes);
    await user.type(closes, '07:00');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Closing time must be after opening')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();

    await user.clear(closes);
    await user.type(closes, '19:30');
    await user.click(screen.getByRole('switch', { name: 'Saturday open' }));
    await user.type(screen.getByLabelText('Saturday opens'), '09:00');
    await user.type(screen.getByLabelText('Saturday closes'), '12:00');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    const { input } = (save.mock.calls[0] as unknown as [{ input: { name: string; businessHours: unknown[] } }])[0];
    expect(input.name).toBe('Riverside Spine');
    expect(input.businessHours[2]).toEqual({ day: 'wednesday', closed: false, opens: '08:00', closes: '19:30' });
    expect(input.businessHours[5]).toEqual({ day: 'saturday', closed: false, opens: '09:00', closes: '12:00' });
  });

  it('shows the plan with its usage, and the subscription with its billing', async () => {
    renderWithProviders(<ClinicConsolePage />, {
      route: '/clinic?tab=plan',
      mocks: [clinicAdminMock, subscriptionMock, billingMock(), invoicesMock([]), paymentsMock([])],
    });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Starter plan' })).toBeInTheDocument();
    expect(screen.getByText('41 / 50')).toBeInTheDocument();
    expect(screen.getByText('12 MB / 5 GB')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Subscription' }));
    expect(await screen.findByText('$249.00')).toBeInTheDocument();
    expect(await screen.findByText('$149.00 owed')).toBeInTheDocument();
    expect(await screen.findByText('No invoices yet.')).toBeInTheDocument();
    expect(await screen.findByText('No payments yet.')).toBeInTheDocument();
  });
});
