import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { MockLink } from '@apollo/client/testing';
import { aUser, currentUserMock, graphqlError } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/renderWithProviders';
import CaseDetailPage from '../detail/CaseDetailPage';
import { aCaseDetail, anAuditEntry, attorneyOptionsMock, caseDetailMock } from '../test/caseFixtures';
import { CaseTransferMutation } from './useTransferCase';

// Whole form flows through MUI pickers take a few seconds in jsdom; allow for a busy machine.
jest.setTimeout(20_000);

const transferred = aCaseDetail({
  attorney: { __typename: 'Attorney', id: 5, fullName: 'Sam Harper', firmName: 'Harper Law', phone: null },
  history: [
    anAuditEntry({
      id: 'audit-9',
      action: 'transfer',
      reason: 'Client request',
      changes: [
        {
          __typename: 'FieldChange',
          field: 'attorneyId',
          label: 'Attorney',
          oldValue: 'Dana Whitfield',
          newValue: 'Marcus Bell',
        },
      ],
    }),
  ],
  transfers: [
    {
      __typename: 'CaseTransfer',
      id: 1,
      transferDate: '2025-04-02T15:30:00Z',
      transferredByName: 'Maria Lopez',
      reason: 'Client request',
      notes: null,
      fromAttorney: { __typename: 'Attorney', id: 3, fullName: 'Dana Cole' },
      toAttorney: { __typename: 'Attorney', id: 5, fullName: 'Sam Harper' },
    },
  ],
});

const expectedInput = { toAttorneyId: 5, reason: 'Client request', notes: null };

function transferMock(answer: MockLink.MockedResponse['result']) {
  const result = jest.fn(() => answer);
  const mock: MockLink.MockedResponse = {
    request: { query: CaseTransferMutation, variables: { id: 101, input: expectedInput } },
    result: result as MockLink.MockedResponse['result'],
  };
  return { mock, result };
}

async function openDialog(mocks: MockLink.MockedResponse[]) {
  renderWithProviders(
    <Routes>
      <Route path="/cases/:id" element={<CaseDetailPage />} />
    </Routes>,
    {
      route: '/cases/101',
      mocks: [currentUserMock(aUser()), caseDetailMock(aCaseDetail()), attorneyOptionsMock, ...mocks],
    },
  );
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Transfer Case' }));
  return { user, dialog: within(screen.getByRole('dialog', { name: 'Transfer Case' })) };
}

async function chooseAttorney(
  user: ReturnType<typeof userEvent.setup>,
  dialog: ReturnType<typeof within>,
  name: string,
) {
  await user.click(dialog.getByRole('combobox', { name: /New attorney/ }));
  await user.click(await screen.findByRole('option', { name: new RegExp(name) }));
}

describe('TransferCaseDialog', () => {
  it('shows the current attorney and does not offer them as the new one', async () => {
    const { user, dialog } = await openDialog([]);

    expect(dialog.getByText(/Current attorney:/)).toHaveTextContent('Current attorney: Dana Cole · Cole Legal');
    await user.click(dialog.getByRole('combobox', { name: /New attorney/ }));
    expect(await screen.findByRole('option', { name: /Sam Harper/ })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Dana Cole/ })).not.toBeInTheDocument();
  });

  it('requires a new attorney and a reason, and sends nothing without them', async () => {
    const { mock, result } = transferMock({ data: { caseTransfer: transferred } });
    const { user, dialog } = await openDialog([mock]);

    await user.click(dialog.getByRole('button', { name: 'Transfer' }));

    expect(await dialog.findByText('Reason is required')).toBeInTheDocument();
    expect(dialog.getByText('Select the attorney to transfer to')).toBeInTheDocument();
    expect(result).not.toHaveBeenCalled();

    await chooseAttorney(user, dialog, 'Sam Harper');
    await user.click(dialog.getByRole('button', { name: 'Transfer' }));
    expect(dialog.getByText('Reason is required')).toBeInTheDocument();
    expect(result).not.toHaveBeenCalled();
  });

  it('transfers the case, says so, and shows the new attorney and the history entry', async () => {
    const { mock, result } = transferMock({ data: { caseTransfer: transferred } });
    const { user, dialog } = await openDialog([mock]);

    await chooseAttorney(user, dialog, 'Sam Harper');
    await user.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Client request');
    await user.click(dialog.getByRole('button', { name: 'Transfer' }));

    expect(await screen.findByText('Case transferred')).toBeInTheDocument();
    expect(result).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Transfer Case' })).not.toBeInTheDocument());
    const attorneyCard = within(screen.getByRole('region', { name: 'Attorney' }));
    expect(attorneyCard.getByRole('link', { name: 'Sam Harper' })).toHaveAttribute('href', '/attorneys/5');

    await user.click(screen.getByRole('tab', { name: 'History' }));
    expect(screen.getByText('Attorney: Dana Whitfield → Marcus Bell')).toBeInTheDocument();
    expect(screen.getByText('Dana Cole → Sam Harper')).toBeInTheDocument();
  });

  it('keeps the dialog open with the server message and the field error when the transfer is refused', async () => {
    const { mock } = transferMock({
      errors: [
        graphqlError('Invalid transfer', 'BAD_USER_INPUT', {
          fieldErrors: [{ field: 'reason', message: 'Reason is too short' }],
        }),
      ],
    });
    const { user, dialog } = await openDialog([mock]);

    await chooseAttorney(user, dialog, 'Sam Harper');
    await user.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Client request');
    await user.click(dialog.getByRole('button', { name: 'Transfer' }));

    expect(await dialog.findByText('Invalid transfer')).toBeInTheDocument();
    expect(dialog.getByText('Reason is too short')).toBeInTheDocument();
    expect(screen.queryByText('Case transferred')).not.toBeInTheDocument();
  });
});
