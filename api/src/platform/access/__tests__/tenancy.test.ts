import { Role } from '../role';
import { TestClient, signedInClient } from '../../../test/client';
import {
  createAttorneyUser,
  createBillingEntry,
  createCase,
  createClinicWithUsers,
  createPatient,
  createTask,
  createUser,
} from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const caseQuery = `query($id: Int!) { case(id: $id) { id caseNumber notes clinic { id billingStatus monthlyRate } patient { id } } }`;

const signedIn = (email: string) => signedInClient(t.url, email);

describe('tenant and role scope', () => {
  it("answers a clinic user asking for another clinic's case exactly as for a missing case", async () => {
    const mine = await createClinicWithUsers(t.dataSource);
    const theirs = await createClinicWithUsers(t.dataSource);
    const foreignCase = await createCase(t.dataSource, { clinicId: theirs.clinic.id });
    const ownCase = await createCase(t.dataSource, { clinicId: mine.clinic.id });
    const client = await signedIn(mine.staff.email);

    const own = await client.gql<{ case: { id: number } | null }>(caseQuery, { id: ownCase.id });
    expect(own.data?.case?.id).toBe(ownCase.id);
    const foreign = await client.gql(caseQuery, { id: foreignCase.id });
    const missing = await client.gql(caseQuery, { id: 2_000_000_000 });
    expect(foreign).toEqual({ data: { case: null } });
    expect(foreign).toEqual(missing);
  });

  it('shows an attorney exactly the cases they hold, at any clinic, and nothing else', async () => {
    const a = await createClinicWithUsers(t.dataSource);
    const b = await createClinicWithUsers(t.dataSource);
    const { attorney, user } = await createAttorneyUser(t.dataSource);
    const other = await createAttorneyUser(t.dataSource);
    const atA = await createCase(t.dataSource, { clinicId: a.clinic.id, attorneyId: attorney.id });
    const atB = await createCase(t.dataSource, { clinicId: b.clinic.id, attorneyId: attorney.id });
    const notMine = await createCase(t.dataSource, { clinicId: a.clinic.id, attorneyId: other.attorney.id });
    const client = await signedIn(user.email);

    const recent = await client.gql<{ recentCases: { id: number }[] }>('{ recentCases(limit: 100) { id } }');
    expect(recent.data?.recentCases.map((c) => c.id).sort()).toEqual([atA.id, atB.id].sort());
    expect((await client.gql(caseQuery, { id: notMine.id })).data).toEqual({ case: null });
  });

  it('never shows internal case notes to an attorney, on any path', async () => {
    const { clinic, staff } = await createClinicWithUsers(t.dataSource);
    const { attorney, user } = await createAttorneyUser(t.dataSource);
    const record = await createCase(t.dataSource, {
      clinicId: clinic.id,
      attorneyId: attorney.id,
      notes: 'Patient disputes liability privately',
    });

    const staffView = await (
      await signedIn(staff.email)
    ).gql<{ case: { notes: string | null } }>(caseQuery, { id: record.id });
    expect(staffView.data?.case.notes).toBe('Patient disputes liability privately');
    const attorneyView = await (
      await signedIn(user.email)
    ).gql<{ case: { notes: string | null }; recentCases: { notes: string | null }[] }>(
      `query($id: Int!) { case(id: $id) { notes } recentCases(limit: 50) { notes } }`,
      { id: record.id },
    );
    expect(attorneyView.errors).toBeUndefined();
    expect(attorneyView.data?.case.notes).toBeNull();
    expect(attorneyView.data?.recentCases.every((c) => c.notes === null)).toBe(true);
  });

  it('applies the same field rule on the REST path: an attorney never receives the notes key', async () => {
    const { clinic, staff } = await createClinicWithUsers(t.dataSource);
    const { attorney, user } = await createAttorneyUser(t.dataSource);
    const record = await createCase(t.dataSource, {
      clinicId: clinic.id,
      attorneyId: attorney.id,
      notes: 'Internal only',
    });

    const staffView = await (
      await signedIn(staff.email)
    ).rest<Record<string, unknown>>('GET', `/api/cases/${record.id}`);
    expect(staffView.status).toBe(200);
    expect(staffView.body).toMatchObject({ id: record.id, notes: 'Internal only', attorneyName: 'Avery Counsel' });
    const attorneyView = await (
      await signedIn(user.email)
    ).rest<Record<string, unknown>>('GET', `/api/cases/${record.id}`);
    expect(attorneyView.status).toBe(200);
    expect(attorneyView.body.id).toBe(record.id);
    expect(attorneyView.body).not.toHaveProperty('notes');
  });

  it('answers REST reads of a foreign, missing or malformed case id alike for foreign and missing, and clearly for malformed', async () => {
    const mine = await createClinicWithUsers(t.dataSource);
    const theirs = await createClinicWithUsers(t.dataSource);
    const foreignCase = await createCase(t.dataSource, { clinicId: theirs.clinic.id });
    const client = await signedIn(mine.staff.email);
    const foreign = await client.rest('GET', `/api/cases/${foreignCase.id}`);
    const missing = await client.rest('GET', '/api/cases/2000000000');
    expect(foreign).toEqual({ status: 404, body: { success: false, code: 'NOT_FOUND', message: 'Case not found' } });
    expect(missing).toEqual(foreign);
    const malformed = await client.rest('GET', '/api/cases/1%20OR%201=1');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({
      errors: [{ field: 'id', message: 'Case id must be a positive whole number' }],
    });
  });

  it("shows a clinic's billing fields only to the operator and that clinic's admin", async () => {
    const { clinic, staff, admin } = await createClinicWithUsers(t.dataSource, {
      billing_status: 'active',
      monthly_rate: '349.00',
    });
    const other = await createClinicWithUsers(t.dataSource);
    const operator = await createUser(t.dataSource, { role: Role.super_admin });
    const record = await createCase(t.dataSource, { clinicId: clinic.id });
    const view = async (email: string) =>
      (
        await (
          await signedIn(email)
        ).gql<{ case: { clinic: { billingStatus: string | null; monthlyRate: string | null } } | null }>(caseQuery, {
          id: record.id,
        })
      ).data?.case?.clinic;

    expect(await view(admin.email)).toEqual({ id: clinic.id, billingStatus: 'active', monthlyRate: '349.00' });
    expect(await view(operator.email)).toEqual({ id: clinic.id, billingStatus: 'active', monthlyRate: '349.00' });
    expect(await view(staff.email)).toEqual({ id: clinic.id, billingStatus: null, monthlyRate: null });
    expect(await view(other.admin.email)).toBeUndefined();

    const ownClinic = await (
      await signedIn(staff.email)
    ).gql<{ me: { clinic: { billingStatus: string | null } } }>('{ me { clinic { billingStatus } } }');
    expect(ownClinic.data?.me.clinic.billingStatus).toBeNull();
  });

  it('lets the operator read any clinic case', async () => {
    const { clinic } = await createClinicWithUsers(t.dataSource);
    const record = await createCase(t.dataSource, { clinicId: clinic.id });
    const operator = await createUser(t.dataSource, { role: Role.super_admin });
    const result = await (await signedIn(operator.email)).gql<{ case: { id: number } }>(caseQuery, { id: record.id });
    expect(result.data?.case.id).toBe(record.id);
  });

  it('refuses every scoped query to a signed-out caller with UNAUTHENTICATED', async () => {
    const client = new TestClient(t.url);
    for (const query of [
      '{ dashboardStats { activeCases } }',
      '{ recentCases { id } }',
      '{ recentPatients { id } }',
      '{ case(id: 1) { id } }',
    ]) {
      const result = await client.gql(query);
      expect(Object.values(result.data ?? {}).every((value) => value === null)).toBe(true);
      expect(result.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    }
    expect((await client.rest('GET', '/api/dashboard/stats')).status).toBe(401);
  });
});

describe('dashboard stats', () => {
  it('counts only what the scope may see, with money as an exact decimal', async () => {
    const { clinic, staff } = await createClinicWithUsers(t.dataSource);
    const { attorney, user: attorneyUser } = await createAttorneyUser(t.dataSource);
    const noise = await createClinicWithUsers(t.dataSource);
    await createCase(t.dataSource, { clinicId: noise.clinic.id, attorneyId: attorney.id });

    const open1 = await createCase(t.dataSource, { clinicId: clinic.id, attorneyId: attorney.id });
    const open2 = await createCase(t.dataSource, { clinicId: clinic.id, status: 'attorney_review' });
    await createCase(t.dataSource, { clinicId: clinic.id, status: 'closed' });
    await createPatient(t.dataSource, clinic.id, { is_active: false });
    await createTask(t.dataSource, clinic.id, { status: 'pending' });
    await createTask(t.dataSource, clinic.id, { status: 'in_progress', assigned_to: attorneyUser.id });
    await createTask(t.dataSource, clinic.id, { status: 'completed' });
    const today = new Date().toISOString().slice(0, 10);
    await createBillingEntry(t.dataSource, {
      clinicId: clinic.id,
      caseId: open1.id,
      amount: '0.10',
      status: 'paid',
      paid_date: today,
    });
    await createBillingEntry(t.dataSource, {
      clinicId: clinic.id,
      caseId: open2.id,
      amount: '0.20',
      status: 'paid',
      paid_date: today,
    });
    await createBillingEntry(t.dataSource, {
      clinicId: clinic.id,
      caseId: open2.id,
      amount: '99999999.99',
      adjusted_amount: '1000.05',
      status: 'paid',
      paid_date: today,
    });
    await createBillingEntry(t.dataSource, {
      clinicId: clinic.id,
      caseId: open2.id,
      amount: '500.00',
      status: 'submitted',
    });
    await createBillingEntry(t.dataSource, {
      clinicId: clinic.id,
      caseId: open2.id,
      amount: '700.00',
      status: 'paid',
      paid_date: '2001-01-15',
    });

    const staffStats = await (await signedIn(staff.email)).rest('GET', '/api/dashboard/stats');
    // 3 cases each made their own patient plus one inactive patient: 3 active patients.
    expect(staffStats).toEqual({
      status: 200,
      body: { activeCases: 2, activePatients: 3, pendingTasks: 2, monthlyRevenue: '1000.35' },
    });

    const attorneyStats = await (
      await signedIn(attorneyUser.email)
    ).gql<{ dashboardStats: object }>('{ dashboardStats { activeCases activePatients pendingTasks monthlyRevenue } }');
    // Tasks are the clinic's internal work list (decision 186): none for an attorney, even one assigned by mistake.
    expect(attorneyStats.data?.dashboardStats).toEqual({
      activeCases: 2,
      activePatients: 2,
      pendingTasks: 0,
      monthlyRevenue: '0.10',
    });
  });
});

describe('relations', () => {
  it('load through per-request batches: the statement count does not grow with the page size', async () => {
    const { clinic, staff } = await createClinicWithUsers(t.dataSource);
    const { attorney } = await createAttorneyUser(t.dataSource);
    for (let i = 0; i < 40; i += 1) await createCase(t.dataSource, { clinicId: clinic.id, attorneyId: attorney.id });
    const client = await signedIn(staff.email);
    const query = `query($limit: Int!) { recentCases(limit: $limit) { id patient { fullName } attorney { fullName } clinic { name } } }`;
    const measure = async (limit: number) => {
      await client.gql('{ me { id } }');
      const before = t.statements.count;
      const result = await client.gql<{ recentCases: unknown[] }>(query, { limit });
      expect(result.data?.recentCases).toHaveLength(limit);
      return t.statements.count - before;
    };
    const small = await measure(5);
    const large = await measure(40);
    expect(large).toBe(small);
    // session lookup + cases + patients + attorneys + clinics
    expect(small).toBeLessThanOrEqual(5);
  });

  it("a case's latest messages and billing totals load in one statement each for a whole page, scoped to the reader", async () => {
    const { clinic, staff } = await createClinicWithUsers(t.dataSource);
    const { attorney, user } = await createAttorneyUser(t.dataSource);
    const ids: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const record = await createCase(t.dataSource, { clinicId: clinic.id, attorneyId: attorney.id });
      ids.push(record.id);
      await createBillingEntry(t.dataSource, { clinicId: clinic.id, caseId: record.id, amount: '0.10' });
      await createBillingEntry(t.dataSource, {
        clinicId: clinic.id,
        caseId: record.id,
        amount: '0.20',
        status: 'paid',
      });
      for (const [subject, type] of [
        ['first', 'patient'],
        ['second', 'attorney'],
        ['internal', 'internal'],
      ])
        await t.dataSource.query(
          `INSERT INTO messages (case_id, clinic_id, sender_id, recipient_type, subject, content) VALUES ($1, $2, $3, $4, $5, 'x')`,
          [record.id, clinic.id, staff.id, type, subject],
        );
    }
    const query = `query($limit: Int!) { recentCases(limit: $limit) { id messages(first: 2) { subject } billingTotals { entries billed paid outstanding } } }`;
    type Row = { id: number; messages: { subject: string }[]; billingTotals: Record<string, unknown> };
    const measure = async (client: TestClient, limit: number) => {
      await client.gql('{ me { id } }');
      const before = t.statements.count;
      const result = await client.gql<{ recentCases: Row[] }>(query, { limit });
      expect(result.errors).toBeUndefined();
      return { statements: t.statements.count - before, rows: result.data!.recentCases };
    };
    const clinicClient = await signedIn(staff.email);
    const small = await measure(clinicClient, 3);
    const large = await measure(clinicClient, 12);
    expect(large.statements).toBe(small.statements);
    expect(large.rows[0].billingTotals).toEqual({ entries: 2, billed: '0.30', paid: '0.20', outstanding: '0.10' });
    expect(large.rows.every((row) => row.messages.length === 2)).toBe(true);
    const attorneyView = await measure(await signedIn(user.email), 12);
    expect(attorneyView.rows.flatMap((row) => row.messages.map((m) => m.subject))).not.toContain('internal');
  });
});
