import { startTestApp, type TestApp } from '../../../test/harness';
import type { UserRow } from '../../../test/factories';
import { fieldRulesOf, typesWithFieldRules } from '../field-access';
import { allRoles, type Role } from '../role';
import type { Scope } from '../scope';
import { MatrixClient } from './matrix-client';
import { recordRouters, restRoutes, worldPathsOf } from './matrix-surface';
import { buildWorld, type World } from './matrix-world';

/**
 * Every REST answer keeps the field rules (@FieldAccess) that GraphQL keeps. Each field under a
 * rule gets a value found nowhere else (a canary) in the records of the matrix world; then every
 * GET route the app serves (found from its routers, so a new route is covered without touching
 * this file) is called as every role with the world's ids in its path, and no answer may carry
 * the canary of a field the rule hides from that role. A route whose presenter skips
 * `redactFields` fails here. Each canary must also reach a role allowed to read it, so the check
 * cannot pass because no route shows the record at all.
 */

let t: TestApp;
let world: World;
let routes: string[] = [];
const clients = {} as Record<Role, MatrixClient>;

/** A planted value: which record and field carry it, and whether a role may read that field. */
interface Canary {
  text: string;
  label: string;
  mayRead(scope: Scope): boolean;
}
const canaries: Canary[] = [];

/**
 * Fields whose column holds one of a few fixed values (a plan code, an enumerated status), so no
 * unique value can be planted. Every other field under the same rule carries a canary, and
 * `redactFields` applies a type's rules together, so a presenter that skips them leaks those too.
 */
const enumeratedFields: Record<string, readonly string[]> = {
  Clinic: ['subscriptionPlan', 'billingFrequency', 'billingStatus'],
};

beforeAll(async () => {
  const recording = recordRouters();
  try {
    t = await startTestApp();
  } finally {
    recording.stop();
  }
  // Sign-in redirects answer no record and would replace the session cookie with an attempt's.
  routes = restRoutes(recording.routers, t.app.server).filter(
    (route) => route.startsWith('GET ') && !/\/(login|oidc)\b/.test(route),
  );
  world = await buildWorld(t.dataSource, t.config);
  for (const plant of Object.values(planters)) canaries.push(...(await plant()));
  for (const role of allRoles) {
    clients[role] = new MatrixClient(t.url);
    await clients[role].login(world.users[role].email);
  }
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const scopeOf = (user: UserRow): Scope => ({
  userId: user.id,
  role: user.role,
  clinicId: user.clinic_id,
  attorneyId: user.attorney_id,
  displayName: user.email,
  sessionId: 'rest-field-rules',
  request: { requestId: 'rest-field-rules', ip: null, userAgent: null },
});

const fixtures = () => Object.values(world.shared);

/**
 * The field rules of a type the app declared, found by the type's name: the platform's tests import
 * no module (platform/__tests__/no-domain-imports.test.ts).
 */
function rulesOfType(name: string) {
  const type = typesWithFieldRules().find((candidate) => candidate.name === name);
  if (!type) throw new Error(`No type named ${name} declares a field rule`);
  return fieldRulesOf(type);
}

async function plantCaseCanaries(): Promise<Canary[]> {
  const rules = rulesOfType('CaseRecord');
  const caseIds = fixtures().map((fixture) => fixture.caseId);
  await t.dataSource.query(`UPDATE cases SET notes = 'canary-case-notes-' || id WHERE id = ANY($1)`, [caseIds]);
  return caseIds.map((id) => ({
    text: `canary-case-notes-${id}`,
    label: `case ${id} notes`,
    mayRead: (scope) => rules.get('notes')!.allows(scope, { id }),
  }));
}

async function plantPatientCanaries(): Promise<Canary[]> {
  const rules = rulesOfType('Patient');
  const patientIds = fixtures().map((fixture) => fixture.patientId);
  await t.dataSource.query(`UPDATE patients SET notes = 'canary-patient-notes-' || id WHERE id = ANY($1)`, [
    patientIds,
  ]);
  // The reminder and marketing consent and opt-out instants: dates past 2090 no other column of the world holds.
  await t.dataSource.query(
    `UPDATE patients
        SET sms_reminder_consent_at = TIMESTAMPTZ '2093-01-01 12:00:00+00' + make_interval(days => (id % 1000)::int),
            email_reminder_consent_at = TIMESTAMPTZ '2094-01-01 12:00:00+00' + make_interval(days => (id % 1000)::int),
            sms_opted_out_at = TIMESTAMPTZ '2095-01-01 12:00:00+00' + make_interval(days => (id % 1000)::int),
            email_opted_out_at = TIMESTAMPTZ '2096-01-01 12:00:00+00' + make_interval(days => (id % 1000)::int),
            marketing_consent_at = TIMESTAMPTZ '2097-01-01 12:00:00+00' + make_interval(days => (id % 1000)::int)
      WHERE id = ANY($1)`,
    [patientIds],
  );
  const instants: Record<string, string | number>[] = await t.dataSource.query(
    `SELECT id,
            to_char(sms_reminder_consent_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI') AS "smsReminderConsentAt",
            to_char(email_reminder_consent_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI') AS "emailReminderConsentAt",
            to_char(sms_opted_out_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI') AS "smsOptedOutAt",
            to_char(email_opted_out_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI') AS "emailOptedOutAt",
            to_char(marketing_consent_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI') AS "marketingConsentAt"
       FROM patients WHERE id = ANY($1)`,
    [patientIds],
  );
  return [
    ...patientIds.map((id) => ({
      text: `canary-patient-notes-${id}`,
      label: `patient ${id} notes`,
      mayRead: (scope: Scope) => rules.get('notes')!.allows(scope, { id }),
    })),
    ...instants.flatMap((row) =>
      Object.entries(row)
        .filter(([field]) => field !== 'id')
        .map(([field, value]) => ({
          text: String(value),
          label: `patient ${row.id} ${field}`,
          mayRead: (scope: Scope) => rules.get(field)!.allows(scope, { id: Number(row.id) }),
        })),
    ),
  ];
}

async function plantAppointmentCanaries(): Promise<Canary[]> {
  const rules = rulesOfType('AppointmentView');
  const ids = fixtures().map((fixture) => fixture.appointmentId);
  await t.dataSource.query(`UPDATE appointments SET notes = 'canary-appointment-notes-' || id WHERE id = ANY($1)`, [
    ids,
  ]);
  return ids.map((id) => ({
    text: `canary-appointment-notes-${id}`,
    label: `appointment ${id} notes`,
    mayRead: (scope) => rules.get('notes')!.allows(scope, { id }),
  }));
}

async function plantClinicCanaries(): Promise<Canary[]> {
  const rules = rulesOfType('Clinic');
  const clinicIds = [world.clinicA.id, world.clinicB.id];
  // Values no other column of the world holds: amounts in the tens of thousands, dates past 2090.
  await t.dataSource.query(
    `UPDATE clinics
        SET monthly_rate = 91000 + id % 1000 + 0.37, annual_rate = 81000 + id % 1000 + 0.41,
            current_amount = 71000 + id % 1000 + 0.43,
            next_billing_date = DATE '2091-01-01' + (id % 1000)::int,
            trial_ends_at = TIMESTAMPTZ '2092-01-01 12:00:00+00' + make_interval(days => (id % 1000)::int)
      WHERE id = ANY($1)`,
    [clinicIds],
  );
  const rows: Record<string, string | number>[] = await t.dataSource.query(
    `SELECT id, monthly_rate::text AS "monthlyRate", annual_rate::text AS "annualRate",
            current_amount::text AS "currentAmount", next_billing_date::text AS "nextBillingDate",
            to_char(trial_ends_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI') AS "trialEndsAt"
       FROM clinics WHERE id = ANY($1)`,
    [clinicIds],
  );
  return rows.flatMap((row) =>
    Object.entries(row)
      .filter(([field]) => field !== 'id')
      .map(([field, value]) => ({
        text: String(value),
        label: `clinic ${row.id} ${field}`,
        mayRead: (scope: Scope) => rules.get(field)!.allows(scope, { id: Number(row.id) }),
      })),
  );
}

/** How each type with field rules gets its canaries (by class name). */
const planters: Record<string, () => Promise<Canary[]>> = {
  CaseRecord: plantCaseCanaries,
  Patient: plantPatientCanaries,
  Clinic: plantClinicCanaries,
  AppointmentView: plantAppointmentCanaries,
};

test('every type with a field rule has its canaries planted here', () => {
  const planted = new Set(canaries.map((canary) => canary.label.split(' ').slice(2).join(' ')));
  for (const type of typesWithFieldRules()) {
    expect(Object.keys(planters)).toContain(type.name);
    const skipped = enumeratedFields[type.name] ?? [];
    for (const field of fieldRulesOf(type).keys()) {
      if (!skipped.includes(field))
        expect({ type: type.name, field, planted: planted.has(field) }).toEqual({
          type: type.name,
          field,
          planted: true,
        });
    }
  }
});

test('no GET route answers a role with a field its rule hides; each canary reaches a reader allowed it', async () => {
  expect(routes.length).toBeGreaterThan(20);
  const leaks: string[] = [];
  const seen = new Set<string>();
  await Promise.all(
    allRoles.map(async (role) => {
      const scope = scopeOf(world.users[role]);
      for (const route of routes) {
        for (const path of worldPathsOf(world, route.slice('GET '.length))) {
          const response = await clients[role].request('GET', path);
          const text = Buffer.from(await response.arrayBuffer()).toString('utf8');
          for (const canary of canaries) {
            if (!text.includes(canary.text)) continue;
            if (canary.mayRead(scope)) seen.add(canary.label);
            else leaks.push(`${role} GET ${path}: ${canary.label}`);
          }
        }
      }
    }),
  );
  expect(leaks).toEqual([]);
  expect(canaries.filter((canary) => !seen.has(canary.label)).map((canary) => canary.label)).toEqual([]);
}, 120_000);
