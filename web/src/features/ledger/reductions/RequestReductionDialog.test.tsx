import { screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { graphqlError } from '../../../test/fixtures';
import {
  aLedger,
  aReductionRequest,
  abilities,
  anyRequestOf,
  attorneyAbilities,
  ledgerMutationMock,
} from '../test/ledgerFixtures';
import { renderBillingTab } from '../test/renderBillingTab';
import { ReductionRequestMutation } from './reductionMutations';

const REASON = 'Policy limit is $15,000 across three providers.';

/** The ledger after the request: pending, and the attorney may now only withdraw it. */
const afterRequest = aLedger({
  reductionRequests: [aReductionRequest({ requestedPercentage: null, requestedAmount: '900.00', reason: REASON })],
  abilities: abilities({ canRecordSettlement: true, reductionActions: ['withdraw'] }),
});

async function openDialog(mocks: MockLink.MockedResponse[] = []) {
  const tab = await renderBillingTab(aLedger({ abilities: attorneyAbilities }), mocks);
  await tab.user.click(screen.getByRole('button', { name: 'Request Reduction' }));
  return { ...tab, dialog: within(screen.getByRole('dialog', { name: 'Request Reduction' })) };
}

type Dialog = Awaited<ReturnType<typeof openDialog>>;

const percentageBox = (dialog: Dialog['dialog']) => dialog.getByRole('textbox', { name: /^Percentage/ });
const amountBox = (dialog: Dialog['dialog']) => dialog.getByRole('textbox', { name: /^Reduction amount/ });
const submit = ({ user, dialog }: Dialog) => user.click(dialog.getByRole('button', { name: 'Request Reduction' }));

async function writeReason({ user, dialog }: Dialog) {
  await user.click(dialog.getByRole('textbox', { name: /^Reason/ }));
  await user.paste(REASON);
}

describe('RequestReductionDialog', () => {
  it('requires a percentage or an amount, and a reason, and sends nothing without them', async () => {
    const { mock, sent } = anyRequestOf(ReductionRequestMutation);
    const opened = await openDialog([mock]);
    const { user, dialog } = opened;

    await submit(opened);
    expect(await dialog.findByText('Percentage is required')).toBeInTheDocument();
    expect(dialog.getByText('Reason is required')).toBeInTheDocument();

    await user.click(dialog.getByRole('radio', { name: 'Amount' }));
    expect(dialog.queryByRole('textbox', { name: /^Percentage/ })).not.toBeInTheDocument();
    await submit(opened);
    expect(await dialog.findByText('Reduction amount is required')).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
  });

  it('refuses a percentage outside 0.01 to 99.99 and an amount above the balance', async () => {
    const opened = await openDialog();
    const { user, dialog } = opened;

    await user.type(percentageBox(dialog), '100');
    await submit(opened);
    expect(
      await dialog.findByText('Percentage must be between 0.01 and 99.99, with at most 2 decimals'),
    ).toBeInTheDocument();

    await user.click(dialog.getByRole('radio', { name: 'Amount' }));
    await user.type(amountBox(dialog), '1150.01');
    await submit(opened);
    expect(
      await dialog.findByText('Reduction amount cannot be more than the balance of $1,150.00'),
    ).toBeInTheDocument();
  });

  it('sends only the chosen one of percentage and amount, and then shows the request as pending', async () => {
    const { mock, result } = ledgerMutationMock(
      ReductionRequestMutation,
      { caseId: 101, reductionAmount: '250.00', reason: REASON },
      { data: { ledger: afterRequest } },
    );
    const opened = await openDialog([mock]);
    const { user, dialog } = opened;

    // A percentage typed first and then left for an amount is not sent.
    await user.type(percentageBox(dialog), '20');
    expect(dialog.getByText('Reduces the balance by $230.00, to $920.00.')).toBeInTheDocument();
    await user.click(dialog.getByRole('radio', { name: 'Amount' }));
    await user.type(amountBox(dialog), '250');
    expect(dialog.getByText('Reduces the balance by $250.00, to $900.00.')).toBeInTheDocument();
    await writeReason(opened);
    await submit(opened);

    expect(await screen.findByText('Reduction requested')).toBeInTheDocument();
    expect(result).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Request Reduction' })).not.toBeInTheDocument());
    const request = within(screen.getByRole('list', { name: 'Reduction requests' })).getByRole('listitem');
    expect(within(request).getByText('Pending')).toBeInTheDocument();
    expect(request).toHaveTextContent('Proposed balance$900.00');
    expect(within(request).getByRole('button', { name: 'Withdraw' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request Reduction' })).not.toBeInTheDocument();
  });

  it('asks by percentage as a canonical decimal, previewing the reduction exactly', async () => {
    const { mock, result } = ledgerMutationMock(
      ReductionRequestMutation,
      { caseId: 101, percentage: '12.50', reason: REASON },
      { data: { ledger: afterRequest } },
    );
    const opened = await openDialog([mock]);
    const { user, dialog } = opened;

    await user.type(percentageBox(dialog), '12.5');
    expect(dialog.getByText('Reduces the balance by $143.75, to $1,006.25.')).toBeInTheDocument();
    await writeReason(opened);
    await submit(opened);

    expect(await screen.findByText('Reduction requested')).toBeInTheDocument();
    expect(result).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal under its field and in the failure toast, keeping the dialog open", async () => {
    const { mock } = ledgerMutationMock(
      ReductionRequestMutation,
      { caseId: 101, reductionAmount: '1100.00', reason: REASON },
      {
        errors: [
          graphqlError('The reduction cannot be more than the balance of $1,050.00', 'BAD_USER_INPUT', {
            fieldErrors: [
              { field: 'reductionAmount', message: 'The reduction cannot be more than the balance of $1,050.00' },
            ],
          }),
        ],
      },
    );
    const opened = await openDialog([mock]);
    const { user, dialog } = opened;

    await user.click(dialog.getByRole('radio', { name: 'Amount' }));
    await user.type(amountBox(dialog), '1100');
    await writeReason(opened);
    await submit(opened);

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Could not request the reduction');
    expect(toast).toHaveTextContent('The reduction cannot be more than the balance of $1,050.00');
    expect(amountBox(dialog)).toHaveAccessibleDescription('The reduction cannot be more than the balance of $1,050.00');
    expect(screen.getByRole('dialog', { name: 'Request Reduction' })).toBeInTheDocument();
  });
});
