import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { todayLocalDate } from '../../../lib/localDate';
import { aLedger, anEntry, anyRequestOf, ledgerMutationMock, threeEntries } from '../test/ledgerFixtures';
import { renderBillingTab } from '../test/renderBillingTab';
import { LedgerPaymentRecordMutation } from './ledgerPaymentRecordMutation';

async function openDialog(mocks: MockLink.MockedResponse[]) {
  const tab = await renderBillingTab(aLedger(), mocks);
  await tab.user.click(screen.getByRole('button', { name: 'Record Payment' }));
  const dialog = within(screen.getByRole('dialog', { name: 'Record Payment' }));
  const submit = () => tab.user.click(dialog.getByRole('button', { name: 'Record Payment' }));
  return { ...tab, dialog, submit };
}

describe('RecordPaymentDialog', () => {
  it('requires an amount above zero, a payment method and a date received that is not in the future', async () => {
    const { mock, sent } = anyRequestOf(LedgerPaymentRecordMutation);
    const { user, dialog, submit } = await openDialog([mock]);
    expect(dialog.getByLabelText(/^Date received/)).toHaveValue(todayLocalDate());

    await submit();
    expect(await dialog.findByText('Amount is required')).toBeInTheDocument();
    expect(dialog.getByText('Payment method is required')).toBeInTheDocument();

    await user.type(dialog.getByRole('textbox', { name: /^Amount/ }), '0');
    fireEvent.change(dialog.getByLabelText(/^Date received/), { target: { value: '2999-01-01' } });
    await submit();
    expect(await dialog.findByText('Amount must be more than $0.00')).toBeInTheDocument();
    expect(dialog.getByText('Date received cannot be in the future')).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
  });

  it('records the payment, says so with the new balance, and shows it in the ledger', async () => {
    const { mock, result } = ledgerMutationMock(
      LedgerPaymentRecordMutation,
      { caseId: 101, amount: '250.50', receivedDate: todayLocalDate(), paymentMethod: 'ach', reference: 'TX-88' },
      {
        data: {
          ledger: aLedger({
            balance: '899.50',
            totalPayments: '350.50',
            entries: [
              ...threeEntries,
              anEntry({
                id: 4,
                kind: 'payment',
                amount: '250.50',
                balanceAfter: '899.50',
                description: 'Payment received',
                effectiveDate: todayLocalDate(),
                billingId: null,
                invoiceNumber: null,
                paymentMethod: 'ach',
                reference: 'TX-88',
              }),
            ],
          }),
        },
      },
    );
    const { user, dialog, submit } = await openDialog([mock]);

    await user.type(dialog.getByRole('textbox', { name: /^Amount/ }), '250.5');
    await user.click(dialog.getByRole('combobox', { name: /^Payment method/ }));
    await user.click(await screen.findByRole('option', { name: 'ACH' }));
    await user.type(dialog.getByRole('textbox', { name: /^Reference/ }), 'TX-88');
    await submit();

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Payment recorded');
    expect(toast).toHaveTextContent('$250.50 received; the balance is now $899.50.');
    expect(result).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Record Payment' })).not.toBeInTheDocument());
    expect(screen.getByText('ACH · TX-88')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Balance' })).getByText('$899.50')).toBeInTheDocument();
  });
});
