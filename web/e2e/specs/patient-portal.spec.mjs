import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { expectVisible } from '../lib/assert.mjs';
import { databaseClient } from '../lib/database.mjs';
import { loginAs } from '../lib/session.mjs';
import { readMail } from '../lib/outbox.mjs';
import { nextTotpCode } from '../lib/totp.mjs';

/**
 * A Northside patient of this walk's own (a unique stamp), with a case and a visit three days ahead:
 * no other walk counts or changes them.
 */
async function walkPatient(stamp) {
  const client = databaseClient();
  await client.connect();
  try {
    const { rows: clinics } = await client.query(`SELECT id FROM clinics WHERE email = 'office@northside.demo'`);
    const clinicId = clinics[0].id;
    const { rows: patients } = await client.query(
      `INSERT INTO patients (clinic_id, first_name, last_name, email, phone) VALUES ($1, 'Portia', $2, $3, '555-010-4242') RETURNING id`,
      [clinicId, `Portal${stamp}`, `portia-${stamp}@patient.example`],
    );
    const patientId = patients[0].id;
    const { rows: cases } = await client.query(
      `INSERT INTO cases (case_number, clinic_id, patient_id, case_type, status) VALUES ($1, $2, $3, 'auto_accident', 'active_treatment') RETURNING id`,
      [`CASE-PORTAL-${stamp}`, clinicId, patientId],
    );
    const { rows: providers } = await client.query(
      `SELECT id FROM users WHERE clinic_id = $1 AND is_provider AND is_active ORDER BY created_at LIMIT 1`,
      [clinicId],
    );
    const { rows: types } = await client.query(
      `SELECT id FROM appointment_types WHERE clinic_id = $1 ORDER BY id LIMIT 1`,
      [clinicId],
    );
    // Three or more days ahead at an odd minute, on the first day the provider is free then (the demo
    // and other walks book this provider too, and which hours they take depends on the time of day).
    const { rows: free } = await client.query(
      `SELECT slot FROM generate_series(3, 60) AS days,
              LATERAL (SELECT date_trunc('hour', now() + days * interval '1 day', 'UTC') + interval '7 minutes' AS slot) s
        WHERE NOT EXISTS (SELECT 1 FROM appointments WHERE provider_id = $1
                            AND scheduled_start < slot + interval '11 minutes' AND scheduled_end > slot)
        ORDER BY days LIMIT 1`,
      [providers[0].id],
    );
    if (!free.length) throw new Error('the provider has no free 11 minutes at :07 in the next two months');
    const start = free[0].slot;
    await client.query(
      `INSERT INTO appointments (clinic_id, patient_id, case_id, provider_id, appointment_type_id, scheduled_start, scheduled_end, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $6::timestamptz + interval '11 minutes', $4)`,
      [clinicId, patientId, cases[0].id, providers[0].id, types[0].id, start],
    );
    return { patientId, caseId: cases[0].id };
  } finally {
    await client.end();
  }
}

export const tests = [
  {
    name: 'patient portal: the clinic invites a patient, who sets a password and TOTP, confirms a visit, messages the clinic live both ways, switches to Spanish, and gives a family member read-only access (e-mailed code)',
    async run({ newPage, baseUrl, screenshot }) {
      const stamp = randomUUID().slice(0, 8);
      const { patientId, caseId } = await walkPatient(stamp);

      // The clinic invites the patient from the patient page; without a mailer the link is shown to pass on.
      const staff = await newPage();
      await loginAs(staff, baseUrl, { email: 'staff@northside.demo', type: 'Provider' });
      await staff.goto(`${baseUrl}/patients/${patientId}`);
      const section = staff.getByRole('region', { name: 'Patient portal' });
      await expectVisible(section.getByText('Not invited yet.'));
      await section.getByRole('button', { name: 'Invite to portal' }).click();
      await expectVisible(section.getByText(/Invitation sent to p\*\*\*@patient\.example/));
      const link = await section.getByTestId('portal-invite-link').inputValue();
      await section.scrollIntoViewIfNeeded();
      await screenshot(staff, 'patient-portal-1-invite');

      // The patient, on a phone: the link, a password, then an authenticator.
      const patient = await newPage({ viewport: { width: 390, height: 844 } });
      await patient.goto(link);
      await expectVisible(patient.getByText(/Hello Portia, Northside/));
      await patient.getByLabel(/Choose a password/).fill('short');
      await patient.getByRole('button', { name: 'Set password' }).click();
      await expectVisible(patient.getByText('Choose a password (at least 12 characters)').last());
      await patient.getByLabel(/Choose a password/).fill('my portal passphrase 42');
      await patient.getByRole('button', { name: 'Set password' }).click();
      await expectVisible(patient.getByText('How do you want to confirm it is you each time you sign in?'));
      await screenshot(patient, 'patient-portal-2-second-factor-choice');
      await patient.getByRole('button', { name: 'Authenticator app' }).click();
      const key = (await patient.getByTestId('portal-setup-key').textContent()).trim();
      await screenshot(patient, 'patient-portal-2-authenticator');
      await patient.getByLabel('Code from your authenticator app').fill(await nextTotpCode(key));
      await patient.getByRole('button', { name: 'Verify' }).click();
      await expectVisible(patient.getByText('Keep these recovery codes'));
      await patient.getByRole('button', { name: 'Continue' }).click();

      // The portal: the visit ahead, confirmed within the clinic's rule.
      await expectVisible(patient.getByRole('heading', { name: 'Welcome, Portia' }));
      const visit = patient.getByTestId('portal-appointment').first();
      await visit.getByRole('button', { name: 'Confirm' }).click();
      await expectVisible(visit.getByText('Confirmed'));
      await screenshot(patient, 'patient-portal-3-appointments');

      // The clinic has the case's messages open; the patient writes; it arrives without a reload.
      await staff.goto(`${baseUrl}/cases/${caseId}?tab=messages`);
      await expectVisible(staff.getByRole('tab', { name: 'Messages', selected: true }));
      await patient.getByRole('tab', { name: 'Messages' }).click();
      await expectVisible(patient.getByText('No messages yet'));
      const subject = `Parking question ${stamp}`;
      await patient.getByRole('textbox', { name: 'Subject' }).fill(subject);
      await patient.getByRole('textbox', { name: 'Message' }).fill('Is there parking near the clinic?');
      await patient.getByRole('button', { name: 'Send' }).click();
      await expectVisible(patient.getByText('Message sent'));
      await expectVisible(staff.getByText(subject).first());
      await screenshot(staff, 'patient-portal-4-clinic-sees-message');

      // Spanish, kept for the next visit.
      await patient.getByRole('button', { name: 'ES', exact: true }).click();
      await expectVisible(patient.getByRole('tab', { name: 'Citas' }));
      await expectVisible(patient.getByRole('heading', { name: 'Escriba a su clínica' }));
      await patient.reload();
      await expectVisible(patient.getByRole('tab', { name: 'Mensajes' }));
      await screenshot(patient, 'patient-portal-5-spanish');

      // The clinic answers from the case; the patient's open thread shows it without a reload (live).
      await patient.getByRole('tab', { name: 'Mensajes' }).click();
      const reply = `Parking answer ${stamp}`;
      const compose = staff.getByRole('form', { name: 'Compose message form' });
      await compose.getByRole('combobox', { name: /^Recipient Type/ }).click();
      await staff.getByRole('option', { name: 'Patient', exact: true }).click();
      await compose.getByLabel('Subject', { exact: false }).fill(reply);
      await compose.getByLabel('Message', { exact: false }).fill('Yes, behind the building.');
      await compose.getByRole('button', { name: 'Send Message' }).click();
      await expectVisible(patient.getByText(reply));
      await patient.getByRole('button', { name: 'EN', exact: true }).click();

      // The patient gives a family member read-only access.
      await patient.getByRole('tab', { name: 'Family access' }).click();
      await expectVisible(patient.getByText('Nobody else has access to your portal'));
      const familyEmail = `frank-${stamp}@family.example`;
      const grantForm = patient.getByRole('form', { name: 'Give access' });
      await grantForm.getByLabel('First name').fill('Frank');
      await grantForm.getByLabel('Last name').fill(`Portal${stamp}`);
      await grantForm.getByLabel('Email').fill(familyEmail);
      await grantForm.getByRole('button', { name: 'Give access' }).click();
      await expectVisible(patient.getByText(/Invitation sent to f\*\*\*@family\.example/));
      await expectVisible(patient.getByTestId('portal-family-member').getByText(`Frank Portal${stamp}`));
      await screenshot(patient, 'patient-portal-6-family-access');

      // The family member: the link from their e-mail, a password, then a code by e-mail (read from the outbox).
      const invitation = await readMail(familyEmail, 'portal_family_invitation');
      const familyLink = /https?:\/\/\S+\/portal\/accept#code=\S+/.exec(invitation)[0];
      const family = await newPage({ viewport: { width: 390, height: 844 } });
      await family.goto(familyLink);
      await expectVisible(family.getByText(/Hello Frank, Portia gave you access/));
      await family.getByLabel(/Choose a password/).fill('family portal passphrase 7');
      await family.getByRole('button', { name: 'Set password' }).click();
      await family.getByRole('button', { name: 'Code by e-mail' }).click();
      await expectVisible(family.getByText(/We sent a 6-digit code to f\*\*\*@family\.example/));
      const codeMail = await readMail(familyEmail, 'portal_email_code');
      await family.getByLabel('Code from the e-mail').fill(/code is: (\d{6})/.exec(codeMail)[1]);
      await family.getByRole('button', { name: 'Verify' }).click();
      await expectVisible(family.getByRole('heading', { name: 'Welcome, Frank' }));
      await expectVisible(family.getByText(/You are viewing Portia Portal.*read-only access/));
      // Read-only: the visits without Confirm or Cancel, the thread without a form to write.
      await expectVisible(family.getByTestId('portal-appointment').first());
      assert.equal(await family.getByRole('button', { name: 'Cancel appointment' }).count(), 0);
      await family.getByRole('tab', { name: 'Messages' }).click();
      await expectVisible(family.getByText(reply));
      assert.equal(await family.getByRole('form', { name: 'Write to your clinic' }).count(), 0);
      assert.equal(await family.getByRole('tab', { name: 'Family access' }).count(), 0);
      await screenshot(family, 'patient-portal-7-family-read-only');

      // The clinic sees who has access on the patient page.
      await staff.goto(`${baseUrl}/patients/${patientId}`);
      await expectVisible(
        staff
          .getByRole('region', { name: 'Patient portal' })
          .getByText(new RegExp(`Frank Portal${stamp} \\(spouse\\) · read-only`)),
      );
    },
  },
];
