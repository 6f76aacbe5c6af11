import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { aLedger, abilities, anyRequestOf, attorneyAbilities, ledgerMutationMock } from '../test/ledgerFixtures';
import { renderBillingTab } from '../test/renderBillingTab';
import { SettlementRecordMutation } from './settlementRecordMutation';

async function openDialog(mocks: MockLink.MockedResponse[]) {
  const tab = await renderBillingTab(aLedger({ abilities: attorneyAbilities }), mocks);
  await tab.user.click(screen.getByRole('button', { name: 'Record Settlement' }));
  const dialog = within(screen.getByRole('dialog', { name: 'Record Settlement' }));
  const submit = () => tab.user.click(dialog.getByRole('button', { name: 'Record Settlement' }));
  return { ...tab, dialog, submit };
}

describe('RecordSettlementDialog', () => {
  it('requires an amount and refuses a settlement date in the future', async () => {
    const { mock, sent } = anyRequestOf(SettlementRecordMutation);
    const { dialog, submit } = await openDialog([mock]);

    fireEvent.change(dialog.getByLabelText(/^Settlement date/), { target: { value: '2999-01-01' } });
    await submit();

    expect(await dialog.findByText('Settlement amount is required')).toBeInTheDocument();
    expect(dialog.getByText('Settlement date cannot be in the future')).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
  });

  it('records the settlement and shows it on the summary', async () => {
    const { mock, result } = ledgerMutationMock(
      SettlementRecordMutation,
      { caseId: 101, settlementAmount: '15000.00', settlementDate: '2025-05-02' },
      {
        data: {
          ledger: aLedger({
            settlementAmount: '15000.00',
            settlementDate: '2025-05-02',
            abilities: abilities({ canRecordSettlement: true }),
          }),
        },
      },
    );
    const { user, dialog, submit } = await openDialog([mock]);

    await user.type(dialog.getByRole('textbox', { name: /^Settlement amount/ }), '15,000');
    fireEvent.change(dialog.getByLabelText(/^Settlement date/), { target: { value: '2025-05-02' } });
    await submit();

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Settlement recorded');
    expect(toast).toHaveTextContent('$15,000.00 on May 2, 2025.');
    expect(result).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Record Settlement' })).not.toBeInTheDocument());
    expect(within(screen.getByRole('region', { name: 'Settlement' })).getByText('$15,000.00')).toBeInTheDocument();
    // The reduction request is no longer offered: the answer's abilities say so.
    expect(screen.queryByRole('button', { name: 'Request Reduction' })).not.toBeInTheDocument();
  });
});
