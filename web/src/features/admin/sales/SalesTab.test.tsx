import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { SalesTab } from './SalesTab';
import {
  SalesCommissionApproveMutation,
  SalesCommissionsQuery,
  SalesOverviewQuery,
  SalesRepresentativeCreateMutation,
} from './salesQueries';

const rep = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'SalesRepresentativeView' as const,
  id: 1,
  firstName: 'Jordan',
  lastName: 'Blake',
  email: 'jordan.blake@casebridge.demo',
  phone: null,
  commissionRate: '10.00',
  commissionStructure: 'percentage',
  tiers: [],
  flatAmount: null,
  territory: 'Northern NJ',
  monthlyQuota: '1500.00',
  isActive: true,
  ytdSales: '4200.00',
  monthSales: '750.00',
  totalEarned: '300.00',
  pendingAmount: '39.90',
  payableAmount: '0.00',
  ...overrides,
});

const commission = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'SalesCommissionView' as const,
  id: 31,
  kind: 'sale',
  salesRepId: 1,
  salesRepName: 'Jordan Blake',
  clinicName: 'Summit Spine Center',
  invoiceNumber: 'CB-2026-000031',
  subscriptionPlan: 'professional',
  billingFrequency: 'monthly',
  saleType: 'renewal',
  saleDate: '2026-11-20',
  saleAmount: '399.00',
  commissionRate: '10.00',
  commissionAmount: '39.90',
  status: 'pending',
  clawbackReason: null,
  ...overrides,
});

const change = (text: string, positive = true) => ({ __typename: 'SalesFigureChange' as const, text, positive });

const overview = (reps = [rep()]) => ({
  request: { query: SalesOverviewQuery },
  result: {
    data: {
      salesSummary: {
        __typename: 'SalesSummary' as const,
        totalRevenue: '1149.00',
        totalRevenueChange: change('+15.0% from last month'),
        totalCommissions: '114.90',
        totalCommissionsChange: change('-4.2% from last month', false),
        pendingCommissions: 3,
        activeReps: 3,
        totalReps: 4,
        activeRepsChange: change('+0 since last month'),
        activeLeads: 3,
        qualifiedLeads: 1,
        activeLeadsChange: change('+2 since last month'),
      },
      salesRepresentatives: reps,
      salesRecentSales: [commission()],
    },
  },
  maxUsageCount: 5,
});

function renderTab(mocks: MockLink.MockedResponse[]) {
  renderWithProviders(<SalesTab chartWidth={600} />, { route: '/admin?tab=sales', mocks });
  return userEvent.setup();
}

const card = (label: string) =>
  screen.getByRole('heading', { level: 2, name: label }).closest('.MuiCard-root') as HTMLElement;

describe('SalesTab', () => {
  it('shows the four cards with their computed changes, the top reps and the recent sales', async () => {
    renderTab([overview()]);
    expect(await screen.findByText('$1,149.00')).toBeInTheDocument();
    expect(within(card('Total Revenue')).getByText('+15.0% from last month')).toBeInTheDocument();
    expect(within(card('Total Commissions')).getByText(/3 pending/)).toBeInTheDocument();
    expect(within(card('Total Commissions')).getByText('-4.2% from last month')).toBeInTheDocument();
    expect(within(card('Active Reps')).getByText(/of 4 total/)).toBeInTheDocument();
    expect(within(card('Active Leads')).getByText(/1 qualified/)).toBeInTheDocument();
    expect(screen.queryByText('+12.5% from last month')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Top representatives' })).getByText(/Jordan Blake: \$4,200.00/),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Recent sales' })).getByText(/Summit Spine Center/),
    ).toBeInTheDocument();
  });

  it('Add Representative: names and email required, rate 10 and percentage by default, then the spec’s message', async () => {
    const created = jest.fn(() => ({
      data: { salesRepresentativeCreate: rep({ id: 9, firstName: 'Casey', lastName: 'Park' }) },
    }));
    const user = renderTab([
      overview(),
      { request: { query: SalesRepresentativeCreateMutation, variables: () => true }, result: created },
    ]);
    await user.click(await screen.findByRole('tab', { name: 'Representatives' }));
    await user.click(screen.getByRole('button', { name: 'Add Representative' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Sales Representative' });
    expect(within(dialog).getByRole('spinbutton', { name: /Commission Rate/ })).toHaveValue(10);
    await user.click(within(dialog).getByRole('button', { name: 'Add Representative' }));
    expect(await within(dialog).findByText('First name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Last name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Email is required')).toBeInTheDocument();
    expect(created).not.toHaveBeenCalled();

    await user.type(within(dialog).getByRole('textbox', { name: /First Name/ }), 'Casey');
    await user.type(within(dialog).getByRole('textbox', { name: /Last Name/ }), 'Park');
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'casey@casebridge.demo');
    await user.click(within(dialog).getByRole('button', { name: 'Add Representative' }));

    expect(await screen.findByText('Sales representative saved successfully')).toBeInTheDocument();
    expect(created).toHaveBeenCalledWith(
      expect.objectContaining({
        input: expect.objectContaining({
          firstName: 'Casey',
          lastName: 'Park',
          email: 'casey@casebridge.demo',
          commissionRate: '10',
          commissionStructure: 'percentage',
          monthlyQuota: '0',
        }),
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Commissions: Approve on a pending commission says so', async () => {
    const approved = jest.fn(() => ({ data: { salesCommissionApprove: commission({ status: 'approved' }) } }));
    const user = renderTab([
      overview(),
      {
        request: { query: SalesCommissionsQuery, variables: { range: 'month' } },
        result: { data: { salesCommissions: [commission(), commission({ id: 32, status: 'paid' })] } },
        maxUsageCount: 3,
      },
      { request: { query: SalesCommissionApproveMutation, variables: { id: 31 } }, result: approved },
    ]);
    await user.click(await screen.findByRole('tab', { name: 'Commissions' }));
    const table = await screen.findByRole('table', { name: 'Commissions' });
    const approveButtons = within(table).getAllByRole('button', { name: /Approve the commission/ });
    expect(approveButtons).toHaveLength(1);
    await user.click(approveButtons[0]);
    expect(await screen.findByText('Commission approved successfully')).toBeInTheDocument();
    expect(approved).toHaveBeenCalledTimes(1);
  });
});
