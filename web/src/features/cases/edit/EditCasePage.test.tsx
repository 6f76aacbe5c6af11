import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { MockLink } from '@apollo/client/testing';
import { aUser, currentUserMock, graphqlError } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { aCaseDetail, caseDetailMock } from '../test/caseFixtures';
import EditCasePage from './EditCasePage';
import { CaseUpdateMutation } from './useUpdateCase';

// Whole form flows through MUI fields take a few seconds in jsdom; allow for a busy machine.
jest.setTimeout(20_000);

const stored = aCaseDetail({ settlementAmount: null });

const expectedInput = {
  caseType: 'auto_accident',
  status: 'closed',
  accidentDate: '2025-03-01',
  description: 'Rear-ended at a red light on Main Street.',
  notes: 'Prefers morning appointments.',
  settlementAmount: '25000.50',
};

function updateMock(answer: MockLink.MockedResponse['result']) {
  const result = jest.fn(() => answer);
  const mock: MockLink.MockedResponse = {
    request: { query: CaseUpdateMutation, variables: { id: 101, input: expectedInput } },
    result: result as MockLink.MockedResponse['result'],
  };
  return { mock, result };
}

async function renderEditCase(mocks: MockLink.MockedResponse[], route = '/cases/101/edit') {
  renderWithProviders(
    <Routes>
      <Route path="/cases/:id/edit" element={<EditCasePage />} />
      <Route path="/cases/:id" element={<p>Case detail page</p>} />
    </Routes>,
    { route, mocks: [currentUserMock(aUser()), ...mocks] },
  );
  return userEvent.setup();
}

async function closeWithSettlement(user: ReturnType<typeof userEvent.setup>, amount: string) {
  await user.click(await screen.findByLabelText(/^Status/));
  await user.click(screen.getByText('Closed'));
  await user.click(screen.getByLabelText(/^Settlement Amount/));
  await user.paste(amount);
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
}

describe('EditCasePage', () => {
  it('fills the form from the stored case', async () => {
    await renderEditCase([caseDetailMock(stored)]);

    expect(await screen.findByText('CASE-2025-001 · Alex Rivera')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Case' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Case Type/ })).toHaveTextContent('Auto Accident');
    expect(screen.getByRole('combobox', { name: /Status/ })).toHaveTextContent('Active Treatment');
    expect(screen.getByLabelText(/^Accident Date/)).toHaveValue('2025-03-01');
    expect(screen.getByLabelText('Internal Notes')).toHaveValue('Prefers morning appointments.');
    expect(screen.getByRole('link', { name: 'Back to Case' })).toHaveAttribute('href', '/cases/101');
  });

  it('saves the changes, says so and returns to the case', async () => {
    const saved = { data: { caseUpdate: { ...stored, status: 'closed', settlementAmount: '25000.50' } } };
    const { mock, result } = updateMock(saved);
    const user = await renderEditCase([caseDetailMock(stored), mock]);

    await closeWithSettlement(user, '25000.50');

    expect(await screen.findByText('Case detail page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/cases/101');
    expect(screen.getByText('Case updated')).toBeInTheDocument();
    expect(result).toHaveBeenCalledTimes(1);
  });

  it('refuses a negative amount or more than 2 decimals without sending anything', async () => {
    const { mock, result } = updateMock({ data: { caseUpdate: stored } });
    const user = await renderEditCase([caseDetailMock(stored), mock]);

    await closeWithSettlement(user, '-5');

    const message = 'Enter an amount such as 25000.00: not negative, at most 2 decimals';
    expect(await screen.findByText(message)).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^Settlement Amount/));
    await user.paste('12.345');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(screen.getByText(message)).toBeInTheDocument();
    expect(result).not.toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent('/cases/101/edit');
  });

  it('stays on the form with the server message when saving fails', async () => {
    const { mock } = updateMock({
      errors: [
        graphqlError('Invalid case', 'BAD_USER_INPUT', {
          fieldErrors: [{ field: 'settlementAmount', message: 'Amount is too large' }],
        }),
      ],
    });
    const user = await renderEditCase([caseDetailMock(stored), mock]);

    await closeWithSettlement(user, '25000.50');

    expect(await screen.findByText('Invalid case')).toBeInTheDocument();
    expect(screen.getByText('Amount is too large')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/cases/101/edit'));
  });

  it('shows Case Not Found when the case is missing', async () => {
    await renderEditCase([caseDetailMock(null, 999)], '/cases/999/edit');

    expect(await screen.findByRole('heading', { level: 1, name: 'Case Not Found' })).toBeInTheDocument();
  });
});
