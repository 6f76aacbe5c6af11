import { signedInClient } from '../../../test/client';
import { createAttorneyUser, createBillingEntry, createCase, createClinicWithUsers } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const dashboardQuery = `{ attorneyDashboard {
  clinics { clinicName activeCases totalCases recentCases { id caseNumber status } }
  waiting { kind caseId caseNumber clinicName summary link }
  waitingCounts { counterOffers newDocuments unreadMessages submittedBills }
} }`;

interface Dashboard {
  clinics: { clinicName: string; activeCases: number; totalCases: number; recentCases: { id: number }[] }[];
  waiting: { kind: string; caseId: number; clinicName: string; summary: string; link: string }[];
  waitingCounts: Record<string, number>;
}

let sequence = 0;
const insertRow = async (sql: string, values: unknown[]) =>
  ((await t.dataSource.query(`${sql} RETURNING id`, values)) as { id: number }[])[0].id;

const message = (caseId: number, clinicId: number, senderId: string, recipientType: string) =>
  insertRow(
    `INSERT INTO messages (case_id, clinic_id, sender_id, recipient_type, subject, content) VALUES ($1, $2, $3, $4, 'S', 'C')`,
    [caseId, clinicId, senderId, recipientType],
  );

const document = (caseId: number, clinicId: number, uploadedBy: string, fileName: string, daysAgo = 0) =>
  insertRow(
    `INSERT INTO documents (case_id, clinic_id, uploaded_by, file_name, file_type, file_size, file_path, upload_date)
     VALUES ($1, $2, $3, $4, 'pdf', 10, $5, now() - make_interval(days => $6))`,
    [caseId, clinicId, uploadedBy, fileName, `test/dashboard-${Date.now()}-${++sequence}.pdf`, daysAgo],
  );

const reduction = (caseId: number, clinicId: number, status: string) =>
  insertRow(
    `INSERT INTO bill_reduction_requests (case_id, clinic_id, original_amount, requested_amount, reason, status, counter_amount)
     VALUES ($1, $2, '1000.00', '600.00', 'Policy limits', $3, '800.00')`,
    [caseId, clinicId, status],
  );

/** Two clinics; attorney X holds cases at both, attorney Y one at the first. */
async function world() {
  const alpha = await createClinicWithUsers(t.dataSource, { name: `Alpha Spine ${++sequence}` });
  const bay = await createClinicWithUsers(t.dataSource, { name: `Bay Chiropractic ${++sequence}` });
  const x = await createAttorneyUser(t.dataSource);
  const y = await createAttorneyUser(t.dataSource);
  const xAlpha = await createCase(t.dataSource, { clinicId: alpha.clinic.id, attorneyId: x.attorney.id });
  const xBay = await createCase(t.dataSource, { clinicId: bay.clinic.id, attorneyId: x.attorney.id });
  await createCase(t.dataSource, { clinicId: bay.clinic.id, attorneyId: x.attorney.id, status: 'closed' });
  const yAlpha = await createCase(t.dataSource, { clinicId: alpha.clinic.id, attorneyId: y.attorney.id });
  return { alpha, bay, x, y, xAlpha, xBay, yAlpha };
}

async function dashboardOf(email: string): Promise<Dashboard> {
  const result = await (await signedInClient(t.url, email)).gql<{ attorneyDashboard: Dashboard }>(dashboardQuery);
  expect(result.errors).toBeUndefined();
  return result.data!.attorneyDashboard;
}

describe("the attorney's dashboard", () => {
  it('groups their cases by clinic and lists what waits on them, each with a link to the record', async () => {
    const { alpha, bay, x, xAlpha, xBay } = await world();
    await reduction(xAlpha.id, alpha.clinic.id, 'countered');
    await document(xBay.id, bay.clinic.id, bay.staff.id, 'MRI report.pdf');
    await message(xAlpha.id, alpha.clinic.id, alpha.staff.id, 'attorney');
    await message(xAlpha.id, alpha.clinic.id, alpha.staff.id, 'attorney');
    await createBillingEntry(t.dataSource, {
      clinicId: bay.clinic.id,
      caseId: xBay.id,
      status: 'submitted',
      amount: '450.00',
      invoice_number: `INV-DASH-${++sequence}`,
    });

    const dashboard = await dashboardOf(x.user.email);
    expect(dashboard.clinics).toEqual([
      {
        clinicName: alpha.clinic.name,
        activeCases: 1,
        totalCases: 1,
        recentCases: [expect.objectContaining({ id: xAlpha.id })],
      },
      {
        clinicName: bay.clinic.name,
        activeCases: 1,
        totalCases: 2,
        recentCases: [expect.objectContaining({ id: xBay.id })],
      },
    ]);
    expect(dashboard.waitingCounts).toEqual({
      counterOffers: 1,
      newDocuments: 1,
      unreadMessages: 2,
      submittedBills: 1,
    });
    const byKind = Object.fromEntries(dashboard.waiting.map((item) => [item.kind, item]));
    expect(byKind.counter_offer).toMatchObject({
      caseId: xAlpha.id,
      clinicName: alpha.clinic.name,
      summary: 'The clinic countered your reduction request with $800.00',
      link: `/cases/${xAlpha.id}?tab=billing`,
    });
    expect(byKind.new_document).toMatchObject({
      summary: 'New document: MRI report.pdf',
      link: `/cases/${xBay.id}?tab=documents`,
    });
    expect(byKind.unread_messages).toMatchObject({
      summary: '2 unread messages',
      link: `/cases/${xAlpha.id}?tab=messages`,
    });
    expect(byKind.bill_submitted.summary).toMatch(/^Bill INV-DASH-\d+ submitted for \$450\.00$/);
    expect(byKind.bill_submitted.link).toBe(`/cases/${xBay.id}?tab=billing`);
  });

  it('counts nothing the attorney may not read or need not act on', async () => {
    const { alpha, bay, x, xAlpha, xBay, yAlpha } = await world();
    // Not theirs to answer: a request still pending with the clinic, and a counter on another attorney's case.
    await reduction(xBay.id, bay.clinic.id, 'pending');
    await reduction(yAlpha.id, alpha.clinic.id, 'countered');
    // Internal messages, their own messages, messages they have read, another attorney's case.
    await message(xAlpha.id, alpha.clinic.id, alpha.staff.id, 'internal');
    await message(xAlpha.id, alpha.clinic.id, x.user.id, 'clinic');
    const read = await message(xAlpha.id, alpha.clinic.id, alpha.staff.id, 'attorney');
    await t.dataSource.query(`INSERT INTO message_reads (message_id, user_id) VALUES ($1, $2)`, [read, x.user.id]);
    await message(yAlpha.id, alpha.clinic.id, alpha.staff.id, 'attorney');
    // Documents they uploaded, already opened, older than 30 days, or on another attorney's case.
    await document(xAlpha.id, alpha.clinic.id, x.user.id, 'Their own.pdf');
    const opened = await document(xAlpha.id, alpha.clinic.id, alpha.staff.id, 'Opened.pdf');
    await t.dataSource.query(
      `INSERT INTO audit_logs (clinic_id, entity_type, entity_id, action, changed_by) VALUES ($1, 'document', $2, 'download', $3)`,
      [alpha.clinic.id, String(opened), x.user.id],
    );
    await document(xAlpha.id, alpha.clinic.id, alpha.staff.id, 'Old.pdf', 31);
    await document(yAlpha.id, alpha.clinic.id, alpha.staff.id, 'Not theirs.pdf');
    // A pending draft, a paid bill, and another attorney's submitted bill.
    await createBillingEntry(t.dataSource, { clinicId: alpha.clinic.id, caseId: xAlpha.id, status: 'pending' });
    await createBillingEntry(t.dataSource, {
      clinicId: alpha.clinic.id,
      caseId: xAlpha.id,
      status: 'paid',
      paid_date: '2026-01-02',
      payment_method: 'check',
    });
    await createBillingEntry(t.dataSource, { clinicId: alpha.clinic.id, caseId: yAlpha.id, status: 'submitted' });

    const dashboard = await dashboardOf(x.user.email);
    expect(dashboard.waiting).toEqual([]);
    expect(dashboard.waitingCounts).toEqual({
      counterOffers: 0,
      newDocuments: 0,
      unreadMessages: 0,
      submittedBills: 0,
    });
    expect(dashboard.clinics.map((clinic) => clinic.totalCases)).toEqual([1, 2]);

    const other = await dashboardOf((await world()).y.user.email);
    expect(other.clinics.map((clinic) => clinic.totalCases)).toEqual([1]);
  });

  it("is the attorney's alone: clinic users are refused, GraphQL and REST alike", async () => {
    const { alpha, x } = await world();
    const staff = await signedInClient(t.url, alpha.staff.email);
    const refused = await staff.gql(dashboardQuery);
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await staff.request('GET', '/api/attorney-portal/dashboard')).status).toBe(403);
    const attorney = await signedInClient(t.url, x.user.email);
    const rest = await attorney.request('GET', '/api/attorney-portal/dashboard');
    expect(rest.status).toBe(200);
    expect(((await rest.json()) as Dashboard).clinics).toHaveLength(2);
  });
});
