import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { graphqlError } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { caseOptionMock, caseOptionsMock } from '../../cases/test/caseOptionFixtures';
import { anEntry } from '../test/billingFixtures';
import { BillingEntryForm } from './BillingEntryForm';
import { BillingEntryCreateMutation } from './useCreateBillingEntry';

// Flows through MUI pickers take a few seconds in jsdom; allow for a busy machine.
jest.setTimeout(20_000);

function createMock(input: Record<string, unknown>, answer: MockLink.MockedResponse['result']) {
  const result = jest.fn(() => answer);
  const mock: MockLink.MockedResponse = {
    request: { query: BillingEntryCreateMutation, variables: { input } },
    result: result as MockLink.MockedResponse['result'],
  };
  return { mock, result };
}

/** Any create request at all, for tests where nothing may be sent. */
function anyCreateMock() {
  const sent = jest.fn(() => true);
  const mock: MockLink.MockedResponse = {
    request: { query: BillingEntryCreateMutation, variables: sent },
    result: { data: null },
  };
  return { mock, sent };
}

async function renderForm(mocks: MockLink.MockedResponse[], initialCaseId: number | null = null) {
  renderWithProviders(<BillingEntryForm initialCaseId={initialCaseId} />, { mocks: [caseOptionsMock, ...mocks] });
  await screen.findByRole('form', { name: 'New billing entry form' });
  return userEvent.setup();
}

function form() {
  return within(screen.getByRole('form', { name: 'New billing entry form' }));
}

function amountField() {
  return form().getByRole('textbox', { name: /^Amount/ });
}

async function chooseCase(user: ReturnType<typeof userEvent.setup>, search: string, option: string) {
  await user.click(form().getByRole('combobox', { name: /^Case/ }));
  await user.keyboard(search);
  await user.click(await screen.findByRole('option', { name: new RegExp(option) }));
}

async function typeAmount(user: ReturnType<typeof userEvent.setup>, amount: string) {
  await user.clear(amountField());
  await user.type(amountField(), amount);
}

async function submit(user: ReturnType<typeof userEvent.setup>) {
  await user.click(form().getByRole('button', { name: 'Create Billing Entry' }));
}

describe('BillingEntryForm', () => {
  it('asks for the case and the amount, naming each, and sends nothing without them', async () => {
    const { mock, sent } = anyCreateMock();
    const user = await renderForm([mock]);

    await submit(user);

    expect(await form().findByText('Case is required')).toBeInTheDocument();
    expect(form().getByText('Amount is required')).toBeInTheDocument();
    expect(amountField()).toHaveAttribute('aria-invalid', 'true');
    expect(sent).not.toHaveBeenCalled();
  });

  it.each([
    ['-5', 'Amount cannot be negative'],
    ['12.345', 'Amount can have at most 2 decimal places'],
    ['12,50', 'Amount must be a number, such as 125.50'],
    ['100000000', 'Amount cannot be more than $99,999,999.99'],
  ])('refuses the amount %p with "%s"', async (amount, message) => {
    const { mock, sent } = anyCreateMock();
    const user = await renderForm([mock]);
    await chooseCase(user, 'Rivera', 'CASE-2025-001');

    await typeAmount(user, amount);
    await submit(user);

    expect(await form().findByText(message)).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
  });

  it('sends the amount as the decimal string typed (12.5 as "12.50"), the optional fields, and clears the form', async () => {
    const { mock, result } = createMock(
      { caseId: 102, amount: '12.50', description: 'Re-exam', dueDate: '2026-09-30' },
      { data: { billingEntryCreate: anEntry({ id: 7, caseId: 102, amount: '12.50', description: 'Re-exam' }) } },
    );
    const user = await renderForm([mock]);

    await chooseCase(user, 'Lee', 'CASE-2025-002');
    await typeAmount(user, '12.5');
    await user.type(form().getByRole('textbox', { name: /^Description/ }), '  Re-exam ');
    fireEvent.change(form().getByLabelText(/^Due Date/), { target: { value: '2026-09-30' } });
    await submit(user);

    expect(await screen.findByText('Billing entry created successfully')).toBeInTheDocument();
    expect(screen.getByText('INV-2026-000007 was added as pending.')).toBeInTheDocument();
    expect(result).toHaveBeenCalledTimes(1);
    expect(amountField()).toHaveValue('');
    expect(form().getByRole('textbox', { name: /^Description/ })).toHaveValue('');
    expect(form().getByLabelText(/^Due Date/)).toHaveValue('');
    expect(form().getByRole('combobox', { name: /^Case/ })).toHaveValue('');
  });

  it('keeps a large amount exact, digit for digit, and sends empty optional fields as null', async () => {
    const { mock, result } = createMock(
      { caseId: 101, amount: '99999999.99', description: null, dueDate: null },
      { data: { billingEntryCreate: anEntry({ id: 8, amount: '99999999.99' }) } },
    );
    const user = await renderForm([mock]);

    await chooseCase(user, 'Rivera', 'CASE-2025-001');
    await typeAmount(user, '99999999.99');
    await submit(user);

    expect(await screen.findByText('Billing entry created successfully')).toBeInTheDocument();
    expect(result).toHaveBeenCalledTimes(1);
  });

  it("shows the server's field errors under their fields, keeps the values, and says it failed", async () => {
    const { mock } = createMock(
      { caseId: 101, amount: '40.00', description: null, dueDate: null },
      {
        errors: [
          graphqlError('Invalid billing entry', 'BAD_USER_INPUT', {
            fieldErrors: [
              { field: 'amount', message: 'Amount must be between 0 and 99,999,999.99 with at most 2 decimals' },
              { field: 'caseId', message: 'Case not found' },
            ],
          }),
        ],
      },
    );
    const user = await renderForm([mock]);

    await chooseCase(user, 'Rivera', 'CASE-2025-001');
    await typeAmount(user, '40');
    await submit(user);

    expect(await screen.findByText('Failed to create billing entry')).toBeInTheDocument();
    const amountHelp = document.getElementById(amountField().getAttribute('aria-describedby') ?? '');
    expect(amountHelp).toHaveTextContent('Amount must be between 0 and 99,999,999.99 with at most 2 decimals');
    expect(form().getByText('Case not found')).toBeInTheDocument();
    expect(amountField()).toHaveValue('40');
    expect(screen.queryByText('Billing entry created successfully')).not.toBeInTheDocument();
  });

  it("puts the server's message in the failure toast when it names no field of the form", async () => {
    const { mock } = createMock(
      { caseId: 101, amount: '40.00', description: null, dueDate: null },
      { errors: [graphqlError('The ledger of CASE-2025-001 is closed', 'CONFLICT')] },
    );
    const user = await renderForm([mock]);

    await chooseCase(user, 'Rivera', 'CASE-2025-001');
    await typeAmount(user, '40');
    await submit(user);

    expect(await screen.findByText('Failed to create billing entry')).toBeInTheDocument();
    expect(screen.getByText('The ledger of CASE-2025-001 is closed')).toBeInTheDocument();
  });

  it('says it failed when the server cannot be reached, and lets the user try again', async () => {
    const mock: MockLink.MockedResponse = {
      request: { query: BillingEntryCreateMutation, variables: () => true },
      error: new Error('Failed to fetch'),
    };
    const user = await renderForm([mock]);

    await chooseCase(user, 'Rivera', 'CASE-2025-001');
    await typeAmount(user, '40');
    await submit(user);

    expect(await screen.findByText('Failed to create billing entry')).toBeInTheDocument();
    expect(form().getByRole('button', { name: 'Create Billing Entry' })).toBeEnabled();
  });

  it('starts with the case the page was opened for', async () => {
    await renderForm([caseOptionMock(102)], 102);

    expect(form().getByRole('combobox', { name: /^Case/ })).toHaveValue('CASE-2025-002 · Jordan Lee');
  });
});
