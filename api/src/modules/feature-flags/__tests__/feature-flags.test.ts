import { signedInClient } from '../../../test/client';
import { createClinicWithUsers, createUser } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { Role } from '../../../platform/access/role';
import { flagCacheMs, flagEnabled } from '../feature-flag-reader';

/**
 * Feature flags (decisions 444-446): a clinic's override wins over the global value; a toggle is seen
 * at once by the process that made it; the AI features read their flags; every change is audited.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(() => t?.close());

const setFlag = `mutation($input: FeatureFlagSetInput!) { featureFlagSet(input: $input) { name enabled overrides { clinicId enabled } } }`;
const clearFlag = `mutation($input: FeatureFlagOverrideClearInput!) { featureFlagOverrideClear(input: $input) { name overrides { clinicId } } }`;
const aiConfig = '{ aiConfig { features { chat insights } } }';

describe('feature flags', () => {
  it("a clinic's AI insights flag turns the feature off for that clinic only, and back on", async () => {
    const admin = await createUser(t.dataSource, { role: Role.super_admin });
    const operator = await signedInClient(t.url, admin.email);
    const north = await createClinicWithUsers(t.dataSource);
    const lake = await createClinicWithUsers(t.dataSource);
    const northStaff = await signedInClient(t.url, north.staff.email);
    const lakeStaff = await signedInClient(t.url, lake.staff.email);

    const before = await northStaff.gql<{ aiConfig: { features: { insights: boolean } } }>(aiConfig);
    expect(before.data?.aiConfig.features.insights).toBe(true);

    const off = await operator.gql(setFlag, {
      input: { name: 'ai.insights', clinicId: north.clinic.id, enabled: false },
    });
    expect(off.errors).toBeUndefined();
    // Seen at once by this process (the toggle cleared its copy).
    const north1 = await northStaff.gql<{ aiConfig: { features: { insights: boolean } } }>(aiConfig);
    expect(north1.data?.aiConfig.features.insights).toBe(false);
    const refused = await northStaff.gql('{ aiInsights { __typename } }');
    expect(refused.errors?.[0]).toMatchObject({
      message: 'AI insights is turned off for this clinic.',
      extensions: { code: 'FORBIDDEN' },
    });
    const lake1 = await lakeStaff.gql<{ aiConfig: { features: { insights: boolean } } }>(aiConfig);
    expect(lake1.data?.aiConfig.features.insights).toBe(true);

    const cleared = await operator.gql(clearFlag, { input: { name: 'ai.insights', clinicId: north.clinic.id } });
    expect(cleared.errors).toBeUndefined();
    const north2 = await northStaff.gql<{ aiConfig: { features: { insights: boolean } } }>(aiConfig);
    expect(north2.data?.aiConfig.features.insights).toBe(true);

    const audit = await t.dataSource.query(
      `SELECT action, clinic_id FROM audit_logs WHERE entity_type = 'feature_flag' AND clinic_id = $1 ORDER BY id`,
      [north.clinic.id],
    );
    expect(audit).toEqual([
      { action: 'flag_override_set', clinic_id: north.clinic.id },
      { action: 'flag_override_clear', clinic_id: north.clinic.id },
    ]);
  }, 60_000);

  it('another process sees a toggle within the cache time; an unknown flag is off, a known one on by default', async () => {
    const context = { dataSource: t.dataSource, clinicId: null };
    const name = `test.flag_${Date.now()}`;
    const start = Date.now() + 1_000_000;
    expect(await flagEnabled(context, name, start)).toBe(false);
    await t.dataSource.query(`INSERT INTO feature_flags (name, enabled) VALUES ($1, true)`, [name]);
    // Another process's copy (read at `start`) still says off until it is flagCacheMs old.
    expect(await flagEnabled(context, name, start + flagCacheMs - 1)).toBe(false);
    expect(await flagEnabled(context, name, start + flagCacheMs)).toBe(true);
    expect(await flagEnabled(context, 'ai.chat', start + flagCacheMs)).toBe(true);
  });

  it('refuses bad input without a change, and a clinic that does not exist', async () => {
    const admin = await createUser(t.dataSource, { role: Role.super_admin });
    const operator = await signedInClient(t.url, admin.email);
    const bad = await operator.gql(setFlag, { input: { name: 'Bad Name!', enabled: true } });
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const missing = await operator.gql(setFlag, { input: { name: 'ai.chat', clinicId: 999_999_999, enabled: false } });
    expect(missing.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});

describe('/test-data', () => {
  it('does not exist outside demo mode (404 on the server, for everyone)', async () => {
    const admin = await createUser(t.dataSource, { role: Role.super_admin });
    const operator = await signedInClient(t.url, admin.email);
    expect((await operator.request('GET', '/api/test-data')).status).toBe(404);
    expect((await operator.gql('{ testDataSummary { loaded } }')).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('in demo mode: the super admin sees the counts; everyone else is refused', async () => {
    const demo = await startTestApp({ DEMO_DATA: '1' });
    try {
      const admin = await createUser(demo.dataSource, { role: Role.super_admin });
      const operator = await signedInClient(demo.url, admin.email);
      const { staff } = await createClinicWithUsers(demo.dataSource);
      const clinicUser = await signedInClient(demo.url, staff.email);
      const answer = await operator.rest<{ success: boolean; data: { counts: { area: string; count: number }[] } }>(
        'GET',
        '/api/test-data',
      );
      expect(answer.status).toBe(200);
      const counted = Object.fromEntries(answer.body.data.counts.map((row) => [row.area, row.count]));
      const [truth] = await demo.dataSource.query(
        `SELECT (SELECT count(*)::int FROM clinics) AS clinics, (SELECT count(*)::int FROM users) AS users,
                (SELECT count(*)::int FROM patients) AS patients, (SELECT count(*)::int FROM cases) AS cases`,
      );
      expect({
        clinics: counted.clinics,
        users: counted.users,
        patients: counted.patients,
        cases: counted.cases,
      }).toEqual(truth);
      expect((await clinicUser.request('GET', '/api/test-data')).status).toBe(403);
      expect((await clinicUser.gql('{ testDataSummary { loaded } }')).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    } finally {
      await demo.close();
    }
  }, 60_000);
});
