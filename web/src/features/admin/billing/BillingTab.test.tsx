import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { graphqlError } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { BillingAdjustmentApplyMutation } from './billingQueries';
import { BillingTab } from './BillingTab';
import {
  aRecord,
  aSummary,
  adjustmentsMock,
  clinicOptionsMock,
  recordsMock,
  summaryMock,
} from './test/billingFixtures';

function renderTab(mocks: MockLink.MockedResponse[]) {
  renderWithProviders(<BillingTab />, { route: '/admin?tab=billing', mocks });
  return userEvent.setup();
}

const card = (label: string) => screen.getByRole('region', { name: label });

describe('BillingTab', () => {
  it('shows the four figures with their definitions, the alerts and the recent payments', async () => {
    const user = renderTab([summaryMock()]);

    expect(await screen.findByText('$1,139.67')).toBeInTheDocument();
    expect(within(card('Active Subscriptions')).getByText('4')).toBeInTheDocument();
    expect(within(card('Overdue Accounts')).getByText('$416.67 outstanding')).toBeInTheDocument();
    expect(within(card('Success Rate')).getByText('33.3%')).toBeInTheDocument();
    await user.hover(within(card('Success Rate')).getByText(/1 of 3 charges/));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Successful charges in % of successful and failed charges over the last 30 days.',
    );
    expect(screen.getByText('1 clinic is overdue past the 7-day grace period')).toBeInTheDocument();
    const payments = screen.getByRole('table', { name: 'Recent payments' });
    expect(within(payments).getByText('txn_abc123')).toBeInTheDocument();
    expect(within(payments).getByRole('link', { name: /Invoice CB-2026-000031/ })).toHaveAttribute(
      'href',
      '/api/billing/clinic-invoices/31/pdf',
    );
  });

  it('says "No charges yet" when no charge was decided in 30 days', async () => {
    renderTab([summaryMock(aSummary({ successRate: null, successfulCharges: 0, failedCharges: 0 }))]);
    expect(await screen.findByText('No charges yet')).toBeInTheDocument();
  });

  it('an alert opens Subscriptions filtered to the clinics it concerns; Retry shows for overdue rows only', async () => {
    const user = renderTab([
      summaryMock(),
      recordsMock({ status: 'overdue', first: 50 }, [aRecord()]),
      recordsMock({ status: null, first: 50 }, [
        aRecord(),
        aRecord({ id: 8, clinicId: 8, clinicName: 'Alder Chiropractic', status: 'active', balance: '0.00' }),
      ]),
    ]);
    await user.click(await screen.findByRole('button', { name: 'View' }));

    const table = await screen.findByRole('table', { name: 'Subscriptions' });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Overdue');
    expect(within(table).getByText('Birch Spine')).toBeInTheDocument();
    expect(within(table).getByText('-$291.67')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Retry payment for Birch Spine' })).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'All' }));
    const all = await screen.findByRole('table', { name: 'Subscriptions' });
    await waitFor(() => expect(within(all).getByText('Alder Chiropractic')).toBeInTheDocument());
    expect(within(all).queryByRole('button', { name: 'Retry payment for Alder Chiropractic' })).not.toBeInTheDocument();
    expect(
      within(all).getByRole('button', { name: 'Cancel the subscription of Alder Chiropractic' }),
    ).toBeInTheDocument();
  });

  it('Add Adjustment: clinic, amount and reason are required; nothing is sent until they are', async () => {
    const applied = jest.fn(() => ({
      data: { billingAdjustmentApply: { __typename: 'BillingAdjustmentEntry', id: 5, status: 'applied' } },
    }));
    const user = renderTab([
      summaryMock(),
      clinicOptionsMock(null, [aRecord(), aRecord({ id: 8, clinicId: 8, clinicName: 'Alder Chiropractic' })]),
      clinicOptionsMock('birch', [aRecord()]),
      adjustmentsMock(),
      { request: { query: BillingAdjustmentApplyMutation, variables: () => true }, result: applied },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Add Adjustment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Adjustment' });
    await user.click(within(dialog).getByRole('button', { name: 'Apply Adjustment' }));

    expect(await within(dialog).findByText('Clinic is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Amount is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Reason is required')).toBeInTheDocument();
    expect(applied).not.toHaveBeenCalled();

    // The clinics are searched on the server as the operator types.
    await user.type(within(dialog).getByRole('combobox', { name: /Clinic/ }), 'birch');
    await waitFor(() => expect(screen.queryByRole('option', { name: /Alder Chiropractic/ })).not.toBeInTheDocument());
    await user.click(await screen.findByRole('option', { name: /Birch Spine/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Amount/ }), '40.5');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Goodwill');
    await user.click(within(dialog).getByRole('button', { name: 'Apply Adjustment' }));

    expect(await screen.findByText('Billing adjustment processed successfully')).toBeInTheDocument();
    expect(applied).toHaveBeenCalledTimes(1);
    expect(applied).toHaveBeenCalledWith(
      expect.objectContaining({
        input: {
          clinicId: 7,
          type: 'credit',
          amount: '40.50',
          reason: 'Goodwill',
          requestKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
        },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Add Adjustment: a refused adjustment shows the spec’s error and keeps the dialog open', async () => {
    const user = renderTab([
      summaryMock(),
      clinicOptionsMock(null, [aRecord()]),
      {
        request: { query: BillingAdjustmentApplyMutation, variables: () => true },
        result: { errors: [graphqlError('Refund is more than the clinic paid', 'BAD_USER_INPUT')] },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Add Adjustment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Adjustment' });
    await user.click(within(dialog).getByRole('combobox', { name: /Clinic/ }));
    await user.click(await screen.findByRole('option', { name: /Birch Spine/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Amount/ }), '10');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Refund');
    await user.click(within(dialog).getByRole('button', { name: 'Apply Adjustment' }));

    expect(await screen.findByText('Error: Failed to process billing adjustment')).toBeInTheDocument();
    expect(screen.getByText('Refund is more than the clinic paid')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Adjustment' })).toBeInTheDocument();
  });
});
