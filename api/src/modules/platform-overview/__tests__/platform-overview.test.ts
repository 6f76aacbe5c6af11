import { Role } from '../../../platform/access/role';
import { TestClient, signedInClient } from '../../../test/client';
import { createAttorneyUser, createCase, createClinic, createUser } from '../../../test/factories';
import type { TestApp } from '../../../test/harness';
import { CaseStatus } from '../../cases/case.enums';
import { monthlyRevenueSubquery, monthlyRevenueSum } from '../platform-figures.sql';
import { startIsolatedApp } from '../../../test/isolated-app';

let t: TestApp;
let operator: TestClient;
let staff: TestClient;
let attorney: TestClient;

const overviewQuery = `{ platformOverview { totalUsers activeUsers totalClinics activeClinics superAdminUsers monthlyRevenue activeCases totalCases } }`;
let clinicIds: number[];

beforeAll(async () => {
  t = await startIsolatedApp();
  const ds = t.dataSource;
  // Five clinics: two paying, active and overdue (1246.90 + 0.20 is not 1247.10 in floating point); one on
  // trial, one cancelled and one inactive, which pay nothing.
  const paying = await createClinic(ds, { billing_status: 'active', monthly_rate: '1246.90' });
  const trial = await createClinic(ds, { billing_status: 'trial', monthly_rate: '0.10' });
  const overdue = await createClinic(ds, { billing_status: 'overdue', monthly_rate: '0.20' });
  const cancelled = await createClinic(ds, { billing_status: 'cancelled', monthly_rate: '599.00' });
  const inactive = await createClinic(ds, { billing_status: 'active', monthly_rate: '249.00', is_active: false });
  clinicIds = [paying.id, trial.id, overdue.id, cancelled.id, inactive.id];

  const staffUser = await createUser(ds, { role: Role.clinic_staff, clinic_id: paying.id });
  await createUser(ds, { role: Role.clinic_admin, clinic_id: paying.id, is_active: false });
  const counsel = await createAttorneyUser(ds);
  const admin = await createUser(ds, { role: Role.super_admin });
  await createUser(ds, { role: Role.super_admin, is_active: false });

  await createCase(ds, { clinicId: paying.id, status: CaseStatus.active_treatment });
  await createCase(ds, { clinicId: paying.id, status: CaseStatus.attorney_review });
  await createCase(ds, { clinicId: paying.id, status: CaseStatus.settlement_negotiation });
  await createCase(ds, { clinicId: paying.id, status: CaseStatus.closed, is_active: false });
  await createCase(ds, { clinicId: paying.id, status: CaseStatus.closed, is_active: false, archived_at: new Date() });
  // The operator archives only closed cases; an archived case never counts, whatever its status says.
  await createCase(ds, { clinicId: paying.id, status: CaseStatus.attorney_review, archived_at: new Date() });
  // Two more, at the trial clinic: casesByClinic counts every case per clinic.
  await createCase(ds, { clinicId: trial.id, status: CaseStatus.active_treatment });
  await createCase(ds, { clinicId: trial.id, status: CaseStatus.closed, is_active: false });

  operator = await signedInClient(t.url, admin.email);
  staff = await signedInClient(t.url, staffUser.email);
  attorney = await signedInClient(t.url, counsel.user.email);
}, 60_000);
afterAll(() => t?.close());

const expected = {
  totalUsers: 5,
  activeUsers: 3,
  totalClinics: 5,
  activeClinics: 4,
  superAdminUsers: 2,
  monthlyRevenue: '1247.10',
  activeCases: 4,
  totalCases: 8,
};

describe('platform overview', () => {
  it('counts users, clinics, paying clinics’ monthly rates (exactly) and open cases over the whole platform', async () => {
    const result = await operator.gql(overviewQuery);
    expect(result).toEqual({ data: { platformOverview: expected } });
  });

  it("answers the spec's GET /superadmin/api/stats with the same figures, and casesByClinic (every clinic, 0 included)", async () => {
    const [paying, trial, overdue, cancelled, inactive] = clinicIds;
    expect(await operator.rest('GET', '/superadmin/api/stats')).toEqual({
      status: 200,
      body: {
        success: true,
        data: {
          ...expected,
          casesByClinic: { [paying]: 6, [trial]: 2, [overdue]: 0, [cancelled]: 0, [inactive]: 0 },
        },
      },
    });
  });

  it('is computed in one SQL statement', async () => {
    const before = t.statements.count;
    await t.app.services.platformOverview.overview({
      userId: 'operator',
      role: Role.super_admin,
      clinicId: null,
      attorneyId: null,
      displayName: 'Operator',
      sessionId: 'session',
      request: { requestId: 'request', ip: null, userAgent: null },
    });
    expect(t.statements.count - before).toBe(1);
  });

  it('moves when a clinic stops paying, and the shared revenue rule agrees', async () => {
    const [{ revenue: shared }] = (await t.dataSource.query(`SELECT ${monthlyRevenueSubquery} AS revenue`)) as {
      revenue: string;
    }[];
    expect(shared).toBe('1247.10');
    const clinic = await createClinic(t.dataSource, { billing_status: 'active', monthly_rate: '10.05' });
    expect((await operator.gql<{ platformOverview: typeof expected }>(overviewQuery)).data?.platformOverview).toEqual({
      ...expected,
      totalClinics: 6,
      activeClinics: 5,
      monthlyRevenue: '1257.15',
    });
    await t.dataSource.query(`UPDATE clinics SET billing_status = 'cancelled' WHERE id = $1`, [clinic.id]);
    expect((await operator.gql<{ platformOverview: typeof expected }>(overviewQuery)).data?.platformOverview).toEqual({
      ...expected,
      totalClinics: 6,
      activeClinics: 5,
    });
    await t.dataSource.query(`DELETE FROM clinics WHERE id = $1`, [clinic.id]);
  });

  it('answers "0.00" revenue rather than null when no clinic pays', async () => {
    const [{ revenue }] = (await t.dataSource.query(
      `SELECT ${monthlyRevenueSum('c')} AS revenue FROM clinics c WHERE false`,
    )) as { revenue: string }[];
    expect(revenue).toBe('0.00');
  });

  it('is refused to clinic users and attorneys (403 / FORBIDDEN) and to signed-out callers (401 / UNAUTHENTICATED)', async () => {
    for (const client of [staff, attorney]) {
      const forbidden = await client.gql(overviewQuery);
      expect(forbidden.data ?? null).toBeNull();
      expect(forbidden.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect(await client.rest('GET', '/superadmin/api/stats')).toMatchObject({
        status: 403,
        body: { success: false, code: 'FORBIDDEN' },
      });
    }

    const visitor = new TestClient(t.url);
    expect((await visitor.gql(overviewQuery)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(await visitor.rest('GET', '/superadmin/api/stats')).toMatchObject({
      status: 401,
      body: { success: false, code: 'UNAUTHENTICATED' },
    });
  });
});
