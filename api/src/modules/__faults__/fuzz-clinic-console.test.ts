import { readdir } from 'node:fs/promises';
import path from 'node:path';
import fc from 'fast-check';
import type { DataSource } from 'typeorm';
import { Role } from '../../platform/access/role';
import { TestClient } from '../../test/client';
import { createAttorneyUser, createClinicWithUsers, createUser } from '../../test/factories';
import {
  field,
  nastyStrings,
  validEmail,
  validName,
  validPhone,
  validZip,
  wildValue,
} from '../../test/faults/fuzz-values';
import { AnswerCheck, bodyOf, fuzzParameters, fuzzRuns, withExtras } from '../../test/faults/fuzz-run';
import type { TestApp } from '../../test/harness';
import { pngImage } from '../../test/images';
import { startIsolatedApp } from '../../test/isolated-app';
import { businessHoursProblems, isTimeZone, type BusinessDay } from '../clinics/business-hours';

/**
 * Generated inputs (fixed seed) against every write of the clinic console, as a clinic admin: invite,
 * role, active, force logout, resend invitation, the profile (time zone and hours) and the logo
 * upload and the card. No answer is a server error or shows internals; afterwards another clinic, the attorney and
 * the operator are untouched, the clinic still has an active admin, its users all hold clinic roles,
 * its plan's seats are not exceeded, every changed account has its audit row, the stored profile is
 * valid and no temporary upload is left. Its own database: the invariants count a clinic's accounts.
 */
const runsPerTarget = fuzzRuns(200);
const fuzzOptions = fuzzParameters(runsPerTarget);
const answers = new AnswerCheck();

let t: TestApp;
let ds: DataSource;
let startedAt: Date;
let admin: TestClient;
let adminId: string;
let clinicId: number;
let bystanderClinicId: number;
/** Accounts the admin may change (their colleagues) and others they must not tell apart from missing ones. */
let colleagueIds: string[];
let outsiderIds: string[];
let outsiderSnapshot: string;

async function snapshotOutsiders(): Promise<string> {
  const [row] = await ds.query(
    `SELECT (SELECT row_to_json(x) FROM clinics x WHERE x.id = $1) AS clinic,
            (SELECT json_agg(x ORDER BY x.id) FROM users x WHERE x.clinic_id = $1 OR x.id = ANY($2)) AS users,
            (SELECT json_agg(x ORDER BY x.sid) FROM sessions x WHERE x.user_id = ANY($2)) AS sessions`,
    [bystanderClinicId, outsiderIds],
  );
  return JSON.stringify(row);
}

beforeAll(async () => {
  t = await startIsolatedApp();
  ds = t.dataSource;
  // Starter: 3 seats, two taken at once, so the fuzzing meets the limit.
  const home = await createClinicWithUsers(ds, { subscription_plan: 'starter' });
  clinicId = home.clinic.id;
  adminId = home.admin.id;
  const secondAdmin = await createUser(ds, { role: Role.clinic_admin, clinic_id: clinicId, is_active: false });
  colleagueIds = [home.staff.id, secondAdmin.id];
  const bystander = await createClinicWithUsers(ds);
  bystanderClinicId = bystander.clinic.id;
  const lawyer = await createAttorneyUser(ds);
  const operator = await createUser(ds, { role: Role.super_admin });
  outsiderIds = [bystander.staff.id, bystander.admin.id, lawyer.user.id, operator.id];
  admin = new TestClient(t.url);
  await admin.login(home.admin.email);
  for (const email of [home.staff.email, bystander.staff.email]) await new TestClient(t.url).login(email);
  outsiderSnapshot = await snapshotOutsiders();
  startedAt = new Date();
}, 60_000);
afterAll(async () => {
  process.stdout.write(
    `clinic console fuzzed inputs (${answers.total()}):\n${JSON.stringify(answers.counts, null, 1)}\n`,
  );
  await t?.close();
});

const json = (value: unknown) => JSON.stringify(value) ?? 'null';
const gqlCall = (target: string, query: string, variables: unknown) =>
  answers.check(target, () => admin.request('POST', '/graphql', { body: json({ query, variables }) }), true);

/**
 * A user id: usually a colleague, sometimes an outsider or anything. The admin's own id only where it
 * is refused (force logout) or harmless: a successful self-demotion would end the session under test
 * (the last-admin rule is proven in clinic-users.test.ts).
 */
const otherUserIds = fc.oneof(
  { arbitrary: fc.nat(10).map((i) => ({ colleague: i })), weight: 8 },
  { arbitrary: fc.nat(10).map((i) => ({ outsider: i })), weight: 3 },
  { arbitrary: fc.constantFrom('00000000-0000-4000-8000-000000000000', '', ' ', '%', '\u0000'), weight: 1 },
  { arbitrary: wildValue, weight: 1 },
);
const userIds = fc.oneof(
  { arbitrary: otherUserIds, weight: 12 },
  { arbitrary: fc.constant({ self: true }), weight: 1 },
);
const resolveUser = (value: unknown): unknown => {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  if ('colleague' in value) return colleagueIds[(value.colleague as number) % colleagueIds.length];
  if ('outsider' in value) return outsiderIds[(value.outsider as number) % outsiderIds.length];
  if ('self' in value) return adminId;
  return value;
};
const roles = field(fc.constantFrom('clinic_staff', 'clinic_admin', 'attorney', 'super_admin'));

describe('the clinic console’s writes', () => {
  test('clinicUserInvite', () =>
    fc.assert(
      fc.asyncProperty(
        bodyOf(
          withExtras(
            {
              email: field(
                fc.oneof(
                  fc.nat(100_000).map((n) => `colleague-${n}@clinic.example`),
                  validEmail,
                ),
              ),
              firstName: field(fc.oneof(validName, nastyStrings)),
              lastName: field(validName),
              role: roles,
            },
            ['email', 'firstName', 'lastName', 'role'],
            bystanderClinicId,
          ),
        ),
        async (input) => {
          await gqlCall(
            'clinicUserInvite',
            'mutation ($input: ClinicUserInviteInput!) { clinicUserInvite(input: $input) { user { id } } }',
            { input },
          );
          const [{ ids }] = (await ds.query(
            `SELECT coalesce(json_agg(id), '[]') AS ids FROM users WHERE clinic_id = $1 AND id <> $2`,
            [clinicId, adminId],
          )) as { ids: string[] }[];
          colleagueIds = ids;
        },
      ),
      fuzzOptions,
    ));

  test('clinicUserSetRole', () =>
    fc.assert(
      fc.asyncProperty(otherUserIds, roles, (id, role) =>
        gqlCall(
          'clinicUserSetRole',
          'mutation ($id: ID!, $role: Role!) { clinicUserSetRole(id: $id, role: $role) { id } }',
          {
            id: resolveUser(id),
            role,
          },
        ),
      ),
      fuzzOptions,
    ));

  test('clinicUserSetActive', () =>
    fc.assert(
      fc.asyncProperty(otherUserIds, field(fc.boolean()), (id, isActive) =>
        gqlCall(
          'clinicUserSetActive',
          'mutation ($id: ID!, $isActive: Boolean!) { clinicUserSetActive(id: $id, isActive: $isActive) { id } }',
          { id: resolveUser(id), isActive },
        ),
      ),
      fuzzOptions,
    ));

  test('clinicUserForceLogout and clinicUserResendInvitation', () =>
    fc.assert(
      fc.asyncProperty(userIds, fc.boolean(), (id, logout) =>
        logout
          ? gqlCall('clinicUserForceLogout', 'mutation ($id: ID!) { clinicUserForceLogout(id: $id) { userId } }', {
              id: resolveUser(id),
            })
          : gqlCall(
              'clinicUserResendInvitation',
              'mutation ($id: ID!) { clinicUserResendInvitation(id: $id) { user { id } } }',
              { id: resolveUser(id) },
            ),
      ),
      fuzzOptions,
    ));

  /** Mostly a valid time in the morning (opening) or the afternoon (closing), so whole weeks pass now and then. */
  const clock = (from: number) =>
    fc.oneof(
      {
        arbitrary: fc
          .tuple(fc.integer({ min: from, max: from + 11 }), fc.nat(59))
          .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`),
        weight: 30,
      },
      { arbitrary: fc.constantFrom('24:00', '7:30', '08:60', '', null, '08:00:00'), weight: 1 },
      { arbitrary: wildValue, weight: 1 },
    );
  const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
  const day = (name: string) =>
    fc.record({
      day: fc.oneof({ arbitrary: fc.constant(name), weight: 20 }, { arbitrary: wildValue, weight: 1 }),
      closed: field(fc.boolean()),
      opens: clock(0),
      closes: clock(12),
    });
  const week = fc.oneof(
    { arbitrary: fc.tuple(...weekdays.map(day)), weight: 8 },
    { arbitrary: fc.array(day('monday'), { maxLength: 9 }), weight: 1 },
    { arbitrary: wildValue, weight: 1 },
  );

  test('clinicProfileUpdate', () =>
    fc.assert(
      fc.asyncProperty(
        bodyOf(
          withExtras(
            {
              name: field(fc.oneof(validName, nastyStrings)),
              address: field(fc.oneof(validName, nastyStrings)),
              city: field(validName),
              state: field(fc.constantFrom('NJ', 'New York')),
              zipCode: field(validZip),
              phone: field(validPhone),
              email: field(validEmail),
              timeZone: field(
                fc.constantFrom('America/Chicago', 'europe/paris', 'UTC', 'Mars/Base', '../etc', 'America/New_York '),
              ),
              businessHours: week,
              letterheadText: field(fc.oneof(fc.string({ maxLength: 600 }), nastyStrings)),
            },
            ['name', 'timeZone', 'businessHours'],
            bystanderClinicId,
          ),
        ),
        (input) =>
          gqlCall(
            'clinicProfileUpdate',
            'mutation ($input: ClinicProfileInput!) { clinicProfileUpdate(input: $input) { id } }',
            {
              input,
            },
          ),
      ),
      fuzzOptions,
    ));

  test('clinicCardUpdate', () =>
    fc.assert(
      fc.asyncProperty(
        bodyOf(
          withExtras(
            {
              cardNumber: field(
                fc.oneof(
                  fc.constantFrom(
                    '4242424242424242',
                    '4242 4242 4242 4242',
                    '5555-5555-5555-4444',
                    '4000000000000002',
                    '4111111111111111',
                    'pm_card_visa',
                    '4242',
                  ),
                  nastyStrings,
                ),
              ),
              expMonth: field(fc.integer({ min: -1, max: 14 })),
              expYear: field(fc.integer({ min: 1999, max: 2101 })),
              holderName: field(fc.oneof(validName, nastyStrings)),
            },
            ['cardNumber', 'expMonth', 'expYear', 'holderName'],
            bystanderClinicId,
          ),
        ),
        (input) =>
          gqlCall(
            'clinicCardUpdate',
            'mutation ($input: ClinicCardInput!) { clinicCardUpdate(input: $input) { id } }',
            { input },
          ),
      ),
      fuzzOptions,
    ));

  test('POST /api/clinic/logo', () =>
    fc.assert(
      fc.asyncProperty(
        fc.oneof(
          { arbitrary: fc.nat(40).map((size) => pngImage(size + 1)), weight: 3 },
          { arbitrary: fc.uint8Array({ maxLength: 2000 }).map((bytes) => Buffer.from(bytes)), weight: 2 },
          { arbitrary: fc.nat(60).map((cut) => pngImage(6).subarray(0, cut)), weight: 1 },
        ),
        fc.constantFrom('logo.png', 'logo.jpg', 'logo.PNG', 'logo.gif', 'logo', '', '../../logo.png', 'lo\u0000go.png'),
        (bytes, name) =>
          answers.check(
            'POST /api/clinic/logo',
            () => {
              const form = new FormData();
              form.append('file', new Blob([new Uint8Array(bytes)]), name);
              return fetch(`${t.url}/api/clinic/logo`, {
                method: 'POST',
                headers: { cookie: admin.cookie! },
                body: form,
              });
            },
            false,
          ),
      ),
      fuzzOptions,
    ));
});

describe('invariants after the run', () => {
  test('writes succeeded on every target (the fuzzing reached the database)', () => {
    for (const target of [
      'clinicUserInvite',
      'clinicUserSetRole',
      'clinicUserSetActive',
      'clinicUserForceLogout',
      'clinicProfileUpdate',
      'clinicCardUpdate',
      'POST /api/clinic/logo',
    ])
      expect({ target, ok: answers.succeeded(target) > 0 }).toEqual({ target, ok: true });
  });

  test('another clinic, the attorney and the operator are exactly as before', async () => {
    expect(await snapshotOutsiders()).toBe(outsiderSnapshot);
  });

  test('the clinic keeps an active admin, clinic roles only, its seats, and every changed account is audited', async () => {
    const [row] = await ds.query(
      `SELECT
         (SELECT count(*) FROM users WHERE clinic_id = $1 AND role = 'clinic_admin' AND is_active)::int AS active_admins,
         (SELECT count(*) FROM users WHERE clinic_id = $1 AND role NOT IN ('clinic_staff', 'clinic_admin'))::int AS other_roles,
         (SELECT count(*) FROM users WHERE clinic_id = $1 AND is_active)::int AS seats,
         (SELECT count(*) FROM users u WHERE u.clinic_id = $1 AND u.updated_at >= $2 AND NOT EXISTS (
            SELECT 1 FROM audit_logs a WHERE a.entity_type = 'user' AND a.entity_id = u.id AND a.changed_at >= $2))::int AS unaudited,
         (SELECT count(*) FROM sessions s JOIN users u ON u.id = s.user_id WHERE NOT u.is_active)::int AS sessions_of_inactive`,
      [clinicId, startedAt],
    );
    expect(row).toEqual({
      active_admins: expect.any(Number),
      other_roles: 0,
      seats: expect.any(Number),
      unaudited: 0,
      sessions_of_inactive: 0,
    });
    expect(row.active_admins).toBeGreaterThanOrEqual(1);
    expect(row.seats).toBeLessThanOrEqual(3);
  });

  test('the clinic has one card on file, every saved card is audited, and no other clinic got one', async () => {
    const [row] = await ds.query(
      `SELECT
         (SELECT count(*) FROM payment_methods WHERE clinic_id = $1 AND is_default AND removed_at IS NULL)::int AS defaults,
         (SELECT count(*) FROM payment_methods p WHERE p.clinic_id = $1 AND NOT EXISTS (
            SELECT 1 FROM audit_logs a WHERE a.entity_type = 'payment_method' AND a.entity_id = p.id::text))::int AS unaudited,
         (SELECT count(*) FROM payment_methods WHERE clinic_id <> $1)::int AS elsewhere`,
      [clinicId],
    );
    expect(row).toEqual({ defaults: 1, unaudited: 0, elsewhere: 0 });
  });

  test('the stored profile is valid, and no temporary upload is left', async () => {
    const [clinic] = (await ds.query(`SELECT time_zone, business_hours FROM clinics WHERE id = $1`, [clinicId])) as {
      time_zone: string;
      business_hours: BusinessDay[];
    }[];
    expect(isTimeZone(clinic.time_zone)).toBe(true);
    expect(businessHoursProblems(clinic.business_hours)).toEqual([]);
    const left = await readdir(path.join(t.config.dataDir, 'uploads-tmp')).catch(() => []);
    expect(left).toEqual([]);
  });
});
