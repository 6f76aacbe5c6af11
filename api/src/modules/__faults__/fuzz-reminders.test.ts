import fc from 'fast-check';
import type { DataSource } from 'typeorm';
import { TestClient } from '../../test/client';
import { createClinic, createClinicWithUsers, createPatient } from '../../test/factories';
import { badDates, field, nastyStrings, wildValue } from '../../test/faults/fuzz-values';
import {
  AnswerCheck,
  bodyOf,
  fuzzParameters,
  fuzzRuns,
  fuzzSeed,
  pathSegment,
  withExtras,
} from '../../test/faults/fuzz-run';
import { startTestApp, type TestApp } from '../../test/harness';

/**
 * Generated inputs (fixed seed) against every reminder write, list and public route, over REST and
 * GraphQL, signed in as the clinic's admin: no answer is a server error or shows internals, and
 * afterwards another clinic's reminders, patients and rules are untouched, every reminder of the
 * clinic is its own patient's with a text without placeholders other than the allowed ones, and
 * the rules hold only valid values.
 */
const seed = fuzzSeed;
const runsPerTarget = fuzzRuns(200);

let t: TestApp;
let ds: DataSource;
let admin: TestClient;
let clinicId: number;
let otherClinicId: number;
let ownPatientId: number;
let otherPatientId: number;
let otherSnapshot: string;
const fuzzOptions = fuzzParameters(runsPerTarget);
const answers = new AnswerCheck();

const snapshotOther = async () =>
  JSON.stringify(
    await ds.query(
      `SELECT (SELECT json_agg(x ORDER BY x.id) FROM patient_reminders x WHERE x.clinic_id = $1) AS reminders,
              (SELECT json_agg(x ORDER BY x.id) FROM patients x WHERE x.clinic_id = $1) AS patients,
              (SELECT json_agg(x) FROM clinic_reminder_settings x WHERE x.clinic_id = $1) AS rules`,
      [otherClinicId],
    ),
  );

beforeAll(async () => {
  t = await startTestApp();
  ds = t.dataSource;
  const own = await createClinicWithUsers(ds);
  clinicId = own.clinic.id;
  otherClinicId = (await createClinic(ds)).id;
  ownPatientId = (await createPatient(ds, clinicId, { phone: '555-010-2000' })).id;
  otherPatientId = (await createPatient(ds, otherClinicId)).id;
  await ds.query(
    `INSERT INTO patient_reminders (clinic_id, patient_id, reminder_type, channel, message, scheduled_date)
     VALUES ($1, $2, 'custom', 'sms', 'Other clinic', now() + interval '1 day')`,
    [otherClinicId, otherPatientId],
  );
  admin = new TestClient(t.url);
  await admin.login(own.admin.email);
  otherSnapshot = await snapshotOther();
});
afterAll(async () => {
  process.stdout.write(
    `fuzzed inputs per target (seed ${seed}, ${answers.total()} in all):\n${JSON.stringify(answers.counts, null, 1)}\n`,
  );
  await t?.close();
});

const text = (max: number) =>
  fc.oneof(
    fc.string({ minLength: 1, maxLength: max }),
    nastyStrings,
    fc.constantFrom('{clinic} on {date}', 'Hi {name}'),
  );
const patientIds = () => field(fc.constantFrom(ownPatientId, otherPatientId, 999_999_999));
const instants = fc.oneof(
  fc
    .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
    .map((d) => d.toISOString()),
  badDates,
  fc.constant(null),
);
const reminderModel = () => ({
  patientId: patientIds(),
  caseId: field(fc.constantFrom(999_999_999, null)),
  reminderType: field(fc.constantFrom('appointment', 'follow_up', 'payment', 'document', 'custom', 'other')),
  channel: field(fc.constantFrom('sms', 'email', 'fax')),
  priority: field(fc.constantFrom('low', 'normal', 'high', 'urgent', 'medium', null)),
  message: field(text(300)),
  scheduledDate: field(instants),
});
const clockTimes = fc.constantFrom('21:00', '08:00', '00:00', '24:00', '8:00', '12:60', 'noon');
const rulesModel = () => ({
  enabled: field(fc.boolean()),
  offsetsMinutes: field(fc.array(fc.integer({ min: -10, max: 30_000 }), { maxLength: 6 })),
  channels: field(fc.array(fc.constantFrom('sms', 'email', 'pigeon'), { maxLength: 3 })),
  quietStart: field(clockTimes),
  quietEnd: field(clockTimes),
});
const consentModel = () => ({
  smsConsent: field(fc.boolean()),
  emailConsent: field(fc.boolean()),
  smsOptedOut: field(fc.boolean()),
  emailOptedOut: field(fc.boolean()),
});

const graphql = (target: string, query: string, variables: fc.Arbitrary<Record<string, unknown>>) =>
  fc.assert(
    fc.asyncProperty(variables, async (value) => {
      await answers.check(
        target,
        () => admin.request('POST', '/graphql', { body: JSON.stringify({ query, variables: value }) }),
        true,
      );
    }),
    fuzzOptions,
  );

describe('REST', () => {
  test('POST /api/reminders', () =>
    fc.assert(
      fc.asyncProperty(bodyOf(withExtras(reminderModel(), ['patientId', 'message'], otherClinicId)), async (body) => {
        await answers.check(
          'POST /api/reminders',
          () => admin.request('POST', '/api/reminders', { body: JSON.stringify(body) ?? 'null' }),
          false,
        );
      }),
      fuzzOptions,
    ));

  test('PUT /api/reminder-settings', () =>
    fc.assert(
      fc.asyncProperty(bodyOf(withExtras(rulesModel(), [], otherClinicId)), async (body) => {
        await answers.check(
          'PUT /api/reminder-settings',
          () => admin.request('PUT', '/api/reminder-settings', { body: JSON.stringify(body) ?? 'null' }),
          false,
        );
      }),
      fuzzOptions,
    ));

  test('PUT /api/patients/:id/reminder-consent', () =>
    fc.assert(
      fc.asyncProperty(patientIds(), bodyOf(withExtras(consentModel(), [], otherClinicId)), async (id, body) => {
        await answers.check(
          'PUT /api/patients/:id/reminder-consent',
          () =>
            admin.request('PUT', `/api/patients/${pathSegment(id)}/reminder-consent`, {
              body: JSON.stringify(body) ?? 'null',
            }),
          false,
        );
      }),
      fuzzOptions,
    ));

  test('POST /api/reminders/:id/cancel and the lists', () =>
    fc.assert(
      fc.asyncProperty(patientIds(), wildValue, async (id, cursor) => {
        const query = new URLSearchParams({ cursor: String(cursor), limit: String(cursor) });
        await answers.check(
          'POST /api/reminders/:id/cancel',
          () => admin.request('POST', `/api/reminders/${pathSegment(id)}/cancel`, { body: '{}' }),
          false,
        );
        await answers.check(
          'GET /api/patients/:id/reminders',
          () => admin.request('GET', `/api/patients/${pathSegment(id)}/reminders?${query}`),
          false,
        );
        await answers.check('GET /api/reminder-log', () => admin.request('GET', `/api/reminder-log?${query}`), false);
      }),
      fuzzOptions,
    ));

  test('the public routes: e-mail links and the SMS webhook', () =>
    fc.assert(
      fc.asyncProperty(wildValue, text(80), async (token, body) => {
        const form = new URLSearchParams({ token: String(token), From: String(body), Body: String(body) }).toString();
        const headers = { 'content-type': 'application/x-www-form-urlencoded' };
        for (const path of ['/api/reminders/unsubscribe', '/api/reminders/confirm', '/api/sms/inbound'])
          await answers.check(path, () => admin.request('POST', path, { body: form, headers }), false);
        await answers.check(
          'GET /api/reminders/confirm',
          // URLSearchParams encodes any string (a lone surrogate as U+FFFD), where encodeURIComponent throws.
          () =>
            admin.request('GET', `/api/reminders/confirm?${new URLSearchParams({ token: String(token) }).toString()}`),
          false,
        );
      }),
      fuzzOptions,
    ));
});

describe('GraphQL', () => {
  test('reminderCreate', () =>
    graphql(
      'reminderCreate',
      'mutation ($input: ReminderCreateInput!) { reminderCreate(input: $input) { id } }',
      fc.record({ input: withExtras(reminderModel(), ['patientId', 'message'], otherClinicId) }),
    ));

  test('reminderSettingsUpdate', () =>
    graphql(
      'reminderSettingsUpdate',
      'mutation ($input: ReminderSettingsInput!) { reminderSettingsUpdate(input: $input) { enabled } }',
      fc.record({ input: withExtras(rulesModel(), [], otherClinicId) }),
    ));

  test('patientReminderConsentUpdate', () =>
    graphql(
      'patientReminderConsentUpdate',
      'mutation ($input: ReminderConsentInput!) { patientReminderConsentUpdate(input: $input) }',
      fc.record({ input: withExtras({ patientId: patientIds(), ...consentModel() }, ['patientId'], otherClinicId) }),
    ));

  test('reminders', () =>
    graphql(
      'reminders',
      'query ($patientId: Int, $appointmentId: Int, $first: Int!, $after: String) { reminders(patientId: $patientId, appointmentId: $appointmentId, first: $first, after: $after) { nodes { id } } }',
      fc.record({
        patientId: patientIds(),
        appointmentId: field(fc.constantFrom(999_999_999, null)),
        first: field(fc.integer({ min: -5, max: 500 })),
        after: field(fc.string()),
      }),
    ));
});

describe('afterwards', () => {
  it("left another clinic's reminders, patients and rules untouched", async () => {
    expect(await snapshotOther()).toBe(otherSnapshot);
  });

  it("holds only the clinic's own patients' reminders, with allowed placeholders, and valid rules", async () => {
    const reminders = (await ds.query(
      `SELECT r.message, p.clinic_id AS "patientClinic" FROM patient_reminders r JOIN patients p ON p.id = r.patient_id
        WHERE r.clinic_id = $1`,
      [clinicId],
    )) as { message: string; patientClinic: number }[];
    expect(reminders.length).toBeGreaterThan(0);
    for (const reminder of reminders) {
      expect(reminder.patientClinic).toBe(clinicId);
      expect(reminder.message).not.toMatch(/\{(?!clinic\}|date\}|time\})/);
    }
    const rules = (await ds.query(`SELECT * FROM clinic_reminder_settings WHERE clinic_id = $1`, [clinicId])) as {
      offsets_minutes: number[];
      channels: string[];
      quiet_start: string;
    }[];
    for (const rule of rules) {
      expect(rule.offsets_minutes.every((m) => Number.isInteger(m) && m >= 15 && m <= 20160)).toBe(true);
      expect(rule.channels.every((c) => c === 'sms' || c === 'email')).toBe(true);
      expect(rule.quiet_start).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
    }
  });
});
