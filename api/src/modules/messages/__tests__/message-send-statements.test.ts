import { Role } from '../../../platform/access/role';
import type { Scope } from '../../../platform/access/scope';
import { signedInClient } from '../../../test/client';
import { createAttorney, createAttorneyUser, createCase, createClinic, createUser } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { listenToLiveChannel } from '../../../test/live-channel';
import type { LiveEvent } from '../../../platform/events/live-event';
import { messageRecipientTypes } from '../message.enums';
import { messageReaderSql, messageVisibleTo } from '../message.policy';

/**
 * What one messageSend costs in statements (decisions 502–505), pinned so that a later change
 * cannot quietly add one back: docs/performance.md (Q6) lists what each is for.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(() => t.close());

const sendMutation = `mutation Q6($input: MessageSendInput!) { messageSend(input: $input) { id subject } }`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What a statement is, for reading a list of them. */
function kindOf(sql: string): string {
  const text = sql.replace(/\s+/g, ' ').trim();
  if (/^SELECT pg_notify\(\$1, e\.payload\)/.test(text)) return 'notify many';
  if (/^SELECT pg_notify/.test(text)) return 'notify';
  if (/^WITH target_case AS/.test(text)) return 'send';
  if (/^WITH recipient AS .* INSERT INTO notifications/.test(text)) return 'notifications';
  if (/^INSERT INTO outbound_emails/.test(text)) return 'emails';
  if (/^WITH defaults as .* INSERT INTO pgboss\.job/.test(text)) return 'jobs';
  return text.slice(0, 40);
}

/**
 * The statements one messageSend sends through the API, the after-commit ones included: the call
 * is held open until `expected` statements have been seen (or 5 s), then 100 ms more for any extra.
 */
async function statementsOfOneSend(email: string, input: Record<string, unknown>, expected: number) {
  const client = await signedInClient(t.url, email);
  const channel = await listenToLiveChannel(t.config.databaseUrl!);
  const { result, statements } = await t.statements.during(async () => {
    const before = t.statements.count;
    const answer = await client.gql<{ messageSend: { id: number } }>(sendMutation, { input });
    const deadline = Date.now() + 5000;
    while (t.statements.count - before < expected && Date.now() < deadline) await sleep(10);
    await sleep(100);
    return answer;
  });
  await channel.stop();
  expect(result.errors).toBeUndefined();
  return { id: result.data!.messageSend.id, kinds: statements.map(kindOf), events: channel.events };
}

/** The events about one send (other test files write to the same database at the same time). */
function eventsAbout(events: LiveEvent[], messageId: number, caseId: number, notificationIds: number[]): LiveEvent[] {
  return events.filter(
    (event) =>
      (event.type === 'message.added' && event.id === messageId) ||
      (event.type === 'case.activity' && event.id === caseId) ||
      (event.type === 'notification.added' && notificationIds.includes(event.id)),
  );
}

describe('messageSend statements', () => {
  it('sends 3 statements when nobody else may read the message (the bench Q6)', async () => {
    const clinic = await createClinic(t.dataSource);
    const staff = await createUser(t.dataSource, { role: Role.clinic_staff, clinic_id: clinic.id });
    const attorney = await createAttorney(t.dataSource);
    const record = await createCase(t.dataSource, { clinicId: clinic.id, attorneyId: attorney.id });
    const input = { caseId: record.id, recipientType: 'attorney', subject: 'Statements', content: 'Body' };
    const { id, kinds, events } = await statementsOfOneSend(staff.email, input, 3);
    // The message, its audit row, its answer and its live events in one statement.
    expect(kinds).toEqual(['START TRANSACTION', 'send', 'COMMIT']);
    expect(eventsAbout(events, id, record.id, [])).toEqual([
      { type: 'message.added', id },
      { type: 'case.activity', id: record.id, source: 'messages', ref: id },
    ]);
    const audit = await t.dataSource.query(
      `SELECT clinic_id, changed_by, new_values FROM audit_logs WHERE entity_type = 'message' AND entity_id = $1`,
      [String(id)],
    );
    expect(audit).toEqual([
      {
        clinic_id: clinic.id,
        changed_by: staff.id,
        new_values: { caseId: record.id, recipientType: 'attorney', subject: 'Statements', parentMessageId: null },
      },
    ]);
  });

  it('adds one statement for the notifications and their live events and two for the e-mails, whatever the number of readers', async () => {
    const clinic = await createClinic(t.dataSource);
    const staff = await createUser(t.dataSource, { role: Role.clinic_staff, clinic_id: clinic.id });
    const emailed = await createUser(t.dataSource, { role: Role.clinic_admin, clinic_id: clinic.id });
    const alsoEmailed = await createUser(t.dataSource, { role: Role.clinic_staff, clinic_id: clinic.id });
    const digest = await createUser(t.dataSource, { role: Role.clinic_staff, clinic_id: clinic.id });
    const lawyer = await createAttorneyUser(t.dataSource);
    await t.dataSource.query(
      `INSERT INTO notification_preferences (user_id, kind, delivery) VALUES ($1, 'message', 'daily_digest'), ($2, 'message', 'off')`,
      [digest.id, lawyer.user.id],
    );
    const record = await createCase(t.dataSource, { clinicId: clinic.id, attorneyId: lawyer.attorney.id });
    const input = { caseId: record.id, recipientType: 'attorney', subject: 'Fan-out', content: 'Body' };
    const { id, kinds, events } = await statementsOfOneSend(staff.email, input, 6);
    // Nothing after the commit: every live event rode the statement that wrote its record.
    expect(kinds).toEqual(['START TRANSACTION', 'send', 'notifications', 'emails', 'jobs', 'COMMIT']);
    const notificationIds = (
      (await t.dataSource.query(`SELECT id FROM notifications WHERE case_id = $1 ORDER BY id`, [record.id])) as {
        id: number;
      }[]
    ).map((row) => row.id);
    expect(notificationIds).toHaveLength(4);
    const mine = eventsAbout(events, id, record.id, notificationIds);
    expect(mine.slice(0, 2)).toEqual([
      { type: 'message.added', id },
      { type: 'case.activity', id: record.id, source: 'messages', ref: id },
    ]);
    const notified = mine.slice(2) as { type: string; id: number }[];
    expect(notified.sort((a, b) => a.id - b.id)).toEqual(
      notificationIds.map((notificationId) => ({ type: 'notification.added', id: notificationId })),
    );
    const told = (await t.dataSource.query(
      `SELECT user_id AS "userId", delivery, emailed_at IS NOT NULL AS emailed FROM notifications
        WHERE case_id = $1 AND kind = 'message'`,
      [record.id],
    )) as { userId: string; delivery: string; emailed: boolean }[];
    const byUser = (a: { userId: string }, b: { userId: string }) => (a.userId < b.userId ? -1 : 1);
    expect(told.sort(byUser)).toEqual(
      [
        { userId: emailed.id, delivery: 'immediately', emailed: true },
        { userId: alsoEmailed.id, delivery: 'immediately', emailed: true },
        { userId: digest.id, delivery: 'daily_digest', emailed: false },
        { userId: lawyer.user.id, delivery: 'off', emailed: false },
      ].sort(byUser),
    );
    // Each e-mail now has its row and its delivery job, keyed by the row as `record` keys it.
    const emails = (await t.dataSource.query(
      `SELECT e.user_id AS "userId", e.to_address AS "to", j.data->>'emailId' AS "jobEmailId", e.id::text AS "emailId"
         FROM outbound_emails e LEFT JOIN pgboss.job j ON j.name = 'mail.deliver' AND (j.data->>'emailId')::int = e.id
        WHERE e.user_id = ANY($1)`,
      [[emailed.id, alsoEmailed.id, digest.id, lawyer.user.id]],
    )) as { userId: string; to: string; jobEmailId: string; emailId: string }[];
    expect(emails.map(({ userId, to }) => ({ userId, to })).sort(byUser)).toEqual(
      [
        { userId: emailed.id, to: emailed.email },
        { userId: alsoEmailed.id, to: alsoEmailed.email },
      ].sort(byUser),
    );
    for (const email of emails) expect(email.jobEmailId).toBe(email.emailId);
    const [message] = await t.dataSource.query(`SELECT recipient_id FROM messages WHERE id = $1`, [id]);
    expect(message.recipient_id).toBe(lawyer.user.id);
  });
});

describe('who is told of a new message', () => {
  it('is, in SQL, whoever messageVisibleTo lets read it among active clinic users and attorneys', async () => {
    const clinic = await createClinic(t.dataSource);
    const otherClinic = await createClinic(t.dataSource);
    const lawyer = await createAttorneyUser(t.dataSource);
    const otherLawyer = await createAttorneyUser(t.dataSource);
    const users = [
      await createUser(t.dataSource, { role: Role.clinic_staff, clinic_id: clinic.id }),
      await createUser(t.dataSource, { role: Role.clinic_admin, clinic_id: clinic.id }),
      await createUser(t.dataSource, { role: Role.clinic_staff, clinic_id: clinic.id, is_active: false }),
      await createUser(t.dataSource, { role: Role.clinic_staff, clinic_id: otherClinic.id }),
      await createUser(t.dataSource, { role: Role.super_admin }),
      lawyer.user,
      await createUser(t.dataSource, { role: Role.attorney, attorney_id: lawyer.attorney.id, is_active: false }),
      otherLawyer.user,
    ];
    const scopeOf = (user: (typeof users)[number]): Scope => ({
      userId: user.id,
      role: user.role,
      clinicId: user.clinic_id,
      attorneyId: user.attorney_id,
      displayName: '',
      sessionId: '',
      request: { requestId: '', ip: null, userAgent: null },
    });
    // The operator sees everything and is told about nothing (notification-audience.ts).
    const told = (user: (typeof users)[number]) =>
      (user as { is_active?: boolean }).is_active !== false &&
      [Role.clinic_staff, Role.clinic_admin, Role.attorney].includes(user.role);
    for (const caseAttorneyId of [lawyer.attorney.id, null]) {
      for (const recipientType of messageRecipientTypes) {
        const rows = (await t.dataSource.query(
          `SELECT u.id FROM users u, (SELECT $1::int AS clinic_id, $2::text AS recipient_type) m, (SELECT $3::int AS attorney_id) c
            WHERE u.id = ANY($4) AND ${messageReaderSql('u', 'm', 'c')}`,
          [clinic.id, recipientType, caseAttorneyId, users.map((user) => user.id)],
        )) as { id: string }[];
        const expected = users
          .filter(
            (user) =>
              told(user) && messageVisibleTo(scopeOf(user), { clinicId: clinic.id, caseAttorneyId, recipientType }),
          )
          .map((user) => user.id)
          .sort();
        expect({ caseAttorneyId, recipientType, readers: rows.map((row) => row.id).sort() }).toEqual({
          caseAttorneyId,
          recipientType,
          readers: expected,
        });
      }
    }
  });
});
