import fs from 'node:fs';
import { createRequire } from 'node:module';
import { assert, expectText, expectUrl, expectVisible } from '../lib/assert.mjs';
import { expectNoSeriousAxeViolations } from '../lib/axe.mjs';
import { databaseClient } from '../lib/database.mjs';
import { graphqlInPage, loginAs } from '../lib/session.mjs';

const { pdfText } = createRequire(import.meta.url)('../../../api/src/test/pdf-text.cjs');

const attorneyLogins = {
  'Daniel Harper': 'attorney@harper-law.demo',
  'Miranda Cole': 'attorney@cole-legal.demo',
};
const staffLogin = { email: 'staff@northside.demo', type: 'Provider' };

/** Northside's front-desk user also treats here: a provider, with a column on the calendar and the right to sign. */
async function makeStaffAProvider() {
  const db = databaseClient();
  await db.connect();
  try {
    const {
      rows: [user],
    } = await db.query(
      `UPDATE users SET is_provider = true WHERE email = $1 RETURNING trim(first_name || ' ' || last_name) AS name`,
      [staffLogin.email],
    );
    return user.name;
  } finally {
    await db.end();
  }
}

/** The day view's provider column named `provider`, and its hour row that starts at `hour` (the view starts at 07:00). */
async function hourRowOf(page, provider, hour) {
  const headers = await page.locator('.rbc-time-header .rbc-row-resource .rbc-header').allTextContents();
  const column = headers.findIndex((text) => text.trim() === provider);
  assert.ok(column >= 0, `the calendar has a column for ${provider} (${headers.join(', ')})`);
  return page
    .locator('.rbc-time-content .rbc-day-slot')
    .nth(column)
    .locator('.rbc-timeslot-group')
    .nth(hour - 7);
}

export const tests = [
  {
    name: 'clinical record: staff book a visit on the calendar, check the patient in, write and sign a coded note, see its bill on the ledger; the attorney downloads the itemized statement; the follow-up task is completed',
    async run({ newPage, baseUrl, screenshot }) {
      const stamp = Date.now().toString(36);
      const providerName = await makeStaffAProvider();
      const staff = await newPage({ viewport: { width: 1440, height: 1000 } });
      await loginAs(staff, baseUrl, staffLogin);
      const { data } = await graphqlInPage(
        staff,
        '{ cases(first: 100, filter: { openOnly: true }) { nodes { id caseNumber patient { firstName lastName } attorney { fullName } } } }',
      );
      const target = data.cases.nodes.find((node) => attorneyLogins[node.attorney?.fullName]);
      assert.ok(target, 'an open Northside case with an attorney who can sign in');
      const patientName = `${target.patient.firstName} ${target.patient.lastName}`;

      // 1. Book on the calendar: past the demo's booked weeks and the schedule walk's day (16 days on), a weekday, 09:00
      // in the staff member's column.
      await staff.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Schedule' }).click();
      await expectUrl(staff, '/schedule');
      const label = staff.locator('.rbc-toolbar-label');
      for (let i = 0; i < 25; i += 1) await staff.getByRole('button', { name: 'Next' }).click();
      while (/^(Saturday|Sunday)/.test((await label.textContent()) ?? ''))
        await staff.getByRole('button', { name: 'Next' }).click();
      const slot = (await hourRowOf(staff, providerName, 9)).locator('.rbc-time-slot').first();
      await slot.scrollIntoViewIfNeeded();
      const box = await slot.boundingBox();
      await staff.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      const booking = staff.getByRole('dialog', { name: 'Book appointment' });
      await expectVisible(booking);
      await expectText(booking.getByLabel(/^Provider/), providerName);
      await booking.getByLabel(/^Patient/).fill(target.patient.lastName);
      await staff
        .getByRole('option', { name: new RegExp(patientName) })
        .first()
        .click();
      await booking.getByLabel('Case').click();
      await staff.getByRole('option', { name: target.caseNumber }).click();
      await booking.getByRole('button', { name: 'Book' }).click();
      await expectVisible(staff.getByText('Appointment booked'));

      // 2. Check in, then open the visit's treatment note from the appointment.
      await staff.locator('.rbc-event').filter({ hasText: patientName }).first().click();
      const details = staff.getByRole('dialog', { name: new RegExp(`: ${patientName}$`) });
      await details.getByRole('button', { name: 'Check in' }).click();
      await expectVisible(details.getByText('Checked in', { exact: true }));
      await screenshot(staff, 'clinical-record-1-checked-in');
      await details.getByRole('link', { name: 'Treatment note' }).click();
      await expectUrl(staff, /\/notes\/\d+$/);

      // 3. Write the note with a diagnosis and a procedure of the fee schedule, and sign it.
      await staff.getByLabel('Subjective').fill(`Neck pain after the collision (${stamp}).`);
      await staff.getByLabel('Assessment').fill('Cervical sprain, improving.');
      await staff.getByRole('combobox', { name: 'Add a diagnosis (ICD-10-CM)' }).fill('S13.4XXA');
      await staff
        .getByRole('option', { name: /S13\.4XXA/ })
        .first()
        .click();
      await staff.getByRole('button', { name: 'Add procedure' }).click();
      await staff.getByRole('combobox', { name: 'Procedure' }).click();
      await staff.getByRole('option', { name: /^98941 / }).click();
      await staff.getByRole('button', { name: 'Save draft' }).click();
      await expectVisible(staff.getByText('Draft saved'));
      await staff.getByRole('button', { name: 'Sign note' }).click();
      await staff
        .getByRole('dialog', { name: 'Sign this note?' })
        .getByRole('button', { name: 'Sign', exact: true })
        .click();
      await expectVisible(staff.getByText('Note signed'));
      await expectVisible(staff.getByText('Signed v1'));
      await screenshot(staff, 'clinical-record-2-note-signed');

      // 4. The signature raised the visit's bill: its coded service is on the case's Billing tab and ledger.
      await staff.goto(`${baseUrl}/cases/${target.id}?tab=billing`);
      const services = staff.getByRole('table', { name: 'Services billed' });
      const serviceRow = services.getByRole('row').filter({ hasText: '98941' }).filter({ hasText: providerName });
      await expectVisible(serviceRow);
      const { data: ledger } = await graphqlInPage(
        staff,
        'query ($caseId: Int!) { caseLedger(caseId: $caseId) { entries { kind description } } }',
        { caseId: target.id },
      );
      assert.ok(
        ledger.caseLedger.entries.some((entry) => entry.kind === 'charge' && /98941/.test(entry.description)),
        'the ledger has the visit charge',
      );
      await screenshot(staff, 'clinical-record-3-bill-on-ledger');

      // 5. The case's attorney downloads the itemized statement (PDF and CSV) with the visit on it.
      const attorney = await newPage();
      await loginAs(attorney, baseUrl, { email: attorneyLogins[target.attorney.fullName], type: 'Attorney' });
      await attorney.goto(`${baseUrl}/cases/${target.id}?tab=billing`);
      await expectVisible(
        attorney.getByRole('table', { name: 'Services billed' }).getByRole('row').filter({ hasText: '98941' }).first(),
      );
      await expectNoSeriousAxeViolations(attorney, "the attorney's Billing tab with coded services");
      const statement = attorney.getByRole('group', { name: 'Download statement' });
      const [pdfDownload] = await Promise.all([
        attorney.waitForEvent('download'),
        statement.getByRole('link', { name: 'PDF' }).click(),
      ]);
      assert.equal(pdfDownload.suggestedFilename(), `statement-${target.caseNumber}.pdf`);
      const text = pdfText(fs.readFileSync(await pdfDownload.path()));
      for (const expected of [
        'Itemized statement',
        target.caseNumber,
        target.attorney.fullName,
        '98941',
        'S13.4XXA',
        'Balance due',
      ])
        assert.ok(text.includes(expected), `the statement PDF says ${expected}`);
      const [csvDownload] = await Promise.all([
        attorney.waitForEvent('download'),
        statement.getByRole('link', { name: 'CSV' }).click(),
      ]);
      const csv = fs.readFileSync(await csvDownload.path(), 'utf8').split('\r\n');
      assert.equal(csv[0], 'Date,Invoice,Code,Modifiers,Description,Diagnoses,Units,Unit fee,Charge,Credit,Balance');
      assert.ok(
        csv.some((line) => /,98941,/.test(line) && line.includes('S13.4XXA')),
        'the statement CSV lists the signed visit',
      );
      await screenshot(attorney, 'clinical-record-4-attorney-statement');

      // 6. The follow-up: a task on the case to send the statement, completed.
      const title = `Send the statement to the attorney (${stamp})`;
      await staff.goto(`${baseUrl}/cases/${target.id}?tab=tasks`);
      await staff.getByRole('button', { name: 'Add task' }).click();
      const dialog = staff.getByRole('dialog', { name: 'New task' });
      await dialog.getByRole('textbox', { name: /^Title/ }).fill(title);
      await dialog.getByRole('button', { name: 'Add task' }).click();
      await expectVisible(staff.getByText('Task added'));
      const row = staff.getByRole('row').filter({ hasText: title });
      await row.getByRole('button', { name: `Complete ${title}` }).click();
      await expectVisible(row.getByText('Completed'));
      await screenshot(staff, 'clinical-record-5-task-completed');
    },
  },
];
