import fc from 'fast-check';
import { TestClient, signedInClient } from '../../test/client';
import { createClinicWithUsers, createUser } from '../../test/factories';
import { wildValue } from '../../test/faults/fuzz-values';
import { AnswerCheck, bodyOf, fuzzParameters, fuzzRuns, fuzzSeed } from '../../test/faults/fuzz-run';
import { startTestApp, type TestApp } from '../../test/harness';
import { Role } from '../../platform/access/role';

/**
 * Generated requests (fixed seed) against the demo reset (decisions 475-479), in demo mode on the
 * shared test database with only the app's role: whatever the body, the variables or extra arguments,
 * the super admin is told the reset needs the owner and clinic staff are refused. No answer is a
 * server error, the gate never closes, and nothing is dropped or written but denials.
 */
const seed = fuzzSeed;
const runsPerTarget = fuzzRuns(100);

let t: TestApp;
let operator: TestClient;
let staff: TestClient;
let snapshot: string;
const fuzzOptions = fuzzParameters(runsPerTarget);
const answers = new AnswerCheck();

const snapshotAll = async () =>
  JSON.stringify(
    await t.dataSource.query(
      `SELECT (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM migrations) AS migrations,
              (SELECT max(id) FROM audit_logs WHERE action <> 'access_denied') AS audit`,
    ),
  );

beforeAll(async () => {
  t = await startTestApp({ DEMO_DATA: '1' });
  const admin = await createUser(t.dataSource, { role: Role.super_admin });
  operator = await signedInClient(t.url, admin.email);
  staff = await signedInClient(t.url, (await createClinicWithUsers(t.dataSource)).staff.email);
  snapshot = await snapshotAll();
}, 60_000);
afterAll(async () => {
  expect(await snapshotAll()).toBe(snapshot);
  expect(t.app.services.demoReset.inProgress).toBe(false);
  process.stdout.write(
    `fuzzed inputs per target (seed ${seed}, ${answers.total()} in all):\n${JSON.stringify(answers.counts, null, 1)}\n`,
  );
  await t?.close();
});

const clients = () => fc.constantFrom('operator', 'staff');
const clientOf = (who: string) => (who === 'operator' ? operator : staff);

test('POST /api/test-data/reset', () =>
  fc.assert(
    fc.asyncProperty(clients(), bodyOf(fc.dictionary(fc.string({ maxLength: 12 }), wildValue)), async (who, body) => {
      await answers.check(
        'POST /api/test-data/reset',
        () => clientOf(who).request('POST', '/api/test-data/reset', { body: JSON.stringify(body) }),
        false,
      );
    }),
    fuzzOptions,
  ));

test('demoDataReset', () =>
  fc.assert(
    fc.asyncProperty(
      clients(),
      fc.constantFrom(
        'mutation { demoDataReset { resetAt seconds } }',
        'mutation($x: Int) { demoDataReset { resetAt } }',
        'mutation { demoDataReset(confirm: true) { resetAt } }',
        'mutation { a: demoDataReset { resetAt } b: demoDataReset { resetAt } }',
        'query { testDataSummary { reset { available reason } } }',
      ),
      fc.dictionary(fc.string({ maxLength: 8 }), wildValue),
      async (who, query, variables) => {
        await answers.check(
          'demoDataReset',
          () => clientOf(who).request('POST', '/graphql', { body: JSON.stringify({ query, variables }) }),
          true,
        );
      },
    ),
    fuzzOptions,
  ));
