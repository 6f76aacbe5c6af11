import { TestClock } from '../../../platform/jobs/clock';
import { createLogger } from '../../../platform/logger';
import { executeAutomation, sweepAutomation, sweepClinicAutomation } from '../../../modules/automation/automation.jobs';
import { createScratchDatabase, startTestApp, type TestApp } from '../../../test/harness';
import { loadDemoDataOnce } from '../demo-data';

// The demo's rules fire on the demo data through the engine itself, as at the app's first start.
let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let t: TestApp;
const clock = new TestClock(new Date());

beforeAll(async () => {
  scratch = await createScratchDatabase({ migrate: true });
  t = await startTestApp({ DATABASE_URL: scratch.url }, undefined, { clock });
  await loadDemoDataOnce(t.dataSource, t.config, createLogger('error'));
}, 90_000);
afterAll(async () => {
  await t?.close();
  await scratch?.drop();
});

describe('the demo workflow rules', () => {
  it('fire on the demo data at the first sweep: tasks for the gaps, the attorneys told, every execution succeeded', async () => {
    const jobs = t.app.services.jobs;
    await jobs.send(sweepAutomation, {});
    await jobs.runDue(sweepAutomation);
    await jobs.runDue(sweepClinicAutomation);
    await jobs.runDue(executeAutomation, 1000);

    const rules = (await t.dataSource.query(
      `SELECT c.name AS clinic, r.name, r.is_active AS "isActive",
              count(e.id)::int AS executions,
              count(e.id) FILTER (WHERE e.execution_status = 'succeeded')::int AS succeeded
         FROM workflow_automation_rules r JOIN clinics c ON c.id = r.clinic_id
         LEFT JOIN workflow_automation_executions e ON e.rule_id = r.id
        GROUP BY c.name, r.id ORDER BY c.name, r.priority`,
    )) as { clinic: string; name: string; isActive: boolean; executions: number; succeeded: number }[];
    const northside = rules.filter((rule) => rule.clinic === 'Northside Chiropractic');
    expect(northside.map((rule) => [rule.name, rule.isActive])).toEqual([
      ['No visit for 14 days', true],
      ['Missed appointment follow-up', true],
      ['Bill 30 days overdue', true],
      ['Ready for attorney review', false],
    ]);
    const gaps = northside[0];
    expect(gaps.executions).toBeGreaterThan(0);
    for (const rule of rules) expect(rule.succeeded).toBe(rule.executions);

    // Each gap execution made its task, and its case's attorney heard of it (when the case has one).
    const [made] = (await t.dataSource.query(
      `SELECT count(*)::int AS tasks FROM tasks t JOIN clinics c ON c.id = t.clinic_id
        WHERE c.name = 'Northside Chiropractic' AND t.source = 'automation' AND t.title LIKE 'Call the patient of %'`,
    )) as { tasks: number }[];
    expect(made.tasks).toBe(gaps.executions);
    const [told] = (await t.dataSource.query(
      `SELECT count(*)::int AS notices FROM notifications WHERE kind = 'case_update'`,
    )) as {
      notices: number;
    }[];
    expect(told.notices).toBeGreaterThan(0);

    // The next sweep finds the same gaps: nothing new.
    clock.advance({ minutes: 15 });
    await jobs.send(sweepAutomation, {});
    await jobs.runDue(sweepAutomation);
    await jobs.runDue(sweepClinicAutomation);
    const [again] = (await t.dataSource.query(
      `SELECT count(*)::int AS executions FROM workflow_automation_executions`,
    )) as { executions: number }[];
    expect(again.executions).toBe(rules.reduce((sum, rule) => sum + rule.executions, 0));
  });
});
