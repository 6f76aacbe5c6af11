import fc from 'fast-check';
import type { DataSource } from 'typeorm';
import { TestClient } from '../../test/client';
import { createClinicWithUsers } from '../../test/factories';
import { field, nastyStrings, wildValue } from '../../test/faults/fuzz-values';
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
 * Generated inputs (fixed seed) against personal API tokens, signed in as clinic staff: creation and
 * revocation over REST and GraphQL, and generated Authorization headers on GraphQL and REST. No answer
 * is a server error or shows internals; a generated header never gets anything but a 401 (or the
 * answer of no header at all); afterwards a colleague's token is untouched, the caller holds at most
 * the allowed live tokens, and each of them was audited.
 */
const seed = fuzzSeed;
const runsPerTarget = fuzzRuns(150);

let t: TestApp;
let ds: DataSource;
let staff: TestClient;
let staffId: string;
let clinicId: number;
let colleagueTokenId: number;
let colleagueSnapshot: string;
const fuzzOptions = fuzzParameters(runsPerTarget);
const answers = new AnswerCheck();

const snapshotColleague = async () =>
  JSON.stringify(await ds.query(`SELECT * FROM api_tokens WHERE id = $1`, [colleagueTokenId]));

beforeAll(async () => {
  t = await startTestApp();
  ds = t.dataSource;
  const own = await createClinicWithUsers(ds);
  clinicId = own.clinic.id;
  staffId = own.staff.id;
  staff = new TestClient(t.url);
  await staff.login(own.staff.email);
  const colleague = new TestClient(t.url);
  await colleague.login(own.admin.email);
  const created = await colleague.gql<{ apiTokenCreate: { apiToken: { id: number } } }>(
    'mutation { apiTokenCreate(input: { name: "Colleague", expiresInDays: 30 }) { apiToken { id } } }',
  );
  colleagueTokenId = created.data!.apiTokenCreate.apiToken.id;
  colleagueSnapshot = await snapshotColleague();
});
afterAll(async () => {
  process.stdout.write(
    `fuzzed inputs per target (seed ${seed}, ${answers.total()} in all):\n${JSON.stringify(answers.counts, null, 1)}\n`,
  );
  await t?.close();
});

const tokenModel = () => ({
  name: field(fc.oneof(fc.string({ maxLength: 120 }), nastyStrings)),
  expiresInDays: field(fc.oneof(fc.constantFrom(30, 90, 365, 0, -30, 366, 30.5, '30', 1e12), fc.integer())),
});
const tokenIds = () => field(fc.constantFrom(colleagueTokenId, 999_999_999, 0, -1));
/** Header values a client could send: printable ASCII, so fetch itself accepts them. */
const headerText = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)) });
const authorizationHeaders = fc.oneof(
  headerText.map((text) => `Bearer ${text}`),
  headerText.map((text) => `bearer   cbt_${text}`),
  fc.constantFrom('Bearer', 'Bearer ', `Bearer cbt_abcdef_${'A'.repeat(43)}`, `Bearer cbt_ABCDEF_${'A'.repeat(43)}`),
  headerText,
);

const graphql = (target: string, query: string, variables: fc.Arbitrary<Record<string, unknown>>) =>
  fc.assert(
    fc.asyncProperty(variables, async (value) => {
      await answers.check(
        target,
        () => staff.request('POST', '/graphql', { body: JSON.stringify({ query, variables: value }) }),
        true,
      );
    }),
    fuzzOptions,
  );

describe('REST', () => {
  test('POST /api/account/api-tokens', () =>
    fc.assert(
      fc.asyncProperty(bodyOf(withExtras(tokenModel(), ['name'], clinicId)), async (body) => {
        await answers.check(
          'POST /api/account/api-tokens',
          () => staff.request('POST', '/api/account/api-tokens', { body: JSON.stringify(body) ?? 'null' }),
          false,
        );
      }),
      fuzzOptions,
    ));

  test('POST /api/account/api-tokens/:id/revoke', () =>
    fc.assert(
      fc.asyncProperty(fc.oneof(tokenIds(), wildValue), async (id) => {
        await answers.check(
          'POST /api/account/api-tokens/:id/revoke',
          () => staff.request('POST', `/api/account/api-tokens/${pathSegment(id)}/revoke`),
          false,
        );
      }),
      fuzzOptions,
    ));

  test('a generated Authorization header is a 401, or ignored when it is not a bearer one', () =>
    fc.assert(
      fc.asyncProperty(authorizationHeaders, async (authorization) => {
        let status = 0;
        await answers.check(
          'Authorization on GET /api/auth/user',
          async () => {
            const response = await fetch(`${t.url}/api/auth/user`, { headers: { authorization } });
            status = response.status;
            return response;
          },
          false,
        );
        expect([401]).toContain(status);
      }),
      fuzzOptions,
    ));
});

describe('GraphQL', () => {
  test('apiTokenCreate', () =>
    graphql(
      'apiTokenCreate',
      'mutation ($input: ApiTokenCreateInput!) { apiTokenCreate(input: $input) { apiToken { id } } }',
      fc.record({ input: withExtras(tokenModel(), ['name'], clinicId) }),
    ));

  test('apiTokenRevoke', () =>
    graphql(
      'apiTokenRevoke',
      'mutation ($id: Int!) { apiTokenRevoke(id: $id) { id status } }',
      fc.record({ id: tokenIds() }),
    ));

  test('a generated Authorization header on /graphql', () =>
    fc.assert(
      fc.asyncProperty(authorizationHeaders, async (authorization) => {
        await answers.check(
          'Authorization on POST /graphql',
          () =>
            fetch(`${t.url}/graphql`, {
              method: 'POST',
              headers: { authorization, 'content-type': 'application/json' },
              body: JSON.stringify({ query: '{ apiTokens { id } }' }),
            }),
          true,
        );
      }),
      fuzzOptions,
    ));
});

describe('afterwards', () => {
  it("left the colleague's token untouched", async () => {
    expect(await snapshotColleague()).toBe(colleagueSnapshot);
  });

  it('holds no more live tokens than allowed, each audited, and made some', async () => {
    const [{ live, unaudited }] = (await ds.query(
      `SELECT count(*) FILTER (WHERE revoked_at IS NULL AND expires_at > now())::int AS live,
              count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM audit_logs a WHERE a.entity_type = 'api_token'
                AND a.entity_id = t.id::text AND a.action = 'create'))::int AS unaudited
         FROM api_tokens t WHERE t.user_id = $1`,
      [staffId],
    )) as { live: number; unaudited: number }[];
    expect(live).toBeLessThanOrEqual(20);
    expect(unaudited).toBe(0);
    expect(answers.succeeded('apiTokenCreate') + answers.succeeded('POST /api/account/api-tokens')).toBeGreaterThan(0);
  });
});
