import fc from 'fast-check';
import type { DataSource } from 'typeorm';
import { Role } from '../../platform/access/role';
import { TestClient } from '../../test/client';
import { createAttorneyUser, createCase, createClinic, createClinicWithUsers, createUser } from '../../test/factories';
import { nastyStrings, oddNumbers, validMoney, wildValue, field } from '../../test/faults/fuzz-values';
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
 * Generated inputs (fixed seed) against every funding write, over REST and GraphQL: the operator's
 * partners, the attorney's requests and funds received, the partner's answer by link. No answer is
 * a server error or shows internals; afterwards another clinic's case has no request, no stored API
 * key is readable, every request's figures keep their rules, and no partner has a referral field.
 */
const seed = fuzzSeed;
const runsPerTarget = fuzzRuns(120);

let t: TestApp;
let ds: DataSource;
let attorney: TestClient;
let operator: TestClient;
let caseId: number;
let otherCaseId: number;
let otherClinicId: number;
let partnerId: number;
let tokens: string[] = [];
const fuzzOptions = fuzzParameters(runsPerTarget);
const answers = new AnswerCheck();

beforeAll(async () => {
  t = await startTestApp();
  ds = t.dataSource;
  const own = await createClinicWithUsers(ds);
  const lawyer = await createAttorneyUser(ds);
  caseId = (await createCase(ds, { clinicId: own.clinic.id, attorneyId: lawyer.attorney.id })).id;
  otherClinicId = (await createClinic(ds)).id;
  otherCaseId = (await createCase(ds, { clinicId: otherClinicId })).id;
  attorney = new TestClient(t.url);
  await attorney.login(lawyer.user.email);
  operator = new TestClient(t.url);
  await operator.login((await createUser(ds, { role: Role.super_admin })).email);
  const created = (await operator.gql<{ fundingPartnerCreate: { id: number } }>(
    `mutation { fundingPartnerCreate(input: { companyName: "Fuzz Funding ${Date.now()}", fundingTypes: ["medical"], apiKey: "fuzz-secret-key" }) { id } }`,
  )) as { data: { fundingPartnerCreate: { id: number } } };
  partnerId = created.data.fundingPartnerCreate.id;
  // A few submitted requests, so answers meet real links too.
  for (let i = 0; i < 3; i++) {
    const draft = await attorney.rest<{ data: { id: number } }>('POST', '/api/funding-requests', {
      caseId,
      fundingPartnerId: partnerId,
      requestedAmount: '1000.00',
      purpose: 'Fuzz',
      share: ['ledger'],
    });
    const sent = await attorney.rest<{ data: { partnerLink: string } }>(
      'POST',
      `/api/funding-requests/${draft.body.data.id}/submit`,
    );
    tokens.push(new URL(sent.body.data.partnerLink).searchParams.get('token')!);
  }
}, 60_000);
afterAll(async () => {
  process.stdout.write(
    `fuzzed inputs per target (seed ${seed}, ${answers.total()} in all):\n${JSON.stringify(answers.counts, null, 1)}\n`,
  );
  const leaked = (await ds.query(`SELECT count(*)::int AS n FROM funding_requests WHERE case_id = $1`, [
    otherCaseId,
  ])) as { n: number }[];
  expect(leaked[0].n).toBe(0);
  const keys = (await ds.query(`SELECT api_key_sealed FROM funding_partners WHERE api_key_sealed IS NOT NULL`)) as {
    api_key_sealed: string;
  }[];
  for (const { api_key_sealed } of keys) expect(api_key_sealed.startsWith('v1.')).toBe(true);
  const broken = (await ds.query(
    `SELECT id FROM funding_requests WHERE (status = 'funded' AND funded_amount > approved_amount)
        OR (status IN ('approved', 'funded') AND approved_amount > requested_amount)`,
  )) as unknown[];
  expect(broken).toEqual([]);
  tokens = [];
  await t?.close();
});

const money = fc.oneof(validMoney, fc.constantFrom('100.00', '1000.00', '0.00', '1000.01'), oddNumbers);
const text = () => field(fc.oneof(fc.string({ maxLength: 40 }), nastyStrings, fc.constant('a referral fee per case')));

describe('REST', () => {
  test('POST /api/funding-requests', () =>
    fc.assert(
      fc.asyncProperty(
        bodyOf(
          withExtras(
            {
              caseId: field(fc.constantFrom(caseId, otherCaseId, 999_999_999)),
              fundingPartnerId: field(fc.constantFrom(partnerId, 999_999_999)),
              requestedAmount: field(money),
              purpose: text(),
              urgencyLevel: field(fc.constantFrom('low', 'normal', 'urgent', 'now')),
              share: field(
                fc.oneof(fc.constant(['ledger']), fc.array(fc.string({ maxLength: 10 }), { maxLength: 5 }), wildValue),
              ),
              notes: text(),
            },
            ['caseId', 'purpose'],
            otherClinicId,
          ),
        ),
        async (body) => {
          await answers.check(
            'POST /api/funding-requests',
            () => attorney.request('POST', '/api/funding-requests', { body: JSON.stringify(body) ?? 'null' }),
            false,
          );
        },
      ),
      fuzzOptions,
    ));

  test('POST /api/funding-partner/answer and GET the partner view', () =>
    fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.constantFrom(...tokens), fc.string({ maxLength: 60 }), nastyStrings, wildValue),
        fc.record({
          decision: field(fc.constantFrom('approve', 'decline', 'maybe')),
          approvedAmount: field(money),
          interestRate: field(fc.constantFrom('2.5', '99.99', '100', '-1', 'x')),
          repaymentTerms: text(),
          note: text(),
        }),
        async (token, body) => {
          await answers.check(
            'POST /api/funding-partner/answer',
            () =>
              new TestClient(t.url).request('POST', '/api/funding-partner/answer', {
                body: JSON.stringify({ ...body, token }),
              }),
            false,
          );
          await answers.check(
            'GET /api/funding-partner/request',
            () => new TestClient(t.url).request('GET', `/api/funding-partner/request?token=${pathSegment(token)}`),
            false,
          );
        },
      ),
      fuzzOptions,
    ));
});

describe('GraphQL', () => {
  const graphql = (
    client: () => TestClient,
    target: string,
    query: string,
    variables: fc.Arbitrary<Record<string, unknown>>,
  ) =>
    fc.assert(
      fc.asyncProperty(variables, async (value) => {
        await answers.check(
          target,
          () => client().request('POST', '/graphql', { body: JSON.stringify({ query, variables: value }) }),
          true,
        );
      }),
      fuzzOptions,
    );

  test('fundingPartnerCreate', () =>
    graphql(
      () => operator,
      'fundingPartnerCreate',
      'mutation($input: FundingPartnerInput!) { fundingPartnerCreate(input: $input) { id apiKeySet } }',
      fc.record({
        input: bodyOf(
          withExtras(
            {
              companyName: text(),
              fundingTypes: field(
                fc.oneof(fc.constant(['medical']), fc.array(fc.string({ maxLength: 12 }), { maxLength: 3 })),
              ),
              minimumAmount: field(money),
              maximumAmount: field(money),
              typicalRate: field(fc.constantFrom('2.5', '100', 'x', null)),
              approvalTimeHours: field(fc.oneof(fc.integer({ min: -5, max: 10_000 }), fc.constant(null))),
              instantQuoteApi: field(fc.constantFrom('https://quotes.example.com', 'ftp://x', 'http://u:p@x', '')),
              apiKey: text(),
              rating: field(fc.constantFrom('4.5', '5.1', '-1', null)),
              notes: text(),
            },
            ['companyName', 'fundingTypes'],
            otherClinicId,
          ),
        ),
      }),
    ));

  test('fundingRequestRecordFunded', () =>
    graphql(
      () => attorney,
      'fundingRequestRecordFunded',
      'mutation($input: FundingFundedInput!) { fundingRequestRecordFunded(input: $input) { id status } }',
      fc.record({
        input: bodyOf(
          fc.record({
            requestId: field(fc.integer({ min: 1, max: 200 })),
            fundedAmount: field(money),
            fundedDate: field(fc.constantFrom('2026-01-01', '2099-01-01', 'x')),
          }),
        ),
      }),
    ));
});
