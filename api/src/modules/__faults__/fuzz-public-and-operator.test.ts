import fc from 'fast-check';
import type { DataSource } from 'typeorm';
import { Role } from '../../platform/access/role';
import { TestClient } from '../../test/client';
import { createCase, createClinic, createClinicWithUsers, createUser } from '../../test/factories';
import {
  badDates,
  field,
  nastyStrings,
  oddNumbers,
  validEmail,
  validMoney,
  validName,
  validPhone,
  validZip,
  wildValue,
} from '../../test/faults/fuzz-values';
import {
  AnswerCheck,
  bodyOf,
  fuzzParameters,
  fuzzRuns,
  fuzzSeed,
  pathSegment,
  withExtras as withTenantExtras,
} from '../../test/faults/fuzz-run';
import { startTestApp, type TestApp } from '../../test/harness';
import { startIsolatedApp } from '../../test/isolated-app';
import { newOneTimeToken, oneTimeTokenHash } from '../../platform/auth/one-time-token';

/** A calendar day some number of days after 1000-01-01 (up to the year 9999s), as YYYY-MM-DD. */
const isoDay = (days: number): string => new Date(Date.UTC(1000, 0, 1) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Thousands of generated inputs (fixed seed) against the public forms (waitlist, contact; GraphQL and
 * REST, signed out) and every write of the operator's console: clinics (create, Manage, the panel's
 * billing), platform settings, bulk operations, the waitlist's contacted/notes/delete and contact
 * messages' handled flag, on GraphQL, /superadmin/api and /api/admin. No answer is a server error or
 * shows internals; afterwards a clinic, a waitlist entry and a contact message no input named are
 * untouched, every created or changed row has its audit row, the operator and a dormant super admin
 * are still active, every account's role agrees with its clinic, no clinic is above its plan's limits
 * and the settings hold only values the Settings tab allows. Forgot password's request and reset (GraphQL
 * and REST) are fuzzed too: a reset link works once, and no password changes without one. Settings and bulk operations reach every
 * tenant, so this file has a database of its own.
 */
const seed = fuzzSeed;
const runsPerTarget = fuzzRuns(300);

let t: TestApp;
let ds: DataSource;
let startedAt: Date;
const fuzzOptions = fuzzParameters(runsPerTarget);
const answers = new AnswerCheck();

let operator: TestClient;
let operatorId: string;
let dormantSuperAdminId: string;
/** Above the starter plan's 3 users and 50 open cases. */
let bigClinicId: number;
let smallClinicId: number;
let dormantClinicId: number;
let bystanderClinicId: number;
let bystanderWaitlistId: number;
let bystanderContactId: number;
let bystanderSnapshot: string;

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

async function snapshotBystanders(): Promise<string> {
  const rows = await ds.query(
    `SELECT (SELECT row_to_json(x) FROM clinics x WHERE x.id = $1) AS clinic,
            (SELECT json_agg(x ORDER BY x.id) FROM users x WHERE x.clinic_id = $1) AS users,
            (SELECT json_agg(x ORDER BY x.id) FROM cases x WHERE x.clinic_id = $1) AS cases,
            (SELECT json_agg(x ORDER BY x.id) FROM audit_logs x WHERE x.clinic_id = $1) AS audit,
            (SELECT row_to_json(x) FROM waitlist x WHERE x.id = $2) AS waitlist,
            (SELECT row_to_json(x) FROM contact_messages x WHERE x.id = $3) AS contact,
            (SELECT json_agg(x ORDER BY x.id) FROM audit_logs x
              WHERE (x.entity_type = 'waitlist' AND x.entity_id = $2::text)
                 OR (x.entity_type = 'contact_message' AND x.entity_id = $3::text)) AS form_audit`,
    [bystanderClinicId, bystanderWaitlistId, bystanderContactId],
  );
  return JSON.stringify(rows[0]);
}

beforeAll(async () => {
  t = await startIsolatedApp();
  ds = t.dataSource;

  const operatorUser = await createUser(ds, { role: Role.super_admin });
  operatorId = operatorUser.id;
  // A super admin with no sign-in for 200 days: bulk deactivation must never take them.
  dormantSuperAdminId = (await createUser(ds, { role: Role.super_admin, last_login_at: daysAgo(200) })).id;

  bigClinicId = (await createClinic(ds, { subscription_plan: 'professional' })).id;
  for (let i = 0; i < 5; i += 1) await createUser(ds, { role: Role.clinic_staff, clinic_id: bigClinicId });
  const patientId = (
    (await ds.query(`INSERT INTO patients (clinic_id, first_name, last_name) VALUES ($1, 'Pat', 'Many') RETURNING id`, [
      bigClinicId,
    ])) as { id: number }[]
  )[0].id;
  for (let i = 0; i < 60; i += 1) await createCase(ds, { clinicId: bigClinicId, patientId });
  smallClinicId = (await createClinicWithUsers(ds, { subscription_plan: 'starter' })).clinic.id;
  // Users and cases the bulk operations match: no sign-in for 100 days, closed two years ago.
  dormantClinicId = (await createClinic(ds, { subscription_plan: 'enterprise' })).id;
  for (let i = 0; i < 3; i += 1)
    await createUser(ds, { clinic_id: dormantClinicId, created_at: daysAgo(300), last_login_at: daysAgo(100) });
  for (let i = 0; i < 3; i += 1)
    await createCase(ds, { clinicId: dormantClinicId, status: 'closed', updated_at: daysAgo(730) });

  bystanderClinicId = (await createClinicWithUsers(ds)).clinic.id;
  await createCase(ds, { clinicId: bystanderClinicId });
  [{ id: bystanderWaitlistId }] = await ds.query(
    `INSERT INTO waitlist (name, email, practice_name, state, monthly_pi_cases) VALUES ('Bea', 'bystander@waitlist.example', 'Spine Co', 'NJ', '10-25') RETURNING id`,
  );
  [{ id: bystanderContactId }] = await ds.query(
    `INSERT INTO contact_messages (name, email, message) VALUES ('Bea', 'bystander@contact.example', 'Hello') RETURNING id`,
  );

  operator = new TestClient(t.url);
  await operator.login(operatorUser.email);
  bystanderSnapshot = await snapshotBystanders();
  startedAt = new Date();
}, 60_000);
afterAll(async () => {
  process.stdout.write(
    `fuzzed inputs per target (seed ${seed}, ${answers.total()} in all):\n${JSON.stringify(answers.counts, null, 1)}\n`,
  );
  await t?.close();
});

const json = (value: unknown) => JSON.stringify(value) ?? 'null';
const check = (target: string, send: () => Promise<Response>, isGraphql: boolean) =>
  answers.check(target, send, isGraphql);
const gqlAs = (client: TestClient, query: string, variables: unknown) =>
  client.request('POST', '/graphql', { body: json({ query, variables }) });
const withExtras = (model: Record<string, fc.Arbitrary<unknown>>, required: string[]) =>
  withTenantExtras(model, required, bystanderClinicId);

/** A pick among ids known only while the run goes on, resolved against a pool just before sending. */
const pick = () => fc.nat(11).map((index) => ({ pick: index }));
const resolvePick = (value: unknown, pool: number[]) =>
  value !== null && typeof value === 'object' && 'pick' in value && Object.keys(value).length === 1
    ? pool[(value as { pick: number }).pick % pool.length]
    : value;
const ids = () =>
  fc.oneof(
    { arbitrary: pick(), weight: 10 },
    { arbitrary: fc.constantFrom(999_999_999, 0, -1, 2 ** 31), weight: 1 },
    { arbitrary: wildValue, weight: 1 },
  );
/** Ids of rows created in the run (newest first) plus one that does not exist. */
async function recent(table: 'waitlist' | 'contact_messages' | 'clinics', extra: number[] = []): Promise<number[]> {
  const rows = (await ds.query(`SELECT id FROM ${table} WHERE created_at >= $1 ORDER BY id DESC LIMIT 8`, [
    startedAt,
  ])) as { id: number }[];
  return [...rows.map((row) => row.id), ...extra, 999_999_999];
}

describe('the public forms (signed out)', () => {
  const anonymous = () => new TestClient(t.url);
  /** Mostly new addresses (each target its own, as every target runs from the same seed); now and then a repeat. */
  const emails = (prefix: string) =>
    fc.oneof(
      { arbitrary: fc.nat(1_000_000).map((n) => `${prefix}-${n}@practice.example`), weight: 6 },
      { arbitrary: validEmail, weight: 2 },
      { arbitrary: fc.constantFrom(`${prefix.toUpperCase()}-1@Practice.Example`, 'no-at-sign', 'a@b'), weight: 1 },
    );
  const waitlistBody = (prefix: string) =>
    withExtras(
      {
        name: field(validName),
        email: field(emails(prefix)),
        practiceName: field(validName),
        state: field(fc.constantFrom('NJ', 'NY', 'FL', 'CA', 'TX', 'other', 'nj', 'ZZ')),
        monthlyPICases: field(fc.constantFrom('10-25', '25-50', '50-100', '100+', '0-10')),
        attorneyReferral: field(validName),
      },
      ['name', 'email', 'practiceName', 'state', 'monthlyPICases'],
    );
  const contactBody = (prefix: string) =>
    withExtras(
      {
        name: field(validName),
        email: field(emails(prefix)),
        phone: field(validPhone),
        practiceName: field(validName),
        message: fc.oneof(
          { arbitrary: validName, weight: 10 },
          { arbitrary: nastyStrings, weight: 2 },
          {
            arbitrary: wildValue,
            weight: 1,
          },
        ),
      },
      ['name', 'email', 'message'],
    );

  test('waitlistJoin', () =>
    fc.assert(
      fc.asyncProperty(fc.record({ input: bodyOf(waitlistBody('graphql')) }), (variables) =>
        check(
          'waitlistJoin',
          () =>
            gqlAs(
              anonymous(),
              'mutation ($input: WaitlistJoinInput!) { waitlistJoin(input: $input) { id email } }',
              variables,
            ),
          true,
        ),
      ),
      fuzzOptions,
    ));

  test('POST /api/waitlist', () =>
    fc.assert(
      fc.asyncProperty(bodyOf(waitlistBody('rest')), (body) =>
        check('POST /api/waitlist', () => anonymous().request('POST', '/api/waitlist', { body: json(body) }), false),
      ),
      fuzzOptions,
    ));

  test('contactMessageSend', () =>
    fc.assert(
      fc.asyncProperty(fc.record({ input: bodyOf(contactBody('graphql')) }), (variables) =>
        check(
          'contactMessageSend',
          () =>
            gqlAs(
              anonymous(),
              'mutation ($input: ContactMessageInput!) { contactMessageSend(input: $input) { id } }',
              variables,
            ),
          true,
        ),
      ),
      fuzzOptions,
    ));

  test('POST /api/contact', () =>
    fc.assert(
      fc.asyncProperty(bodyOf(contactBody('rest')), (body) =>
        check('POST /api/contact', () => anonymous().request('POST', '/api/contact', { body: json(body) }), false),
      ),
      fuzzOptions,
    ));

  test('the per-address limit still answers 429 (never a 5xx) under fuzzed input, on both forms and both protocols', async () => {
    const limit = 5;
    const limited = await startTestApp({
      DATABASE_URL: t.config.databaseUrl!,
      PUBLIC_FORM_MAX_PER_ADDRESS_HOURLY: String(limit),
      TRUST_PROXY: '1',
    });
    try {
      // An address of its own, so the count starts at zero whatever ran before.
      const address = `198.51.100.${(Date.now() % 250) + 1}`;
      const send = (overRest: boolean, form: 'waitlist' | 'contact', body: unknown) => {
        const headers = { 'x-forwarded-for': address };
        const client = new TestClient(limited.url);
        if (overRest) return client.request('POST', `/api/${form}`, { body: json(body), headers });
        const query =
          form === 'waitlist'
            ? 'mutation ($input: WaitlistJoinInput!) { waitlistJoin(input: $input) { id } }'
            : 'mutation ($input: ContactMessageInput!) { contactMessageSend(input: $input) { id } }';
        return client.request('POST', '/graphql', { body: json({ query, variables: { input: body } }), headers });
      };
      const limitedAnswers = new AnswerCheck();
      const limitedFrom = new Date();
      await fc.assert(
        fc.asyncProperty(
          fc.boolean(),
          fc.oneof(
            fc.tuple(fc.constant('waitlist' as const), bodyOf(waitlistBody('limited'))),
            fc.tuple(fc.constant('contact' as const), bodyOf(contactBody('limited'))),
          ),
          async (overRest, [form, body]) => {
            await limitedAnswers.check(
              `${overRest ? 'REST' : 'GraphQL'} ${form} (limit ${limit})`,
              () => send(overRest, form, body),
              !overRest,
            );
          },
        ),
        { ...fuzzOptions, numRuns: 60 },
      );
      process.stdout.write(`rate-limited forms: ${JSON.stringify(limitedAnswers.counts)}\n`);
      // Only valid submissions are counted (a refused one never reaches the limit): at most `limit` rows.
      const [{ created }] = (await ds.query(
        `SELECT (SELECT count(*) FROM waitlist WHERE created_at >= $1)
              + (SELECT count(*) FROM contact_messages WHERE created_at >= $1) AS created`,
        [limitedFrom],
      )) as { created: string }[];
      expect(Number(created)).toBeLessThanOrEqual(limit);
      expect(limitedAnswers.counts['REST contact (limit 5)']?.statuses['429']).toBeGreaterThan(0);
      // Once over the limit, a valid submission is refused with 429 and a wait, over REST and GraphQL.
      const valid = { name: 'Ana', email: 'late@practice.example', message: 'Hello' };
      const rest = await send(true, 'contact', valid);
      expect(rest.status).toBe(429);
      expect(Number(rest.headers.get('retry-after'))).toBeGreaterThan(0);
      const graphql = (await (await send(false, 'contact', valid)).json()) as {
        errors?: { extensions?: { code?: string } }[];
      };
      expect(graphql.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    } finally {
      await limited.close();
    }
  });
});

describe('the operator’s console', () => {
  const gql = (target: string, query: string, variables: unknown) =>
    check(target, () => gqlAs(operator, query, variables), true);
  const restCall = (target: string, method: string, url: string, body?: unknown) =>
    check(target, () => operator.request(method, url, { body: body === undefined ? undefined : json(body) }), false);

  const plans = fc.constantFrom('starter', 'professional', 'enterprise', 'gold', 'STARTER');
  const billingStatuses = fc.constantFrom('trial', 'active', 'overdue', 'suspended', 'cancelled', 'paused');
  const money = fc.oneof(
    { arbitrary: fc.integer({ min: 0, max: 100_000 }).map((cents) => (cents / 100).toFixed(2)), weight: 4 },
    { arbitrary: validMoney, weight: 1 },
    { arbitrary: fc.constantFrom('-1.00', '1.999', '100000000.00', '1e3'), weight: 1 },
  );
  const address = {
    address: field(validName),
    city: field(validName),
    state: field(fc.constantFrom('NJ', 'New York', 'x'.repeat(51))),
    zipCode: field(validZip),
  };
  const clinicCreateBody = () =>
    withExtras(
      {
        name: field(validName),
        email: field(validEmail),
        phone: field(validPhone),
        ...address,
        subscriptionPlan: field(plans),
        billingStatus: field(billingStatuses),
        monthlyBilling: field(money),
        isActive: field(fc.boolean()),
      },
      ['name', 'email', 'phone'],
    );
  const clinicUpdateBody = () =>
    withExtras(
      {
        name: field(validName),
        email: field(validEmail),
        phone: field(validPhone),
        ...address,
        subscriptionPlan: field(plans),
        billingStatus: field(billingStatuses),
        monthlyBilling: field(money),
        isActive: field(fc.constantFrom(true, true, true, false)),
      },
      ['name', 'subscriptionPlan', 'billingStatus', 'isActive'],
    );
  const clinicPool = () => recent('clinics', [bigClinicId, smallClinicId, dormantClinicId]);

  test('adminClinicCreate', () =>
    fc.assert(
      fc.asyncProperty(fc.record({ input: bodyOf(clinicCreateBody()) }), (variables) =>
        gql(
          'adminClinicCreate',
          'mutation ($input: AdminClinicCreateInput!) { adminClinicCreate(input: $input) { id plan { code } } }',
          variables,
        ),
      ),
      fuzzOptions,
    ));

  test('POST /superadmin/api/clinics (also with the spec’s plan and status names)', () =>
    fc.assert(
      fc.asyncProperty(
        bodyOf(clinicCreateBody()),
        fc.option(fc.record({ plan: field(plans), status: field(billingStatuses) }, { requiredKeys: [] })),
        (body, aliases) =>
          restCall(
            'POST /superadmin/api/clinics',
            'POST',
            '/superadmin/api/clinics',
            aliases && body !== null && typeof body === 'object' && !Array.isArray(body)
              ? { ...body, ...aliases }
              : body,
          ),
      ),
      fuzzOptions,
    ));

  test('adminClinicUpdate', () =>
    fc.assert(
      fc.asyncProperty(ids(), bodyOf(clinicUpdateBody()), async (id, input) =>
        gql(
          'adminClinicUpdate',
          `mutation ($id: Int!, $input: AdminClinicUpdateInput!) {
             adminClinicUpdate(id: $id, input: $input) { id plan { code } usage { users activeCases } } }`,
          { id: resolvePick(id, await clinicPool()), input },
        ),
      ),
      fuzzOptions,
    ));

  test('PUT /superadmin/api/clinics/:id/billing', () =>
    fc.assert(
      fc.asyncProperty(ids(), bodyOf(clinicUpdateBody()), async (id, body) =>
        restCall(
          'PUT /superadmin/api/clinics/:id/billing',
          'PUT',
          `/superadmin/api/clinics/${pathSegment(resolvePick(id, await clinicPool()))}/billing`,
          body,
        ),
      ),
      fuzzOptions,
    ));

  test('PUT /api/admin/clinics/:clinicId/billing', () =>
    fc.assert(
      fc.asyncProperty(
        ids(),
        bodyOf(
          withExtras(
            {
              subscriptionPlan: field(plans),
              billingStatus: field(billingStatuses),
              monthlyBillingAmount: field(money),
            },
            ['subscriptionPlan', 'billingStatus'],
          ),
        ),
        async (id, body) =>
          restCall(
            'PUT /api/admin/clinics/:clinicId/billing',
            'PUT',
            `/api/admin/clinics/${pathSegment(resolvePick(id, await clinicPool()))}/billing`,
            body,
          ),
      ),
      fuzzOptions,
    ));

  test('systemSettingsUpdate', () =>
    fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            maxUploadMb: field(fc.oneof(fc.integer({ min: 1, max: 1024 }), fc.constantFrom(0, 1025, -5))),
            sessionTimeoutMinutes: field(fc.oneof(fc.integer({ min: 5, max: 1440 }), fc.constantFrom(4, 1441, 0))),
            aiFeatures: field(fc.constantFrom('all', 'analysis', 'predictions', 'none', 'ALL', 'some')),
          },
          { requiredKeys: [] },
        ),
        (input) =>
          gql(
            'systemSettingsUpdate',
            `mutation ($input: SystemSettingsInput!) {
               systemSettingsUpdate(input: $input) { maxUploadMb sessionTimeoutMinutes aiFeatures } }`,
            { input },
          ),
      ),
      fuzzOptions,
    ));

  test('revenuePeriod (a read: any kind and day answer figures or a clear refusal)', () =>
    fc.assert(
      fc.asyncProperty(
        field(fc.constantFrom('month', 'quarter', 'year', 'week', 'MONTH')),
        fc.oneof(
          { arbitrary: fc.integer({ min: 1000, max: 9999 * 365 }).map((days) => isoDay(days)), weight: 3 },
          { arbitrary: badDates, weight: 1 },
          { arbitrary: wildValue, weight: 1 },
        ),
        (kind, day) =>
          gql(
            'revenuePeriod',
            `query ($kind: RevenuePeriodKind!, $day: LocalDate) {
               revenuePeriod(kind: $kind, day: $day) { label endMrr growthPercent lifetimeValue } }`,
            { kind, day },
          ),
      ),
      fuzzOptions,
    ));

  test('bulkOperationRun (with the previewed count now and then)', () =>
    fc.assert(
      fc.asyncProperty(
        field(fc.constantFrom('deactivate_inactive_users', 'archive_closed_cases')),
        fc.oneof(
          { arbitrary: fc.constant('previewed'), weight: 2 },
          { arbitrary: fc.nat(6), weight: 3 },
          { arbitrary: oddNumbers, weight: 1 },
          { arbitrary: wildValue, weight: 1 },
        ),
        async (kind, expected) => {
          let expectedCount: unknown = expected;
          if (expected === 'previewed') {
            const preview = (await (
              await gqlAs(
                operator,
                'query ($kind: BulkOperationKind!) { bulkOperationPreview(kind: $kind) { count } }',
                {
                  kind,
                },
              )
            ).json()) as { data?: { bulkOperationPreview: { count: number } } | null };
            expectedCount = preview.data?.bulkOperationPreview.count ?? 0;
          }
          await gql(
            'bulkOperationRun',
            `mutation ($kind: BulkOperationKind!, $expectedCount: Int!) {
               bulkOperationRun(kind: $kind, expectedCount: $expectedCount) { kind changedCount } }`,
            { kind, expectedCount },
          );
        },
      ),
      fuzzOptions,
    ));

  const waitlistPool = () => recent('waitlist');
  const notes = fc.oneof(
    { arbitrary: validName, weight: 8 },
    { arbitrary: fc.constant(null), weight: 1 },
    { arbitrary: nastyStrings, weight: 2 },
    { arbitrary: wildValue, weight: 1 },
  );

  test('waitlist admin: contacted, notes and delete (GraphQL and /superadmin/api), interleaved', () =>
    fc.assert(
      fc.asyncProperty(
        fc.constantFrom('contacted', 'contacted', 'notes', 'notes', 'delete'),
        fc.boolean(),
        ids(),
        field(fc.boolean()),
        notes,
        async (what, overRest, rawId, isContacted, note) => {
          const id = resolvePick(rawId, await waitlistPool());
          if (what === 'contacted') {
            if (overRest)
              await restCall(
                'PUT /superadmin/api/waitlist/:id/contact',
                'PUT',
                `/superadmin/api/waitlist/${pathSegment(id)}/contact`,
                {
                  isContacted,
                },
              );
            else
              await gql(
                'waitlistEntrySetContacted',
                'mutation ($id: Int!, $isContacted: Boolean!) { waitlistEntrySetContacted(id: $id, isContacted: $isContacted) { id } }',
                { id, isContacted },
              );
          } else if (what === 'notes') {
            if (overRest)
              await restCall(
                'PUT /superadmin/api/waitlist/:id/notes',
                'PUT',
                `/superadmin/api/waitlist/${pathSegment(id)}/notes`,
                {
                  notes: note,
                },
              );
            else
              await gql(
                'waitlistEntrySetNotes',
                'mutation ($id: Int!, $input: WaitlistNotesInput!) { waitlistEntrySetNotes(id: $id, input: $input) { id notes } }',
                { id, input: { notes: note } },
              );
          } else if (overRest)
            await restCall(
              'DELETE /superadmin/api/waitlist/:id',
              'DELETE',
              `/superadmin/api/waitlist/${pathSegment(id)}`,
            );
          else await gql('waitlistEntryDelete', 'mutation ($id: Int!) { waitlistEntryDelete(id: $id) }', { id });
        },
      ),
      { ...fuzzOptions, numRuns: 2 * runsPerTarget },
    ));

  test('contactMessageSetHandled', () =>
    fc.assert(
      fc.asyncProperty(ids(), field(fc.boolean()), async (rawId, handled) =>
        gql(
          'contactMessageSetHandled',
          'mutation ($id: Int!, $handled: Boolean!) { contactMessageSetHandled(id: $id, handled: $handled) { id handledAt } }',
          { id: resolvePick(rawId, await recent('contact_messages')), handled },
        ),
      ),
      fuzzOptions,
    ));
});

describe('forgot password (public: the login dialog and the reset page)', () => {
  const anonymous = () => new TestClient(t.url);
  /** Raw tokens of reset links issued to accounts of a clinic of their own (only hashes are stored). */
  const resetTokens: string[] = [];
  const accountEmails: string[] = [];
  const originalHashes = new Map<string, string>();
  beforeAll(async () => {
    // Made before the run in effect (dated so): the audit invariants below concern what the inputs created.
    const clinicId = (
      await createClinic(ds, { subscription_plan: 'enterprise', created_at: daysAgo(1), updated_at: daysAgo(1) })
    ).id;
    for (let i = 0; i < 12; i += 1) {
      const user = await createUser(ds, { clinic_id: clinicId });
      accountEmails.push(user.email);
      const [{ password_hash }] = (await ds.query(`SELECT password_hash FROM users WHERE id = $1`, [user.id])) as {
        password_hash: string;
      }[];
      originalHashes.set(user.email, password_hash);
      const token = newOneTimeToken();
      resetTokens.push(token);
      await ds.query(
        `INSERT INTO password_reset_tokens (user_id, token_hash, expires_at) VALUES ($1, $2, now() + interval '1 hour')`,
        [user.id, oneTimeTokenHash(token)],
      );
    }
  });
  const requestBody = withExtras(
    {
      email: field(
        fc.oneof(
          { arbitrary: fc.nat(11).map((n) => accountEmails[n] ?? 'late@practice.example'), weight: 3 },
          { arbitrary: validEmail, weight: 3 },
          { arbitrary: fc.constantFrom('no-at-sign', 'a@b', 'UPPER@Practice.Example'), weight: 1 },
        ),
      ),
    },
    ['email'],
  );
  const tokens = fc.oneof(
    { arbitrary: fc.nat(11).map((index) => ({ pick: index })), weight: 6 },
    { arbitrary: fc.string({ unit: fc.constantFrom(...'abcXYZ019_-'), minLength: 43, maxLength: 43 }), weight: 1 },
    { arbitrary: wildValue, weight: 1 },
  );
  const passwords = fc.oneof(
    {
      arbitrary: fc
        .string({ unit: 'grapheme', minLength: 12, maxLength: 60 })
        .filter((value) => value.trim() === value && new Set(value).size >= 4),
      weight: 6,
    },
    { arbitrary: fc.constantFrom('short', ' leading space pass', 'aaaaaaaaaaaaaaaa', 'x'.repeat(1025)), weight: 1 },
    { arbitrary: nastyStrings, weight: 1 },
    { arbitrary: wildValue, weight: 1 },
  );
  const tokenOf = (value: unknown) =>
    value !== null && typeof value === 'object' && 'pick' in value && Object.keys(value).length === 1
      ? resetTokens[(value as { pick: number }).pick % resetTokens.length]
      : value;

  test('passwordResetRequest and POST /api/auth/password-reset', () =>
    fc.assert(
      fc.asyncProperty(bodyOf(requestBody), fc.boolean(), async (body, overRest) => {
        if (overRest)
          await check(
            'POST /api/auth/password-reset',
            () => anonymous().request('POST', '/api/auth/password-reset', { body: json(body) }),
            false,
          );
        else
          await check(
            'passwordResetRequest',
            () =>
              gqlAs(
                anonymous(),
                'mutation ($input: PasswordResetRequestInput!) { passwordResetRequest(input: $input) { message } }',
                { input: body },
              ),
            true,
          );
      }),
      fuzzOptions,
    ));

  test('passwordReset and POST /api/auth/password-reset/complete', () =>
    fc.assert(
      fc.asyncProperty(tokens, passwords, fc.boolean(), async (token, password, overRest) => {
        const sent = { token: tokenOf(token), password };
        if (overRest)
          await check(
            'POST /api/auth/password-reset/complete',
            () => anonymous().request('POST', '/api/auth/password-reset/complete', { body: json(sent) }),
            false,
          );
        else
          await check(
            'passwordReset',
            () =>
              gqlAs(
                anonymous(),
                'mutation ($token: String!, $password: String!) { passwordReset(token: $token, password: $password) { email } }',
                sent,
              ),
            true,
          );
      }),
      fuzzOptions,
    ));

  test('every reset link works at most once, and a password changed only with a consumed link', async () => {
    const rows = (
      (await ds.query(
        `SELECT t.used_at IS NOT NULL AS used, u.email, u.password_hash
           FROM password_reset_tokens t JOIN users u ON u.id = t.user_id WHERE u.email = ANY($1)`,
        [accountEmails],
      )) as { used: boolean; email: string; password_hash: string }[]
    ).map((row) => ({ used: row.used, changed: row.password_hash !== originalHashes.get(row.email) }));
    expect(rows).toHaveLength(12);
    for (const row of rows) expect(row.used || !row.changed).toBe(true);
    expect(rows.some((row) => row.used && row.changed)).toBe(true);
  });
});

describe('invariants after the run', () => {
  test('writes succeeded on every target that can succeed (the fuzzing reached the database)', () => {
    for (const target of [
      'waitlistJoin',
      'POST /api/waitlist',
      'contactMessageSend',
      'POST /api/contact',
      'adminClinicCreate',
      'POST /superadmin/api/clinics',
      'adminClinicUpdate',
      'PUT /superadmin/api/clinics/:id/billing',
      'PUT /api/admin/clinics/:clinicId/billing',
      'systemSettingsUpdate',
      'bulkOperationRun',
      'PUT /superadmin/api/waitlist/:id/contact',
      'waitlistEntrySetContacted',
      'PUT /superadmin/api/waitlist/:id/notes',
      'waitlistEntrySetNotes',
      'DELETE /superadmin/api/waitlist/:id',
      'waitlistEntryDelete',
      'contactMessageSetHandled',
      'passwordResetRequest',
      'POST /api/auth/password-reset',
      'passwordReset',
      'POST /api/auth/password-reset/complete',
    ])
      expect({ target, ok: answers.succeeded(target) > 0 }).toEqual({ target, ok: true });
  });

  test('a clinic, a waitlist entry and a contact message no input named are exactly as before, with their audit rows', async () => {
    expect(await snapshotBystanders()).toBe(bystanderSnapshot);
  });

  test('the operator and the dormant super admin are still active super admins; every account’s role agrees with its clinic', async () => {
    const [row] = await ds.query(
      `SELECT
         (SELECT count(*) FROM users WHERE id IN ($1, $2) AND role = 'super_admin' AND is_active)::int AS kept,
         (SELECT count(*) FROM users WHERE role IN ('clinic_staff', 'clinic_admin')
            AND (clinic_id IS NULL OR NOT EXISTS (SELECT 1 FROM clinics c WHERE c.id = clinic_id)))::int AS clinic_role_without_clinic,
         (SELECT count(*) FROM users WHERE role <> 'super_admin' AND is_active AND clinic_id = $3)::int AS dormant_still_active,
         (SELECT count(*) FROM sessions s JOIN users u ON u.id = s.user_id WHERE NOT u.is_active)::int AS sessions_of_inactive`,
      [operatorId, dormantSuperAdminId, dormantClinicId],
    );
    expect(row).toEqual({ kept: 2, clinic_role_without_clinic: 0, dormant_still_active: 0, sessions_of_inactive: 0 });
  });

  test('no clinic is above its plan’s limits (active users, open cases, storage)', async () => {
    const over = await ds.query(
      `SELECT c.id, c.subscription_plan, u.users, k.cases, d.bytes
         FROM clinics c JOIN plans p ON p.code = c.subscription_plan
         CROSS JOIN LATERAL (SELECT count(*)::int AS users FROM users WHERE clinic_id = c.id AND is_active) u
         CROSS JOIN LATERAL (SELECT count(*)::int AS cases FROM cases WHERE clinic_id = c.id AND status <> 'closed') k
         CROSS JOIN LATERAL (SELECT coalesce(sum(file_size), 0) AS bytes FROM documents WHERE clinic_id = c.id) d
        WHERE u.users > coalesce(p.max_users, u.users) OR k.cases > coalesce(p.max_active_cases, k.cases)
           OR d.bytes > p.storage_gb::bigint * 1024 * 1024 * 1024`,
    );
    expect(over).toEqual([]);
    const [{ plan }] = await ds.query(`SELECT subscription_plan AS plan FROM clinics WHERE id = $1`, [bigClinicId]);
    expect(plan).not.toBe('starter');
  });

  test('the settings hold only values the Settings tab allows, and each change has its audit row', async () => {
    const rows = (await ds.query(
      `SELECT s.setting_key AS key, s.setting_value AS value,
              EXISTS (SELECT 1 FROM audit_logs a WHERE a.entity_type = 'system_settings' AND a.changed_at = s.updated_at) AS audited
         FROM system_settings s WHERE s.setting_key IN ('documents.maxUploadMb', 'security.sessionTimeoutMinutes', 'ai.features')
        ORDER BY s.setting_key`,
    )) as { key: string; value: unknown; audited: boolean }[];
    expect(rows.map((row) => row.key)).toEqual([
      'ai.features',
      'documents.maxUploadMb',
      'security.sessionTimeoutMinutes',
    ]);
    const allowed: Record<string, (value: unknown) => boolean> = {
      'ai.features': (value) => ['all', 'analysis', 'predictions', 'none'].includes(value as string),
      'documents.maxUploadMb': (value) =>
        Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 1024,
      'security.sessionTimeoutMinutes': (value) =>
        Number.isInteger(value) && (value as number) >= 5 && (value as number) <= 1440,
    };
    for (const row of rows)
      expect({ key: row.key, valid: allowed[row.key](row.value), audited: row.audited }).toEqual({
        key: row.key,
        valid: true,
        audited: true,
      });
  });

  test('every clinic, waitlist entry and contact message created, changed or deleted in the run has its audit row', async () => {
    const [row] = await ds.query(
      `SELECT
         (SELECT coalesce(json_agg(c.id), '[]') FROM clinics c WHERE c.created_at >= $1 AND NOT EXISTS (
            SELECT 1 FROM audit_logs a WHERE a.entity_type = 'clinic' AND a.entity_id = c.id::text AND a.action = 'create')) AS clinics_created,
         (SELECT coalesce(json_agg(c.id), '[]') FROM clinics c WHERE c.created_at < $1 AND c.updated_at >= $1 AND NOT EXISTS (
            SELECT 1 FROM audit_logs a WHERE a.entity_type = 'clinic' AND a.entity_id = c.id::text AND a.changed_at >= $1)) AS clinics_changed,
         (SELECT coalesce(json_agg(w.id), '[]') FROM waitlist w WHERE w.created_at >= $1 AND NOT EXISTS (
            SELECT 1 FROM audit_logs a WHERE a.entity_type = 'waitlist' AND a.entity_id = w.id::text AND a.action = 'create')) AS waitlist_created,
         (SELECT coalesce(json_agg(w.id), '[]') FROM waitlist w WHERE (w.is_contacted OR w.notes IS NOT NULL) AND NOT EXISTS (
            SELECT 1 FROM audit_logs a WHERE a.entity_type = 'waitlist' AND a.entity_id = w.id::text AND a.action LIKE 'update_%')) AS waitlist_changed,
         (SELECT coalesce(json_agg(a.entity_id), '[]') FROM audit_logs a WHERE a.entity_type = 'waitlist' AND a.action = 'create'
            AND a.changed_at >= $1 AND NOT EXISTS (SELECT 1 FROM waitlist w WHERE w.id::text = a.entity_id)
            AND NOT EXISTS (SELECT 1 FROM audit_logs x WHERE x.entity_type = 'waitlist' AND x.entity_id = a.entity_id AND x.action = 'delete')) AS waitlist_deleted,
         (SELECT coalesce(json_agg(m.id), '[]') FROM contact_messages m WHERE m.created_at >= $1 AND NOT EXISTS (
            SELECT 1 FROM audit_logs a WHERE a.entity_type = 'contact_message' AND a.entity_id = m.id::text AND a.action = 'create')) AS contact_created,
         (SELECT coalesce(json_agg(m.id), '[]') FROM contact_messages m WHERE m.handled_at IS NOT NULL AND NOT EXISTS (
            SELECT 1 FROM audit_logs a WHERE a.entity_type = 'contact_message' AND a.entity_id = m.id::text AND a.action = 'mark_handled')) AS contact_handled,
         (SELECT coalesce(json_agg(u.id), '[]') FROM users u WHERE NOT u.is_active AND u.updated_at >= $1 AND NOT EXISTS (
            SELECT 1 FROM audit_logs a WHERE a.entity_type = 'user' AND a.entity_id = u.id AND a.action = 'deactivate')) AS users_deactivated,
         (SELECT coalesce(json_agg(c.id), '[]') FROM cases c WHERE c.archived_at IS NOT NULL AND NOT EXISTS (
            SELECT 1 FROM audit_logs a WHERE a.entity_type = 'case' AND a.entity_id = c.id::text AND a.action = 'archive')) AS cases_archived`,
      [startedAt],
    );
    expect(row).toEqual({
      clinics_created: [],
      clinics_changed: [],
      waitlist_created: [],
      waitlist_changed: [],
      waitlist_deleted: [],
      contact_created: [],
      contact_handled: [],
      users_deactivated: [],
      cases_archived: [],
    });
    const [counts] = await ds.query(
      `SELECT (SELECT count(*) FROM clinics WHERE created_at >= $1)::int AS clinics,
              (SELECT count(*) FROM waitlist WHERE created_at >= $1)::int AS waitlist,
              (SELECT count(*) FROM contact_messages WHERE created_at >= $1)::int AS contact,
              (SELECT count(*) FROM cases WHERE archived_at IS NOT NULL)::int AS archived`,
      [startedAt],
    );
    process.stdout.write(`rows written in the run: ${JSON.stringify(counts)}\n`);
    expect(counts.clinics).toBeGreaterThan(1);
    expect(counts.waitlist).toBeGreaterThan(1);
    expect(counts.contact).toBeGreaterThan(1);
    expect(counts.archived).toBe(3);
  });
});
