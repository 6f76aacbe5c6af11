import fc from 'fast-check';
import type { DataSource } from 'typeorm';
import { Role } from '../../platform/access/role';
import { effectiveSetting, type SettingKey } from '../../platform/settings/settings-reader';
import { TestClient } from '../../test/client';
import { createClinic, createUser } from '../../test/factories';
import { field, nastyStrings, oddNumbers, validName, wildValue } from '../../test/faults/fuzz-values';
import { AnswerCheck, bodyOf, fuzzParameters, fuzzRuns, fuzzSeed, pathSegment } from '../../test/faults/fuzz-run';
import type { TestApp } from '../../test/harness';
import { startIsolatedApp } from '../../test/isolated-app';

/**
 * Generated inputs (fixed seed) against the Billing tab's writes: adjustments (REST and GraphQL),
 * cancel and retry by clinic id, and the billing settings. No answer is a server error or shows
 * internals; afterwards a clinic no input named is untouched, every adjustment has its audit row, and
 * the billing settings hold only values their bounds allow. Settings reach every tenant, so this file
 * has a database of its own.
 */
const runsPerTarget = fuzzRuns(200);
const fuzzOptions = fuzzParameters(runsPerTarget);
const answers = new AnswerCheck();

let t: TestApp;
let ds: DataSource;
let operator: TestClient;
let targetClinicIds: number[];
let bystanderClinicId: number;
let bystanderSnapshot: string;

const snapshotBystander = async () =>
  JSON.stringify(
    await ds.query(
      `SELECT (SELECT row_to_json(x) FROM clinics x WHERE x.id = $1) AS clinic,
              (SELECT json_agg(x ORDER BY x.id) FROM billing_adjustments x WHERE x.clinic_id = $1) AS adjustments,
              (SELECT json_agg(x ORDER BY x.id) FROM subscription_events x WHERE x.clinic_id = $1) AS history`,
      [bystanderClinicId],
    ),
  );

beforeAll(async () => {
  t = await startIsolatedApp();
  ds = t.dataSource;
  const operatorUser = await createUser(ds, { role: Role.super_admin });
  targetClinicIds = [];
  for (const status of ['active', 'overdue', 'trial'])
    targetClinicIds.push((await createClinic(ds, { billing_status: status, balance: '-10.00' })).id);
  bystanderClinicId = (await createClinic(ds, { billing_status: 'active' })).id;
  operator = new TestClient(t.url);
  await operator.login(operatorUser.email);
  bystanderSnapshot = await snapshotBystander();
}, 60_000);
afterAll(async () => {
  process.stdout.write(`fuzzed inputs per target (seed ${fuzzSeed}):\n${JSON.stringify(answers.counts, null, 1)}\n`);
  await t?.close();
});

const json = (value: unknown) => JSON.stringify(value) ?? 'null';
const gql = (target: string, query: string, variables: unknown) =>
  answers.check(target, () => operator.request('POST', '/graphql', { body: json({ query, variables }) }), true);
const restCall = (target: string, method: string, url: string, body?: unknown) =>
  answers.check(
    target,
    () => operator.request(method, url, { body: body === undefined ? undefined : json(body) }),
    false,
  );

/** One of the target clinics (never the bystander), a missing one now and then, or anything at all. */
const clinicId = () =>
  fc.oneof(
    { arbitrary: fc.nat(2).map((index) => targetClinicIds[index]), weight: 10 },
    { arbitrary: fc.constantFrom(999_999_999, 0, -1, 2 ** 31), weight: 1 },
    { arbitrary: oddNumbers, weight: 1 },
    { arbitrary: wildValue, weight: 1 },
  );
const amount = fc.oneof(
  { arbitrary: fc.integer({ min: 1, max: 50_000 }).map((cents) => (cents / 100).toFixed(2)), weight: 4 },
  { arbitrary: fc.constantFrom('0', '0.00', '-1.00', '1.999', '100000000.00', '1e3', 12.5, 0.001), weight: 1 },
);
/** An adjustment, now and then with a field no client may set (the balance itself). */
const adjustment = () =>
  fc
    .tuple(
      fc.record(
        {
          clinicId: clinicId(),
          type: field(fc.constantFrom('credit', 'debit', 'refund', 'CREDIT', 'gift')),
          amount: field(amount),
          reason: field(fc.oneof(validName, nastyStrings)),
          requestKey: field(fc.oneof({ arbitrary: fc.uuid(), weight: 5 }, { arbitrary: fc.string(), weight: 1 })),
        },
        { requiredKeys: ['clinicId', 'type', 'amount', 'reason'] },
      ),
      fc.nat(7),
    )
    .map(([body, dice]) => (dice === 0 ? { ...body, balance: '1000000.00' } : body));

describe('the Billing tab’s writes', () => {
  test('POST /api/admin/billing/adjustments', () =>
    fc.assert(
      fc.asyncProperty(bodyOf(adjustment()), (body) =>
        restCall('POST /api/admin/billing/adjustments', 'POST', '/api/admin/billing/adjustments', body),
      ),
      fuzzOptions,
    ));

  test('billingAdjustmentApply', () =>
    fc.assert(
      fc.asyncProperty(adjustment(), (input) =>
        gql(
          'billingAdjustmentApply',
          `mutation ($input: BillingAdjustmentInput!) { billingAdjustmentApply(input: $input) { id status } }`,
          { input },
        ),
      ),
      fuzzOptions,
    ));

  test('POST .../payments/:clinicId/retry and .../subscriptions/:clinicId/cancel', () =>
    fc.assert(
      fc.asyncProperty(
        clinicId(),
        fc.boolean(),
        bodyOf(fc.record({ reason: field(fc.oneof(validName, nastyStrings)) }, { requiredKeys: [] })),
        async (id, cancel, body) => {
          const segment = pathSegment(id);
          if (cancel)
            await restCall(
              'POST /api/admin/billing/subscriptions/:clinicId/cancel',
              'POST',
              `/api/admin/billing/subscriptions/${segment}/cancel`,
              body,
            );
          else
            await restCall(
              'POST /api/admin/billing/payments/:clinicId/retry',
              'POST',
              `/api/admin/billing/payments/${segment}/retry`,
            );
        },
      ),
      { ...fuzzOptions, numRuns: Math.ceil(runsPerTarget / 4) },
    ));

  test('billingSettingsUpdate', () =>
    fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            maxRetries: field(fc.oneof(fc.integer({ min: 0, max: 10 }), fc.constantFrom(-1, 11))),
            retryIntervalDays: field(fc.oneof(fc.integer({ min: 1, max: 30 }), fc.constantFrom(0, 31))),
            lateFee: field(fc.oneof(amount, fc.constantFrom('1000.00', '1000.01', '0'))),
            gracePeriodDays: field(fc.oneof(fc.integer({ min: 0, max: 60 }), fc.constantFrom(-1, 61))),
            reminderDaysBefore: field(fc.oneof(fc.integer({ min: 0, max: 30 }), fc.constantFrom(-1, 31))),
            notifyPaymentFailed: field(fc.boolean()),
            notifyUpcomingRenewal: field(fc.boolean()),
            notifySuspension: field(fc.boolean()),
          },
          { requiredKeys: [] },
        ),
        (input) =>
          gql(
            'billingSettingsUpdate',
            `mutation ($input: BillingSettingsInput!) { billingSettingsUpdate(input: $input) { maxRetries lateFee } }`,
            { input },
          ),
      ),
      fuzzOptions,
    ));
});

describe('invariants after the run', () => {
  test('every target answered, some inputs were accepted and some refused', () => {
    for (const target of ['POST /api/admin/billing/adjustments', 'billingAdjustmentApply', 'billingSettingsUpdate']) {
      const statuses = Object.keys(answers.counts[target]?.statuses ?? {});
      expect({ target, accepted: statuses.some((status) => status === '200' || status === '201') }).toEqual({
        target,
        accepted: true,
      });
    }
  });

  test('the clinic no input named is untouched', async () => {
    expect(await snapshotBystander()).toBe(bystanderSnapshot);
  });

  test('every adjustment has its audit row', async () => {
    const unaudited = await ds.query(
      `SELECT a.id FROM billing_adjustments a
        WHERE NOT EXISTS (SELECT 1 FROM audit_logs l WHERE l.entity_type = 'billing_adjustment' AND l.entity_id = a.id::text)`,
    );
    expect(unaudited).toEqual([]);
    expect(Number((await ds.query(`SELECT count(*)::int AS n FROM billing_adjustments`))[0].n)).toBeGreaterThan(0);
  });

  test('the billing settings hold only values their bounds allow', async () => {
    const rows = (await ds.query(
      `SELECT setting_key, setting_value FROM system_settings WHERE setting_key LIKE 'billing.%'`,
    )) as { setting_key: SettingKey; setting_value: unknown }[];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows)
      expect({ key: row.setting_key, value: effectiveSetting(row.setting_key, row.setting_value) }).toEqual({
        key: row.setting_key,
        value: row.setting_value,
      });
  });
});
