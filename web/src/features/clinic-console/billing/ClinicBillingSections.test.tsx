import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphqlError } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { ClinicCardSection } from './ClinicCardSection';
import { ClinicInvoicesSection } from './ClinicInvoicesSection';
import { ClinicPaymentsSection } from './ClinicPaymentsSection';
import { clinicAdminMock } from '../test/clinicConsoleFixtures';
import { ClinicCardUpdateMutation, PayOpenInvoicesMutation } from './clinicBillingQueries';
import { billingMock, invoicesMock, paymentsMock } from './test/clinicBillingFixtures';

const nextYear = String(new Date().getFullYear() + 1);

async function fillCard(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, number: string) {
  await user.type(within(dialog).getByRole('textbox', { name: /Card number/ }), number);
  await user.click(within(dialog).getByRole('combobox', { name: /Expiry month/ }));
  await user.click(screen.getByRole('option', { name: '08' }));
  await user.click(within(dialog).getByRole('combobox', { name: /Expiry year/ }));
  await user.click(screen.getByRole('option', { name: nextYear }));
  await user.type(within(dialog).getByRole('textbox', { name: /Name on card/ }), 'Ana Ruiz');
}

describe("the clinic admin's billing sections", () => {
  it('shows what is owed and the card on file, the invoices with their PDF, and why a charge failed', async () => {
    renderWithProviders(
      <>
        <ClinicCardSection />
        <ClinicInvoicesSection />
        <ClinicPaymentsSection />
      </>,
      { mocks: [clinicAdminMock, billingMock(), invoicesMock(), paymentsMock()] },
    );
    expect(await screen.findByText('$149.00 owed')).toBeInTheDocument();
    expect(screen.getByText('Visa ending in 4242, expires 08/2029')).toBeInTheDocument();
    const invoices = await screen.findByRole('table', { name: 'Invoices' });
    const row = within(within(invoices).getByRole('rowheader', { name: 'CB-2026-000031' }).closest('tr')!);
    expect(row.getByText('Nov 1, 2026 to Nov 30, 2026')).toBeInTheDocument();
    expect(row.getByText('$149.00')).toBeInTheDocument();
    expect(row.getByText('Open')).toBeInTheDocument();
    expect(row.getByRole('link', { name: 'Invoice CB-2026-000031 as PDF' })).toHaveAttribute(
      'href',
      '/api/billing/clinic-invoices/31/pdf',
    );
    const payments = await screen.findByRole('table', { name: 'Payments' });
    expect(within(payments).getByText('The card was declined.')).toBeInTheDocument();
    expect(within(payments).getByText('Failed')).toBeInTheDocument();
  });

  it('says so when nothing is owed, no card is on file and nothing was invoiced yet', async () => {
    renderWithProviders(
      <>
        <ClinicCardSection />
        <ClinicInvoicesSection />
      </>,
      { mocks: [clinicAdminMock, billingMock({ balance: '0.00', card: null }), invoicesMock([])] },
    );
    expect(await screen.findByText('Nothing owed')).toBeInTheDocument();
    expect(screen.getByText('No card on file: add one so your subscription can renew')).toBeInTheDocument();
    expect(await screen.findByText('No invoices yet.')).toBeInTheDocument();
  });

  it('saves a new card and closes the form', async () => {
    const save = jest.fn(() => ({
      data: {
        clinicCardUpdate: {
          __typename: 'ClinicBillingCard',
          id: 5,
          brand: 'Mastercard',
          last4: '4444',
          expMonth: 8,
          expYear: Number(nextYear),
        },
      },
    }));
    renderWithProviders(<ClinicCardSection />, {
      mocks: [
        clinicAdminMock,
        billingMock(),
        { request: { query: ClinicCardUpdateMutation, variables: () => true }, result: save },
      ],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Update card' }));
    const dialog = screen.getByRole('dialog', { name: 'Update card' });
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));
    expect(await within(dialog).findByText('Card number is required')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();

    await fillCard(user, dialog, '5555 5555 5555 4444');
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save).toHaveBeenCalledWith({
      input: { cardNumber: '5555 5555 5555 4444', expMonth: 8, expYear: Number(nextYear), holderName: 'Ana Ruiz' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Update card' })).not.toBeInTheDocument());
    expect(
      await screen.findByText('Mastercard ending in 4444 will be charged for your subscription.'),
    ).toBeInTheDocument();
  });

  it("shows the provider's refusal under the card number and keeps the form open", async () => {
    const message = 'The built-in payment provider accepts only its test cards (for example 4242 4242 4242 4242)';
    renderWithProviders(<ClinicCardSection />, {
      mocks: [
        clinicAdminMock,
        billingMock(),
        {
          request: { query: ClinicCardUpdateMutation, variables: () => true },
          result: {
            errors: [graphqlError(message, 'BAD_USER_INPUT', { fieldErrors: [{ field: 'cardNumber', message }] })],
          },
        },
      ],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Update card' }));
    const dialog = screen.getByRole('dialog', { name: 'Update card' });
    await fillCard(user, dialog, '4111 1111 1111 1111');
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /Card number/ })).toHaveAccessibleDescription(message),
    );
    expect(screen.getByRole('dialog', { name: 'Update card' })).toBeInTheDocument();
  });

  it.each([
    [
      'a declined card',
      {
        charges: 1,
        openInvoices: 1,
        billingStatus: 'overdue',
        balance: '-149.00',
        failureMessage: 'The card was declined.',
      },
      'The card was declined. Update your card and pay again.',
    ],
    [
      'a paid invoice',
      { charges: 1, openInvoices: 0, billingStatus: 'active', balance: '0.00', failureMessage: null },
      'Your open invoice is paid. Thank you.',
    ],
  ])('Pay now charges the open invoices of their own clinic and reports %s', async (_label, outcome, message) => {
    const pay = jest.fn(() => ({ data: { payOpenInvoices: { __typename: 'OpenInvoicesPayment', ...outcome } } }));
    renderWithProviders(<ClinicCardSection />, {
      mocks: [
        clinicAdminMock,
        billingMock(),
        { request: { query: PayOpenInvoicesMutation, variables: () => true }, result: pay },
        invoicesMock(),
        paymentsMock(),
      ],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(pay).toHaveBeenCalledWith({ clinicId: 1 }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('offers Pay now only when something is owed and a card is on file', async () => {
    renderWithProviders(<ClinicCardSection />, { mocks: [clinicAdminMock, billingMock({ balance: '0.00' })] });
    expect(await screen.findByText('Nothing owed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
  });
});
