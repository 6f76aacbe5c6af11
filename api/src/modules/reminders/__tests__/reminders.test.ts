import { TestClock } from '../../../platform/jobs/clock';
import { twilioSignature } from '../../../platform/sms/twilio-signature';
import { signedInClient, type TestClient } from '../../../test/client';
import { FakeTwilio, fakeTwilioAccount } from '../../../test/fake-twilio';
import {
  createAppointmentType,
  createAttorneyUser,
  createClinicWithUsers,
  createPatient,
  createProvider,
} from '../../../test/factories';
import { freePort, type TestApp } from '../../../test/harness';
import { startIsolatedApp } from '../../../test/isolated-app';
import { sendReminder } from '../reminder.jobs';
import { reminderLinkRule } from '../reminder-public.routes';
import { textablePatientsWithDigits } from '../reminder-replies';

// A Monday far ahead; the clinic keeps UTC, opens 08:00–17:00, and has the default rules (48 h and
// 2 h, sms and email, quiet 21:00–08:00).
const visitStart = '2027-01-04T09:00:00.000Z';

let t: TestApp;
let twilio: FakeTwilio;
const clock = new TestClock(new Date('2026-12-20T12:00:00Z'));
beforeAll(async () => {
  twilio = await new FakeTwilio().start();
  const port = await freePort();
  t = await startIsolatedApp(
    {
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: fakeTwilioAccount.sid,
      TWILIO_AUTH_TOKEN: fakeTwilioAccount.token,
      TWILIO_FROM: fakeTwilioAccount.from,
      TWILIO_API_BASE: twilio.url,
    },
    { clock },
  );
});
afterAll(async () => {
  await t.close();
  await twilio.stop();
});

const reminderFields = `id reminderType reminderStatus channel scheduledDate sentAt acknowledgedAt message
  toAddressMasked statusReason attempts offsetMinutes appointmentId`;

interface Reminder {
  id: number;
  reminderStatus: string;
  channel: string;
  scheduledDate: string;
  sentAt: string | null;
  acknowledgedAt: string | null;
  toAddressMasked: string | null;
  statusReason: string | null;
  attempts: number;
  offsetMinutes: number | null;
}

async function clinicWithPatient(patient: Record<string, unknown>) {
  const clinic = await createClinicWithUsers(t.dataSource, { name: 'Harbor Spine', time_zone: 'UTC' });
  const provider = await createProvider(t.dataSource, clinic.clinic.id);
  const type = await createAppointmentType(t.dataSource, clinic.clinic.id);
  const row = await createPatient(t.dataSource, clinic.clinic.id, {
    first_name: 'Rosa',
    phone: '(973) 555-0142',
    email: `rosa${Math.random().toString(36).slice(2, 8)}@example.com`,
    ...patient,
  });
  const staff = await signedInClient(t.url, clinic.staff.email);
  return { ...clinic, provider, type, patient: row, staffClient: staff };
}

type World = Awaited<ReturnType<typeof clinicWithPatient>>;

async function book(w: World, scheduledStart = visitStart): Promise<number> {
  const result = await w.staffClient.gql<{ appointmentBook: { id: number } }>(
    `mutation($input: AppointmentBookInput!) { appointmentBook(input: $input) { id } }`,
    {
      input: {
        patientId: w.patient.id,
        providerId: w.provider.id,
        appointmentTypeId: w.type.id,
        scheduledStart,
      },
    },
  );
  expect(result.errors).toBeUndefined();
  return result.data!.appointmentBook.id;
}

async function remindersOfAppointment(client: TestClient, appointmentId: number): Promise<Reminder[]> {
  const result = await client.gql<{ reminders: { nodes: Reminder[] } }>(
    `query($id: Int!) { reminders(appointmentId: $id, first: 50) { nodes { ${reminderFields} } } }`,
    { id: appointmentId },
  );
  expect(result.errors).toBeUndefined();
  return result.data!.reminders.nodes;
}

const byChannelAndOffset = (reminders: Reminder[], channel: string, offset: number) =>
  reminders.find((r) => r.channel === channel && r.offsetMinutes === offset)!;

function inboundSms(
  form: Record<string, string>,
  signature = twilioSignature(fakeTwilioAccount.token, `${t.url}/api/sms/inbound`, form),
) {
  return fetch(`${t.url}/api/sms/inbound`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
    body: new URLSearchParams(form).toString(),
  });
}

const runReminders = () => t.app.services.jobs.runDue(sendReminder);

describe('appointment reminders', () => {
  it('are scheduled from the rules, the 2 h one moved out of quiet hours, and a move or cancellation cancels them', async () => {
    const w = await clinicWithPatient({});
    const id = await book(w);
    const reminders = await remindersOfAppointment(w.staffClient, id);
    expect(reminders).toHaveLength(4);
    expect(byChannelAndOffset(reminders, 'sms', 2880)).toMatchObject({
      reminderStatus: 'pending',
      scheduledDate: '2027-01-02T09:00:00.000Z',
    });
    // 07:00 is inside 21:00–08:00: it goes out at 08:00, still before the 09:00 visit.
    expect(byChannelAndOffset(reminders, 'email', 120)).toMatchObject({
      reminderStatus: 'pending',
      scheduledDate: '2027-01-04T08:00:00.000Z',
    });

    const moved = await w.staffClient.gql(
      `mutation($input: AppointmentUpdateInput!) { appointmentUpdate(input: $input) { id } }`,
      { input: { id, scheduledStart: '2027-01-05T10:00:00Z' } },
    );
    expect(moved.errors).toBeUndefined();
    const afterMove = await remindersOfAppointment(w.staffClient, id);
    expect(afterMove.filter((r) => r.reminderStatus === 'cancelled')).toHaveLength(4);
    expect(
      afterMove
        .filter((r) => r.reminderStatus === 'pending')
        .map((r) => r.scheduledDate)
        .sort(),
    ).toEqual([
      '2027-01-03T10:00:00.000Z',
      '2027-01-03T10:00:00.000Z',
      '2027-01-05T08:00:00.000Z',
      '2027-01-05T08:00:00.000Z',
    ]);
    expect(afterMove.find((r) => r.reminderStatus === 'cancelled')!.statusReason).toBe(
      'The appointment was cancelled, moved or is no longer scheduled',
    );

    const cancelled = await w.staffClient.gql(
      `mutation($input: AppointmentStatusInput!) { appointmentSetStatus(input: $input) { id } }`,
      { input: { id, status: 'cancelled', reason: 'Patient called' } },
    );
    expect(cancelled.errors).toBeUndefined();
    expect((await remindersOfAppointment(w.staffClient, id)).every((r) => r.reminderStatus === 'cancelled')).toBe(true);
  });

  it('a 2 h reminder whose quiet hours last until the visit is skipped', async () => {
    const w = await clinicWithPatient({});
    // 08:15: two hours before is 06:15, quiet until 08:00... still before 08:15, so it goes at 08:00.
    const early = await book(w, '2027-01-06T08:15:00Z');
    expect(byChannelAndOffset(await remindersOfAppointment(w.staffClient, early), 'sms', 120)).toMatchObject({
      reminderStatus: 'pending',
      scheduledDate: '2027-01-06T08:00:00.000Z',
    });
    const rules = await signedInClient(t.url, w.admin.email);
    const changed = await rules.gql(
      `mutation($input: ReminderSettingsInput!) { reminderSettingsUpdate(input: $input) { quietEnd } }`,
      { input: { enabled: true, offsetsMinutes: [120], channels: ['sms'], quietStart: '21:00', quietEnd: '08:30' } },
    );
    expect(changed.errors).toBeUndefined();
    const late = await book(w, '2027-01-07T08:15:00Z');
    expect(await remindersOfAppointment(w.staffClient, late)).toEqual([
      expect.objectContaining({
        reminderStatus: 'skipped',
        statusReason: "Quiet hours last until the appointment's start",
      }),
    ]);
  });

  it("sends by SMS with consent, skips e-mail without it, and never carries the patient's details", async () => {
    const w = await clinicWithPatient({ sms_reminder_consent_at: new Date() });
    const id = await book(w);
    clock.set(new Date('2027-01-02T09:00:00Z'));
    const before = twilio.requests.length;
    await runReminders();
    const sent = twilio.requests.slice(before).filter((r) => r.form.To === '+19735550142');
    expect(sent).toHaveLength(1);
    expect(sent[0].form.Body).toBe(
      'Harbor Spine: Reminder: your appointment is on Mon, Jan 4 at 9:00 AM. Reply C to confirm, STOP to opt out.',
    );
    expect(sent[0].form.Body).not.toContain('Rosa');
    const reminders = await remindersOfAppointment(w.staffClient, id);
    expect(byChannelAndOffset(reminders, 'sms', 2880)).toMatchObject({
      reminderStatus: 'sent',
      sentAt: '2027-01-02T09:00:00.000Z',
      toAddressMasked: '•••0142',
    });
    expect(byChannelAndOffset(reminders, 'email', 2880)).toMatchObject({
      reminderStatus: 'skipped',
      statusReason: 'The patient has not consented to reminders on this channel',
    });
    const log = await w.staffClient.gql<{
      reminderLog: { nodes: { channel: string; body: string; provider: string }[] };
    }>(`{ reminderLog { nodes { channel body provider toAddressMasked } } }`);
    expect(log.data!.reminderLog.nodes).toEqual([
      expect.objectContaining({ channel: 'sms', provider: 'twilio', body: sent[0].form.Body }),
    ]);

    // The patient answers C: the reminder is acknowledged.
    const reply = await inboundSms({ From: '+19735550142', To: fakeTwilioAccount.from, Body: 'c' });
    expect(reply.status).toBe(200);
    expect(byChannelAndOffset(await remindersOfAppointment(w.staffClient, id), 'sms', 2880)).toMatchObject({
      reminderStatus: 'acknowledged',
    });
  });

  it('retries a Twilio 500 with backoff and fails with the reason after the last retry; a 400 fails at once', async () => {
    const w = await clinicWithPatient({ sms_reminder_consent_at: new Date(), phone: '973-555-0177' });
    const create = (message: string) =>
      w.staffClient.gql<{ reminderCreate: Reminder }>(
        `mutation($input: ReminderCreateInput!) { reminderCreate(input: $input) { ${reminderFields} } }`,
        { input: { patientId: w.patient.id, reminderType: 'payment', channel: 'sms', message } },
      );
    const flaky = (await create('Your statement is ready at the front desk.')).data!.reminderCreate;
    twilio.answerNext(...Array.from({ length: 4 }, () => ({ status: 500, body: { message: 'Service unavailable' } })));
    const outcomes = [];
    for (let run = 0; run < 4; run += 1) {
      outcomes.push(...(await runReminders()));
      clock.advance({ hours: 1 });
    }
    expect(outcomes.map((o) => o.state)).toEqual(['retry', 'retry', 'retry', 'completed']);
    const failedRow = await reminderRow(flaky.id);
    expect(failedRow).toMatchObject({
      reminder_status: 'failed',
      status_reason: 'Twilio answered 500: Service unavailable',
      attempts: 4,
    });

    const refused = (await create('Please bring your insurance card.')).data!.reminderCreate;
    twilio.answerNext({ status: 400, body: { code: 21610, message: 'Attempt to send to unsubscribed recipient' } });
    expect((await runReminders()).map((o) => o.state)).toEqual(['completed']);
    expect(await reminderRow(refused.id)).toMatchObject({
      reminder_status: 'failed',
      status_reason: 'Twilio answered 400: Attempt to send to unsubscribed recipient (code 21610)',
    });
  });

  it('finds the patients of a STOP reply through the number index, not by scanning every clinic', async () => {
    const plan = await t.dataSource.transaction(async (manager) => {
      await manager.query('SET LOCAL enable_seqscan = off');
      return (await manager.query(`EXPLAIN SELECT id FROM patients WHERE ${textablePatientsWithDigits}`, [
        '19735550199',
        '9735550199',
      ])) as { 'QUERY PLAN': string }[];
    });
    expect(plan.map((line) => line['QUERY PLAN']).join('\n')).toContain('patients_sms_number_idx');
  });

  it('honours a STOP reply: a later reminder is skipped as opted out', async () => {
    const w = await clinicWithPatient({ sms_reminder_consent_at: new Date(), phone: '+1 973 555 0199' });
    const forged = await inboundSms({ From: '+19735550199', Body: 'STOP' }, 'forged');
    expect(forged.status).toBe(403);
    expect((await patientRow(w.patient.id)).sms_opted_out_at).toBeNull();

    expect((await inboundSms({ From: '+19735550199', To: fakeTwilioAccount.from, Body: 'STOP' })).status).toBe(200);
    expect((await patientRow(w.patient.id)).sms_opted_out_at).not.toBeNull();
    const created = await w.staffClient.gql<{ reminderCreate: Reminder }>(
      `mutation($input: ReminderCreateInput!) { reminderCreate(input: $input) { id } }`,
      {
        input: {
          patientId: w.patient.id,
          reminderType: 'follow_up',
          channel: 'sms',
          message: 'Time for your follow-up.',
        },
      },
    );
    const before = twilio.requests.length;
    await runReminders();
    expect(twilio.requests.slice(before).filter((r) => r.form.To === '+19735550199')).toHaveLength(0);
    expect(await reminderRow(created.data!.reminderCreate.id)).toMatchObject({
      reminder_status: 'skipped',
      status_reason: 'opted_out',
    });
    const audit = (await t.dataSource.query(
      `SELECT action FROM audit_logs WHERE entity_type = 'patient' AND entity_id = $1 AND action = 'sms_opt_out'`,
      [String(w.patient.id)],
    )) as unknown[];
    expect(audit).toHaveLength(1);
  });

  it('e-mails with consent; the unsubscribe link (a page, then its button) opts the patient out of e-mail', async () => {
    const w = await clinicWithPatient({ email_reminder_consent_at: new Date() });
    const created = await w.staffClient.gql<{ reminderCreate: Reminder }>(
      `mutation($input: ReminderCreateInput!) { reminderCreate(input: $input) { id } }`,
      {
        input: {
          patientId: w.patient.id,
          reminderType: 'document',
          channel: 'email',
          message: '{clinic} needs a signed form.',
        },
      },
    );
    const id = created.data!.reminderCreate.id;
    await runReminders();
    expect(await reminderRow(id)).toMatchObject({ reminder_status: 'sent' });
    const [email] = (await t.dataSource.query(
      `SELECT e.subject, e.body_text AS "bodyText" FROM outbound_emails e
         JOIN patient_reminders r ON r.provider_message_id = 'email:' || e.id WHERE r.id = $1`,
      [id],
    )) as { subject: string; bodyText: string }[];
    expect(email.subject).toBe('A reminder from Harbor Spine');
    expect(email.bodyText).toContain('Harbor Spine needs a signed form.');
    expect(email.bodyText).toContain('[unsubscribe link]');

    const link = t.app.services.reminderLinks.url('unsubscribe', id);
    const token = new URL(link).searchParams.get('token')!;
    const pageAnswer = await fetch(link);
    expect(pageAnswer.status).toBe(200);
    expect(await pageAnswer.text()).toContain('Unsubscribe</button>');
    expect((await patientRow(w.patient.id)).email_opted_out_at).toBeNull();
    // A confirm token does not unsubscribe.
    const wrongPurpose = new URL(t.app.services.reminderLinks.url('confirm', id)).searchParams.get('token')!;
    expect((await postForm('/api/reminders/unsubscribe', { token: wrongPurpose })).status).toBe(404);
    const done = await postForm('/api/reminders/unsubscribe', { token });
    expect(done.status).toBe(200);
    expect((await patientRow(w.patient.id)).email_opted_out_at).not.toBeNull();

    const confirm = await postForm('/api/reminders/confirm', { token: wrongPurpose });
    expect(confirm.status).toBe(200);
    expect(await reminderRow(id)).toMatchObject({ reminder_status: 'acknowledged' });
  });
});

describe("the e-mail links' buttons", () => {
  it('are limited per address: past the limit even a genuine token changes nothing', async () => {
    const w = await clinicWithPatient({ email_reminder_consent_at: new Date() });
    const created = await w.staffClient.gql<{ reminderCreate: Reminder }>(
      `mutation($input: ReminderCreateInput!) { reminderCreate(input: $input) { id } }`,
      { input: { patientId: w.patient.id, reminderType: 'custom', channel: 'email', message: 'See you soon.' } },
    );
    const id = created.data!.reminderCreate.id;
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= reminderLinkRule.limit; attempt += 1)
      statuses.push((await postForm('/api/reminders/unsubscribe', { token: `forged-${attempt}` })).status);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((status) => status !== 404 && status !== 429)).toEqual([]);
    const token = new URL(t.app.services.reminderLinks.url('unsubscribe', id)).searchParams.get('token')!;
    expect((await postForm('/api/reminders/unsubscribe', { token })).status).toBe(429);
    expect((await patientRow(w.patient.id)).email_opted_out_at).toBeNull();
  });
});

describe('who may use reminders', () => {
  it('clinic users of the clinic only; rules changed by its admins, with clear errors', async () => {
    const w = await clinicWithPatient({});
    const lawyer = await createAttorneyUser(t.dataSource);
    const attorney = await signedInClient(t.url, lawyer.user.email);
    const denied = await attorney.gql(`query($id: Int!) { reminders(patientId: $id) { nodes { id } } }`, {
      id: w.patient.id,
    });
    expect(denied.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const other = await createClinicWithUsers(t.dataSource);
    const foreign = await signedInClient(t.url, other.staff.email);
    const missing = await foreign.gql(`query($id: Int!) { reminders(patientId: $id) { nodes { id } } }`, {
      id: w.patient.id,
    });
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const staffRules = await w.staffClient.gql(
      `mutation($input: ReminderSettingsInput!) { reminderSettingsUpdate(input: $input) { enabled } }`,
      { input: { enabled: false, offsetsMinutes: [120], channels: ['sms'], quietStart: '21:00', quietEnd: '08:00' } },
    );
    expect(staffRules.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const admin = await signedInClient(t.url, w.admin.email);
    const invalid = await admin.gql(
      `mutation($input: ReminderSettingsInput!) { reminderSettingsUpdate(input: $input) { enabled } }`,
      { input: { enabled: true, offsetsMinutes: [5], channels: ['sms'], quietStart: '25:00', quietEnd: '08:00' } },
    );
    expect(invalid.errors?.[0]?.extensions?.fieldErrors).toEqual(
      expect.arrayContaining([
        { field: 'offsetsMinutes', message: 'A reminder goes out at least 15 minutes before the appointment' },
        { field: 'quietStart', message: 'Quiet hours start must be a time (HH:MM)' },
      ]),
    );
    const leaky = await w.staffClient.gql(
      `mutation($input: ReminderCreateInput!) { reminderCreate(input: $input) { id } }`,
      {
        input: {
          patientId: w.patient.id,
          reminderType: 'custom',
          channel: 'sms',
          message: 'Hi {patient_name}, about {diagnosis}',
        },
      },
    );
    expect(leaky.errors?.[0]?.extensions?.fieldErrors).toEqual([
      {
        field: 'message',
        message: 'Message may only use the placeholders {clinic}, {date}, {time} (no patient or case details)',
      },
    ]);
    expect(await t.dataSource.query(`SELECT 1 FROM patient_reminders WHERE patient_id = $1`, [w.patient.id])).toEqual(
      [],
    );
  });
});

async function reminderRow(id: number) {
  return (
    (await t.dataSource.query(`SELECT * FROM patient_reminders WHERE id = $1`, [id])) as Record<string, unknown>[]
  )[0];
}
async function patientRow(id: number) {
  return ((await t.dataSource.query(`SELECT * FROM patients WHERE id = $1`, [id])) as Record<string, unknown>[])[0];
}
function postForm(path: string, form: Record<string, string>) {
  return fetch(`${t.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
}
