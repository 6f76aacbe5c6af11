import fc from 'fast-check';
import type { DataSource } from 'typeorm';
import { TestClient } from '../../test/client';
import { createClinic, createClinicWithUsers } from '../../test/factories';
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
import { webhookEventKinds } from '../webhooks/webhook-event-kinds';
import { webhookUrlFormProblem } from '../webhooks/webhook-url';

/**
 * Generated inputs (fixed seed) against every webhook write and the delivery log, over REST and
 * GraphQL, signed in as a clinic admin: no answer is a server error or shows internals, and
 * afterwards another clinic's endpoints are untouched, every endpoint kept has a URL of the rules'
 * form, known event kinds and a sealed secret, and every one created has its audit row.
 */
const seed = fuzzSeed;
const runsPerTarget = fuzzRuns(200);

let t: TestApp;
let ds: DataSource;
let admin: TestClient;
let clinicId: number;
let otherClinicId: number;
let ownEndpointIds: number[];
let otherEndpointId: number;
let otherSnapshot: string;
const fuzzOptions = fuzzParameters(runsPerTarget);
const answers = new AnswerCheck();

const snapshotOther = async () =>
  JSON.stringify(
    await ds.query(
      `SELECT (SELECT json_agg(x ORDER BY x.id) FROM webhook_endpoints x WHERE x.clinic_id = $1) AS endpoints,
              (SELECT json_agg(x ORDER BY x.id) FROM audit_logs x WHERE x.clinic_id = $1) AS audit`,
      [otherClinicId],
    ),
  );

const insertEndpoint = async (clinic: number) =>
  (
    (await ds.query(
      `INSERT INTO webhook_endpoints (clinic_id, url, event_kinds, secret_sealed)
       VALUES ($1, 'https://hooks.example.com/fuzz', '{note.signed}', 'v1.fuzz') RETURNING id`,
      [clinic],
    )) as { id: number }[]
  )[0].id;

beforeAll(async () => {
  t = await startTestApp();
  ds = t.dataSource;
  const own = await createClinicWithUsers(ds);
  clinicId = own.clinic.id;
  otherClinicId = (await createClinic(ds)).id;
  ownEndpointIds = [await insertEndpoint(clinicId), await insertEndpoint(clinicId)];
  otherEndpointId = await insertEndpoint(otherClinicId);
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

const endpointIds = () => field(fc.constantFrom(...ownEndpointIds, otherEndpointId, 999_999_999));
const urls = fc.oneof(
  fc.constantFrom(
    'https://hooks.example.com/in',
    'http://127.0.0.1:9/in',
    'ftp://hooks.example.com/',
    'https://user:pw@hooks.example.com/',
    'javascript:alert(1)',
    'https://[::1]/',
    'https://例え.jp/フック',
    `https://hooks.example.com/${'a'.repeat(2100)}`,
  ),
  fc.webUrl(),
  nastyStrings,
);
const kinds = fc.oneof(
  fc.subarray([...webhookEventKinds], { minLength: 1 }),
  fc.array(fc.oneof(fc.constantFrom(...webhookEventKinds, 'patient.created', ''), nastyStrings), { maxLength: 8 }),
  wildValue,
);
const endpointModel = () => ({
  url: field(urls),
  description: field(fc.oneof(fc.string({ maxLength: 600 }), nastyStrings, fc.constant(null))),
  eventKinds: field(kinds),
  isActive: field(fc.oneof(fc.boolean(), fc.constant(null))),
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
  test('POST /api/webhooks/endpoints', () =>
    fc.assert(
      fc.asyncProperty(bodyOf(withExtras(endpointModel(), ['url', 'eventKinds'], otherClinicId)), async (body) => {
        await answers.check(
          'POST /api/webhooks/endpoints',
          () => admin.request('POST', '/api/webhooks/endpoints', { body: JSON.stringify(body) ?? 'null' }),
          false,
        );
      }),
      fuzzOptions,
    ));

  test('PATCH /api/webhooks/endpoints/:id', () =>
    fc.assert(
      fc.asyncProperty(endpointIds(), bodyOf(withExtras(endpointModel(), [], otherClinicId)), async (id, body) => {
        await answers.check(
          'PATCH /api/webhooks/endpoints/:id',
          () =>
            admin.request('PATCH', `/api/webhooks/endpoints/${pathSegment(id)}`, {
              body: JSON.stringify(body) ?? 'null',
            }),
          false,
        );
      }),
      fuzzOptions,
    ));

  test('GET /api/webhooks/endpoints/:id/deliveries', () =>
    fc.assert(
      fc.asyncProperty(endpointIds(), wildValue, wildValue, async (id, status, after) => {
        const query = new URLSearchParams({ status: String(status), after: String(after) });
        await answers.check(
          'GET /api/webhooks/endpoints/:id/deliveries',
          () => admin.request('GET', `/api/webhooks/endpoints/${pathSegment(id)}/deliveries?${query}`),
          false,
        );
      }),
      fuzzOptions,
    ));
});

describe('GraphQL', () => {
  test('webhookEndpointCreate', () =>
    graphql(
      'webhookEndpointCreate',
      'mutation ($input: WebhookEndpointInput!) { webhookEndpointCreate(input: $input) { endpoint { id } } }',
      fc.record({ input: withExtras(endpointModel(), ['url', 'eventKinds'], otherClinicId) }),
    ));

  test('webhookEndpointUpdate', () =>
    graphql(
      'webhookEndpointUpdate',
      'mutation ($id: Int!, $input: WebhookEndpointInput!) { webhookEndpointUpdate(id: $id, input: $input) { id } }',
      fc.record({ id: endpointIds(), input: withExtras(endpointModel(), [], otherClinicId) }),
    ));

  test('webhookDeliveries', () =>
    graphql(
      'webhookDeliveries',
      'query ($filter: WebhookDeliveryFilter!, $first: Int, $after: String) { webhookDeliveries(filter: $filter, first: $first, after: $after) { nodes { id } } }',
      fc.record({
        filter: field(fc.record({ endpointId: endpointIds(), status: field(fc.constantFrom('parked', 'sent', '')) })),
        first: field(fc.integer({ min: -5, max: 500 })),
        after: field(fc.oneof(fc.string(), fc.constant(null))),
      }),
    ));
});

describe('afterwards', () => {
  it("left another clinic's endpoints untouched", async () => {
    expect(await snapshotOther()).toBe(otherSnapshot);
  });

  it('holds only endpoints of the rules: URL form, known kinds, sealed secret; each new one audited', async () => {
    const rows = (await ds.query(
      `SELECT e.id, e.url, e.event_kinds AS "eventKinds", e.secret_sealed AS "secret",
              EXISTS (SELECT 1 FROM audit_logs a WHERE a.entity_type = 'webhook_endpoint' AND a.entity_id = e.id::text
                        AND a.action = 'create') AS audited
         FROM webhook_endpoints e WHERE e.clinic_id = $1 AND NOT (e.id = ANY($2))`,
      [clinicId, ownEndpointIds],
    )) as { id: number; url: string; eventKinds: string[]; secret: string; audited: boolean }[];
    expect(
      answers.succeeded('webhookEndpointCreate') + answers.succeeded('POST /api/webhooks/endpoints'),
    ).toBeGreaterThan(0);
    for (const row of rows) {
      expect({ id: row.id, problem: webhookUrlFormProblem(row.url) }).toEqual({ id: row.id, problem: null });
      expect(row.eventKinds.length).toBeGreaterThan(0);
      expect(row.eventKinds.every((kind) => webhookEventKinds.includes(kind))).toBe(true);
      expect(row.secret).toMatch(/^v1\./);
      expect(row.audited).toBe(true);
    }
  });
});
