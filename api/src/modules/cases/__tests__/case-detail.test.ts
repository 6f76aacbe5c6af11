import { signedInClient, type TestClient } from '../../../test/client';
import {
  createAttorneyUser,
  createBillingEntry,
  createCase,
  createClinicWithUsers,
  createUser,
} from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { Role } from '../../../platform/access/role';

/**
 * `case(id)` reads the latest messages and billing totals it selects in the case's own statement
 * (case.resolver.ts, relatedSelected). These tests prove the answers are those of the batched path
 * that lists use, under each reader's scope, and the cost.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Json = Record<string, unknown>;
const messageFields =
  'id caseId caseNumber patientName subject content recipientType senderName senderRole recipientName isRead readByRecipient sentDate';
const detailSelection = `caseNumber patient { lastName }
  latest: messages(first: 2) { ${messageFields} }
  more: messages(first: $count) { ${messageFields} }
  billingTotals { entries billed paid outstanding }`;

/** A case with an attorney, seven messages (two internal) and three bills. */
async function caseWithActivity() {
  const setup = await createClinicWithUsers(t.dataSource);
  const { attorney, user: attorneyUser } = await createAttorneyUser(t.dataSource);
  const record = await createCase(t.dataSource, { clinicId: setup.clinic.id, attorneyId: attorney.id });
  const staff = await signedInClient(t.url, setup.staff.email);
  for (let i = 1; i <= 7; i += 1) {
    const recipientType = i % 3 === 0 ? 'internal' : 'attorney';
    const sent = await staff.gql(`mutation($input: MessageSendInput!) { messageSend(input: $input) { id } }`, {
      input: { caseId: record.id, recipientType, subject: `Update ${i}`, content: `Note ${i}` },
    });
    expect(sent.errors).toBeUndefined();
  }
  await createBillingEntry(t.dataSource, { clinicId: setup.clinic.id, caseId: record.id, amount: '100.00' });
  await createBillingEntry(t.dataSource, {
    clinicId: setup.clinic.id,
    caseId: record.id,
    amount: '250.50',
    status: 'paid',
  });
  await createBillingEntry(t.dataSource, {
    clinicId: setup.clinic.id,
    caseId: record.id,
    amount: '80.00',
    adjusted_amount: '60.25',
    status: 'submitted',
  });
  return { ...setup, record, staff, attorney: await signedInClient(t.url, attorneyUser.email) };
}

/** The same selection through the batched loaders: a list of cases (one case here). */
async function throughList(client: TestClient, caseNumber: string, count: number) {
  const result = await client.gql<{ cases: { nodes: Json[] } }>(
    `query($search: String!, $count: Int!) { cases(filter: { search: $search }) { nodes { ${detailSelection} } } }`,
    { search: caseNumber, count },
  );
  expect(result.errors).toBeUndefined();
  return result.data!.cases.nodes;
}

async function throughDetail(client: TestClient, id: number, count: number) {
  const result = await client.gql<{ case: Json | null }>(
    `query($id: Int!, $count: Int!) { case(id: $id) { ${detailSelection} } }`,
    { id, count },
  );
  expect(result.errors).toBeUndefined();
  return result.data!.case;
}

describe('case detail', () => {
  it('answers messages and billing totals as the batched path does, for staff and for the attorney', async () => {
    const { record, staff, attorney } = await caseWithActivity();
    const forStaff = await throughDetail(staff, record.id, 5);
    expect(forStaff).toEqual((await throughList(staff, record.case_number, 5))[0]);
    expect((forStaff!.latest as Json[]).map((m) => m.subject)).toEqual(['Update 7', 'Update 6']);
    expect((forStaff!.more as Json[]).map((m) => m.subject)).toEqual([
      'Update 7',
      'Update 6',
      'Update 5',
      'Update 4',
      'Update 3',
    ]);
    expect(forStaff!.billingTotals).toEqual({ entries: 3, billed: '410.75', paid: '250.50', outstanding: '160.25' });
    expect(typeof (forStaff!.latest as Json[])[0].sentDate).toBe('string');

    // The attorney never sees internal messages, on either path.
    const forAttorney = await throughDetail(attorney, record.id, 5);
    expect(forAttorney).toEqual((await throughList(attorney, record.case_number, 5))[0]);
    expect((forAttorney!.more as Json[]).map((m) => m.subject)).toEqual([
      'Update 7',
      'Update 5',
      'Update 4',
      'Update 2',
      'Update 1',
    ]);
  });

  it('gives empty messages and zero totals for a case without any, and null out of scope', async () => {
    const { clinic, staff } = await createClinicWithUsers(t.dataSource);
    const quiet = await createCase(t.dataSource, { clinicId: clinic.id });
    const client = await signedInClient(t.url, staff.email);
    expect(await throughDetail(client, quiet.id, 3)).toMatchObject({
      latest: [],
      more: [],
      billingTotals: { entries: 0, billed: '0.00', paid: '0.00', outstanding: '0.00' },
    });

    const { record } = await caseWithActivity();
    expect(await throughDetail(client, record.id, 3)).toBeNull();
    const otherStaff = await createUser(t.dataSource, { role: Role.clinic_staff, clinic_id: clinic.id });
    expect(await throughDetail(await signedInClient(t.url, otherStaff.email), record.id, 3)).toBeNull();
  });

  it('costs one statement (the case with its messages and totals), besides the session', async () => {
    const { record, staff } = await caseWithActivity();
    const { result, statements, sessionLookups } = await t.statements.during(() => throughDetail(staff, record.id, 4));
    expect(result!.more).toHaveLength(4);
    expect(statements).toHaveLength(1);
    expect(sessionLookups).toBeLessThanOrEqual(1);
  });

  it('reads only the message properties the selection needs, and never hands a partial message to another selection', async () => {
    const { record, staff } = await caseWithActivity();
    const { result, statements } = await t.statements.during(() =>
      staff.gql<Record<string, Json>>(
        `query($id: Int!) {
           brief: case(id: $id) { messages(first: 3) { id subject } }
           full: case(id: $id) { messages(first: 3) { ...Whole } }
           listed: cases(filter: { search: "${record.case_number}" }) { nodes { messages(first: 3) { id content isRead } } }
         }
         fragment Whole on Message { id content senderName isRead sentDate }`,
        { id: record.id },
      ),
    );
    expect(result.errors).toBeUndefined();
    const brief = result.data!.brief.messages as Json[];
    const full = result.data!.full.messages as Json[];
    expect(brief.map((m) => Object.keys(m))).toEqual([
      ['id', 'subject'],
      ['id', 'subject'],
      ['id', 'subject'],
    ]);
    expect(brief.map((m) => m.subject)).toEqual(['Update 7', 'Update 6', 'Update 5']);
    expect(full.map((m) => m.content)).toEqual(['Note 7', 'Note 6', 'Note 5']);
    expect(full.every((m) => m.isRead === true && m.senderName && typeof m.sentDate === 'string')).toBe(true);
    expect((result.data!.listed.nodes as Json[])[0].messages).toEqual(
      full.map(({ id, content, isRead }) => ({ id, content, isRead })),
    );
    // The brief case's statement builds its messages from id and subject alone: no text, no read state.
    const briefSql = statements.find((sql) => sql.includes(`json_build_object('id', v."id", 'subject', v."subject")`));
    expect(briefSql).toBeDefined();
  });
});
