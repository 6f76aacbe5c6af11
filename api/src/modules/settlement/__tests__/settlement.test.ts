import type { Client } from 'graphql-ws';
import { Role } from '../../../platform/access/role';
import { signedInClient, type TestClient } from '../../../test/client';
import { createAttorneyUser, createCase, createClinicWithUsers, createUser } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { collect, socketClient, untilSubscribed } from '../../../test/live-client';
import { pdfText } from '../../../test/pdf-text.cjs';

let t: TestApp;
const sockets: Client[] = [];
beforeAll(async () => {
  t = await startTestApp();
});
afterEach(async () => {
  await Promise.all(sockets.splice(0).map((socket) => socket.dispose()));
  await untilSubscribed(t.app.services.live, 0);
});
afterAll(() => t.close());

const statementFields = `id version status settlementDate grossAmount feePercentage attorneyFee totalCosts totalLiens
  clinicPayment clinicBalance clinicReduction netToClient notes recordedByName disputeReason disputedByName
  confirmedByName confirmedAt pdfUrl costs { position description amount } otherLiens { position description amount }`;
const settlementFields = `caseId caseNumber caseStatus ledgerBalance ledgerClosedAt
  current { ${statementFields} } history { id version status disputeReason }
  abilities { canRecord canConfirm canDispute }`;

interface Statement {
  id: number;
  version: number;
  status: string;
  grossAmount: string;
  feePercentage: string | null;
  attorneyFee: string;
  totalCosts: string;
  totalLiens: string;
  clinicPayment: string;
  clinicBalance: string;
  clinicReduction: string;
  netToClient: string;
  disputeReason: string | null;
  confirmedByName: string | null;
  pdfUrl: string;
  costs: { position: number; description: string; amount: string }[];
  otherLiens: { position: number; description: string; amount: string }[];
}
interface Settlement {
  caseId: number;
  caseStatus: string;
  ledgerBalance: string;
  ledgerClosedAt: string | null;
  current: Statement | null;
  history: { id: number; version: number; status: string; disputeReason: string | null }[];
  abilities: { canRecord: boolean; canConfirm: boolean; canDispute: boolean };
}

async function setup() {
  const clinic = await createClinicWithUsers(t.dataSource, { name: 'Harbor Chiropractic' });
  const lawyer = await createAttorneyUser(t.dataSource);
  const record = await createCase(t.dataSource, { clinicId: clinic.clinic.id, attorneyId: lawyer.attorney.id });
  const clinicClient = await signedInClient(t.url, clinic.staff.email);
  const attorneyClient = await signedInClient(t.url, lawyer.user.email);
  for (const amount of ['1000.00', '234.56']) {
    const created = await clinicClient.gql<{ billingEntryCreate: { id: number } }>(
      `mutation($input: BillingEntryCreateInput!) { billingEntryCreate(input: $input) { id } }`,
      { input: { caseId: record.id, amount, description: 'Treatment' } },
    );
    expect(created.errors).toBeUndefined();
    const submitted = await clinicClient.gql(
      `mutation { billingStatusChange(input: { id: ${created.data!.billingEntryCreate.id}, status: submitted }) { id } }`,
    );
    expect(submitted.errors).toBeUndefined();
  }
  return { ...clinic, lawyer, record, clinicClient, attorneyClient };
}

const draft = (caseId: number, overrides: Record<string, unknown> = {}) => ({
  caseId,
  settlementDate: '2026-10-01',
  grossAmount: '10000.00',
  feePercentage: '33.33',
  costs: [
    { description: 'Filing fee', amount: '435.20' },
    { description: 'Medical records', amount: '64.80' },
  ],
  clinicPayment: '900.00',
  otherLiens: [{ description: 'Medicare', amount: '1200.00' }],
  notes: 'Policy limits tender',
  ...overrides,
});

const read = (client: TestClient, caseId: number) =>
  client.gql<{ caseSettlement: Settlement }>(
    `query($caseId: Int!) { caseSettlement(caseId: $caseId) { ${settlementFields} } }`,
    {
      caseId,
    },
  );

const record = (client: TestClient, input: Record<string, unknown>) =>
  client.gql<{ settlementStatementRecord: Settlement }>(
    `mutation($input: SettlementStatementInput!) { settlementStatementRecord(input: $input) { ${settlementFields} } }`,
    { input },
  );

const confirm = (client: TestClient, statementId: number) =>
  client.gql<{ settlementStatementConfirm: Settlement }>(
    `mutation($input: SettlementConfirmInput!) { settlementStatementConfirm(input: $input) { ${settlementFields} } }`,
    { input: { statementId } },
  );

const dispute = (client: TestClient, statementId: number, reason: string) =>
  client.gql<{ settlementStatementDispute: Settlement }>(
    `mutation($input: SettlementDisputeInput!) { settlementStatementDispute(input: $input) { ${settlementFields} } }`,
    { input: { statementId, reason } },
  );

const ledger = async (client: TestClient, caseId: number) =>
  (
    await client.gql<{
      caseLedger: {
        balance: string;
        totalPayments: string;
        totalWriteOffs: string;
        closedAt: string | null;
        entries: { kind: string; amount: string; balanceAfter: string; paymentMethod: string | null }[];
      };
    }>(
      `query($caseId: Int!) { caseLedger(caseId: $caseId) { balance totalPayments totalWriteOffs closedAt
        entries { kind amount balanceAfter paymentMethod } } }`,
      { caseId },
    )
  ).data!.caseLedger;

async function recorded(s: Awaited<ReturnType<typeof setup>>, overrides: Record<string, unknown> = {}) {
  const result = await record(s.attorneyClient, draft(s.record.id, overrides));
  expect(result.errors).toBeUndefined();
  return result.data!.settlementStatementRecord.current!;
}

const codeOf = (result: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  result.errors?.[0]?.extensions?.code;
const caseRow = async (caseId: number) =>
  (
    (await t.dataSource.query(
      `SELECT status, is_active AS "isActive", closed_at AS "closedAt", settlement_amount::text AS "settlementAmount",
              settlement_date AS "settlementDate", ledger_closed_at AS "ledgerClosedAt" FROM cases WHERE id = $1`,
      [caseId],
    )) as Record<string, unknown>[]
  )[0];

describe('a settlement disbursement statement', () => {
  it('is computed to the cent, and confirming it posts the payment and the write-off, closes and balances the ledger and closes the case', async () => {
    const s = await setup();
    const statement = await recorded(s);
    // 33.33% of 10,000.00 = 3,333.00; costs 500.00; liens 900.00 + 1,200.00; net 10,000 - 5,933 = 4,067.00
    expect(statement).toMatchObject({
      version: 1,
      status: 'proposed',
      grossAmount: '10000.00',
      feePercentage: '33.33',
      attorneyFee: '3333.00',
      totalCosts: '500.00',
      totalLiens: '2100.00',
      clinicPayment: '900.00',
      clinicBalance: '1234.56',
      clinicReduction: '334.56',
      netToClient: '4067.00',
    });
    expect(statement.costs.map((c) => [c.position, c.description, c.amount])).toEqual([
      [1, 'Filing fee', '435.20'],
      [2, 'Medical records', '64.80'],
    ]);

    const clinicView = (await read(s.clinicClient, s.record.id)).data!.caseSettlement;
    expect(clinicView.abilities).toEqual({ canRecord: false, canConfirm: true, canDispute: true });
    expect(clinicView.ledgerBalance).toBe('1234.56');
    expect((await read(s.attorneyClient, s.record.id)).data!.caseSettlement.abilities).toEqual({
      canRecord: true,
      canConfirm: false,
      canDispute: false,
    });

    const confirmed = await confirm(s.clinicClient, statement.id);
    expect(confirmed.errors).toBeUndefined();
    const after = confirmed.data!.settlementStatementConfirm;
    expect(after.current).toMatchObject({ status: 'confirmed', confirmedByName: expect.any(String) });
    expect(after.caseStatus).toBe('closed');
    expect(after.ledgerBalance).toBe('0.00');
    expect(after.abilities).toEqual({ canRecord: false, canConfirm: false, canDispute: false });

    const closedLedger = await ledger(s.attorneyClient, s.record.id);
    expect(closedLedger.entries.map((e) => [e.kind, e.amount, e.balanceAfter])).toEqual([
      ['charge', '1000.00', '1000.00'],
      ['charge', '234.56', '1234.56'],
      ['payment', '900.00', '334.56'],
      ['write_off', '334.56', '0.00'],
    ]);
    expect(closedLedger.entries[2].paymentMethod).toBe('settlement');
    expect(closedLedger).toMatchObject({ balance: '0.00', totalPayments: '900.00', totalWriteOffs: '334.56' });
    expect(closedLedger.closedAt).not.toBeNull();
    expect(await caseRow(s.record.id)).toMatchObject({
      status: 'closed',
      isActive: false,
      settlementAmount: '10000.00',
      settlementDate: '2026-10-01',
    });
    expect((await caseRow(s.record.id)).closedAt).not.toBeNull();

    const audit = (await t.dataSource.query(
      `SELECT entity_type AS "entityType", action FROM audit_logs
        WHERE (entity_type = 'settlement_statement' AND entity_id = $1) OR (entity_type = 'case_ledger' AND entity_id = $2)
        ORDER BY id`,
      [String(statement.id), String(s.record.id)],
    )) as { entityType: string; action: string }[];
    expect(audit).toEqual([
      { entityType: 'settlement_statement', action: 'record' },
      { entityType: 'case_ledger', action: 'close' },
      { entityType: 'settlement_statement', action: 'confirm' },
    ]);

    const notified = (await t.dataSource.query(
      `SELECT user_id AS "userId", title FROM notifications WHERE case_id = $1 AND kind = 'settlement' ORDER BY id`,
      [s.record.id],
    )) as { userId: string; title: string }[];
    expect(notified.filter((n) => n.userId === s.lawyer.user.id).map((n) => n.title)).toEqual([
      expect.stringContaining('Settlement confirmed'),
    ]);
    expect(notified.filter((n) => n.userId === s.staff.id).map((n) => n.title)).toEqual([
      expect.stringContaining('Settlement statement recorded'),
    ]);

    // Nothing moves after the confirmation.
    expect(codeOf(await confirm(s.clinicClient, statement.id))).toBe('CONFLICT');
    expect(codeOf(await record(s.attorneyClient, draft(s.record.id)))).toBe('CONFLICT');
  });

  it('a dispute changes nothing in the ledger; the revision is a new version, the history kept, and only it can be confirmed', async () => {
    const s = await setup();
    const first = await recorded(s);
    const ledgerBefore = await ledger(s.clinicClient, s.record.id);
    const disputed = await dispute(s.clinicClient, first.id, 'Our balance is $1,234.56; $900 is too low');
    expect(disputed.errors).toBeUndefined();
    expect(disputed.data!.settlementStatementDispute.current).toMatchObject({
      status: 'disputed',
      disputeReason: 'Our balance is $1,234.56; $900 is too low',
    });
    expect(await ledger(s.clinicClient, s.record.id)).toEqual(ledgerBefore);
    expect(await caseRow(s.record.id)).toMatchObject({ status: 'active_treatment', settlementAmount: null });
    expect(codeOf(await confirm(s.clinicClient, first.id))).toBe('CONFLICT');

    const revised = await recorded(s, { clinicPayment: '1100.00', otherLiens: [] });
    expect(revised).toMatchObject({
      version: 2,
      status: 'proposed',
      clinicReduction: '134.56',
      netToClient: '5067.00',
    });
    const history = (await read(s.clinicClient, s.record.id)).data!.caseSettlement.history;
    expect(history.map((h) => [h.version, h.status, h.disputeReason])).toEqual([
      [2, 'proposed', null],
      [1, 'superseded', 'Our balance is $1,234.56; $900 is too low'],
    ]);

    const stale = await confirm(s.clinicClient, first.id);
    expect(codeOf(stale)).toBe('CONFLICT');
    expect(stale.errors![0].message).toContain('version 2');
    expect(await ledger(s.clinicClient, s.record.id)).toEqual(ledgerBefore);

    // The clinic's admin confirms as well as its staff.
    const admin = await signedInClient(t.url, s.admin.email);
    expect((await confirm(admin, revised.id)).errors).toBeUndefined();
    const closed = await ledger(s.clinicClient, s.record.id);
    expect(closed.entries.slice(2).map((e) => [e.kind, e.amount])).toEqual([
      ['payment', '1100.00'],
      ['write_off', '134.56'],
    ]);
    expect(closed.balance).toBe('0.00');
  });

  it('tells both sides of the case on the timeline: recorded, disputed, revised, confirmed', async () => {
    const s = await setup();
    const first = await recorded(s);
    await dispute(s.clinicClient, first.id, 'Our balance is $1,234.56');
    const revised = await recorded(s, { clinicPayment: '1100.00', otherLiens: [] });
    expect((await confirm(s.clinicClient, revised.id)).errors).toBeUndefined();
    const timeline = async (client: TestClient) => {
      const answer = await client.gql<{ caseTimeline: { nodes: { id: string; summary: string }[] } }>(
        `query ($caseId: Int!) { caseTimeline(caseId: $caseId, kinds: [settlement], first: 10) { nodes { id summary } } }`,
        { caseId: s.record.id },
      );
      return answer;
    };
    const expected = [
      `settlement:${revised.id}:confirmed`,
      `settlement:${revised.id}:revised`,
      `settlement:${first.id}:disputed`,
      `settlement:${first.id}:recorded`,
    ];
    for (const client of [s.clinicClient, s.attorneyClient]) {
      const { data, errors } = await timeline(client);
      expect(errors).toBeUndefined();
      expect(data!.caseTimeline.nodes.map((node) => node.id)).toEqual(expected);
      expect(data!.caseTimeline.nodes[0].summary).toBe(
        'Settlement confirmed: $1,100.00 paid, $134.56 written off, ledger closed',
      );
    }
    const other = await createClinicWithUsers(t.dataSource);
    const outsider = await signedInClient(t.url, other.staff.email);
    expect(codeOf(await timeline(outsider))).toBe('NOT_FOUND');
  });

  it('refuses bad input with clear messages and writes nothing', async () => {
    const s = await setup();
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { grossAmount: '3000.00' },
        'grossAmount',
        'Fees, costs and liens ($3,599.90) cannot exceed the gross settlement ($3,000.00)',
      ],
      [
        { grossAmount: '2000.00', feePercentage: null, attorneyFee: '2500.00' },
        'attorneyFee',
        'The attorney fee cannot be more than the gross settlement of $2,000.00',
      ],
      [{ attorneyFee: '100.00' }, 'attorneyFee', 'not both'],
      [{ clinicPayment: '1234.57' }, 'clinicPayment', 'cannot be more than its balance on this case, $1,234.56'],
      [{ costs: [{ description: 'Expert', amount: '0.00' }] }, 'costs.0.amount', 'more than $0.00'],
      [{ otherLiens: [{ description: ' ', amount: '10.00' }] }, 'otherLiens.0.description', 'Description is required'],
      [{ settlementDate: '2999-01-01' }, 'settlementDate', 'Settlement date'],
    ];
    for (const [overrides, field, message] of cases) {
      const result = await record(s.attorneyClient, draft(s.record.id, overrides));
      expect(codeOf(result)).toBe('BAD_USER_INPUT');
      const fieldErrors = result.errors![0].extensions!.fieldErrors as { field: string; message: string }[];
      expect(fieldErrors).toEqual(expect.arrayContaining([{ field, message: expect.stringContaining(message) }]));
    }
    const [{ count }] = (await t.dataSource.query(
      `SELECT count(*)::int AS count FROM settlement_statements WHERE case_id = $1`,
      [s.record.id],
    )) as { count: number }[];
    expect(count).toBe(0);
    // A fee given as an amount, no costs, no other liens; the net is what is left.
    const byAmount = await recorded(s, { feePercentage: null, attorneyFee: '2500.01', costs: [], otherLiens: [] });
    expect(byAmount).toMatchObject({ attorneyFee: '2500.01', totalLiens: '900.00', netToClient: '6599.99' });
  });

  it('lets only the case attorney record and only the case clinic answer; the operator reads; anyone else finds nothing', async () => {
    const s = await setup();
    const statement = await recorded(s);
    const otherClinic = await createClinicWithUsers(t.dataSource);
    const otherLawyer = await createAttorneyUser(t.dataSource);
    const operator = await createUser(t.dataSource, { role: Role.super_admin });
    const clients = {
      otherClinic: await signedInClient(t.url, otherClinic.admin.email),
      otherLawyer: await signedInClient(t.url, otherLawyer.user.email),
      operator: await signedInClient(t.url, operator.email),
    };
    for (const client of [clients.otherClinic, clients.otherLawyer]) {
      expect((await read(client, s.record.id)).data).toBeNull();
      expect(codeOf(await read(client, s.record.id))).toBe('NOT_FOUND');
      expect(codeOf(await confirm(client, statement.id))).toBe('NOT_FOUND');
      expect(codeOf(await record(client, draft(s.record.id)))).toBe('NOT_FOUND');
    }
    const operatorView = await read(clients.operator, s.record.id);
    expect(operatorView.data!.caseSettlement.current!.id).toBe(statement.id);
    expect(operatorView.data!.caseSettlement.abilities).toEqual({
      canRecord: false,
      canConfirm: false,
      canDispute: false,
    });
    expect(codeOf(await confirm(clients.operator, statement.id))).toBe('FORBIDDEN');
    expect(codeOf(await record(clients.operator, draft(s.record.id)))).toBe('FORBIDDEN');
    expect(codeOf(await confirm(s.attorneyClient, statement.id))).toBe('FORBIDDEN');
    expect(codeOf(await record(s.clinicClient, draft(s.record.id)))).toBe('FORBIDDEN');
    expect((await ledger(s.clinicClient, s.record.id)).entries).toHaveLength(2);
  });

  it('ends two confirms, or a confirm racing a revision, in exactly one outcome', async () => {
    const s = await setup();
    const statement = await recorded(s);
    const admin = await signedInClient(t.url, s.admin.email);
    const both = await Promise.all([confirm(s.clinicClient, statement.id), confirm(admin, statement.id)]);
    expect(both.filter((result) => !result.errors)).toHaveLength(1);
    expect(both.filter((result) => codeOf(result) === 'CONFLICT')).toHaveLength(1);
    const entries = (await ledger(s.clinicClient, s.record.id)).entries;
    expect(entries.filter((e) => e.kind === 'payment')).toHaveLength(1);
    expect(entries.filter((e) => e.kind === 'write_off')).toHaveLength(1);

    for (let round = 0; round < 3; round++) {
      const r = await setup();
      const first = await recorded(r);
      const [confirmed, revised] = await Promise.all([
        confirm(r.clinicClient, first.id),
        record(r.attorneyClient, draft(r.record.id, { clinicPayment: '1000.00' })),
      ]);
      expect([confirmed, revised].filter((result) => !result.errors)).toHaveLength(1);
      expect([codeOf(confirmed), codeOf(revised)].filter((code) => code === 'CONFLICT')).toHaveLength(1);
      const after = await ledger(r.clinicClient, r.record.id);
      const statements = (await t.dataSource.query(
        `SELECT version, status FROM settlement_statements WHERE case_id = $1 ORDER BY version`,
        [r.record.id],
      )) as { version: number; status: string }[];
      if (!confirmed.errors) {
        expect(statements).toEqual([{ version: 1, status: 'confirmed' }]);
        expect(after.balance).toBe('0.00');
        expect(after.entries.find((e) => e.kind === 'payment')!.amount).toBe('900.00');
      } else {
        expect(statements).toEqual([
          { version: 1, status: 'superseded' },
          { version: 2, status: 'proposed' },
        ]);
        expect(after.entries).toHaveLength(2);
        expect(after.closedAt).toBeNull();
      }
    }
  });

  it('is one PDF both sides download, and REST answers in the spec style', async () => {
    const s = await setup();
    const rest = await s.attorneyClient.rest<{ success: boolean; data: Settlement }>(
      'POST',
      `/api/cases/${s.record.id}/settlement`,
      { ...draft(s.record.id), caseId: undefined },
    );
    expect(rest.status).toBe(201);
    expect(rest.body.success).toBe(true);
    const statement = rest.body.data.current!;
    expect(statement.netToClient).toBe('4067.00');

    const bad = await s.attorneyClient.rest<{ success: boolean; message: string }>(
      'POST',
      `/api/cases/${s.record.id}/settlement`,
      { ...draft(s.record.id), caseId: undefined, grossAmount: '100.00' },
    );
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, message: expect.stringContaining('cannot exceed the gross') });

    const confirmed = await s.clinicClient.rest<{ success: boolean; data: Settlement }>(
      'POST',
      `/api/settlement-statements/${statement.id}/confirm`,
      {},
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.current!.status).toBe('confirmed');

    for (const client of [s.attorneyClient, s.clinicClient]) {
      const response = await client.request('GET', statement.pdfUrl);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      const text = pdfText(Buffer.from(await response.arrayBuffer()));
      for (const expected of [
        'Settlement disbursement statement',
        'Gross settlement',
        '$10,000.00',
        'Attorney fee (33.33%)',
        '-$3,333.00',
        'Cost: Filing fee',
        'Lien: Harbor Chiropractic (balance $1,234.56)',
        '-$900.00',
        'Lien: Medicare',
        'Net to client',
        '$4,067.00',
        'a reduction of $334.56',
        'Confirmed by',
      ])
        expect(text).toContain(expected);
    }
    const otherLawyer = await createAttorneyUser(t.dataSource);
    const stranger = await signedInClient(t.url, otherLawyer.user.email);
    expect((await stranger.request('GET', statement.pdfUrl)).status).toBe(404);
  });

  it('is live on both sides: each step reaches the clinic and the attorney, never another clinic', async () => {
    const s = await setup();
    const otherClinic = await createClinicWithUsers(t.dataSource);
    const query = `subscription($caseId: Int!) { caseSettlementChanged(caseId: $caseId) { current { version status } abilities { canConfirm canRecord } } }`;
    const open = async (email: string) => {
      const http = await signedInClient(t.url, email);
      const socket = socketClient(t.url, http.cookie);
      sockets.push(socket);
      return socket;
    };
    type Event = {
      current: { version: number; status: string } | null;
      abilities: { canConfirm: boolean; canRecord: boolean };
    };
    const clinicStream = collect<Event>(await open(s.staff.email), query, 'caseSettlementChanged', {
      caseId: s.record.id,
    });
    const attorneyStream = collect<Event>(await open(s.lawyer.user.email), query, 'caseSettlementChanged', {
      caseId: s.record.id,
    });
    const outsider = collect<Event>(await open(otherClinic.staff.email), query, 'caseSettlementChanged', {
      caseId: s.record.id,
    });
    await untilSubscribed(t.app.services.live, 2);
    expect((await outsider.waitForEnd()).error).toBeDefined();

    const statement = await recorded(s);
    const [clinicFirst] = await clinicStream.waitFor(1);
    expect(clinicFirst).toEqual({
      current: { version: 1, status: 'proposed' },
      abilities: { canConfirm: true, canRecord: false },
    });
    expect((await attorneyStream.waitFor(1))[0].abilities).toEqual({ canConfirm: false, canRecord: true });
    expect((await confirm(s.clinicClient, statement.id)).errors).toBeUndefined();
    const attorneyEvents = await attorneyStream.waitFor(2);
    expect(attorneyEvents[1].current).toEqual({ version: 1, status: 'confirmed' });
    expect(attorneyEvents[1].abilities).toEqual({ canConfirm: false, canRecord: false });
  });
});
