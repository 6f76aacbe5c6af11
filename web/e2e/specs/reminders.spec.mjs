import { expectText, expectVisible } from '../lib/assert.mjs';
import { expectNoSeriousAxeViolations } from '../lib/axe.mjs';
import { databaseClient } from '../lib/database.mjs';
import { loginAs } from '../lib/session.mjs';

/** The Northside patient whose demo reminder the patient confirmed by text. */
async function patientWithConfirmedReminder() {
  const client = databaseClient();
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT r.patient_id AS id FROM patient_reminders r JOIN clinics c ON c.id = r.clinic_id
        WHERE r.reminder_status = 'acknowledged' AND c.email = 'office@northside.demo' LIMIT 1`,
    );
    return rows[0].id;
  } finally {
    await client.end();
  }
}

export const tests = [
  {
    name: "reminders: a patient's reminders, consent, a new reminder refused then scheduled and cancelled; the clinic's rules and sent log",
    async run({ newPage, baseUrl, screenshot }) {
      const staff = await newPage();
      await loginAs(staff, baseUrl, { email: 'staff@northside.demo', type: 'Provider' });
      const patientId = await patientWithConfirmedReminder();
      await staff.goto(`${baseUrl}/patients/${patientId}`);

      // The demo's text reminder, confirmed by the patient, with the number masked (latest scheduled
      // first: the visits ahead come before it, a page at a time).
      const section = staff.getByRole('region', { name: 'Reminders', exact: true });
      const table = section.getByRole('table', { name: 'Patient reminders' });
      await expectVisible(table);
      for (let page = 0; page < 10 && (await table.getByText('Confirmed').count()) === 0; page += 1) {
        await section.getByRole('button', { name: 'Load more' }).click();
        await staff.waitForTimeout(300);
      }
      await expectVisible(table.getByText('Confirmed'));
      await expectVisible(table.getByText('Appointment, 48 h before'));
      await expectVisible(table.getByText(/^•••\d{4}$/).first());
      await expectVisible(section.getByRole('checkbox', { name: /Agrees to text reminders/ }));
      await expectNoSeriousAxeViolations(staff, 'patient reminders');
      await section.scrollIntoViewIfNeeded();
      await screenshot(staff, 'reminders-1-patient-reminders');

      // New reminder: a placeholder that could carry PHI is refused, then a plain one is scheduled.
      await section.getByRole('button', { name: 'New reminder' }).click();
      const dialog = staff.getByRole('dialog', { name: 'New reminder' });
      await dialog.getByRole('textbox', { name: /^Message/ }).fill('About your {diagnosis}');
      await dialog.getByRole('button', { name: 'Schedule reminder' }).click();
      await expectVisible(dialog.getByText(/may only use the placeholders \{clinic\}, \{date\}, \{time\}/));
      await dialog.getByRole('textbox', { name: /^Message/ }).fill('Please bring your signed intake form to {clinic}.');
      // Months ahead (the list shows the latest scheduled first), on the browser's clock (datetime-local).
      const later = new Date(Date.now() + 200 * 86_400_000);
      const local = new Date(later.getTime() - later.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
      await dialog.getByLabel('Send at (empty: now)').fill(local);
      await screenshot(staff, 'reminders-2-new-reminder');
      await dialog.getByRole('button', { name: 'Schedule reminder' }).click();
      await expectVisible(staff.getByText('Reminder scheduled'));
      const newRow = table.getByRole('row').filter({ hasText: 'Follow-up' });
      await expectVisible(newRow.getByText('Pending'));

      // Cancel it.
      await newRow.getByRole('button', { name: 'Cancel' }).click();
      await staff
        .getByRole('dialog', { name: 'Cancel this reminder?' })
        .getByRole('button', { name: 'Cancel reminder' })
        .click();
      await expectVisible(staff.getByText('Reminder cancelled'));
      await expectVisible(newRow.getByText('Cancelled by the clinic'));

      // The clinic admin's Reminders tab: the rules and what was sent (recorded, not delivered).
      const admin = await newPage();
      await loginAs(admin, baseUrl, { email: 'admin@northside.demo', type: 'Provider' });
      await admin.goto(`${baseUrl}/clinic?tab=reminders`);
      const hours = admin.getByRole('textbox', { name: /Hours before the appointment/ });
      await expectVisible(hours);
      await expectText(
        admin.getByRole('alert').filter({ hasText: 'recorded, not delivered' }),
        /recorded, not delivered/,
      );
      const log = admin.getByRole('table', { name: 'Sent reminders' });
      await expectVisible(log.getByText(/^Northside Chiropractic: Reminder: your appointment is on/).first());
      await hours.fill('24, 2');
      await admin.getByRole('button', { name: 'Save rules' }).click();
      await expectVisible(admin.getByText('Reminder rules saved'));
      await expectNoSeriousAxeViolations(admin, 'clinic reminders tab');
      await screenshot(admin, 'reminders-3-clinic-console-tab');
    },
  },
];
