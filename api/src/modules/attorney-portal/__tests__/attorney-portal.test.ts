import { Role } from '../../../platform/access/role';
import { signedInClient } from '../../../test/client';
import {
  createAttorneyUser,
  createCase,
  createClinicWithUsers,
  createPatient,
  createUser,
} from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const summaryQuery =
  '{ attorneyPortalSummary { activeCases settledCases averageSettlement responseTimeHours answeredMessages } }';

async function message(caseId: number, clinicId: number, senderId: string, hoursAgo: number) {
  await t.dataSource.query(
    `INSERT INTO messages (case_id, clinic_id, sender_id, subject, content, sent_date)
     VALUES ($1, $2, $3, 'S', 'C', now() - make_interval(mins => $4))`,
    [caseId, clinicId, senderId, Math.round(hoursAgo * 60)],
  );
}

describe('attorney portal', () => {
  it("computes the cards from the attorney's own cases and the clinic's answers", async () => {
    const { clinic, staff } = await createClinicWithUsers(t.dataSource);
    const lawyer = await createAttorneyUser(t.dataSource);
    const other = await createAttorneyUser(t.dataSource);
    const attorneyId = lawyer.attorney.id;
    const open = await createCase(t.dataSource, { clinicId: clinic.id, attorneyId });
    await createCase(t.dataSource, {
      clinicId: clinic.id,
      attorneyId,
      status: 'attorney_review',
      settlement_amount: '20000.00',
    });
    await createCase(t.dataSource, {
      clinicId: clinic.id,
      attorneyId,
      status: 'closed',
      settlement_amount: '31000.50',
    });
    await createCase(t.dataSource, {
      clinicId: clinic.id,
      attorneyId: other.attorney.id,
      settlement_amount: '999999.00',
    });
    // Answered after 1 h, 3 h and 8 h: the median is 3 h. The staff's own unprompted message is no answer.
    await message(open.id, clinic.id, lawyer.user.id, 30);
    await message(open.id, clinic.id, staff.id, 29);
    await message(open.id, clinic.id, lawyer.user.id, 20);
    await message(open.id, clinic.id, staff.id, 17);
    await message(open.id, clinic.id, lawyer.user.id, 10);
    await message(open.id, clinic.id, staff.id, 2);
    await message(open.id, clinic.id, lawyer.user.id, 1);

    const client = await signedInClient(t.url, lawyer.user.email);
    const result = await client.gql<{ attorneyPortalSummary: Record<string, unknown> }>(summaryQuery);
    expect(result.errors).toBeUndefined();
    expect(result.data!.attorneyPortalSummary).toEqual({
      activeCases: 2,
      settledCases: 2,
      averageSettlement: '25500.25',
      responseTimeHours: 3,
      answeredMessages: 3,
    });
  });

  it('receives nothing computed from internal messages: every figure and answer stays the same', async () => {
    const { clinic, staff } = await createClinicWithUsers(t.dataSource);
    const lawyer = await createAttorneyUser(t.dataSource);
    const open = await createCase(t.dataSource, { clinicId: clinic.id, attorneyId: lawyer.attorney.id });
    // One question answered after 2 h, and a later one still waiting for the clinic.
    await message(open.id, clinic.id, lawyer.user.id, 10);
    await message(open.id, clinic.id, staff.id, 8);
    await message(open.id, clinic.id, lawyer.user.id, 3);
    const attorney = await signedInClient(t.url, lawyer.user.email);
    const everythingTheAttorneyReceives = async () => ({
      graphql: await attorney.gql(
        `query ($id: Int!) {
          attorneyPortalSummary { activeCases settledCases averageSettlement responseTimeHours answeredMessages }
          dashboardStats { activeCases activePatients pendingTasks monthlyRevenue }
          unreadMessageCount
          notifications { nodes { id } }
          case(id: $id) { updatedAt messages { id } }
        }`,
        { id: open.id },
      ),
      csv: await (await attorney.request('GET', '/api/attorney-portal/cases.csv')).text(),
      caseJson: (await attorney.rest('GET', `/api/cases/${open.id}`)).body,
      messages: (await attorney.rest('GET', `/api/messages?caseId=${open.id}`)).body,
      notificationsJson: (await attorney.rest('GET', '/api/notifications')).body,
    });
    const before = await everythingTheAttorneyReceives();
    expect(before.graphql.errors).toBeUndefined();
    expect(before.graphql.data).toMatchObject({
      attorneyPortalSummary: { responseTimeHours: 2, answeredMessages: 1 },
    });

    const clinicClient = await signedInClient(t.url, staff.email);
    const sent = await clinicClient.gql(`mutation ($input: MessageSendInput!) { messageSend(input: $input) { id } }`, {
      input: { caseId: open.id, subject: 'Internal', content: 'Between us', recipientType: 'internal' },
    });
    expect(sent.errors).toBeUndefined();

    expect(await everythingTheAttorneyReceives()).toEqual(before);
  });

  it('shows honest empty figures for an attorney with nothing yet', async () => {
    const lawyer = await createAttorneyUser(t.dataSource);
    const client = await signedInClient(t.url, lawyer.user.email);
    const result = await client.gql<{ attorneyPortalSummary: Record<string, unknown> }>(summaryQuery);
    expect(result.data!.attorneyPortalSummary).toEqual({
      activeCases: 0,
      settledCases: 0,
      averageSettlement: null,
      responseTimeHours: null,
      answeredMessages: 0,
    });
  });

  it('refuses everyone but attorneys on the server, over GraphQL and REST', async () => {
    const { staff, admin } = await createClinicWithUsers(t.dataSource);
    const operator = await createUser(t.dataSource, { role: Role.super_admin });
    for (const email of [staff.email, admin.email, operator.email]) {
      const client = await signedInClient(t.url, email);
      const result = await client.gql(summaryQuery);
      expect(result.errors?.[0]).toMatchObject({
        message: 'This page is only accessible to attorneys.',
        extensions: { code: 'FORBIDDEN' },
      });
      const csv = await client.rest('GET', '/api/attorney-portal/cases.csv');
      expect(csv.status).toBe(403);
    }
    const anonymous = await fetch(`${t.url}/api/attorney-portal/cases.csv`);
    expect(anonymous.status).toBe(401);
  });

  it("exports only the attorney's cases as CSV, with formula-looking text neutralised", async () => {
    const { clinic } = await createClinicWithUsers(t.dataSource, { name: '=HYPERLINK("http://evil")' });
    const lawyer = await createAttorneyUser(t.dataSource);
    const other = await createAttorneyUser(t.dataSource);
    const patient = await createPatient(t.dataSource, clinic.id, { first_name: '@Ann', last_name: 'Lee' });
    const mine = await createCase(t.dataSource, {
      clinicId: clinic.id,
      attorneyId: lawyer.attorney.id,
      patientId: patient.id,
      accident_date: '2026-03-02',
    });
    const theirs = await createCase(t.dataSource, { clinicId: clinic.id, attorneyId: other.attorney.id });
    const client = await signedInClient(t.url, lawyer.user.email);
    const response = await client.request('GET', '/api/attorney-portal/cases.csv');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="cases-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await response.text()).trim().split('\r\n');
    expect(lines[0]).toBe(
      '"Case number","Patient","Clinic","Case type","Status","Accident date","Settlement","Opened","Messages","Documents"',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"${mine.case_number}","'@Ann Lee","'=HYPERLINK(""http://evil"")","Auto Accident"`);
    expect(lines.join('\n')).not.toContain(theirs.case_number);
  });
});
