import { TestClock } from '../../../platform/jobs/clock';
import { createLogger } from '../../../platform/logger';
import { sendDueCampaigns } from '../../../modules/marketing/marketing.jobs';
import { createScratchDatabase, startTestApp, type TestApp } from '../../../test/harness';
import { loadDemoDataOnce } from '../demo-data';

let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let t: TestApp;
const clock = new TestClock(new Date());

beforeAll(async () => {
  scratch = await createScratchDatabase({ migrate: true });
  t = await startTestApp({ DATABASE_URL: scratch.url }, undefined, { clock });
  await loadDemoDataOnce(t.dataSource, t.config, createLogger('error'));
}, 120_000);
afterAll(async () => {
  await t?.close();
  await scratch?.drop();
});

describe('the demo marketing', () => {
  it('has, for each demo clinic and the operator, leads at every stage, two sent campaigns with recipients and ROI, one scheduled, and rules', async () => {
    const senders = (await t.dataSource.query(
      `SELECT coalesce(c.name, 'operator') AS sender,
              (SELECT array_agg(DISTINCT l.status ORDER BY l.status) FROM marketing_leads l WHERE l.clinic_id IS NOT DISTINCT FROM c.id) AS stages,
              (SELECT count(*)::int FROM marketing_campaigns m WHERE m.clinic_id IS NOT DISTINCT FROM c.id AND m.status = 'sent' AND m.total_recipients > 0 AND m.cost > 0) AS sent,
              (SELECT count(*)::int FROM marketing_campaigns m WHERE m.clinic_id IS NOT DISTINCT FROM c.id AND m.status = 'scheduled') AS scheduled,
              (SELECT count(*)::int FROM marketing_automation_rules r WHERE r.clinic_id IS NOT DISTINCT FROM c.id) AS rules,
              (SELECT count(*)::int FROM crm_activities a WHERE a.clinic_id IS NOT DISTINCT FROM c.id AND a.status = 'pending' AND a.due_date < now()) AS overdue
         FROM (SELECT id, name FROM clinics WHERE name IN ('Northside Chiropractic', 'Lakeview Spine & Injury') UNION ALL SELECT NULL, NULL) c
        ORDER BY 1`,
    )) as { sender: string; stages: string[]; sent: number; scheduled: number; rules: number; overdue: number }[];
    expect(senders).toHaveLength(3);
    for (const sender of senders) {
      expect(sender.stages).toEqual(['contacted', 'converted', 'lost', 'new', 'proposal', 'qualified']);
      expect(sender).toMatchObject({ sent: 2, scheduled: 1, rules: 2 });
      expect(sender.overdue).toBeGreaterThan(0);
    }
    const [unsubscribed] = (await t.dataSource.query(`SELECT count(*)::int AS n FROM marketing_unsubscribes`)) as {
      n: number;
    }[];
    expect(unsubscribed.n).toBe(3);
    // The scheduled campaigns go out when their time comes.
    clock.advance({ days: 6 });
    await t.app.services.jobs.send(sendDueCampaigns, {});
    await t.app.services.jobs.runDue(sendDueCampaigns);
    const [left] = (await t.dataSource.query(
      `SELECT count(*)::int AS n FROM marketing_campaigns WHERE status = 'scheduled'`,
    )) as { n: number }[];
    expect(left.n).toBe(0);
  });
});
