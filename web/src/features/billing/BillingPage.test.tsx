import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { graphqlError } from '../../test/fixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { todayLocalDate } from '../../lib/localDate';
import { caseOptionsMock } from '../cases/test/caseOptionFixtures';
import { BillingStatusChangeMutation } from './actions/useChangeBillingStatus';
import { BillingPage } from './BillingPage';
import { BillingEntryCreateMutation } from './create/useCreateBillingEntry';
import {
  aCodedEntry,
  aSummary,
  anEntry,
  attorneyUser,
  billingTestClient,
  entriesMock,
  readOnly,
  staffUser,
  summaryMock,
  type MockEntry,
} from './test/billingFixtures';

// Whole flows through MUI dialogs and pickers take a few seconds in jsdom; allow for a busy machine.
jest.setTimeout(20_000);

const pending = anEntry({ id: 1, status: 'pending', createdAt: '2026-03-01T09:00:00.000Z' });
const submitted = anEntry({
  id: 2,
  status: 'submitted',
  caseId: 102,
  caseNumber: 'CASE-2025-002',
  patientName: 'Jordan Lee',
  amount: '800.00',
  adjustedAmount: '640.00',
  description: 'Therapy, 8 visits',
  dueDate: '2026-04-15',
  createdAt: '2026-03-02T09:00:00.000Z',
});
const paid = anEntry({
  id: 3,
  status: 'paid',
  amount: '300.00',
  paidDate: '2026-03-20',
  paymentMethod: 'ach',
  createdAt: '2026-03-03T09:00:00.000Z',
});
const denied = anEntry({ id: 4, status: 'denied', amount: '95.50', createdAt: '2026-03-04T09:00:00.000Z' });
const newestFirst = [denied, paid, submitted, pending];

/**
 * A tiny billing server: `billingEntries` answers from `entries` (newest first, filtered by status),
 * which a test changes as the real server's data would change.
 */
function billingServer(entries: MockEntry[]) {
  const server = { entries };
  const list = entriesMock((variables) => {
    const status = (variables.filter as { status: string | null } | null)?.status ?? null;
    return { nodes: server.entries.filter((entry) => status === null || entry.status === status) };
  });
  return { server, list };
}

function statusChangeMock(input: Record<string, unknown>, answer: MockLink.MockedResponse['result']) {
  const result = jest.fn(() => answer);
  const mock: MockLink.MockedResponse = {
    request: { query: BillingStatusChangeMutation, variables: { input } },
    result: result as MockLink.MockedResponse['result'],
  };
  return { mock, result };
}

async function renderPage(mocks: MockLink.MockedResponse[], { user = staffUser, route = '/billing' } = {}) {
  const testClient = billingTestClient([caseOptionsMock, ...mocks], user);
  renderWithProviders(<BillingPage />, { route, client: testClient.client });
  return { ...testClient, user: userEvent.setup() };
}

function entriesTable() {
  return screen.getByRole('table', { name: 'Billing entries' });
}

function rows() {
  return within(entriesTable()).getAllByRole('row').slice(1);
}

/** The invoice numbers of the rows, top to bottom. */
function invoiceOrder() {
  return rows().map((row) => /INV-\d{4}-\d{6}/.exec(row.textContent ?? '')?.[0]);
}

function rowOf(invoiceNumber: string) {
  const row = rows().find((candidate) => within(candidate).queryByText(invoiceNumber));
  if (!row) throw new Error(`no row for ${invoiceNumber}`);
  return within(row);
}

function card(label: string) {
  return within(screen.getByRole('region', { name: label }));
}

const statusButtons = /^(Submit|Mark Paid|Deny|Resubmit) INV/;

describe('BillingPage', () => {
  it("shows the four cards with the server's figures and counts", async () => {
    const { list } = billingServer([]);
    const { mock } = summaryMock(
      aSummary({
        totalBilled: '12345678.91',
        entryCount: 7,
        outstanding: '2500.50',
        outstandingCount: 2,
        paidThisMonth: '1250.00',
        paidThisMonthCount: 1,
        denied: '300.00',
        deniedCount: 3,
      }),
    );
    await renderPage([list.mock, mock]);

    expect(screen.getByRole('heading', { level: 1, name: 'Billing & Payments' })).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Total Billed' });
    expect(card('Total Billed').getByText('$12,345,678.91')).toBeInTheDocument();
    expect(card('Total Billed').getByText('Across 7 entries')).toBeInTheDocument();
    expect(card('Outstanding').getByText('$2,500.50')).toBeInTheDocument();
    expect(card('Outstanding').getByText('2 entries pending or submitted')).toBeInTheDocument();
    expect(card('Paid This Month').getByText('$1,250.00')).toBeInTheDocument();
    expect(card('Paid This Month').getByText('1 entry paid since the 1st')).toBeInTheDocument();
    expect(card('Denied').getByText('$300.00')).toBeInTheDocument();
    expect(card('Denied').getByText('3 entries denied')).toBeInTheDocument();
  });

  it('lists every entry newest first with its case, patient, amounts, status, dates and invoice', async () => {
    const { list } = billingServer(newestFirst);
    await renderPage([list.mock, summaryMock(aSummary()).mock]);

    await screen.findByRole('table', { name: 'Billing entries' });
    expect(invoiceOrder()).toEqual(['INV-2026-000004', 'INV-2026-000003', 'INV-2026-000002', 'INV-2026-000001']);
    expect(list.requests[0]).toEqual({ filter: { caseId: null, status: null }, first: 20 });

    const submittedRow = rowOf('INV-2026-000002');
    expect(submittedRow.getByRole('link', { name: 'CASE-2025-002' })).toHaveAttribute('href', '/cases/102');
    expect(submittedRow.getByText('Jordan Lee')).toBeInTheDocument();
    expect(submittedRow.getByText('$800.00')).toBeInTheDocument();
    expect(submittedRow.getByText('Adjusted $640.00')).toBeInTheDocument();
    expect(submittedRow.getByText('Submitted')).toBeInTheDocument();
    expect(submittedRow.getAllByText('Apr 15, 2026').length).toBeGreaterThan(0);

    const paidRow = rowOf('INV-2026-000003');
    expect(paidRow.getByText('Paid')).toBeInTheDocument();
    expect(paidRow.getByText('ACH')).toBeInTheDocument();
    expect(paidRow.getByText('Mar 20, 2026')).toBeInTheDocument();

    const invoice = rowOf('INV-2026-000001').getByRole('link', {
      name: 'Invoice INV-2026-000001 (PDF, opens in a new tab)',
    });
    expect(invoice).toHaveAttribute('href', '/api/v1/billing/1/invoice.pdf');
    expect(invoice).toHaveAttribute('target', '_blank');
    expect(invoice).toHaveAttribute('rel', 'noopener');
  });

  it('offers Submit only on the pending entry, and submitting moves it to submitted and refreshes the cards', async () => {
    const { list } = billingServer(newestFirst);
    const summary = summaryMock(
      aSummary({ outstanding: '1890.00', outstandingCount: 2 }),
      aSummary({ outstanding: '1890.00', outstandingCount: 2, totalBilled: '2285.50' }),
    );
    const { mock, result } = statusChangeMock(
      { id: 1, status: 'submitted' },
      { data: { billingStatusChange: { ...pending, status: 'submitted', nextStatuses: ['paid', 'denied'] } } },
    );
    const { user } = await renderPage([list.mock, summary.mock, mock]);
    await screen.findByRole('table', { name: 'Billing entries' });

    const submitButtons = screen.getAllByRole('button', { name: /^Submit INV/ });
    expect(submitButtons).toHaveLength(1);
    expect(submitButtons[0]).toHaveAccessibleName('Submit INV-2026-000001');
    expect(rowOf('INV-2026-000002').queryByRole('button', { name: /^Submit/ })).not.toBeInTheDocument();
    expect(rowOf('INV-2026-000003').queryByRole('button', { name: statusButtons })).not.toBeInTheDocument();

    await user.click(submitButtons[0]);

    expect(await screen.findByText('Billing status updated successfully')).toBeInTheDocument();
    expect(result).toHaveBeenCalledTimes(1);
    expect(rowOf('INV-2026-000001').getByText('Submitted')).toBeInTheDocument();
    expect(rowOf('INV-2026-000001').getByRole('button', { name: 'Mark Paid INV-2026-000001' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Submit INV/ })).not.toBeInTheDocument();
    await waitFor(() => expect(summary.requests).toHaveBeenCalledTimes(2));
    expect(await card('Total Billed').findByText('$2,285.50')).toBeInTheDocument();
  });

  it('Mark Paid asks for the payment method (required) and sends it with the paid date, today by default', async () => {
    const { list } = billingServer(newestFirst);
    const today = todayLocalDate();
    const { mock, result } = statusChangeMock(
      { id: 2, status: 'paid', paidDate: today, paymentMethod: 'insurance' },
      {
        data: {
          billingStatusChange: {
            ...submitted,
            status: 'paid',
            nextStatuses: [],
            paidDate: '2026-03-20',
            paymentMethod: 'insurance',
          },
        },
      },
    );
    const { user } = await renderPage([list.mock, summaryMock(aSummary()).mock, mock]);
    await screen.findByRole('table', { name: 'Billing entries' });

    await user.click(rowOf('INV-2026-000002').getByRole('button', { name: 'Mark Paid INV-2026-000002' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Mark Paid INV-2026-000002' }));
    expect(dialog.getByLabelText(/^Paid Date/)).toHaveValue(today);
    expect(dialog.getByText(/\$640\.00 for CASE-2025-002/)).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Mark Paid' }));
    expect(await dialog.findByText('Payment method is required')).toBeInTheDocument();
    expect(result).not.toHaveBeenCalled();

    await user.click(dialog.getByRole('combobox', { name: /^Payment Method/ }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Check',
      'ACH',
      'Credit card',
      'Cash',
      'Insurance',
      'Settlement',
      'Other',
    ]);
    await user.click(screen.getByRole('option', { name: 'Insurance' }));
    await user.click(dialog.getByRole('button', { name: 'Mark Paid' }));

    expect(await screen.findByText('Billing status updated successfully')).toBeInTheDocument();
    expect(result).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = rowOf('INV-2026-000002');
    expect(row.getByText('Paid')).toBeInTheDocument();
    expect(row.getByText('Insurance')).toBeInTheDocument();
    expect(row.queryByRole('button', { name: statusButtons })).not.toBeInTheDocument();
  });

  it('refuses a paid date in the future before asking the server', async () => {
    const { list } = billingServer(newestFirst);
    const anyChange = jest.fn(() => true);
    const { user } = await renderPage([
      list.mock,
      summaryMock(aSummary()).mock,
      { request: { query: BillingStatusChangeMutation, variables: anyChange }, result: { data: null } },
    ]);
    await screen.findByRole('table', { name: 'Billing entries' });

    await user.click(rowOf('INV-2026-000002').getByRole('button', { name: 'Mark Paid INV-2026-000002' }));
    const dialog = within(await screen.findByRole('dialog'));
    const paidDate = dialog.getByLabelText(/^Paid Date/);
    await user.clear(paidDate);
    await user.type(paidDate, '2999-01-01');
    await user.click(dialog.getByRole('combobox', { name: /^Payment Method/ }));
    await user.click(screen.getByRole('option', { name: 'Check' }));
    await user.click(dialog.getByRole('button', { name: 'Mark Paid' }));

    expect(await dialog.findByText('Paid date cannot be in the future')).toBeInTheDocument();
    expect(anyChange).not.toHaveBeenCalled();
  });

  it('Deny asks first; Cancel leaves the entry, Deny denies it', async () => {
    const { list } = billingServer(newestFirst);
    const { mock, result } = statusChangeMock(
      { id: 2, status: 'denied' },
      { data: { billingStatusChange: { ...submitted, status: 'denied', nextStatuses: ['pending'] } } },
    );
    const { user } = await renderPage([list.mock, summaryMock(aSummary()).mock, mock]);
    await screen.findByRole('table', { name: 'Billing entries' });

    await user.click(rowOf('INV-2026-000002').getByRole('button', { name: 'Deny INV-2026-000002' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Deny INV-2026-000002?' })).getByText('Cancel'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(result).not.toHaveBeenCalled();

    await user.click(rowOf('INV-2026-000002').getByRole('button', { name: 'Deny INV-2026-000002' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Deny INV-2026-000002?' }));
    await user.click(dialog.getByRole('button', { name: 'Deny' }));

    expect(await screen.findByText('Billing status updated successfully')).toBeInTheDocument();
    expect(result).toHaveBeenCalledTimes(1);
    expect(rowOf('INV-2026-000002').getByText('Denied')).toBeInTheDocument();
    expect(rowOf('INV-2026-000002').getByRole('button', { name: 'Resubmit INV-2026-000002' })).toBeInTheDocument();
  });

  it('Resubmit moves a denied entry back to pending', async () => {
    const { list } = billingServer(newestFirst);
    const { mock, result } = statusChangeMock(
      { id: 4, status: 'pending' },
      { data: { billingStatusChange: { ...denied, status: 'pending', nextStatuses: ['submitted'] } } },
    );
    const { user } = await renderPage([list.mock, summaryMock(aSummary()).mock, mock]);
    await screen.findByRole('table', { name: 'Billing entries' });

    await user.click(rowOf('INV-2026-000004').getByRole('button', { name: 'Resubmit INV-2026-000004' }));

    expect(await screen.findByText('Billing status updated successfully')).toBeInTheDocument();
    expect(result).toHaveBeenCalledTimes(1);
    expect(rowOf('INV-2026-000004').getByText('Pending')).toBeInTheDocument();
    expect(rowOf('INV-2026-000004').getByRole('button', { name: 'Submit INV-2026-000004' })).toBeInTheDocument();
  });

  it("shows the server's reason when a status change is refused, and leaves the entry as it was", async () => {
    const { list } = billingServer(newestFirst);
    const { mock } = statusChangeMock(
      { id: 1, status: 'submitted' },
      {
        errors: [
          graphqlError('A billing entry cannot move from submitted to submitted', 'BAD_USER_INPUT', {
            fieldErrors: [{ field: 'status', message: 'A billing entry cannot move from submitted to submitted' }],
          }),
        ],
      },
    );
    const { user } = await renderPage([list.mock, summaryMock(aSummary()).mock, mock]);
    await screen.findByRole('table', { name: 'Billing entries' });

    await user.click(screen.getByRole('button', { name: 'Submit INV-2026-000001' }));

    expect(await screen.findByText('Failed to update billing status')).toBeInTheDocument();
    expect(screen.getByText('A billing entry cannot move from submitted to submitted')).toBeInTheDocument();
    expect(rowOf('INV-2026-000001').getByText('Pending')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit INV-2026-000001' })).toBeEnabled();
  });

  it("shows a coded bill's services in a dialog, and offers none on a free-text bill", async () => {
    const coded = aCodedEntry();
    const { list } = billingServer([coded, pending]);
    const { user } = await renderPage([list.mock, summaryMock(aSummary()).mock]);
    await screen.findByRole('table', { name: 'Billing entries' });
    expect(screen.queryByRole('button', { name: /of INV-2026-000001$/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^\d+ services? of INV-2026-000007$/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Services of INV-2026-000007' }));
    const lines = dialog
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(lines).toEqual([
      [
        'Mar 2, 2026',
        '98941',
        'Spinal adjustment, 3-4 regionsDana Reyes',
        '1',
        '$65.00',
        '$65.00',
        'S13.4XXA, S33.5XXA',
      ],
      ['Mar 2, 2026', '97140-59', 'Manual therapy, each 15 minutesDana Reyes', '2', '$42.50', '$85.00', 'M54.2'],
    ]);
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows no move the server does not offer', async () => {
    const { list } = billingServer([
      { ...pending, nextStatuses: [] },
      { ...submitted, nextStatuses: ['denied'] },
    ]);
    await renderPage([list.mock, summaryMock(aSummary()).mock]);
    await screen.findByRole('table', { name: 'Billing entries' });

    expect(screen.queryByRole('button', { name: /^Submit INV/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Mark Paid INV/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deny INV-2026-000002' })).toBeInTheDocument();
  });

  it('puts an entry raised elsewhere at the top live, updates a changed one in place, and refreshes the cards', async () => {
    const { server, list } = billingServer([submitted, pending]);
    const summary = summaryMock(
      aSummary({ totalBilled: '2050.00', entryCount: 2 }),
      aSummary({ totalBilled: '2200.00', entryCount: 3 }),
    );
    const { deliver } = await renderPage([list.mock, summary.mock]);
    await screen.findByRole('table', { name: 'Billing entries' });
    expect(await card('Total Billed').findByText('$2,050.00')).toBeInTheDocument();

    const raisedElsewhere = anEntry({ id: 9, amount: '150.00', createdAt: '2026-03-09T09:00:00.000Z' });
    server.entries = [raisedElsewhere, ...server.entries];
    await deliver(raisedElsewhere);

    await waitFor(() => expect(invoiceOrder()).toEqual(['INV-2026-000009', 'INV-2026-000002', 'INV-2026-000001']));
    expect(await card('Total Billed').findByText('$2,200.00')).toBeInTheDocument();
    expect(card('Total Billed').getByText('Across 3 entries')).toBeInTheDocument();

    // The same entry again (the creator's own answer arriving twice) is not shown twice.
    await deliver(raisedElsewhere);
    expect(invoiceOrder()).toEqual(['INV-2026-000009', 'INV-2026-000002', 'INV-2026-000001']);

    await deliver({ ...submitted, status: 'paid', nextStatuses: [], paidDate: '2026-03-21', paymentMethod: 'check' });
    expect(await rowOf('INV-2026-000002').findByText('Paid')).toBeInTheDocument();
    expect(rowOf('INV-2026-000002').getByText('Check')).toBeInTheDocument();
    expect(invoiceOrder()).toEqual(['INV-2026-000009', 'INV-2026-000002', 'INV-2026-000001']);
  });

  it('filters by status, and a live change moves an entry out of the filtered list', async () => {
    const { server, list } = billingServer(newestFirst);
    const { user, deliver } = await renderPage([list.mock, summaryMock(aSummary()).mock]);
    await screen.findByRole('table', { name: 'Billing entries' });

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All',
      'Pending',
      'Submitted',
      'Paid',
      'Denied',
    ]);
    await user.click(screen.getByRole('option', { name: 'Submitted' }));

    await waitFor(() => expect(invoiceOrder()).toEqual(['INV-2026-000002']));
    expect(list.requests).toContainEqual({ filter: { caseId: null, status: 'submitted' }, first: 20 });

    const nowDenied = { ...submitted, status: 'denied' as const, nextStatuses: ['pending' as const] };
    server.entries = server.entries.map((entry) => (entry.id === 2 ? nowDenied : entry));
    await deliver(nowDenied);

    expect(await screen.findByText('No submitted billing entries')).toBeInTheDocument();
  });

  it('loads the next page after the last cursor', async () => {
    const list = entriesMock((variables) =>
      variables.after === 'cursor-1'
        ? { nodes: [pending] }
        : { nodes: [denied, paid, submitted], endCursor: 'cursor-1', hasNextPage: true },
    );
    const { user } = await renderPage([list.mock, summaryMock(aSummary()).mock]);
    await screen.findByRole('table', { name: 'Billing entries' });

    await user.click(screen.getByRole('button', { name: 'Load more billing entries' }));

    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(list.requests).toContainEqual({ filter: { caseId: null, status: null }, first: 20, after: 'cursor-1' });
    expect(invoiceOrder()[3]).toBe('INV-2026-000001');
    expect(screen.queryByRole('button', { name: /Load more/ })).not.toBeInTheDocument();
  });

  it('creates an entry that joins the top of the list at once, and refreshes the cards', async () => {
    const { list } = billingServer([pending]);
    const summary = summaryMock(aSummary({ totalBilled: '1250.00' }), aSummary({ totalBilled: '1262.50' }));
    const created = anEntry({ id: 12, amount: '12.50', description: null, createdAt: '2026-03-10T09:00:00.000Z' });
    const create: MockLink.MockedResponse = {
      request: {
        query: BillingEntryCreateMutation,
        variables: { input: { caseId: 101, amount: '12.50', description: null, dueDate: null } },
      },
      result: { data: { billingEntryCreate: created } },
    };
    const { user, deliver } = await renderPage([list.mock, summary.mock, create]);
    await screen.findByRole('table', { name: 'Billing entries' });
    const form = within(screen.getByRole('form', { name: 'New billing entry form' }));

    await user.click(form.getByRole('combobox', { name: /^Case/ }));
    await user.keyboard('Rivera');
    await user.click(await screen.findByRole('option', { name: /CASE-2025-001/ }));
    await user.type(form.getByRole('textbox', { name: /^Amount/ }), '12.5');
    await user.click(form.getByRole('button', { name: 'Create Billing Entry' }));

    expect(await screen.findByText('Billing entry created successfully')).toBeInTheDocument();
    expect(invoiceOrder()).toEqual(['INV-2026-000012', 'INV-2026-000001']);
    expect(rowOf('INV-2026-000012').getByText('$12.50')).toBeInTheDocument();
    expect(await card('Total Billed').findByText('$1,262.50')).toBeInTheDocument();

    // The server also delivers the creator's own entry live: it is not shown twice.
    await deliver(created);
    expect(invoiceOrder()).toEqual(['INV-2026-000012', 'INV-2026-000001']);
  });

  it('shows attorneys their cases’ bills read-only: no form, no moves, only the invoice', async () => {
    const { list } = billingServer(newestFirst.map(readOnly));
    await renderPage([list.mock, summaryMock(aSummary()).mock], { user: attorneyUser });
    await screen.findByRole('table', { name: 'Billing entries' });

    expect(rows()).toHaveLength(4);
    expect(screen.queryByRole('heading', { name: 'New Billing Entry' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'New billing entry form' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: statusButtons })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^Invoice INV/ })).toHaveLength(4);
    expect(
      screen.getByText('Bills the clinics have submitted on your cases, and where each one stands.'),
    ).toBeInTheDocument();
  });

  it("names each bill's clinic for an attorney, and offers no Pending filter (the server never sends them drafts)", async () => {
    const { list } = billingServer(newestFirst.map(readOnly));
    const { user } = await renderPage([list.mock, summaryMock(aSummary()).mock], { user: attorneyUser });
    const table = await screen.findByRole('table', { name: 'Billing entries' });

    expect(within(table).getByRole('columnheader', { name: 'Clinic' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Outstanding' })).toHaveTextContent(/submitted, awaiting payment/);
    expect(within(rows()[0]).getAllByText('Riverside Chiropractic').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['All', 'Submitted', 'Paid', 'Denied']);
  });

  it('shows clinic staff no Clinic column: every bill is their own clinic’s', async () => {
    const { list } = billingServer(newestFirst);
    await renderPage([list.mock, summaryMock(aSummary()).mock]);
    const table = await screen.findByRole('table', { name: 'Billing entries' });

    expect(within(table).queryByRole('columnheader', { name: 'Clinic' })).not.toBeInTheDocument();
  });

  it('says when there are no bills yet', async () => {
    const { list } = billingServer([]);
    await renderPage([list.mock, summaryMock(aSummary()).mock]);

    expect(await screen.findByText('No billing entries yet')).toBeInTheDocument();
    expect(screen.getByText('Bills you raise with the form above appear here.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'New Billing Entry' })).toBeInTheDocument();
  });

  it('shows an error with Retry when the list cannot be loaded, and loads it on Retry', async () => {
    let failing = true;
    const list = entriesMock(() => (failing ? new Error('Database unavailable') : { nodes: [pending] }));
    const { user } = await renderPage([list.mock, summaryMock(aSummary()).mock]);

    expect(await screen.findByText('Could not load billing entries')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('table', { name: 'Billing entries' })).toBeInTheDocument();
    expect(invoiceOrder()).toEqual(['INV-2026-000001']);
  });

  it('tells when live updates stop, and then has the list and the cards ask the server every 30 seconds', async () => {
    const { list } = billingServer([pending]);
    const { client, breakLiveUpdates } = await renderPage([list.mock, summaryMock(aSummary()).mock]);
    await screen.findByRole('table', { name: 'Billing entries' });
    await screen.findByRole('region', { name: 'Total Billed' });
    const pollIntervals = () =>
      [...client.getObservableQueries('active')]
        .filter((query) => ['BillingEntries', 'BillingSummary'].includes(query.queryName ?? ''))
        .map((query) => [query.queryName, query.options.pollInterval ?? null]);

    // While live updates work, nothing is polled.
    expect(pollIntervals()).toEqual(
      expect.arrayContaining([
        ['BillingEntries', null],
        ['BillingSummary', null],
      ]),
    );
    expect(screen.queryByText(/Live updates are paused/)).not.toBeInTheDocument();

    await breakLiveUpdates();

    expect(await screen.findByText(/Live updates are paused/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reconnect' })).toBeInTheDocument();
    await waitFor(() =>
      expect(pollIntervals()).toEqual(
        expect.arrayContaining([
          ['BillingEntries', 30_000],
          ['BillingSummary', 30_000],
        ]),
      ),
    );
  });
});
