import { Role } from '../../access/role';
import { writeAudit } from '../../audit/audit.service';
import { sealAuditLog } from '../../audit/chain/audit-seal.jobs';
import { deliverMail } from '../../mail/mail.jobs';
import { startFakeSmtpServer } from '../../mail/__tests__/fake-smtp-server';
import { startChildApp, type ChildApp } from '../../../test/child-app';
import { signedInClient } from '../../../test/client';
import { createUser } from '../../../test/factories';
import { createScratchDatabase, freePort, startTestApp, type TestApp } from '../../../test/harness';
import { TestClock } from '../clock';

// The app's own jobs on a database of their own: their workers and drains must meet no other test's jobs.
let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
beforeAll(async () => {
  scratch = await createScratchDatabase({ migrate: true });
}, 60_000);
afterAll(() => scratch?.drop());

async function waitFor<T>(what: string, probe: () => Promise<T | null | undefined | false>, ms = 60_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const mail = (i: number, tag: string) => ({
  kind: 'test',
  userId: null,
  message: { to: `queue-${tag}-${i}@test.example`, subject: `Message ${i}`, text: `Body ${i}` },
  storedText: `Body ${i}`,
});

describe("the app's jobs", () => {
  it('seals the audit chain in a job that queues the next pass 5 s later, once', async () => {
    const clock = new TestClock();
    const t = await startTestApp({ DATABASE_URL: scratch.url }, undefined, { clock });
    try {
      const { jobs } = t.app.services;
      await writeAudit(t.dataSource.manager, null, { entityType: 'user', entityId: 'x', action: 'login_failed' });
      const unsealed = async () =>
        (
          (await t.dataSource.query(
            `SELECT count(*)::int AS n FROM audit_logs WHERE id > coalesce((SELECT max(audit_id) FROM audit_log_seals), 0)`,
          )) as { n: number }[]
        )[0].n;
      expect(await unsealed()).toBeGreaterThan(0);
      // As the cron does every minute; a second send while one waits does nothing ('short' queue).
      expect(await jobs.send(sealAuditLog, {})).not.toBeNull();
      expect(await jobs.send(sealAuditLog, {})).toBeNull();

      expect((await jobs.runDue(sealAuditLog)).map((outcome) => outcome.state)).toEqual(['completed']);
      expect(await unsealed()).toBe(0);
      expect(t.logs.some((line) => /"message":"audit rows sealed".*"anchor":"\d+:[0-9a-f]{64}"/.test(line))).toBe(true);

      const next = (await t.dataSource.query(
        `SELECT start_after FROM pgboss.job WHERE name = 'audit.seal' AND state = 'created'`,
      )) as { start_after: Date }[];
      expect(next.map((job) => job.start_after.getTime() - clock.now().getTime())).toEqual([5000]);
      clock.advance({ seconds: 5 });
      expect((await jobs.runDue(sealAuditLog)).map((outcome) => outcome.state)).toEqual(['completed']);
    } finally {
      await t.close();
    }
  });
  it('retries an email the server cannot take, then keeps it in dead letter with its last error, shown on the Health tab', async () => {
    const clock = new TestClock();
    const port = await freePort();
    const t = await startTestApp(
      { DATABASE_URL: scratch.url, SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'no-reply@casebridge.test' },
      undefined,
      { clock },
    );
    try {
      const { mail: outbox, jobs } = t.app.services;
      const id = await t.dataSource.transaction((manager) =>
        outbox.record(manager, mail(1, 'dead'), { attemptAfterCommit: true }),
      );
      const first = await outbox.deliver(id);
      expect(first).toMatchObject({ mailConfigured: true, sent: false });
      expect(first.error).toMatch(/ECONNREFUSED|connect/i);
      // The retry waits for its backoff; then the workers (here: runDue) take the other five.
      expect(await jobs.runDue(deliverMail)).toEqual([]);
      const states: string[] = [];
      for (let i = 0; i < 5; i += 1) {
        clock.advance({ hours: 1 });
        states.push(...(await jobs.runDue(deliverMail)).map((outcome) => outcome.state));
      }
      expect(states).toEqual(['retry', 'retry', 'retry', 'retry', 'failed']);

      const [row] = (await t.dataSource.query(
        `SELECT attempts, sent_at, last_error FROM outbound_emails WHERE id = $1`,
        [id],
      )) as { attempts: number; sent_at: Date | null; last_error: string }[];
      expect(row).toMatchObject({ attempts: 6, sent_at: null });
      expect(row.last_error).toMatch(/ECONNREFUSED|connect/i);
      const dead = (await t.dataSource.query(`SELECT data FROM pgboss.job WHERE name = 'mail.deliver.dead'`)) as {
        data: { emailId: number; sealedMessage: string };
      }[];
      expect(dead.map((job) => job.data.emailId)).toEqual([id]);
      // The message travels sealed: the address is in the row, never readable in the job.
      expect(dead[0].data.sealedMessage).not.toContain('queue-dead-1');

      const operator = await signedInClient(t.url, (await createUser(t.dataSource, { role: Role.super_admin })).email);
      const health = await operator.gql<{
        systemHealth: {
          problems: string[];
          jobs: {
            queues: { name: string; waiting: number; deadLettered: number; oldestWaitingSeconds: number | null }[];
          };
        };
      }>(`{ systemHealth { problems jobs { queues { name waiting active deadLettered oldestWaitingSeconds } } } }`);
      expect(health.errors).toBeUndefined();
      const { problems, jobs: figures } = health.data!.systemHealth;
      expect(figures.queues.map((q) => q.name)).toEqual([
        'mail.deliver',
        'audit.seal',
        'sessions.purge-expired',
        'notifications.digest',
        'passwords.reset-link',
        'billing.sweep',
        'billing.clinic',
        'ai.refit-models',
        'ai.refit-sweep',
        'ai.analyze-document',
        'events.dispatch',
        'webhooks.deliver',
        'reminders.send',
        'automation.sweep',
        'automation.sweep-clinic',
        'automation.execute',
        'automation.execute-marketing',
        'alerts.sweep',
        'alerts.sweep-clinic',
        'alerts.evaluate-case',
        'records.follow-up',
        'providers.sla-sweep',
        'providers.refresh-stats',
        'intake.purge-addresses',
        'marketing.send-campaign',
        'marketing.send-due',
        'marketing.crm-deliver',
        'marketing.rollup',
        'support.sla-sweep',
        'system-logs.purge',
      ]);
      expect(figures.queues[0]).toMatchObject({ name: 'mail.deliver', deadLettered: 1 });
      expect(problems).toContain('1 mail.deliver job failed every retry (dead letter queue mail.deliver.dead).');
    } finally {
      await t.close();
    }
  }, 60_000);

  it('two api processes deliver 120 queued emails, each exactly once, and register the cron schedules', async () => {
    const smtp = await startFakeSmtpServer();
    const env = {
      JOBS_ENABLED: 'true',
      JOBS_POLL_INTERVAL_MS: '500',
      JOBS_CONCURRENCY: '4',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'no-reply@casebridge.test',
    };
    let t: TestApp | null = null;
    let child: ChildApp | null = null;
    try {
      t = await startTestApp({ ...env, DATABASE_URL: scratch.url });
      child = await startChildApp({ ...env, CASEBRIDGE_TEST_DATABASE_URL: scratch.url });
      const schedules = await t.dataSource.query(`SELECT name, cron, timezone FROM pgboss.schedule ORDER BY name`);
      expect(schedules).toEqual([
        { name: 'ai.refit-sweep', cron: '30 2 * * *', timezone: 'UTC' },
        { name: 'alerts.sweep', cron: '7 * * * *', timezone: 'UTC' },
        { name: 'audit.seal', cron: '* * * * *', timezone: 'UTC' },
        { name: 'automation.sweep', cron: '*/15 * * * *', timezone: 'UTC' },
        { name: 'billing.sweep', cron: '5 * * * *', timezone: 'UTC' },
        { name: 'intake.purge-addresses', cron: '40 3 * * *', timezone: 'UTC' },
        { name: 'marketing.rollup', cron: '15 0 * * *', timezone: 'UTC' },
        { name: 'marketing.send-due', cron: '*/10 * * * *', timezone: 'UTC' },
        { name: 'notifications.digest', cron: '0 7 * * *', timezone: 'UTC' },
        { name: 'providers.refresh-stats', cron: '40 3 * * *', timezone: 'UTC' },
        { name: 'providers.sla-sweep', cron: '*/15 * * * *', timezone: 'UTC' },
        { name: 'records.follow-up', cron: '17 * * * *', timezone: 'UTC' },
        { name: 'sessions.purge-expired', cron: '*/10 * * * *', timezone: 'UTC' },
        { name: 'support.sla-sweep', cron: '*/5 * * * *', timezone: 'UTC' },
        { name: 'system-logs.purge', cron: '40 3 * * *', timezone: 'UTC' },
      ]);

      const app = t.app;
      const ids = await t.dataSource.transaction(async (manager) => {
        const recorded: number[] = [];
        for (let i = 0; i < 120; i += 1) recorded.push(await app.services.mail.record(manager, mail(i, 'pair')));
        return recorded;
      });
      const rows = await waitFor('every email to be sent', async () => {
        const found = (await t!.dataSource.query(
          `SELECT id, attempts, sent_at FROM outbound_emails WHERE id = ANY($1) AND sent_at IS NOT NULL`,
          [ids],
        )) as { id: number; attempts: number }[];
        return found.length === ids.length && found;
      });
      expect(rows.every((row) => row.attempts === 1)).toBe(true);
      // Let any second delivery show itself before counting.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const recipients = smtp.received.flatMap((m) => m.to).filter((to) => to.includes('queue-pair-'));
      expect(recipients).toHaveLength(120);
      expect(new Set(recipients).size).toBe(120);

      const jobs = (await t.dataSource.query(
        `SELECT state, output->>'ranBy' AS ran_by FROM pgboss.job
          WHERE name = 'mail.deliver' AND (data->>'emailId')::int = ANY($1)`,
        [ids],
      )) as { state: string; ran_by: string }[];
      expect(jobs).toHaveLength(120);
      expect(jobs.every((job) => job.state === 'completed')).toBe(true);
      // Both processes took work.
      expect(new Set(jobs.map((job) => job.ran_by)).size).toBe(2);
    } finally {
      await child?.stop();
      await t?.close();
      await smtp.close();
    }
  }, 120_000);
});
