import { screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { graphqlError } from '../../../test/fixtures';
import {
  aLedger,
  aReductionRequest,
  abilities,
  anEntry,
  anyRequestOf,
  clinicAbilities,
  ledgerMutationMock,
  threeEntries,
  type MockLedger,
} from '../test/ledgerFixtures';
import { renderBillingTab } from '../test/renderBillingTab';
import { ReductionRespondMutation } from './reductionMutations';

/** A pending request for a balance of $920.00 instead of $1,150.00, which the clinic may answer. */
const pendingForClinic = aLedger({
  reductionRequests: [aReductionRequest()],
  abilities: abilities({ ...clinicAbilities, reductionActions: ['accept', 'reject', 'counter'] }),
});

/** The clinic countered with $1,000.00; the attorney may accept, reject or withdraw. */
const counteredForAttorney = aLedger({
  reductionRequests: [
    aReductionRequest({ status: 'countered', counterAmount: '1000.00', respondedByName: 'Maria Lopez' }),
  ],
  abilities: abilities({ canRecordSettlement: true, reductionActions: ['accept', 'reject', 'withdraw'] }),
});

function acceptedAt(balance: string, reduction: string, request = aReductionRequest()): MockLedger {
  return aLedger({
    balance,
    totalReductions: reduction,
    entries: [
      ...threeEntries,
      anEntry({
        id: 4,
        kind: 'reduction',
        amount: reduction,
        balanceAfter: balance,
        description: 'Reduction agreed',
        billingId: null,
        invoiceNumber: null,
        reductionRequestId: 7,
      }),
    ],
    reductionRequests: [
      { ...request, status: 'accepted', approvedAmount: balance, letterUrl: '/api/ledger/reductions/7/letter.pdf' },
    ],
    abilities: abilities(clinicAbilities),
  });
}

function theRequest() {
  return within(within(screen.getByRole('list', { name: 'Reduction requests' })).getByRole('listitem'));
}

async function openCounter(mocks: MockLink.MockedResponse[]) {
  const tab = await renderBillingTab(pendingForClinic, mocks);
  await tab.user.click(theRequest().getByRole('button', { name: 'Counter' }));
  const dialog = within(screen.getByRole('dialog', { name: 'Counter-offer' }));
  const amount = dialog.getByRole('textbox', { name: /^Counter amount/ });
  const send = () => tab.user.click(dialog.getByRole('button', { name: 'Send Counter-offer' }));
  return { ...tab, dialog, amount, send };
}

describe('Answering a reduction request', () => {
  it('counters with a balance between the proposal and the balance at the request, then shows it countered', async () => {
    const { mock, result } = ledgerMutationMock(
      ReductionRespondMutation,
      { requestId: 7, action: 'counter', counterAmount: '1000.00', notes: 'Treatment plan was completed.' },
      {
        data: {
          ledger: aLedger({
            reductionRequests: [
              aReductionRequest({
                status: 'countered',
                counterAmount: '1000.00',
                clinicNotes: 'Treatment plan was completed.',
                respondedByName: 'Maria Lopez',
              }),
            ],
            abilities: clinicAbilities,
          }),
        },
      },
    );
    const { user, dialog, amount, send } = await openCounter([mock]);
    expect(
      dialog.getByText(/proposes a balance of \$920\.00 \(a reduction of \$230\.00 from \$1,150\.00\)/),
    ).toBeInTheDocument();

    await send();
    expect(await dialog.findByText('Counter amount is required')).toBeInTheDocument();
    const outOfRange = 'Counter amount must be more than the proposed $920.00 and less than $1,150.00';
    for (const tooFar of ['920', '1150']) {
      await user.clear(amount);
      await user.type(amount, tooFar);
      await send();
      expect(await dialog.findByText(outOfRange)).toBeInTheDocument();
    }
    expect(result).not.toHaveBeenCalled();

    await user.clear(amount);
    await user.type(amount, '1,000');
    await user.click(dialog.getByRole('textbox', { name: /^Notes/ }));
    await user.paste('Treatment plan was completed.');
    await send();

    expect(await screen.findByText('Counter-offer sent')).toBeInTheDocument();
    expect(result).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Counter-offer' })).not.toBeInTheDocument());
    expect(theRequest().getByText('Countered')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Reduction requests' })).toHaveTextContent(
      'Counter-offer$1,000.00 (a reduction of $150.00)',
    );
    expect(theRequest().queryByRole('button', { name: 'Counter' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a counter under the amount and keeps the dialog open", async () => {
    const refusal = 'A counter must be between the requested $950.00 and the balance $1,150.00';
    const { mock } = ledgerMutationMock(
      ReductionRespondMutation,
      { requestId: 7, action: 'counter', counterAmount: '940.00', notes: null },
      {
        errors: [
          graphqlError(refusal, 'BAD_USER_INPUT', { fieldErrors: [{ field: 'counterAmount', message: refusal }] }),
        ],
      },
    );
    const { user, amount, send } = await openCounter([mock]);

    await user.type(amount, '940');
    await send();

    expect(await screen.findByRole('alert')).toHaveTextContent(`Could not send the counter-offer${refusal}`);
    expect(amount).toHaveAccessibleDescription(refusal);
    expect(screen.getByRole('dialog', { name: 'Counter-offer' })).toBeInTheDocument();
  });

  it('accepts a pending request once the clinic confirms the agreed balance, and offers the letter', async () => {
    const { mock, result } = ledgerMutationMock(
      ReductionRespondMutation,
      { requestId: 7, action: 'accept' },
      { data: { ledger: acceptedAt('920.00', '230.00') } },
    );
    const { user } = await renderBillingTab(pendingForClinic, [mock]);

    await user.click(theRequest().getByRole('button', { name: 'Accept' }));
    const confirm = within(screen.getByRole('dialog', { name: 'Accept the reduction?' }));
    expect(
      confirm.getByText(/The agreed balance will be \$920\.00: a reduction of \$230\.00 is posted/),
    ).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Accept' }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Reduction accepted');
    expect(toast).toHaveTextContent('The balance is now $920.00.');
    expect(result).toHaveBeenCalledTimes(1);
    expect(theRequest().getByRole('link', { name: 'Reduction letter' })).toHaveAttribute(
      'href',
      '/api/ledger/reductions/7/letter.pdf',
    );
    expect(within(screen.getByRole('region', { name: 'Balance' })).getByText('$920.00')).toBeInTheDocument();
  });

  it("lets the attorney accept the clinic's counter-offer at the countered balance", async () => {
    const { mock, result } = ledgerMutationMock(
      ReductionRespondMutation,
      { requestId: 7, action: 'accept' },
      { data: { ledger: acceptedAt('1000.00', '150.00', counteredForAttorney.reductionRequests[0]) } },
    );
    const { user } = await renderBillingTab(counteredForAttorney, [mock]);
    expect(theRequest().queryByRole('button', { name: 'Counter' })).not.toBeInTheDocument();

    await user.click(theRequest().getByRole('button', { name: 'Accept' }));
    const confirm = within(screen.getByRole('dialog', { name: 'Accept the counter-offer?' }));
    expect(confirm.getByText(/agreed balance will be \$1,000\.00: a reduction of \$150\.00/)).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Accept' }));

    expect(await screen.findByText('Reduction accepted')).toBeInTheDocument();
    expect(result).toHaveBeenCalledTimes(1);
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const { mock, sent } = anyRequestOf(ReductionRespondMutation);
    const { user } = await renderBillingTab(counteredForAttorney, [mock]);

    await user.click(theRequest().getByRole('button', { name: 'Reject' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Reject the counter-offer?' })).getByRole('button', { name: 'Cancel' }),
    );

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).not.toHaveBeenCalled();
  });

  it("says why a withdrawal failed, with the server's message", async () => {
    const { mock } = ledgerMutationMock(
      ReductionRespondMutation,
      { requestId: 7, action: 'withdraw' },
      { errors: [graphqlError('This reduction request is already accepted', 'CONFLICT')] },
    );
    const { user } = await renderBillingTab(counteredForAttorney, [mock]);

    await user.click(theRequest().getByRole('button', { name: 'Withdraw' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Withdraw the reduction request?' })).getByRole('button', {
        name: 'Withdraw',
      }),
    );

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Could not withdraw the reduction request');
    expect(toast).toHaveTextContent('This reduction request is already accepted');
  });
});
