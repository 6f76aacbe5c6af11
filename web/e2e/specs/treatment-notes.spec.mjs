import { assert, expectText, expectUrl, expectVisible } from '../lib/assert.mjs';
import { expectNoSeriousAxeViolations } from '../lib/axe.mjs';
import { databaseClient } from '../lib/database.mjs';
import { graphqlInPage, loginAs } from '../lib/session.mjs';

const staff = { email: 'staff@northside.demo', type: 'Provider' };
const harper = { email: 'attorney@harper-law.demo', type: 'Attorney' };
const clinicAdmin = { email: 'admin@northside.demo', type: 'Provider' };

/**
 * A completed visit of the case with Northside's staff member as its provider (made a provider here):
 * the calendar that books and completes visits is another part of the clinical record. At 03:00 UTC,
 * outside the demo's business hours, so no demo visit of the same provider overlaps it.
 */
async function completedVisit(caseId) {
  const client = databaseClient();
  await client.connect();
  try {
    const {
      rows: [provider],
    } = await client.query(`UPDATE users SET is_provider = true WHERE email = $1 RETURNING id, clinic_id`, [
      staff.email,
    ]);
    const {
      rows: [type],
    } = await client.query(
      `INSERT INTO appointment_types (clinic_id, name, duration_minutes) VALUES ($1, $2, 30) RETURNING id`,
      [provider.clinic_id, `Walk visit ${Date.now().toString(36)}`],
    );
    const {
      rows: [visit],
    } = await client.query(
      `INSERT INTO appointments (clinic_id, patient_id, case_id, provider_id, appointment_type_id, status, scheduled_start,
              scheduled_end, created_by)
       SELECT c.clinic_id, c.patient_id, c.id, $2, $3, 'completed', date_trunc('day', now()) - interval '2 days 21 hours',
              date_trunc('day', now()) - interval '2 days 20 hours 30 minutes', $2
         FROM cases c WHERE c.id = $1
       RETURNING id`,
      [caseId, provider.id, type.id],
    );
    return visit.id;
  } finally {
    await client.end();
  }
}

async function addDiagnosis(page, typed, code) {
  const input = page.getByRole('combobox', { name: 'Add a diagnosis (ICD-10-CM)' });
  await input.fill(typed);
  await page
    .getByRole('option', { name: new RegExp(code.replace('.', '\\.')) })
    .first()
    .click();
  await expectVisible(page.getByText(new RegExp(`\\d\\. ${code.replace('.', '\\.')}`)));
}

async function signWithConfirmation(page) {
  await page.getByRole('button', { name: 'Sign note' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign this note?' });
  await expectText(dialog, /Signing locks this note/);
  await dialog.getByRole('button', { name: 'Sign', exact: true }).click();
  await expectVisible(page.getByText('Note signed'));
}

export const tests = [
  {
    name: 'treatment notes: staff write a coded SOAP note from a visit and sign it, correct it with a signed addendum; the attorney reads the signed versions on the case',
    async run({ newPage, baseUrl, screenshot }) {
      const page = await newPage();
      await loginAs(page, baseUrl, staff);
      const attorney = await newPage();
      await loginAs(attorney, baseUrl, harper);
      const { data: mine } = await graphqlInPage(attorney, '{ me { attorneyId } }');
      const { data } = await graphqlInPage(
        page,
        'query ($attorneyId: Int) { cases(filter: { attorneyId: $attorneyId }, first: 1) { nodes { id caseNumber } } }',
        { attorneyId: mine.me.attorneyId },
      );
      const target = data.cases.nodes[0];
      assert.ok(target, 'the demo data has a Northside case held by Daniel Harper');
      const appointmentId = await completedVisit(target.id);

      // The calendar's link opens the visit's note: a new draft.
      await page.goto(`${baseUrl}/notes/new?appointmentId=${appointmentId}`);
      await expectUrl(page, /\/notes\/\d+$/);
      await expectText(page.getByRole('heading', { level: 1 }), 'Edit treatment note');
      await expectVisible(page.getByText('Draft v1'));
      await page.getByLabel('Subjective').fill('Neck pain since the rear-end collision, worse turning left.');
      await page.getByLabel('Objective').fill('Cervical rotation limited to 50 degrees; C5-C6 tender.');
      await page.getByLabel('Assessment').fill('Cervical sprain, improving.');
      await page.getByLabel('Plan').fill('Adjustment and exercise three times a week.');
      const slider = page.getByRole('slider');
      await slider.focus();
      for (let step = 0; step < 6; step += 1) await slider.press('ArrowRight');
      await expectVisible(page.getByText('Pain scale: 6 / 10'));
      await page.getByLabel('Pulse (bpm)').fill('72');
      await addDiagnosis(page, 'cervical spine sprain initial', 'S13.4XXA');
      await addDiagnosis(page, 'cervicalgia', 'M54.2');
      await page.getByRole('button', { name: 'Add procedure' }).click();
      await page.getByRole('combobox', { name: 'Procedure' }).click();
      await page.getByRole('option', { name: /^98941 / }).click();
      await page.getByRole('checkbox', { name: 'Points to 2. M54.2' }).check();
      await page.getByRole('button', { name: 'Save draft' }).click();
      await expectVisible(page.getByText('Draft saved'));
      await expectNoSeriousAxeViolations(page, 'treatment-note-editor');
      await screenshot(page, 'treatment-note-1-editor');

      await signWithConfirmation(page);
      await expectVisible(page.getByText('Signed v1'));
      await expectVisible(page.getByRole('cell', { name: 'Sprain of ligaments of cervical spine, initial encounter' }));
      await expectNoSeriousAxeViolations(page, 'treatment-note-signed');
      await screenshot(page, 'treatment-note-2-signed');
      const firstUrl = page.url();

      // A correction is an addendum: a new version, signed in its turn.
      await page.getByRole('button', { name: 'Write addendum' }).click();
      const dialog = page.getByRole('dialog', { name: 'Write an addendum' });
      await dialog.getByLabel('Reason for the addendum').fill('Range of motion was recorded for the wrong side.');
      await dialog.getByRole('button', { name: 'Start addendum' }).click();
      await expectVisible(page.getByText('Draft v2'));
      assert.notEqual(page.url(), firstUrl, 'the addendum is a note of its own');
      await page.getByLabel('Objective').fill('Cervical rotation limited to 50 degrees to the right; C5-C6 tender.');
      await signWithConfirmation(page);
      await expectVisible(page.getByText('Signed v2'));
      const versions = page.getByRole('list', { name: 'Versions of this note' });
      await expectText(versions, /Version 1 \(original\)/);
      await expectText(versions, /Reason: Range of motion was recorded for the wrong side\./);
      await screenshot(page, 'treatment-note-3-addendum-signed');

      // The case's attorney reads both signed versions from the case's Notes & plan tab.
      await attorney.goto(`${baseUrl}/cases/${target.id}?tab=notes`);
      const notes = attorney.getByRole('table', { name: 'Treatment notes' });
      await expectVisible(notes);
      await expectText(notes, /Addendum v2/);
      await expectNoSeriousAxeViolations(attorney, 'case-notes-tab-attorney');
      await screenshot(attorney, 'treatment-note-4-attorney-case-tab');
      await attorney.goto(firstUrl);
      await expectText(attorney.getByRole('heading', { level: 1 }), 'Treatment note');
      await expectVisible(attorney.getByText('Neck pain since the rear-end collision, worse turning left.'));
      assert.equal(await attorney.getByRole('button', { name: 'Write addendum' }).count(), 0);

      // The clinic sees the plan on the same tab; the admin keeps the fee schedule in Clinic Settings.
      await page.goto(`${baseUrl}/cases/${target.id}?tab=notes`);
      await expectVisible(page.getByText('Treatment plan'));
      await screenshot(page, 'treatment-note-5-clinic-case-tab');
      const admin = await newPage();
      await loginAs(admin, baseUrl, clinicAdmin);
      await admin.goto(`${baseUrl}/clinic?tab=fee-schedule`);
      const schedule = admin.getByRole('table', { name: 'Fee schedule' });
      await expectText(schedule, /Spinal adjustment, three or four regions/);
      await expectNoSeriousAxeViolations(admin, 'clinic-fee-schedule');
      await screenshot(admin, 'treatment-note-6-fee-schedule');
    },
  },
];
