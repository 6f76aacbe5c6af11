import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { aUser, currentUserMock } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { ClinicsTab } from './ClinicsTab';
import { BILLING_MANAGED_ELSEWHERE } from './ManageClinicDialog';
import { aCard, clinicsMock, plansMock } from './test/clinicFixtures';

const superAdmin = aUser({ role: 'super_admin', clinicId: null, clinic: null });
/** The seeded Support Agent: support, clinics and logs, not billing. */
const supportAgent = aUser({
  role: 'operator_staff',
  clinicId: null,
  clinic: null,
  operatorAreas: ['support', 'clinics', 'logs'],
});

function renderTab(mocks: MockLink.MockedResponse[], signedIn = superAdmin) {
  renderWithProviders(<ClinicsTab />, {
    route: '/admin?tab=clinics',
    mocks: [plansMock, currentUserMock(signedIn), ...mocks],
  });
  return userEvent.setup();
}

const riverside = aCard();
const summitOverrides = {
  plan: 'enterprise',
  clinic: {
    id: 8,
    name: 'Summit Spine',
    city: 'Denver',
    state: 'CO',
    subscriptionPlan: 'enterprise',
    billingStatus: 'overdue',
    monthlyRate: '1234.5',
    nextBillingDate: null,
    isActive: false,
  },
  usage: { users: 25, activeCases: 310, storageBytes: 12.4 * 1024 ** 2 },
};
const summit = aCard(summitOverrides);

const cardOf = (name: string) => within(screen.getByRole('article', { name }));

describe('ClinicsTab', () => {
  it('lists the plans from the plans table with their prices and limits', async () => {
    renderTab([clinicsMock([riverside])]);
    const starter = within(await screen.findByRole('region', { name: 'Starter plan' }));
    expect(starter.getByText('$249.00')).toBeInTheDocument();
    expect(starter.getByText('$2,490.00 / year')).toBeInTheDocument();
    expect(starter.getByText('3 users')).toBeInTheDocument();
    expect(starter.getByText('50 active cases')).toBeInTheDocument();
    expect(starter.getByText('5 GB storage')).toBeInTheDocument();
    const enterprise = within(screen.getByRole('region', { name: 'Enterprise plan' }));
    expect(enterprise.getByText('Unlimited users')).toBeInTheDocument();
    expect(enterprise.getByText('Unlimited active cases')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Professional plan' })).toBeInTheDocument();
  });

  it("shows each clinic's plan, status, usage against the plan, billing and next billing date", async () => {
    renderTab([clinicsMock([riverside, summit])]);

    await screen.findByRole('article', { name: 'Riverside Chiropractic' });
    const first = cardOf('Riverside Chiropractic');
    expect(first.getByText('Starter')).toBeInTheDocument();
    expect(await first.findByText('Active')).toBeInTheDocument();
    expect(first.getByText('2 / 3')).toBeInTheDocument();
    expect(first.getByText('41 / 50')).toBeInTheDocument();
    expect(first.getByText('1.5 GB / 5 GB')).toBeInTheDocument();
    expect(first.getByRole('progressbar', { name: 'Users' }).className).toContain('MuiLinearProgress-colorPrimary');
    expect(first.getByRole('progressbar', { name: 'Active cases' }).className).toContain(
      'MuiLinearProgress-colorError',
    );
    expect(first.getByText('$249.00')).toBeInTheDocument();
    expect(first.getByText('Jul 1, 2025')).toBeInTheDocument();

    const second = cardOf('Summit Spine');
    expect(second.getByText('Enterprise')).toBeInTheDocument();
    expect(second.getByText('Overdue')).toBeInTheDocument();
    expect(second.getByText('Inactive')).toBeInTheDocument();
    expect(second.getByText('25 / Unlimited')).toBeInTheDocument();
    expect(second.getByText('310 / Unlimited')).toBeInTheDocument();
    expect(second.getByText('12.4 MB / 500 GB')).toBeInTheDocument();
    expect(second.getByText('$1,234.50')).toBeInTheDocument();
    expect(second.getByText('Not scheduled')).toBeInTheDocument();
    expect(screen.getByText('Showing 2 of 2 clinics')).toBeInTheDocument();
  });

  it("opens the clinic's Manage dialog, and Add New Clinic opens the create dialog", async () => {
    const user = renderTab([clinicsMock([riverside, summit])]);
    await screen.findByRole('article', { name: 'Summit Spine' });

    await user.click(cardOf('Summit Spine').getByRole('button', { name: 'Manage' }));
    const manage = within(screen.getByRole('dialog', { name: 'Manage Summit Spine' }));
    expect(manage.getByRole('textbox', { name: /^Clinic Name/ })).toHaveValue('Summit Spine');
    await user.click(manage.getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Add New Clinic' }));
    expect(screen.getByRole('dialog', { name: 'Add New Clinic' })).toBeInTheDocument();
  });

  it('says so when there are no clinics yet', async () => {
    renderTab([clinicsMock([])]);
    expect(await screen.findByText('No clinics yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add New Clinic' })).toBeEnabled();
  });

  it("shows a support agent (no Billing area) each clinic's plan and usage without any billing, and Manage without it", async () => {
    // What the API answers them: the billing figures are null under clinicBillingVisible.
    const hidden = { billingStatus: null, monthlyRate: null, nextBillingDate: null } as const;
    const asAgentSees = [
      aCard({ clinic: hidden }),
      aCard({ ...summitOverrides, clinic: { ...summitOverrides.clinic, ...hidden } }),
    ];
    const user = renderTab([clinicsMock(asAgentSees)], supportAgent);

    await screen.findByRole('article', { name: 'Summit Spine' });
    const second = cardOf('Summit Spine');
    expect(second.getByText('Enterprise')).toBeInTheDocument();
    expect(second.getByText('Inactive')).toBeInTheDocument();
    expect(second.getByText('25 / Unlimited')).toBeInTheDocument();
    for (const name of ['Riverside Chiropractic', 'Summit Spine']) {
      const card = cardOf(name);
      expect(card.queryByText('Monthly billing')).not.toBeInTheDocument();
      expect(card.queryByText('Next billing')).not.toBeInTheDocument();
      expect(card.queryByText('Not set')).not.toBeInTheDocument();
      expect(card.queryByText('Not scheduled')).not.toBeInTheDocument();
    }

    await user.click(second.getByRole('button', { name: 'Manage' }));
    const manage = within(screen.getByRole('dialog', { name: 'Manage Summit Spine' }));
    expect(manage.getByRole('textbox', { name: /^Clinic Name/ })).toHaveValue('Summit Spine');
    expect(manage.getByText(BILLING_MANAGED_ELSEWHERE)).toBeInTheDocument();
    expect(manage.queryByRole('combobox', { name: /^Plan/ })).not.toBeInTheDocument();
  });
});
