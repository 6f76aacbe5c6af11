import fc from 'fast-check';
import type { DataSource } from 'typeorm';
import { TestClient } from '../../test/client';
import { createCase, createClinic, createClinicWithUsers } from '../../test/factories';
import { field, nastyStrings, wildValue } from '../../test/faults/fuzz-values';
import { AnswerCheck, fuzzParameters, fuzzRuns, fuzzSeed, pathSegment } from '../../test/faults/fuzz-run';
import { startTestApp, type TestApp } from '../../test/harness';

/**
 * Generated inputs (fixed seed) against the case timeline, over REST and GraphQL, signed in as clinic
 * staff: case ids, kind lists, page sizes and cursors of every shape. No answer is a server error or
 * shows internals, and the timeline, a read, changes nothing anywhere.
 */
const seed = fuzzSeed;
const runsPerTarget = fuzzRuns(300);

let t: TestApp;
let ds: DataSource;
let staff: TestClient;
let ownCaseId: number;
let otherCaseId: number;
let snapshot: string;
const fuzzOptions = fuzzParameters(runsPerTarget);
const answers = new AnswerCheck();

const snapshotAll = async () =>
  JSON.stringify(
    await ds.query(
      `SELECT (SELECT count(*) FROM cases) AS cases, (SELECT count(*) FROM messages) AS messages,
              (SELECT max(id) FROM audit_logs WHERE action <> 'access_denied') AS audit`,
    ),
  );

beforeAll(async () => {
  t = await startTestApp();
  ds = t.dataSource;
  const own = await createClinicWithUsers(ds);
  const other = await createClinic(ds);
  ownCaseId = (await createCase(ds, { clinicId: own.clinic.id })).id;
  otherCaseId = (await createCase(ds, { clinicId: other.id })).id;
  await ds.query(
    `INSERT INTO messages (case_id, clinic_id, sender_id, recipient_type, subject, content)
     SELECT $1, $2, $3, 'attorney', 'Subject ' || v, 'Text' FROM generate_series(1, 30) v`,
    [ownCaseId, own.clinic.id, own.staff.id],
  );
  staff = new TestClient(t.url);
  await staff.login(own.staff.email);
  snapshot = await snapshotAll();
});
afterAll(async () => {
  expect(await snapshotAll()).toBe(snapshot);
  process.stdout.write(
    `fuzzed inputs per target (seed ${seed}, ${answers.total()} in all):\n${JSON.stringify(answers.counts, null, 1)}\n`,
  );
  await t?.close();
});

const caseIds = () => field(fc.constantFrom(ownCaseId, otherCaseId, 999_999_999, 0, -1, 2 ** 31));
const kinds = fc.oneof(
  fc.subarray(['visit', 'note', 'billing', 'reduction', 'document', 'message', 'status', 'transfer', 'claim']),
  fc.array(fc.oneof(fc.string({ maxLength: 12 }), nastyStrings), { maxLength: 4 }),
);
const cursors = fc.oneof(
  wildValue,
  fc.string({ maxLength: 40 }).map((text) => Buffer.from(text).toString('base64url')),
  fc
    .tuple(fc.oneof(fc.string({ maxLength: 30 }), fc.integer()), fc.oneof(fc.integer(), fc.string({ maxLength: 5 })))
    .map((values) => Buffer.from(JSON.stringify(values)).toString('base64url')),
);

describe('REST', () => {
  test('GET /api/cases/:id/timeline', () =>
    fc.assert(
      fc.asyncProperty(
        caseIds(),
        kinds,
        field(fc.integer({ min: -5, max: 500 })),
        cursors,
        async (id, list, limit, cursor) => {
          const query = new URLSearchParams({
            kinds: Array.isArray(list) ? list.join(',') : String(list),
            limit: String(limit),
            cursor: String(cursor),
          });
          await answers.check(
            'GET /api/cases/:id/timeline',
            () => staff.request('GET', `/api/cases/${pathSegment(id)}/timeline?${query.toString()}`),
            false,
          );
        },
      ),
      fuzzOptions,
    ));
});

describe('GraphQL', () => {
  test('caseTimeline', () =>
    fc.assert(
      fc.asyncProperty(
        caseIds(),
        kinds,
        field(fc.integer({ min: -5, max: 500 })),
        cursors,
        async (caseId, list, first, after) => {
          await answers.check(
            'caseTimeline',
            () =>
              staff.request('POST', '/graphql', {
                body: JSON.stringify({
                  query: `query($caseId: Int!, $kinds: [TimelineKind!], $first: Int, $after: String) {
                  caseTimeline(caseId: $caseId, kinds: $kinds, first: $first, after: $after) {
                    nodes { id kind summary } pageInfo { endCursor hasNextPage } } }`,
                  variables: { caseId, kinds: list, first, after },
                }),
              }),
            true,
          );
        },
      ),
      fuzzOptions,
    ));
});
