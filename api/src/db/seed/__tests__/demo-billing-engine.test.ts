import { TestClock } from '../../../platform/jobs/clock';
import { createLogger } from '../../../platform/logger';
import { billingConsistencyProblems } from '../../../modules/subscriptions/billing-consistency';
import { runSweep } from '../../../modules/subscriptions/__tests__/billing-fixtures';
import { createScratchDatabase, startTestApp, type TestApp } from '../../../test/harness';
import { loadDemoDataOnce } from '../demo-data';

// The demo is loaded "now"; the engine then runs over it on a clock the test moves.
let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let t: TestApp;
const clock = new TestClock(new Date());

beforeAll(async () => {
  scratch = await createScratchDatabase({ migrate: true });
  t = await startTestApp({ DATABASE_URL: scratch.url }, undefined, { clock });
  await loadDemoDataOnce(t.dataSource, t.config, createLogger('error'));
}, 60_000);
afterAll(async () => {
  await t?.close();
  await scratch?.drop();
});

const statusOf = async (name: string) =>
  (
    (await t.dataSource.query(`SELECT billing_status FROM clinics WHERE name = $1`, [name])) as {
      billing_status: string;
    }[]
  )[0].billing_status;

/** Nothing the engine did broke the rules, and no period of a clinic was invoiced twice. */
async function expectConsistent() {
  expect(await billingConsistencyProblems(t.dataSource.manager)).toEqual([]);
  const [{ twice }] = await t.dataSource.query(`SELECT count(*)::int AS twice FROM (
      SELECT clinic_id, period_start FROM clinic_invoices WHERE kind = 'subscription' GROUP BY 1, 2 HAVING count(*) > 1) d`);
  expect(twice).toBe(0);
}

describe('the billing engine over the demo data', () => {
  it('finds nothing to redo on the load day, then carries each story on: the last retry, the end of the trial', async () => {
    const [{ lastId }] = await t.dataSource.query(`SELECT max(id) AS "lastId" FROM clinic_invoices`);
    await runSweep(t.app.services.jobs);
    await expectConsistent();
    expect(await statusOf('Cedar Ridge Chiropractic')).toBe('overdue');
    expect(await statusOf('Lakeview Spine & Injury')).toBe('trial');
    // Every story is up to date: the engine catches up no period that started before the load day.
    const [{ caughtUp }] = await t.dataSource.query(
      `SELECT count(*)::int AS "caughtUp" FROM clinic_invoices WHERE id > $1 AND period_start < $2::date`,
      [lastId, clock.now().toISOString().slice(0, 10)],
    );
    expect(caughtUp).toBe(0);

    // A day later Cedar Ridge's third retry is refused too: retries spent and grace over, suspended.
    // The stories put each step at 08:00 UTC, so the next day is reached at 10:00 UTC whatever the
    // hour the test runs (a day and two hours from 01:00 UTC was still before the retry).
    const loadDay = clock.now();
    clock.set(new Date(Date.UTC(loadDay.getUTCFullYear(), loadDay.getUTCMonth(), loadDay.getUTCDate() + 1, 10)));
    await runSweep(t.app.services.jobs);
    await expectConsistent();
    expect(await statusOf('Cedar Ridge Chiropractic')).toBe('suspended');

    // Lakeview's trial ends nine days after the load: its first period is charged to its test card.
    clock.advance({ days: 9 });
    await runSweep(t.app.services.jobs);
    await expectConsistent();
    expect(await statusOf('Lakeview Spine & Injury')).toBe('active');
  }, 60_000);
});
