import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { aUser, currentUserMock, graphqlError } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { attorneyOptionsMock, patientOptionsMock } from '../test/caseFixtures';
import CreateCasePage from './CreateCasePage';
import { NextCaseNumberPreviewQuery } from './NextCaseNumberField';
import { CaseCreateMutation } from './useCreateCase';

// Whole form flows through MUI pickers take a few seconds in jsdom; allow for a busy machine.
jest.setTimeout(20_000);

const previewMock: MockLink.MockedResponse = {
  request: { query: NextCaseNumberPreviewQuery },
  result: { data: { nextCaseNumberPreview: 'CASE-2025-014' } },
};

const expectedInput = {
  patientId: 7,
  attorneyId: 5,
  caseType: 'slip_fall',
  status: 'active_treatment',
  accidentDate: '2025-02-10',
  description: 'Fell on a wet floor',
  notes: null,
};

function createMock(answer: MockLink.MockedResponse['result']) {
  const result = jest.fn(() => answer);
  const mock: MockLink.MockedResponse = {
    request: { query: CaseCreateMutation, variables: { input: expectedInput } },
    result: result as MockLink.MockedResponse['result'],
  };
  return { mock, result };
}

const created = { data: { caseCreate: { __typename: 'Case', id: 120, caseNumber: 'CASE-2025-014' } } };

let alert: jest.SpyInstance;
beforeEach(() => {
  alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => alert.mockRestore());

/** Renders the page and waits for the form, which is shown once the signed-in user is known. */
async function renderCreateCase(mocks: MockLink.MockedResponse[]) {
  renderWithProviders(<CreateCasePage />, {
    route: '/new-case',
    mocks: [currentUserMock(aUser()), previewMock, patientOptionsMock, attorneyOptionsMock, ...mocks],
  });
  await screen.findByRole('form', { name: 'Create case form' });
  return userEvent.setup();
}

async function fillRequiredFields(user: ReturnType<typeof userEvent.setup>) {
  // Label queries: role queries compute every accessible name and make these long flows slow in jsdom.
  await user.click(screen.getByLabelText(/^Patient/));
  await user.click(await screen.findByText('Alex Rivera'));
  await user.click(screen.getByLabelText(/^Attorney/));
  await user.keyboard('Harp');
  await user.click(await screen.findByText('Sam Harper'));
  await user.click(screen.getByLabelText(/^Case Type/));
  await user.click(screen.getByText('Slip & Fall'));
  fireEvent.change(screen.getByLabelText(/^Accident Date/), { target: { value: '2025-02-10' } });
  await user.click(screen.getByLabelText('Description'));
  await user.paste('Fell on a wet floor');
}

describe('CreateCasePage', () => {
  it('links back to the dashboard cases view and shows the case number preview', async () => {
    await renderCreateCase([]);

    expect(screen.getByRole('heading', { level: 1, name: 'Create Case' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Cases' })).toHaveAttribute('href', '/dashboard?view=cases');
    const caseNumber = screen.getByRole('textbox', { name: 'Case Number' });
    await waitFor(() => expect(caseNumber).toHaveValue('CASE-2025-014'));
    expect(caseNumber).toHaveAttribute('readonly');
    expect(screen.getByText('Preview: the final number is assigned when the case is saved.')).toBeInTheDocument();
    expect(screen.getByText('Never shown to attorneys')).toBeInTheDocument();
  });

  it('starts with the Active Treatment status', async () => {
    await renderCreateCase([]);

    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Active Treatment');
  });

  it('alerts and sends nothing when required fields are missing, and marks the missing fields', async () => {
    const { mock, result } = createMock(created);
    const user = await renderCreateCase([mock]);

    await user.click(screen.getByRole('button', { name: 'Create Case' }));

    expect(alert).toHaveBeenCalledWith('Please fill in all required fields');
    expect(await screen.findByText('Patient is required')).toBeInTheDocument();
    expect(screen.getByText('Attorney is required')).toBeInTheDocument();
    expect(screen.getByText('Case type is required')).toBeInTheDocument();
    expect(screen.getByText('Accident date is required')).toBeInTheDocument();
    expect(result).not.toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent('/new-case');
  });

  it('creates the case with numeric ids and goes to the dashboard cases view', async () => {
    const { mock, result } = createMock(created);
    const user = await renderCreateCase([mock]);

    await fillRequiredFields(user);
    await user.click(screen.getByRole('button', { name: 'Create Case' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard?view=cases'));
    expect(result).toHaveBeenCalledTimes(1);
    expect(alert).not.toHaveBeenCalled();
    expect(screen.getByText('Case created')).toBeInTheDocument();
  });

  it('alerts Error creating case when creation fails', async () => {
    const { mock } = createMock({ errors: [graphqlError('Unexpected error', 'INTERNAL_SERVER_ERROR')] });
    const user = await renderCreateCase([mock]);

    await fillRequiredFields(user);
    await user.click(screen.getByRole('button', { name: 'Create Case' }));

    await waitFor(() => expect(alert).toHaveBeenCalledWith('Error creating case'));
    expect(screen.getByTestId('location')).toHaveTextContent('/new-case');
  });

  it('shows the plan limit message instead of the alert', async () => {
    const message = 'Your Starter plan allows 50 active cases. Upgrade to add more.';
    const { mock } = createMock({ errors: [graphqlError(message, 'LIMIT_REACHED')] });
    const user = await renderCreateCase([mock]);

    await fillRequiredFields(user);
    await user.click(screen.getByRole('button', { name: 'Create Case' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
  });

  it('shows the server message and field errors for invalid input', async () => {
    const { mock } = createMock({
      errors: [
        graphqlError('Invalid case', 'BAD_USER_INPUT', {
          fieldErrors: [{ field: 'patientId', message: 'This patient is inactive' }],
        }),
      ],
    });
    const user = await renderCreateCase([mock]);

    await fillRequiredFields(user);
    await user.click(screen.getByRole('button', { name: 'Create Case' }));

    expect(await screen.findByText('Invalid case')).toBeInTheDocument();
    expect(screen.getByText('This patient is inactive')).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
  });

  it('is not available to attorneys', async () => {
    renderWithProviders(<CreateCasePage />, {
      route: '/new-case',
      mocks: [currentUserMock(aUser({ role: 'attorney', clinicId: null, clinic: null, attorneyId: 3 }))],
    });

    expect(await screen.findByText('Access Restricted')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Case' })).not.toBeInTheDocument();
  });
});
