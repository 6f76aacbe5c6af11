import { Role } from '../../../platform/access/role';
import { signedInClient, type TestClient } from '../../../test/client';
import { createAttorneyUser, createCase, createClinicWithUsers, createUser } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { pdfText } from '../../../test/pdf-text.cjs';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const ledgerFields = `caseId balance totalCharges totalPayments totalReductions totalWriteOffs settlementAmount settlementDate closedAt closedByName
  entries { kind amount balanceAfter description invoiceNumber paymentMethod reference createdByName }
  reductionRequests { id status originalAmount requestedPercentage requestedAmount counterAmount approvedAmount reason clinicNotes requestedByName respondedByName letterUrl }
  abilities { canRequestReduction canRecordSettlement canRecordPayment canClose reductionActions }`;

interface Ledger {
  caseId: number;
  balance: string;
  totalCharges: string;
  totalPayments: string;
  totalReductions: string;
  totalWriteOffs: string;
  settlementAmount: string | null;
  closedAt: string | null;
  closedByName: string | null;
  entries: { kind: string; amount: string; balanceAfter: string; description: string; invoiceNumber: string | null }[];
  reductionRequests: {
    id: number;
    status: string;
    originalAmount: string;
    requestedAmount: string;
    counterAmount: string | null;
    approvedAmount: string | null;
    letterUrl: string | null;
  }[];
  abilities: {
    canRequestReduction: boolean;
    canRecordSettlement: boolean;
    canRecordPayment: boolean;
    canClose: boolean;
    reductionActions: string[];
  };
}

async function setup() {
  const clinic = await createClinicWithUsers(t.dataSource, { name: 'Shore Chiropractic' });
  const lawyer = await createAttorneyUser(t.dataSource);
  const record = await createCase(t.dataSource, { clinicId: clinic.clinic.id, attorneyId: lawyer.attorney.id });
  return {
    ...clinic,
    lawyer,
    record,
    clinicClient: await signedInClient(t.url, clinic.staff.email),
    attorneyClient: await signedInClient(t.url, lawyer.user.email),
  };
}

/** A bill the clinic has raised (a pending draft) and, unless `draft`, submitted: only then is it charged. */
async function bill(client: TestClient, caseId: number, amount: string, { draft = false } = {}) {
  const result = await client.gql<{ billingEntryCreate: { id: number } }>(
    `mutation($input: BillingEntryCreateInput!) { billingEntryCreate(input: $input) { id } }`,
    { input: { caseId, amount, description: 'Treatment' } },
  );
  expect(result.errors).toBeUndefined();
  const id = result.data!.billingEntryCreate.id;
  if (!draft) expect((await changeBill(client, id, 'submitted')).errors).toBeUndefined();
  return id;
}

function changeBill(client: TestClient, id: number, status: string, extra = '') {
  return client.gql(`mutation { billingStatusChange(input: { id: ${id}, status: ${status}${extra} }) { id } }`);
}

async function ledger(client: TestClient, caseId: number) {
  const result = await client.gql<{ caseLedger: Ledger }>(
    `query($caseId: Int!) { caseLedger(caseId: $caseId) { ${ledgerFields} } }`,
    {
      caseId,
    },
  );
  return result;
}

async function mutate(client: TestClient, name: string, inputType: string, input: Record<string, unknown>) {
  return client.gql<Record<string, Ledger>>(
    `mutation($input: ${inputType}!) { ${name}(input: $input) { ${ledgerFields} } }`,
    { input },
  );
}

const requestReduction = (client: TestClient, input: Record<string, unknown>) =>
  mutate(client, 'reductionRequest', 'ReductionRequestInput', input);
const respond = (client: TestClient, input: Record<string, unknown>) =>
  mutate(client, 'reductionRespond', 'ReductionRespondInput', input);

async function ok(result: Promise<{ data?: Record<string, Ledger> | null; errors?: unknown }>, name: string) {
  const settled = await result;
  expect(settled.errors).toBeUndefined();
  return settled.data![name];
}

describe('the case ledger', () => {
  it('lists charges and payments in order with the running balance, the same for the clinic and the attorney', async () => {
    const s = await setup();
    const first = await bill(s.clinicClient, s.record.id, '100.10');
    await bill(s.clinicClient, s.record.id, '200.20');
    await changeBill(s.clinicClient, first, 'paid', ', paymentMethod: insurance');
    const clinicView = (await ledger(s.clinicClient, s.record.id)).data!.caseLedger;
    expect(clinicView).toMatchObject({ totalCharges: '300.30', totalPayments: '100.10', balance: '200.20' });
    expect(clinicView.entries.map((e) => [e.kind, e.amount, e.balanceAfter])).toEqual([
      ['charge', '100.10', '100.10'],
      ['charge', '200.20', '300.30'],
      ['payment', '100.10', '200.20'],
    ]);
    expect(clinicView.abilities).toEqual({
      canRequestReduction: false,
      canRecordSettlement: false,
      canRecordPayment: true,
      canClose: true,
      reductionActions: [],
    });
    const attorneyView = (await ledger(s.attorneyClient, s.record.id)).data!.caseLedger;
    expect(attorneyView.entries).toEqual(clinicView.entries);
    expect(attorneyView.abilities).toMatchObject({
      canRequestReduction: true,
      canRecordSettlement: true,
      canRecordPayment: false,
    });
  });

  it("leaves a pending bill (the clinic's draft) off the ledger and charges a bill once, at its first submission", async () => {
    const s = await setup();
    await bill(s.clinicClient, s.record.id, '50.00');
    const draft = await bill(s.clinicClient, s.record.id, '700.00', { draft: true });
    const figures = (view: Ledger) => ({
      balance: view.balance,
      totalCharges: view.totalCharges,
      entries: view.entries.map((e) => [e.kind, e.amount, e.balanceAfter]),
    });
    const submittedOnly = { balance: '50.00', totalCharges: '50.00', entries: [['charge', '50.00', '50.00']] };
    for (const client of [s.clinicClient, s.attorneyClient])
      expect(figures((await ledger(client, s.record.id)).data!.caseLedger)).toEqual(submittedOnly);
    const asked = await requestReduction(s.attorneyClient, {
      caseId: s.record.id,
      percentage: '20',
      reason: 'Limits',
    });
    expect(asked.data?.reductionRequest.reductionRequests[0]).toMatchObject({
      originalAmount: '50.00',
      requestedAmount: '40.00',
    });

    expect((await changeBill(s.clinicClient, draft, 'submitted')).errors).toBeUndefined();
    const charged = [
      ['charge', '50.00', '50.00'],
      ['charge', '700.00', '750.00'],
    ];
    const attorneyView = (await ledger(s.attorneyClient, s.record.id)).data!.caseLedger;
    expect(figures(attorneyView)).toEqual({ balance: '750.00', totalCharges: '750.00', entries: charged });
    expect(attorneyView.entries[1]).toMatchObject({
      description: 'Treatment',
      invoiceNumber: expect.stringMatching(/^C\d+-INV-/),
    });
    const [audit] = await t.dataSource.query(
      `SELECT new_values FROM audit_logs WHERE entity_type = 'billing' AND entity_id = $1 AND action = 'status_change'`,
      [String(draft)],
    );
    expect(audit.new_values).toEqual({ status: 'submitted', charged: '700.00' });

    // Denied, back to the draft and submitted again: the bill was charged once and stays charged once.
    for (const status of ['denied', 'pending', 'submitted'])
      expect((await changeBill(s.clinicClient, draft, status)).errors).toBeUndefined();
    expect(figures((await ledger(s.clinicClient, s.record.id)).data!.caseLedger).entries).toEqual(charged);
    await expect(
      t.dataSource.query(
        `INSERT INTO case_ledger_entries (case_id, clinic_id, kind, amount, description, billing_id) VALUES ($1, $2, 'charge', 1, 'x', $3)`,
        [s.record.id, s.clinic.id, draft],
      ),
    ).rejects.toThrow('case_ledger_entries_one_charge_per_bill_idx');
  });

  it('refuses to submit a draft once the ledger is closed, and posts nothing', async () => {
    const s = await setup();
    const draft = await bill(s.clinicClient, s.record.id, '80.00', { draft: true });
    await ok(mutate(s.clinicClient, 'ledgerClose', 'LedgerCloseInput', { caseId: s.record.id }), 'ledgerClose');
    const refused = await changeBill(s.clinicClient, draft, 'submitted');
    expect(refused.errors?.[0]).toMatchObject({
      message: `The ledger of ${s.record.case_number} is closed; nothing more can be posted to it`,
      extensions: { code: 'CONFLICT' },
    });
    const [row] = await t.dataSource.query(`SELECT status FROM billing WHERE id = $1`, [draft]);
    expect(row.status).toBe('pending');
    expect((await ledger(s.clinicClient, s.record.id)).data!.caseLedger.entries).toEqual([]);
  });

  it('is not found for another clinic or another attorney, exactly like a missing case', async () => {
    const s = await setup();
    const other = await setup();
    for (const client of [other.clinicClient, other.attorneyClient]) {
      const result = await ledger(client, s.record.id);
      expect(result.errors?.[0]).toMatchObject({ message: 'Case not found', extensions: { code: 'NOT_FOUND' } });
    }
    expect((await ledger(s.clinicClient, 99999999)).errors?.[0].message).toBe('Case not found');
    expect((await other.clinicClient.request('GET', `/api/v1/cases/${s.record.id}/ledger`)).status).toBe(404);
  });

  it('postings cannot be changed or removed, even by a direct statement', async () => {
    const s = await setup();
    await bill(s.clinicClient, s.record.id, '10.00');
    await expect(
      t.dataSource.query(`UPDATE case_ledger_entries SET amount = 1 WHERE case_id = $1`, [s.record.id]),
    ).rejects.toThrow('case ledger entries are append-only');
    await expect(
      t.dataSource.query(`DELETE FROM case_ledger_entries WHERE case_id = $1`, [s.record.id]),
    ).rejects.toThrow('append-only');
  });
});

describe('bill reductions', () => {
  it('attorney asks 20%, the clinic accepts: both ledgers show the new balance, the letter is kept and every step is audited', async () => {
    const s = await setup();
    await bill(s.clinicClient, s.record.id, '1000.00');
    await bill(s.clinicClient, s.record.id, '333.33');
    const asked = await ok(
      requestReduction(s.attorneyClient, { caseId: s.record.id, percentage: '20', reason: 'Policy limits of $15,000' }),
      'reductionRequest',
    );
    expect(asked.reductionRequests[0]).toMatchObject({
      status: 'pending',
      originalAmount: '1333.33',
      requestedAmount: '1066.66',
      letterUrl: null,
    });
    expect(asked.abilities).toMatchObject({ canRequestReduction: false, reductionActions: ['withdraw'] });
    const clinicSees = (await ledger(s.clinicClient, s.record.id)).data!.caseLedger;
    expect(clinicSees.abilities.reductionActions).toEqual(['accept', 'reject', 'counter']);

    const accepted = await ok(
      respond(s.clinicClient, { requestId: asked.reductionRequests[0].id, action: 'accept', notes: 'Agreed' }),
      'reductionRespond',
    );
    expect(accepted).toMatchObject({ balance: '1066.66', totalReductions: '266.67' });
    expect(accepted.entries.at(-1)).toMatchObject({ kind: 'reduction', amount: '266.67', balanceAfter: '1066.66' });
    const request = accepted.reductionRequests[0];
    expect(request).toMatchObject({ status: 'accepted', approvedAmount: '1066.66' });
    expect(request.letterUrl).toBe(`/api/ledger/reductions/${request.id}/letter.pdf`);
    expect((await ledger(s.attorneyClient, s.record.id)).data!.caseLedger.balance).toBe('1066.66');

    const letter = await s.attorneyClient.request('GET', request.letterUrl!);
    expect(letter.status).toBe(200);
    expect(letter.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(Buffer.from(await letter.arrayBuffer()));
    for (const expected of [
      'Shore Chiropractic',
      'Lien reduction agreement',
      s.record.case_number,
      '$1,333.33',
      '$266.67',
      '$1,066.66',
    ])
      expect(text).toContain(expected);
    const outsider = await setup();
    expect((await outsider.attorneyClient.request('GET', request.letterUrl!)).status).toBe(404);

    const [kept] = await t.dataSource.query(
      `SELECT status, final_amount::text, provider_name FROM bill_reductions WHERE reduction_request_id = $1`,
      [request.id],
    );
    expect(kept).toEqual({ status: 'accepted', final_amount: '1066.66', provider_name: 'Shore Chiropractic' });
    const audits = await t.dataSource.query(
      `SELECT action FROM audit_logs WHERE entity_type = 'bill_reduction_request' AND entity_id = $1 ORDER BY id`,
      [String(request.id)],
    );
    expect(audits.map((a: { action: string }) => a.action)).toEqual(['create', 'accept']);
  });

  it('clinic counters, the attorney accepts the counter, and the agreed balance is the counter', async () => {
    const s = await setup();
    await bill(s.clinicClient, s.record.id, '500.00');
    const asked = await ok(
      requestReduction(s.attorneyClient, { caseId: s.record.id, reductionAmount: '200', reason: 'Low limits' }),
      'reductionRequest',
    );
    const id = asked.reductionRequests[0].id;
    expect(asked.reductionRequests[0].requestedAmount).toBe('300.00');
    for (const counterAmount of ['300.00', '500.00', '600.00']) {
      const refused = await respond(s.clinicClient, { requestId: id, action: 'counter', counterAmount });
      expect(refused.errors?.[0].message).toBe(
        'A counter must be between the requested $300.00 and the balance $500.00',
      );
    }
    expect((await respond(s.clinicClient, { requestId: id, action: 'counter' })).errors?.[0].message).toBe(
      'Counter amount is required to counter',
    );
    const countered = await ok(
      respond(s.clinicClient, { requestId: id, action: 'counter', counterAmount: '400.00', notes: 'Meet halfway' }),
      'reductionRespond',
    );
    expect(countered.reductionRequests[0]).toMatchObject({ status: 'countered', counterAmount: '400.00' });
    expect(countered.abilities.reductionActions).toEqual([]);
    const clinicAcceptsOwn = await respond(s.clinicClient, { requestId: id, action: 'accept' });
    expect(clinicAcceptsOwn.errors?.[0]).toMatchObject({
      message: 'You cannot accept this reduction request',
      extensions: { code: 'FORBIDDEN' },
    });
    const accepted = await ok(respond(s.attorneyClient, { requestId: id, action: 'accept' }), 'reductionRespond');
    expect(accepted).toMatchObject({ balance: '400.00', totalReductions: '100.00' });
    const again = await respond(s.attorneyClient, { requestId: id, action: 'withdraw' });
    expect(again.errors?.[0]).toMatchObject({
      message: 'This reduction request is already accepted',
      extensions: { code: 'CONFLICT' },
    });
  });

  it.each([
    [{ percentage: '20', reductionAmount: '10' }, 'Give a percentage or an amount, not both'],
    [{}, 'Give a percentage or an amount to reduce by'],
    [{ percentage: '100' }, 'Percentage must be more than 0 and less than 100, with at most 2 decimals'],
    [{ percentage: '0' }, 'Percentage must be more than 0 and less than 100, with at most 2 decimals'],
    [{ reductionAmount: '900.01' }, 'The reduction cannot be more than the balance of $900.00'],
    [{ reductionAmount: '0' }, 'The reduction must be more than $0.00'],
    [{ percentage: '10', reason: '' }, 'Reason is required'],
  ])('refuses a request %j with a clear message and writes nothing', async (input, message) => {
    const s = await setup();
    await bill(s.clinicClient, s.record.id, '900.00');
    const result = await requestReduction(s.attorneyClient, { caseId: s.record.id, reason: 'Limits', ...input });
    expect(result.errors?.[0].message).toBe(message);
    const [{ n }] = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM bill_reduction_requests WHERE case_id = $1`,
      [s.record.id],
    );
    expect(n).toBe(0);
  });

  it('only the case attorney may ask, one open request at a time, and only with a balance', async () => {
    const s = await setup();
    const empty = await requestReduction(s.attorneyClient, { caseId: s.record.id, percentage: '10', reason: 'x' });
    expect(empty.errors?.[0].message).toBe('There is no balance to reduce');
    await bill(s.clinicClient, s.record.id, '100.00');
    const byClinic = await requestReduction(s.clinicClient, { caseId: s.record.id, percentage: '10', reason: 'x' });
    expect(byClinic.errors?.[0]).toMatchObject({
      message: 'Only the attorney on this case can request a reduction',
      extensions: { code: 'FORBIDDEN' },
    });
    const otherAttorney = (await setup()).attorneyClient;
    expect(
      (await requestReduction(otherAttorney, { caseId: s.record.id, percentage: '10', reason: 'x' })).errors?.[0]
        .message,
    ).toBe('Case not found');
    const requests = await Promise.all(
      [1, 2, 3].map(() => requestReduction(s.attorneyClient, { caseId: s.record.id, percentage: '10', reason: 'x' })),
    );
    expect(requests.filter((r) => !r.errors)).toHaveLength(1);
    expect(requests.filter((r) => r.errors).map((r) => r.errors![0].message)).toEqual([
      'A reduction request on this case is already open; wait for the answer or withdraw it',
      'A reduction request on this case is already open; wait for the answer or withdraw it',
    ]);
  });
});

describe('settlement and closing', () => {
  it('attorney records the settlement, the clinic records the payment and closes the ledger with the write-off', async () => {
    const s = await setup();
    await bill(s.clinicClient, s.record.id, '2500.00');
    const byClinic = await mutate(s.clinicClient, 'settlementRecord', 'SettlementRecordInput', {
      caseId: s.record.id,
      settlementAmount: '25000.00',
      settlementDate: '2026-10-01',
    });
    expect(byClinic.errors?.[0].message).toBe('Only the attorney on this case can record its settlement');
    const settled = await ok(
      mutate(s.attorneyClient, 'settlementRecord', 'SettlementRecordInput', {
        caseId: s.record.id,
        settlementAmount: '25000.00',
        settlementDate: '2026-10-01',
      }),
      'settlementRecord',
    );
    expect(settled).toMatchObject({ settlementAmount: '25000.00', settlementDate: '2026-10-01' });
    const [caseRow] = await t.dataSource.query(`SELECT settlement_amount::text FROM cases WHERE id = $1`, [
      s.record.id,
    ]);
    expect(caseRow.settlement_amount).toBe('25000.00');

    const byAttorney = await mutate(s.attorneyClient, 'ledgerPaymentRecord', 'LedgerPaymentInput', {
      caseId: s.record.id,
      amount: '2000.00',
      receivedDate: '2026-10-15',
      paymentMethod: 'settlement',
    });
    expect(byAttorney.errors?.[0].message).toBe('Only the clinic can record payments on its ledger');
    const paid = await ok(
      mutate(s.clinicClient, 'ledgerPaymentRecord', 'LedgerPaymentInput', {
        caseId: s.record.id,
        amount: '2000.00',
        receivedDate: '2026-10-15',
        paymentMethod: 'settlement',
        reference: 'Check 1042',
      }),
      'ledgerPaymentRecord',
    );
    expect(paid.balance).toBe('500.00');
    expect(paid.entries.at(-1)).toMatchObject({
      kind: 'payment',
      amount: '2000.00',
      reference: 'Check 1042',
      paymentMethod: 'settlement',
    });

    const closed = await ok(
      mutate(s.clinicClient, 'ledgerClose', 'LedgerCloseInput', { caseId: s.record.id, notes: 'Case settled' }),
      'ledgerClose',
    );
    expect(closed).toMatchObject({ balance: '0.00', totalWriteOffs: '500.00', closedByName: expect.any(String) });
    expect(closed.closedAt).not.toBeNull();
    expect(closed.entries.at(-1)).toMatchObject({ kind: 'write_off', amount: '500.00', balanceAfter: '0.00' });
    expect(closed.abilities).toEqual({
      canRequestReduction: false,
      canRecordSettlement: false,
      canRecordPayment: false,
      canClose: false,
      reductionActions: [],
    });

    const closedMessage = `The ledger of ${s.record.case_number} is closed; nothing more can be posted to it`;
    const newBill = await s.clinicClient.gql(
      `mutation { billingEntryCreate(input: { caseId: ${s.record.id}, amount: "5.00" }) { id } }`,
    );
    expect(newBill.errors?.[0]).toMatchObject({ message: closedMessage, extensions: { code: 'CONFLICT' } });
    const again = await mutate(s.clinicClient, 'ledgerClose', 'LedgerCloseInput', { caseId: s.record.id });
    expect(again.errors?.[0].message).toBe(closedMessage);
    const audits = await t.dataSource.query(
      `SELECT entity_type, action FROM audit_logs WHERE entity_type IN ('case', 'case_ledger') AND entity_id = $1 ORDER BY id`,
      [String(s.record.id)],
    );
    expect(audits).toEqual(
      expect.arrayContaining([
        { entity_type: 'case', action: 'settlement' },
        { entity_type: 'case_ledger', action: 'payment' },
        { entity_type: 'case_ledger', action: 'close' },
      ]),
    );
  });

  it('the operator reads any ledger but changes none', async () => {
    const s = await setup();
    await bill(s.clinicClient, s.record.id, '10.00');
    const operator = await signedInClient(t.url, (await createUser(t.dataSource, { role: Role.super_admin })).email);
    const view = (await ledger(operator, s.record.id)).data!.caseLedger;
    expect(view.balance).toBe('10.00');
    expect(view.abilities).toMatchObject({ canRecordPayment: false, canClose: false, canRequestReduction: false });
    const close = await mutate(operator, 'ledgerClose', 'LedgerCloseInput', { caseId: s.record.id });
    expect(close.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN' });
  });
});
