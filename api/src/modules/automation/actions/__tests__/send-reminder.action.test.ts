import { TestClock } from '../../../../platform/jobs/clock';
import { createCase, createClinicWithUsers, createPatient } from '../../../../test/factories';
import type { TestApp } from '../../../../test/harness';
import { startIsolatedApp } from '../../../../test/isolated-app';
import { sendReminder } from '../../../reminders/reminder.jobs';
import type { AutomationActionConfig } from '../../automation-action';
import { sendReminderAction } from '../send-reminder.action';

let t: TestApp;
const clock = new TestClock(new Date('2031-06-02T15:00:00Z'));
beforeAll(async () => {
  // Its own database: the queue's clock runs years ahead, so runDue must meet no other file's reminders.
  t = await startIsolatedApp({}, { clock });
});
afterAll(() => t.close());

const action = (target: string | null, template: string | null): AutomationActionConfig => ({
  type: 'send_reminder',
  target,
  template,
});

describe('the send_reminder automation action', () => {
  it('refuses a missing channel, an empty or long text and placeholders that could carry PHI', async () => {
    const validate = (config: AutomationActionConfig) => sendReminderAction.validate(t.dataSource.manager, 1, config);
    expect(await validate(action('sms', 'Time to book your next visit at {clinic}.'))).toEqual([]);
    expect(await validate(action('both', 'See you soon.'))).toEqual([]);
    expect(await validate(action('fax', 'Hello'))).toEqual([
      { field: 'target', message: 'Choose how to send the reminder: sms, email or both' },
    ]);
    expect(await validate(action('email', '  '))).toEqual([{ field: 'template', message: 'Write the reminder text' }]);
    expect(await validate(action('sms', 'x'.repeat(241)))).toEqual([
      { field: 'template', message: 'The reminder text must be at most 240 characters' },
    ]);
    expect(await validate(action('sms', 'Hi {patient_name}, about your {diagnosis}'))).toEqual([
      {
        field: 'template',
        message: 'The reminder text may only use {clinic}, {date}, {time} (no patient or case details)',
      },
    ]);
  });

  it("creates a reminder per channel for the subject's patient, which the queue sends only with consent", async () => {
    const { clinic } = await createClinicWithUsers(t.dataSource, { name: 'Bayside Rehab' });
    const patient = await createPatient(t.dataSource, clinic.id, {
      phone: '(973) 555-0111',
      email: 'lee@example.com',
      sms_reminder_consent_at: new Date(),
    });
    const record = await createCase(t.dataSource, { clinicId: clinic.id, patientId: patient.id });
    const line = await t.dataSource.transaction((manager) =>
      sendReminderAction.run(
        {
          manager,
          services: t.app.services,
          ruleId: 1,
          ruleName: 'No visit for 14 days',
          executionId: 1,
          subject: {
            clinicId: clinic.id,
            patientId: patient.id,
            caseId: record.id,
            recordType: 'case',
            recordId: String(record.id),
          },
          now: clock.now(),
        },
        action('both', 'Time to book your next visit at {clinic}.'),
      ),
    );
    expect(line).toMatch(/^Reminder #\d+ and #\d+ queued \(sms and email\)$/);
    await t.app.services.jobs.runDue(sendReminder);
    const rows = (await t.dataSource.query(
      `SELECT channel, reminder_type, reminder_status, status_reason, case_id, created_by FROM patient_reminders
        WHERE patient_id = $1 ORDER BY channel`,
      [patient.id],
    )) as Record<string, unknown>[];
    expect(rows).toEqual([
      {
        channel: 'email',
        reminder_type: 'custom',
        reminder_status: 'skipped',
        status_reason: 'no_consent',
        case_id: record.id,
        created_by: null,
      },
      {
        channel: 'sms',
        reminder_type: 'custom',
        reminder_status: 'sent',
        status_reason: null,
        case_id: record.id,
        created_by: null,
      },
    ]);
    const [sms] = (await t.dataSource.query(`SELECT body, provider FROM outbound_sms WHERE clinic_id = $1`, [
      clinic.id,
    ])) as {
      body: string;
      provider: string;
    }[];
    expect(sms).toEqual({
      body: 'Bayside Rehab: Time to book your next visit at Bayside Rehab. Reply STOP to opt out.',
      provider: 'recording',
    });
  });

  it('fails the execution when the record has no patient', async () => {
    await expect(
      t.dataSource.transaction((manager) =>
        sendReminderAction.run(
          {
            manager,
            services: t.app.services,
            ruleId: 1,
            ruleName: 'Rule',
            executionId: 1,
            subject: { clinicId: 1, patientId: null, caseId: null, recordType: 'billing', recordId: '1' },
            now: clock.now(),
          },
          action('sms', 'Hello'),
        ),
      ),
    ).rejects.toThrow('The record has no patient to remind');
  });
});
