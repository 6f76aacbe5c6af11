import { Role } from '../../../../platform/access/role';
import { TestClient, signedInClient } from '../../../../test/client';
import { createCase, createClinicWithUsers, createUser } from '../../../../test/factories';
import type { TestApp } from '../../../../test/harness';
import { startIsolatedApp } from '../../../../test/isolated-app';
import { SettingsReader } from '../../../../platform/settings/settings-reader';

// Platform settings apply to every tenant: this file has a database of its own.
let t: TestApp;
let operator: TestClient;
let operatorId: string;
beforeAll(async () => {
  t = await startIsolatedApp();
  const admin = await createUser(t.dataSource, { role: Role.super_admin, first_name: 'Avery', last_name: 'Quinn' });
  operatorId = admin.id;
  operator = await signedInClient(t.url, admin.email);
}, 60_000);
afterAll(() => t?.close());

const settingsQuery = '{ systemSettings { maxUploadMb sessionTimeoutMinutes aiFeatures updatedAt updatedByName } }';
const update = `mutation($input: SystemSettingsInput!) {
  systemSettingsUpdate(input: $input) { maxUploadMb sessionTimeoutMinutes aiFeatures updatedAt updatedByName }
}`;

interface Settings {
  maxUploadMb: number;
  sessionTimeoutMinutes: number;
  aiFeatures: string;
  updatedAt: string | null;
  updatedByName: string | null;
}

const storedRows = () =>
  t.dataSource.query(
    `SELECT setting_key, setting_value, updated_by, category FROM system_settings
      WHERE setting_key IN ('documents.maxUploadMb', 'security.sessionTimeoutMinutes', 'ai.features') ORDER BY setting_key`,
  );
const settingsAudit = () =>
  t.dataSource.query(
    `SELECT action, changed_by, changed_by_role, old_values, new_values FROM audit_logs
      WHERE entity_type = 'system_settings' ORDER BY id`,
  );

async function save(input: Record<string, unknown>) {
  const result = await operator.gql<{ systemSettingsUpdate: Settings }>(update, { input });
  expect(result.errors).toBeUndefined();
  return result.data!.systemSettingsUpdate;
}

async function resetToDefaults() {
  await save({ maxUploadMb: 50, sessionTimeoutMinutes: 30, aiFeatures: 'all' });
}

describe('platform settings', () => {
  it('answer the defaults before anything is saved, over GraphQL and GET /superadmin/api/settings', async () => {
    const graphql = await operator.gql<{ systemSettings: Settings }>(settingsQuery);
    expect(graphql).toEqual({
      data: {
        systemSettings: {
          maxUploadMb: 50,
          sessionTimeoutMinutes: 30,
          aiFeatures: 'all',
          updatedAt: null,
          updatedByName: null,
        },
      },
    });
    const rest = await operator.rest('GET', '/superadmin/api/settings');
    expect(rest).toEqual({
      status: 200,
      body: {
        success: true,
        data: { maxUploadMb: 50, sessionTimeoutMinutes: 30, aiFeatures: 'all', updatedAt: null, updatedByName: null },
      },
    });
  });

  it('are saved in system_settings with who saved them, audited with old and new values, and read back', async () => {
    const saved = await save({ maxUploadMb: 25, aiFeatures: 'predictions' });
    expect(saved).toMatchObject({
      maxUploadMb: 25,
      sessionTimeoutMinutes: 30,
      aiFeatures: 'predictions',
      updatedByName: 'Avery Quinn',
    });
    expect(Date.now() - Date.parse(saved.updatedAt!)).toBeLessThan(60_000);
    expect(await storedRows()).toEqual([
      { setting_key: 'ai.features', setting_value: 'predictions', updated_by: operatorId, category: 'ai' },
      { setting_key: 'documents.maxUploadMb', setting_value: 25, updated_by: operatorId, category: 'documents' },
    ]);
    expect(await settingsAudit()).toEqual([
      {
        action: 'update',
        changed_by: operatorId,
        changed_by_role: 'super_admin',
        old_values: { maxUploadMb: 50, aiFeatures: 'all' },
        new_values: { maxUploadMb: 25, aiFeatures: 'predictions' },
      },
    ]);
    const rest = await operator.rest<{ data: Settings }>('GET', '/superadmin/api/settings');
    expect(rest.body.data).toMatchObject({ maxUploadMb: 25, aiFeatures: 'predictions' });
    expect(await t.app.services.settings.aiFeatures()).toBe('predictions');

    // Saving the same values again changes nothing and writes no audit row.
    await save({ maxUploadMb: 25 });
    expect(await settingsAudit()).toHaveLength(1);
    await resetToDefaults();
  });

  it('refuse out-of-range values naming each field, and write nothing', async () => {
    const before = { rows: await storedRows(), audit: await settingsAudit() };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ maxUploadMb: 0 }, 'maxUploadMb', 'Max upload size must be a whole number of MB from 1 to 1024'],
      [{ maxUploadMb: 1025 }, 'maxUploadMb', 'Max upload size must be a whole number of MB from 1 to 1024'],
      [
        { sessionTimeoutMinutes: 4 },
        'sessionTimeoutMinutes',
        'Session timeout must be a whole number of minutes from 5 to 1440',
      ],
      [
        { sessionTimeoutMinutes: 1441 },
        'sessionTimeoutMinutes',
        'Session timeout must be a whole number of minutes from 5 to 1440',
      ],
      [{}, 'input', 'Choose a setting to change: max upload size, session timeout or AI features'],
    ];
    for (const [input, field, message] of cases) {
      const result = await operator.gql(update, { input: { aiFeatures: null, ...input } });
      expect({ input, error: result.errors?.[0].extensions }).toEqual({
        input,
        error: expect.objectContaining({ code: 'BAD_USER_INPUT', fieldErrors: [{ field, message }] }),
      });
    }
    // A good value next to a bad one is not saved either.
    const mixed = await operator.gql(update, { input: { aiFeatures: 'none', maxUploadMb: 2000 } });
    expect(mixed.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const unknownLevel = await operator.gql(update, { input: { aiFeatures: 'some' } });
    expect(unknownLevel.errors?.[0].message).toMatch(/AiFeatures/);
    expect({ rows: await storedRows(), audit: await settingsAudit() }).toEqual(before);
  });

  it('are the operator’s alone', async () => {
    const { admin } = await createClinicWithUsers(t.dataSource);
    const clinicAdmin = await signedInClient(t.url, admin.email);
    const before = await storedRows();
    expect((await clinicAdmin.gql(settingsQuery)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await clinicAdmin.gql(update, { input: { maxUploadMb: 1 } })).errors?.[0].extensions?.code).toBe(
      'FORBIDDEN',
    );
    expect((await clinicAdmin.rest('GET', '/superadmin/api/settings')).status).toBe(403);
    expect((await new TestClient(t.url).rest('GET', '/superadmin/api/settings')).status).toBe(401);
    expect(await storedRows()).toEqual(before);
  });
});

describe('platform settings take effect', () => {
  afterEach(resetToDefaults);

  it('max upload size: at 1 MB a 2 MB upload is refused with the size message, a small one still passes', async () => {
    const { clinic, staff } = await createClinicWithUsers(t.dataSource);
    const record = await createCase(t.dataSource, { clinicId: clinic.id });
    const client = await signedInClient(t.url, staff.email);
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
    const upload = async (bytes: Buffer) => {
      const form = new FormData();
      form.append('caseId', String(record.id));
      form.append('file', new Blob([new Uint8Array(bytes)]), 'scan.pdf');
      const response = await fetch(`${t.url}/api/documents/upload`, {
        method: 'POST',
        headers: { cookie: client.cookie! },
        body: form,
      });
      return { status: response.status, body: (await response.json()) as { message: string } };
    };

    await save({ maxUploadMb: 1 });
    const big = await upload(Buffer.concat([pdf, Buffer.alloc(2 * 1024 * 1024, 0x20)]));
    expect(big).toEqual({
      status: 413,
      body: expect.objectContaining({ message: 'The file is larger than the 1 MB upload limit' }),
    });
    expect((await upload(pdf)).status).toBe(201);
    const documents = await t.dataSource.query(`SELECT file_size FROM documents WHERE case_id = $1`, [record.id]);
    expect(documents).toEqual([{ file_size: String(pdf.length) }]);
  });

  it('another api process picks a change up within the 15-second cache', async () => {
    const otherProcess = new SettingsReader(t.dataSource);
    expect(await otherProcess.maxUploadMb()).toBe(50);
    await save({ maxUploadMb: 10 });
    expect(await t.app.services.settings.maxUploadMb()).toBe(10);
    expect(await otherProcess.maxUploadMb()).toBe(50);
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now + 15_001);
    try {
      expect(await otherProcess.maxUploadMb()).toBe(10);
    } finally {
      clock.mockRestore();
    }
  });

  it('session timeout: a session idle longer than the new timeout is refused, an active one goes on', async () => {
    const { staff, admin } = await createClinicWithUsers(t.dataSource);
    const idle = await signedInClient(t.url, staff.email);
    const active = await signedInClient(t.url, admin.email);
    // Idle for 10 minutes: under the 30-minute default its session is still open.
    await t.dataSource.query(
      `UPDATE sessions SET sess = jsonb_set(sess, '{lastSeenAt}', to_jsonb((now() - interval '10 minutes')::text))
        WHERE user_id = $1`,
      [staff.id],
    );
    expect((await idle.rest('GET', '/api/auth/user')).status).toBe(200);
    await t.dataSource.query(
      `UPDATE sessions SET sess = jsonb_set(sess, '{lastSeenAt}', to_jsonb((now() - interval '10 minutes')::text))
        WHERE user_id = $1`,
      [staff.id],
    );

    await save({ sessionTimeoutMinutes: 5 });

    expect((await idle.rest('GET', '/api/auth/user')).status).toBe(401);
    expect((await active.rest('GET', '/api/auth/user')).status).toBe(200);
    expect((await operator.gql(settingsQuery)).errors).toBeUndefined();
    // A session opened now lasts the new timeout.
    const fresh = await signedInClient(t.url, staff.email);
    expect((await fresh.rest('GET', '/api/auth/user')).status).toBe(200);
    const [expiry] = await t.dataSource.query(
      `SELECT extract(epoch FROM max(expire) - now())::int AS seconds FROM sessions WHERE user_id = $1`,
      [staff.id],
    );
    expect(expiry.seconds).toBeGreaterThan(4 * 60);
    expect(expiry.seconds).toBeLessThanOrEqual(5 * 60);
  });

  it('session timeout: a longer timeout keeps an idle session open longer', async () => {
    const { staff } = await createClinicWithUsers(t.dataSource);
    const client = await signedInClient(t.url, staff.email);
    // Idle for 25 minutes under the 30-minute default: 5 minutes left.
    await t.dataSource.query(
      `UPDATE sessions SET sess = jsonb_set(sess, '{lastSeenAt}', to_jsonb((now() - interval '25 minutes')::text)),
              expire = now() + interval '5 minutes' WHERE user_id = $1`,
      [staff.id],
    );
    await save({ sessionTimeoutMinutes: 120 });
    const [left] = await t.dataSource.query(
      `SELECT extract(epoch FROM expire - now())::int AS seconds FROM sessions WHERE user_id = $1`,
      [staff.id],
    );
    expect(left.seconds).toBeGreaterThan(90 * 60);
    expect(left.seconds).toBeLessThanOrEqual(95 * 60);
    expect((await client.rest('GET', '/api/auth/user')).status).toBe(200);
  });
});
