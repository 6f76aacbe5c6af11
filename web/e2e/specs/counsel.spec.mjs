import { assert, expectText, expectVisible } from '../lib/assert.mjs';
import { expectNoSeriousAxeViolations } from '../lib/axe.mjs';
import { databaseClient } from '../lib/database.mjs';
import { loginAs } from '../lib/session.mjs';

/** An open Northside case held by Harper (the demo attorney), and Harper's attorney id. */
async function harperCase() {
  const client = databaseClient();
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT c.id, c.case_number AS "caseNumber", a.id AS "attorneyId"
         FROM cases c JOIN attorneys a ON a.id = c.attorney_id JOIN clinics cl ON cl.id = c.clinic_id
        WHERE a.email = 'attorney@harper-law.demo' AND cl.email = 'office@northside.demo' AND c.status <> 'closed'
        ORDER BY c.id LIMIT 1`,
    );
    return rows[0];
  } finally {
    await client.end();
  }
}

/** Chooses an attorney in the picker (an autocomplete) by typing part of the name. */
async function pick(scope, label, typed, optionText) {
  const input = scope.getByLabel(label, { exact: false }).first();
  await input.click();
  await input.fill(typed);
  await scope
    .page()
    .getByRole('option', { name: new RegExp(optionText) })
    .first()
    .click();
}

export const tests = [
  {
    name: 'counsel: a transfer sends the new attorney a lien notice, the old attorney finds nothing, and the clinic reads the scorecard with its charts',
    async run({ newPage, baseUrl, screenshot }) {
      const record = await harperCase();
      const staff = await newPage();
      await loginAs(staff, baseUrl, { email: 'staff@northside.demo', type: 'Provider' });
      await staff.goto(`${baseUrl}/cases/${record.id}`);
      await staff.getByRole('button', { name: 'Transfer Case' }).click();
      const dialog = staff.getByRole('dialog');
      await pick(dialog, 'New attorney', 'Cole', 'Miranda Cole');
      await dialog.getByLabel('Reason', { exact: false }).fill('Substitution of counsel');
      await dialog.getByRole('button', { name: 'Transfer', exact: true }).click();
      await expectVisible(staff.getByText('Case transferred'));
      await staff.reload();
      await expectVisible(staff.getByText(/Notice of lien to Miranda Cole: balance \$[\d,]+\.\d{2}/));
      await screenshot(staff, 'counsel-1-clinic-lien-notice');

      // The new attorney: the notification links the notice, the case shows it, and the PDF downloads.
      const cole = await newPage();
      await loginAs(cole, baseUrl, { email: 'attorney@cole-legal.demo', type: 'Attorney' });
      await cole.goto(`${baseUrl}/notifications`);
      await expectVisible(cole.getByText(`Case ${record.caseNumber} was transferred to you`).first());
      await cole.goto(`${baseUrl}/cases/${record.id}`);
      const notice = cole.getByRole('link', { name: 'Download lien notice (PDF)' }).first();
      await expectVisible(notice);
      const href = await notice.getAttribute('href');
      const pdf = await cole.request.get(`${baseUrl}${href}`);
      assert.equal(pdf.status(), 200);
      assert.equal(pdf.headers()['content-type'], 'application/pdf');
      await expectNoSeriousAxeViolations(cole, 'lien notice on the case');
      await screenshot(cole, 'counsel-2-new-attorney-case');

      // The old attorney: not found, like any case that is not theirs.
      const harper = await newPage();
      await loginAs(harper, baseUrl, { email: 'attorney@harper-law.demo', type: 'Attorney' });
      await harper.goto(`${baseUrl}/cases/${record.id}`);
      await expectText(harper.getByRole('heading', { level: 1 }), 'Case Not Found');
      await screenshot(harper, 'counsel-3-old-attorney-not-found');

      // The clinic: Harper's scorecard with its trend charts, then the comparison sorted by days to payment.
      await staff.goto(`${baseUrl}/attorneys/${record.attorneyId}`);
      const scorecard = staff.getByRole('region', { name: 'Scorecard' });
      await expectVisible(scorecard.getByText('Settlement to payment'));
      await expectVisible(scorecard.getByText(/\d+\.\d days/).first());
      await expectVisible(scorecard.getByRole('figure', { name: /Cases opened, closed and withdrawn per month/ }));
      await expectVisible(scorecard.getByRole('figure', { name: /Response time in hours per month/ }));
      await scorecard.getByRole('button', { name: 'Quarterly' }).click();
      await expectVisible(scorecard.getByRole('figure', { name: /per quarter/ }).first());
      await scorecard.scrollIntoViewIfNeeded();
      await expectNoSeriousAxeViolations(staff, 'attorney scorecard');
      await screenshot(staff, 'counsel-4-scorecard');

      await staff.goto(`${baseUrl}/attorneys`);
      const table = staff.getByRole('table', { name: 'Attorney scorecards' });
      await expectVisible(table.getByRole('link', { name: 'Miranda Cole' }));
      await table.getByRole('button', { name: 'Days to payment' }).click();
      await expectNoSeriousAxeViolations(staff, 'attorney comparison');
      await screenshot(staff, 'counsel-5-comparison');

      // At phone width the comparison still reads (the table scrolls inside its card).
      await staff.setViewportSize({ width: 390, height: 844 });
      await expectVisible(table);
      await screenshot(staff, 'counsel-6-comparison-phone');
    },
  },
];
