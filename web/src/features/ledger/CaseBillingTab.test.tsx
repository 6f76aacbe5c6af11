import { screen, waitFor, within } from '@testing-library/react';
import {
  CASE_ID,
  aLedger,
  anEntry,
  aReductionRequest,
  abilities,
  attorneyAbilities,
  clinicAbilities,
  threeEntries,
} from './test/ledgerFixtures';
import { aCodedEntry, anEntry as aBill } from '../billing/test/billingFixtures';
import { renderBillingTab } from './test/renderBillingTab';

const ledgerActions = ['Request Reduction', 'Record Settlement', 'Record Payment', 'Close Ledger'];
const requestActions = ['Accept', 'Counter', 'Reject', 'Withdraw'];

/** Each body row of the ledger table as its cells' text. */
function ledgerRows(): string[][] {
  const table = screen.getByRole('table', { name: 'Ledger entries' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent ?? ''),
    );
}

/** The figure of a summary card (the first line under its label). */
function cardValue(label: string) {
  return within(screen.getByRole('region', { name: label })).getAllByRole('paragraph')[0];
}

function shownActions(names: string[]): string[] {
  return names.filter((name) => screen.queryByRole('button', { name }) !== null);
}

describe('CaseBillingTab', () => {
  it('shows the totals, and every posting in order with its signed amount and the running balance', async () => {
    await renderBillingTab(aLedger({ settlementAmount: '15000.00', settlementDate: '2025-05-02' }));

    expect(ledgerRows()).toEqual([
      [
        'Mar 3, 2025',
        'Charge',
        'Initial exam and adjustmentsInvoice INV-2025-0011',
        '+$1,000.00',
        '$1,000.00',
        'Maria Lopez',
      ],
      ['Mar 10, 2025', 'Charge', 'Therapy, week 2Invoice INV-2025-0012', '+$250.00', '$1,250.00', 'Maria Lopez'],
      ['Mar 20, 2025', 'Payment', 'Payment receivedCheck · #1042', '\u2212$100.00', '$1,150.00', 'Jo Park'],
    ]);
    expect(cardValue('Balance')).toHaveTextContent('$1,150.00');
    expect(cardValue('Total Charges')).toHaveTextContent('$1,250.00');
    expect(cardValue('Payments')).toHaveTextContent('$100.00');
    expect(cardValue('Reductions')).toHaveTextContent('$0.00');
    expect(cardValue('Write-offs')).toHaveTextContent('$0.00');
    const settlement = within(screen.getByRole('region', { name: 'Settlement' }));
    expect(settlement.getByText('$15,000.00')).toBeInTheDocument();
    expect(settlement.getByText('Settled on May 2, 2025')).toBeInTheDocument();
  });

  it('has no settlement card until the settlement is recorded', async () => {
    await renderBillingTab(aLedger());

    expect(screen.queryByRole('region', { name: 'Settlement' })).not.toBeInTheDocument();
  });

  it("offers the clinic its actions and the answers to a pending request, as the server's abilities say", async () => {
    await renderBillingTab(
      aLedger({
        abilities: abilities({ ...clinicAbilities, reductionActions: ['accept', 'reject', 'counter'] }),
        reductionRequests: [aReductionRequest()],
      }),
    );

    expect(shownActions(ledgerActions)).toEqual(['Record Payment', 'Close Ledger']);
    expect(shownActions(requestActions)).toEqual(['Accept', 'Counter', 'Reject']);
  });

  it('offers the attorney a reduction request and the settlement, and only Withdraw on their pending request', async () => {
    await renderBillingTab(
      aLedger({
        abilities: abilities({ canRecordSettlement: true, reductionActions: ['withdraw'] }),
        reductionRequests: [aReductionRequest()],
      }),
    );

    expect(shownActions(ledgerActions)).toEqual(['Record Settlement']);
    expect(shownActions(requestActions)).toEqual(['Withdraw']);
  });

  it("sends the attorney's Record Settlement to the Settlement tab, where the statement is recorded", async () => {
    const view = await renderBillingTab(aLedger({ abilities: attorneyAbilities }));

    await view.user.click(screen.getByRole('button', { name: 'Record Settlement' }));

    expect(screen.getByTestId('location')).toHaveTextContent(`/cases/${CASE_ID}?tab=settlement`);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers Request Reduction to the attorney when the server allows it', async () => {
    await renderBillingTab(aLedger({ abilities: attorneyAbilities }));

    expect(shownActions(ledgerActions)).toEqual(['Request Reduction', 'Record Settlement']);
  });

  it('lists the coded services of the case and offers its itemized statement as PDF and CSV, to either side', async () => {
    for (const sideAbilities of [clinicAbilities, attorneyAbilities]) {
      const view = await renderBillingTab(
        aLedger({ abilities: sideAbilities }),
        [],
        [aCodedEntry(), aBill({ id: 3, status: 'submitted', description: 'Records copy' })],
      );
      const services = await screen.findByRole('table', { name: 'Services billed' });
      const rows = within(services)
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((cell) => cell.textContent),
        );
      expect(rows).toEqual([
        [
          'Mar 2, 2026',
          'INV-2026-000007',
          '98941',
          'Spinal adjustment, 3-4 regionsDana Reyes',
          '1',
          '$65.00',
          '$65.00',
          'S13.4XXA, S33.5XXA',
        ],
        [
          'Mar 2, 2026',
          'INV-2026-000007',
          '97140-59',
          'Manual therapy, each 15 minutesDana Reyes',
          '2',
          '$42.50',
          '$85.00',
          'M54.2',
        ],
      ]);
      const downloads = within(screen.getByRole('group', { name: 'Download statement' }));
      expect(downloads.getByRole('link', { name: 'PDF' })).toHaveAttribute('href', '/api/cases/101/statement.pdf');
      expect(downloads.getByRole('link', { name: 'CSV' })).toHaveAttribute('href', '/api/cases/101/statement.csv');
      view.unmount();
    }
  });

  it('says when no coded service is billed yet', async () => {
    await renderBillingTab(aLedger());
    expect(await screen.findByText('No coded services yet')).toBeInTheDocument();
  });

  it('shows a closed ledger with who closed it, and no action at all', async () => {
    await renderBillingTab(
      aLedger({
        closedAt: '2025-06-01T16:00:00Z',
        closedByName: 'Maria Lopez',
        balance: '0.00',
        totalWriteOffs: '1150.00',
        entries: [
          ...threeEntries,
          anEntry({
            id: 4,
            kind: 'write_off',
            amount: '1150.00',
            balanceAfter: '0.00',
            description: 'Written off at close',
            billingId: null,
            invoiceNumber: null,
          }),
        ],
        reductionRequests: [aReductionRequest({ status: 'withdrawn', resolvedAt: '2025-06-01T16:00:00Z' })],
        abilities: abilities(),
      }),
    );

    expect(screen.getByRole('status', { name: 'Ledger closed' })).toHaveTextContent(
      /^Ledger closedClosed by Maria Lopez on Jun 1, 2025.*Nothing more can be posted to this ledger\.$/,
    );
    expect(ledgerRows()[3]).toEqual(
      expect.arrayContaining(['Write-off', 'Written off at close', '\u2212$1,150.00', '$0.00']),
    );
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('shows each request with its ask, proposed, countered and agreed balances, and the letter once accepted', async () => {
    await renderBillingTab(
      aLedger({
        abilities: abilities(clinicAbilities),
        reductionRequests: [
          aReductionRequest({
            id: 8,
            status: 'accepted',
            requestedPercentage: null,
            requestedAmount: '900.00',
            counterAmount: '1000.00',
            approvedAmount: '1000.00',
            clinicNotes: 'Care plan was completed.',
            respondedByName: 'Sam Harper',
            resolvedAt: '2025-04-10T12:00:00Z',
            createdAt: '2025-04-05T12:00:00Z',
            letterUrl: '/api/ledger/reductions/8/letter.pdf',
          }),
          aReductionRequest({ status: 'rejected', respondedByName: 'Maria Lopez' }),
        ],
      }),
    );

    const [accepted, rejected] = within(screen.getByRole('list', { name: 'Reduction requests' })).getAllByRole(
      'listitem',
    );
    expect(within(accepted).getByText('Accepted')).toBeInTheDocument();
    expect(accepted).toHaveTextContent('Requested by Sam Harper');
    expect(accepted).toHaveTextContent('Balance at request$1,150.00');
    expect(accepted).toHaveTextContent('Reduction asked$250.00');
    expect(accepted).toHaveTextContent('Proposed balance$900.00');
    expect(accepted).toHaveTextContent('Counter-offer$1,000.00 (a reduction of $150.00)');
    expect(accepted).toHaveTextContent('Agreed balance$1,000.00');
    expect(accepted).toHaveTextContent('Clinic notesCare plan was completed.');
    const letter = within(accepted).getByRole('link', { name: 'Reduction letter' });
    expect(letter).toHaveAttribute('href', '/api/ledger/reductions/8/letter.pdf');
    expect(letter).toHaveAttribute('target', '_blank');

    expect(within(rejected).getByText('Rejected')).toBeInTheDocument();
    expect(rejected).toHaveTextContent('Reduction asked20% ($230.00)');
    expect(rejected).toHaveTextContent('Proposed balance$920.00');
    expect(within(rejected).queryByRole('link', { name: 'Reduction letter' })).not.toBeInTheDocument();
    expect(shownActions(requestActions)).toEqual([]);
  });

  it('says when the case has no bills yet, and offers the clinic to raise one', async () => {
    await renderBillingTab(
      aLedger({
        entries: [],
        balance: '0.00',
        totalCharges: '0.00',
        totalPayments: '0.00',
        abilities: clinicAbilities,
      }),
    );

    expect(screen.getByText('Nothing billed on this case yet')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Charges appear here once bills are submitted (a pending bill is a draft), with payments, reductions and write-offs.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New bill' })).toHaveAttribute('href', '/billing?caseId=101');
    expect(screen.getByText('No reduction has been requested on this case.')).toBeInTheDocument();
  });

  it('does not offer the attorney to raise a bill', async () => {
    await renderBillingTab(
      aLedger({ entries: [], balance: '0.00', abilities: abilities({ canRecordSettlement: true }) }),
    );

    expect(screen.getByText('Nothing billed on this case yet')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New bill' })).not.toBeInTheDocument();
  });

  it("follows the other side live: the clinic's answer appears with the new balance, without a reload", async () => {
    const { subscriptions, deliver } = await renderBillingTab(
      aLedger({
        abilities: abilities({ canRecordSettlement: true, reductionActions: ['withdraw'] }),
        reductionRequests: [aReductionRequest()],
      }),
    );
    expect(subscriptions.operation?.variables).toEqual({ caseId: 101 });

    // The clinic accepts in another browser: a reduction is posted and the request is settled.
    await deliver(
      aLedger({
        balance: '920.00',
        totalReductions: '230.00',
        entries: [
          ...threeEntries,
          anEntry({
            id: 4,
            kind: 'reduction',
            amount: '230.00',
            balanceAfter: '920.00',
            description: 'Reduction agreed',
            billingId: null,
            invoiceNumber: null,
            reductionRequestId: 7,
          }),
        ],
        reductionRequests: [
          aReductionRequest({
            status: 'accepted',
            approvedAmount: '920.00',
            respondedByName: 'Maria Lopez',
            resolvedAt: '2025-04-02T09:00:00Z',
            letterUrl: '/api/ledger/reductions/7/letter.pdf',
          }),
        ],
        abilities: abilities({ canRecordSettlement: true, canRequestReduction: true }),
      }),
    );

    await waitFor(() => expect(cardValue('Balance')).toHaveTextContent('$920.00'));
    expect(cardValue('Reductions')).toHaveTextContent('$230.00');
    expect(ledgerRows()[3]).toEqual(expect.arrayContaining(['Reduction', '\u2212$230.00', '$920.00']));
    expect(screen.getByText('Accepted')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reduction letter' })).toBeInTheDocument();
    expect(shownActions(requestActions)).toEqual([]);
    expect(shownActions(ledgerActions)).toEqual(['Request Reduction', 'Record Settlement']);
  });
});
