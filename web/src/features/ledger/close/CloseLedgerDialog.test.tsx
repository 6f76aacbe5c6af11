import { screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import {
  aLedger,
  aReductionRequest,
  abilities,
  anEntry,
  clinicAbilities,
  ledgerMutationMock,
  threeEntries,
  type MockLedger,
} from '../test/ledgerFixtures';
import { renderBillingTab } from '../test/renderBillingTab';
import { writeOffNotice } from './closeLedgerText';
import { LedgerCloseMutation } from './ledgerCloseMutation';

const closed = aLedger({
  balance: '0.00',
  totalWriteOffs: '1150.00',
  closedAt: '2025-06-01T16:00:00Z',
  closedByName: 'Maria Lopez',
  entries: [
    ...threeEntries,
    anEntry({
      id: 4,
      kind: 'write_off',
      amount: '1150.00',
      balanceAfter: '0.00',
      description: 'Written off at close: Case settled',
      billingId: null,
      invoiceNumber: null,
    }),
  ],
  abilities: abilities(),
});

async function openDialog(ledger: MockLedger, mocks: MockLink.MockedResponse[]) {
  const tab = await renderBillingTab(ledger, mocks);
  await tab.user.click(screen.getByRole('button', { name: 'Close Ledger' }));
  return { ...tab, dialog: within(screen.getByRole('dialog', { name: 'Close Ledger' })) };
}

describe('CloseLedgerDialog', () => {
  it('states the balance to be written off, closes with the note, and then shows the ledger closed', async () => {
    const { mock, result } = ledgerMutationMock(
      LedgerCloseMutation,
      { caseId: 101, notes: 'Case settled' },
      { data: { ledger: closed } },
    );
    const pending = aLedger({
      reductionRequests: [aReductionRequest()],
      abilities: abilities({ ...clinicAbilities, reductionActions: ['accept', 'reject', 'counter'] }),
    });
    const { user, dialog } = await openDialog(pending, [mock]);

    expect(dialog.getByText(/The balance of \$1,150\.00 will be written off\./)).toHaveTextContent(
      'The open reduction request is withdrawn.',
    );
    await user.click(dialog.getByRole('textbox', { name: /^Note/ }));
    await user.paste('Case settled');
    await user.click(dialog.getByRole('button', { name: 'Close Ledger' }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Ledger closed');
    expect(toast).toHaveTextContent('$1,150.00 was written off.');
    expect(result).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Close Ledger' })).not.toBeInTheDocument());
    expect(screen.getByRole('status', { name: 'Ledger closed' })).toHaveTextContent(
      /^Ledger closedClosed by Maria Lopez/,
    );
    // Only the toast's own Close button is left: every ledger action is gone.
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['Close']);
  });

  it('sends no note when none is given', async () => {
    const { mock, result } = ledgerMutationMock(
      LedgerCloseMutation,
      { caseId: 101, notes: null },
      { data: { ledger: closed } },
    );
    const { user, dialog } = await openDialog(aLedger(), [mock]);

    await user.click(dialog.getByRole('button', { name: 'Close Ledger' }));

    expect(await screen.findByRole('status', { name: 'Ledger closed' })).toHaveTextContent(/^Ledger closed/);
    expect(result).toHaveBeenCalledTimes(1);
  });
});

describe('writeOffNotice', () => {
  it('says what closing writes off for a balance, a zero balance and a credit', () => {
    expect(writeOffNotice('1150.00')).toBe('The balance of $1,150.00 will be written off.');
    expect(writeOffNotice('0.00')).toBe('The balance is $0.00, so nothing is written off.');
    expect(writeOffNotice('-20.00')).toBe('The ledger shows a credit of $20.00; nothing is written off.');
  });
});
