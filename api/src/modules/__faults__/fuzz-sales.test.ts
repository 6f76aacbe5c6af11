import fc from 'fast-check';
import type { DataSource } from 'typeorm';
import { Role } from '../../platform/access/role';
import { TestClient } from '../../test/client';
import { createClinic, createUser } from '../../test/factories';
import { field, nastyStrings, oddNumbers, validEmail, validName, wildValue } from '../../test/faults/fuzz-values';
import { AnswerCheck, bodyOf, fuzzParameters, fuzzRuns, fuzzSeed, pathSegment } from '../../test/faults/fuzz-run';
import type { TestApp } from '../../test/harness';
import { startIsolatedApp } from '../../test/isolated-app';

/**
 * Generated inputs (fixed seed) against the sales area's writes: the representative form (REST and
 * GraphQL), lead edits and conversions, Approve and Process Payout by id. No answer is a server error
 * or shows internals; afterwards every rep and lead write has its audit row and the rows hold only
 * what the rules allow (the CHECKs, and no structure tied to patients, cases or referrals).
 */
const runsPerTarget = fuzzRuns(150);
const fuzzOptions = fuzzParameters(runsPerTarget);
const answers = new AnswerCheck();

let t: TestApp;
let ds: DataSource;
let operator: TestClient;
let repIds: number[];
let leadIds: number[];
let waitlistIds: number[];
let clinicIds: number[];

beforeAll(async () => {
  t = await startIsolatedApp();
  ds = t.dataSource;
  const operatorUser = await createUser(ds, { role: Role.super_admin });
  operator = new TestClient(t.url);
  await operator.login(operatorUser.email);
  repIds = [];
  for (const name of ['Ann', 'Ben']) {
    const [{ id }] = (await ds.query(
      `INSERT INTO sales_representatives (first_name, last_name, email) VALUES ($1, 'Fuzz', $2) RETURNING id`,
      [name, `${name.toLowerCase()}@fuzz.test`],
    )) as { id: number }[];
    repIds.push(id);
  }
  clinicIds = [(await createClinic(ds)).id, (await createClinic(ds)).id];
  leadIds = [];
  waitlistIds = [];
  for (let index = 0; index < 3; index++) {
    const [{ id }] = (await ds.query(
      `INSERT INTO sales_leads (company_name, contact_name, assigned_rep_id) VALUES ('Fuzz Spine', 'Fuzz Contact', $1) RETURNING id`,
      [repIds[0]],
    )) as { id: number }[];
    leadIds.push(id);
    const [{ id: entry }] = (await ds.query(
      `INSERT INTO waitlist (name, email, practice_name, state, monthly_pi_cases) VALUES ('Fuzz', $1, 'Fuzz Practice', 'NY', '10-25') RETURNING id`,
      [`signup-${index}@fuzz.test`],
    )) as { id: number }[];
    waitlistIds.push(entry);
  }
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

const idFrom = (ids: () => number[]) =>
  fc.oneof(
    { arbitrary: fc.nat(5).map((index) => ids()[index % ids().length]), weight: 8 },
    { arbitrary: fc.constantFrom(999_999_999, 0, -1, 2 ** 31), weight: 1 },
    { arbitrary: oddNumbers, weight: 1 },
    { arbitrary: wildValue, weight: 1 },
  );
const decimal = fc.oneof(
  { arbitrary: fc.integer({ min: 0, max: 1000 }).map((tenths) => (tenths / 10).toString()), weight: 4 },
  { arbitrary: fc.constantFrom('-1', '100.1', '10.25', '1e2', 'ten', 12.5, '', '99999999.99'), weight: 1 },
);
const structure = fc.constantFrom(
  'percentage',
  'flat',
  'tiered',
  'per_patient',
  'case bonus',
  'referral',
  'PERCENTAGE',
  '',
);
const repForm = () =>
  fc
    .tuple(
      fc.record(
        {
          firstName: field(fc.oneof(validName, nastyStrings)),
          lastName: field(validName),
          email: field(fc.oneof(validEmail, nastyStrings)),
          phone: field(fc.constantFrom('555-123-4567', 'call me', '')),
          commissionRate: field(decimal),
          commissionStructure: field(structure),
          flatAmount: field(decimal),
          tiers: field(fc.array(fc.record({ fromAmount: field(decimal), rate: field(decimal) }), { maxLength: 4 })),
          territory: field(fc.oneof(validName, nastyStrings)),
          monthlyQuota: field(decimal),
          isActive: field(fc.boolean()),
        },
        { requiredKeys: ['firstName', 'lastName', 'email'] },
      ),
      fc.nat(7),
    )
    .map(([body, dice]) => (dice === 0 ? { ...body, id: 1, ytdSales: '1000000' } : body));
const leadEdit = () =>
  fc.record(
    {
      status: field(fc.constantFrom('new', 'contacted', 'qualified', 'won', 'lost', 'bought')),
      assignedRepId: idFrom(() => repIds),
      clinicId: idFrom(() => clinicIds),
      nextFollowUp: field(fc.constantFrom('2031-02-30', '2031-01-05', 'soon', '')),
      estimatedValue: field(decimal),
      notes: field(fc.oneof(validName, nastyStrings)),
      followedUp: field(fc.boolean()),
      companyName: field(fc.oneof(validName, nastyStrings)),
    },
    { requiredKeys: [] },
  );

describe('the sales area’s writes', () => {
  test('POST /api/admin/sales/representatives', () =>
    fc.assert(
      fc.asyncProperty(bodyOf(repForm()), (body) =>
        restCall('POST /api/admin/sales/representatives', 'POST', '/api/admin/sales/representatives', body),
      ),
      fuzzOptions,
    ));

  test('PATCH /api/admin/sales/representatives/:id', () =>
    fc.assert(
      fc.asyncProperty(
        idFrom(() => repIds),
        bodyOf(repForm()),
        (id, body) =>
          restCall(
            'PATCH /api/admin/sales/representatives/:id',
            'PATCH',
            `/api/admin/sales/representatives/${pathSegment(id)}`,
            body,
          ),
      ),
      fuzzOptions,
    ));

  test('salesRepresentativeCreate', () =>
    fc.assert(
      fc.asyncProperty(repForm(), (input) =>
        gql(
          'salesRepresentativeCreate',
          `mutation ($input: SalesRepresentativeInput!) { salesRepresentativeCreate(input: $input) { id } }`,
          { input },
        ),
      ),
      fuzzOptions,
    ));

  test('salesLeadUpdate and salesLeadFromWaitlist', () =>
    fc.assert(
      fc.asyncProperty(
        idFrom(() => leadIds),
        leadEdit(),
        idFrom(() => waitlistIds),
        async (id, input, entry) => {
          await gql(
            'salesLeadUpdate',
            `mutation ($id: Int!, $input: SalesLeadUpdateInput!) { salesLeadUpdate(id: $id, input: $input) { id } }`,
            {
              id,
              input,
            },
          );
          await gql(
            'salesLeadFromWaitlist',
            `mutation ($input: SalesLeadFromWaitlistInput!) { salesLeadFromWaitlist(input: $input) { id } }`,
            { input: { waitlistEntryId: entry } },
          );
        },
      ),
      fuzzOptions,
    ));

  test('approve and process payout by id', () =>
    fc.assert(
      fc.asyncProperty(
        idFrom(() => [1, 2, 3]),
        idFrom(() => repIds),
        async (commission, rep) => {
          await restCall(
            'POST /api/admin/sales/commissions/:id/approve',
            'POST',
            `/api/admin/sales/commissions/${pathSegment(commission)}/approve`,
            {},
          );
          await restCall('POST /api/admin/sales/payouts/process', 'POST', '/api/admin/sales/payouts/process', {
            salesRepId: rep,
          });
        },
      ),
      fuzzOptions,
    ));
});

describe('invariants after the run', () => {
  test('some representative forms were accepted and some refused', () => {
    const statuses = Object.keys(answers.counts['POST /api/admin/sales/representatives']?.statuses ?? {});
    expect(statuses).toContain('201');
    expect(statuses).toContain('400');
  });

  test('no rep holds a structure tied to patients, cases or referrals, and every rep write is audited', async () => {
    const structures = (await ds.query(`SELECT DISTINCT commission_structure AS s FROM sales_representatives`)) as {
      s: string;
    }[];
    for (const { s } of structures) expect(['percentage', 'flat', 'tiered']).toContain(s);
    const unaudited = await ds.query(
      `SELECT r.id FROM sales_representatives r WHERE r.id <> ALL($1)
          AND NOT EXISTS (SELECT 1 FROM audit_logs l WHERE l.entity_type = 'sales_representative' AND l.entity_id = r.id::text)`,
      [repIds],
    );
    expect(unaudited).toEqual([]);
  });

  test('a won lead always names its clinic, and that clinic records the lead rep', async () => {
    const mismatched = await ds.query(
      `SELECT l.id FROM sales_leads l LEFT JOIN clinics c ON c.id = l.clinic_id
        WHERE l.status = 'won' AND (c.id IS NULL OR c.sales_rep_id IS DISTINCT FROM l.assigned_rep_id)`,
    );
    expect(mismatched).toEqual([]);
  });
});
