import { expectText, expectVisible } from '../lib/assert.mjs';
import { expectNoSeriousAxeViolations } from '../lib/axe.mjs';
import { databaseClient } from '../lib/database.mjs';
import { expectNoSidewaysScroll, phone } from '../lib/phone.mjs';
import { loginAs } from '../lib/session.mjs';

/** The Northside Harper Law case whose PIP limit the demo left 86% used, once the start-up sweep raised it. */
async function policyLimitCase() {
  const client = databaseClient();
  await client.connect();
  try {
    for (let attempt = 0; attempt < 60; attempt += 1) {
      const { rows } = await client.query(
        `SELECT a.case_id AS id, c.case_number AS "caseNumber" FROM case_alerts a
           JOIN cases c ON c.id = a.case_id JOIN clinics cl ON cl.id = a.clinic_id
          WHERE a.kind = 'policy_limit' AND a.cleared_at IS NULL AND cl.email = 'office@northside.demo'
          ORDER BY a.id LIMIT 1`,
      );
      if (rows[0]) return rows[0];
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error('The start-up sweep raised no policy-limit alert in 30 s');
  } finally {
    await client.end();
  }
}

export const tests = [
  {
    name: "alerts: the demo's policy-limit warning on the attorney's dashboard and case, the same strip for the clinic, its rules and a state's period in the console, on a phone too",
    async run({ newPage, baseUrl, screenshot }) {
      const limited = await policyLimitCase();

      // The attorney: the dashboard's Case alerts card lists it and opens the case.
      const attorney = await newPage();
      await loginAs(attorney, baseUrl, { email: 'attorney@harper-law.demo', type: 'Attorney' });
      await attorney.goto(`${baseUrl}/dashboard`);
      const card = attorney.getByRole('region', { name: /^Case alerts/ });
      await expectVisible(card.getByRole('list', { name: 'Open alerts by kind' }));
      const item = card.getByRole('link').filter({ hasText: limited.caseNumber }).filter({ hasText: 'Policy limit' });
      await expectVisible(item.first());
      await expectNoSeriousAxeViolations(attorney, 'dashboard alerts card');
      await card.scrollIntoViewIfNeeded();
      await screenshot(attorney, 'alerts-1-attorney-dashboard');
      await item.first().click();
      const strip = attorney.getByRole('region', { name: 'Case alerts' });
      await expectVisible(strip.getByText('Policy limit'));
      await expectVisible(strip.getByText(/% of the \$[\d,]+\.\d\d limit used by charges to date/));
      await expectVisible(strip.getByRole('progressbar', { name: 'PIP limit used' }));
      await expectVisible(strip.getByText(/Statute of limitations/));
      await expectNoSeriousAxeViolations(attorney, 'case alerts strip');
      await screenshot(attorney, 'alerts-2-attorney-case');

      // The clinic sees the same strip on the same case.
      const staff = await newPage();
      await loginAs(staff, baseUrl, { email: 'staff@northside.demo', type: 'Provider' });
      await staff.goto(`${baseUrl}/cases/${limited.id}`);
      const clinicStrip = staff.getByRole('region', { name: 'Case alerts' });
      await expectVisible(clinicStrip.getByText('Policy limit'));
      await screenshot(staff, 'alerts-3-clinic-case');

      // The clinic admin's Alerts tab: the gap days changed, and a state's period corrected.
      const admin = await newPage();
      await loginAs(admin, baseUrl, { email: 'admin@northside.demo', type: 'Provider' });
      await admin.goto(`${baseUrl}/clinic?tab=alerts`);
      const gapDays = admin.getByRole('spinbutton', { name: /Days without a visit/ });
      await expectVisible(gapDays);
      await gapDays.fill('0');
      await admin.getByRole('button', { name: 'Save alert rules' }).click();
      await expectVisible(admin.getByText('Gap days must be between 1 and 365'));
      await gapDays.fill('10');
      await admin.getByRole('button', { name: 'Save alert rules' }).click();
      await expectVisible(admin.getByText('Alert rules saved'));
      const table = admin.getByRole('table', { name: 'Limitation periods' });
      await table.getByRole('button', { name: 'Edit NV' }).click();
      const dialog = admin.getByRole('dialog', { name: 'NV: limitation period' });
      await dialog.getByRole('spinbutton', { name: /Months/ }).fill('36');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expectVisible(admin.getByText('NV period saved'));
      await expectText(table.getByRole('row').filter({ hasText: 'NV' }).first(), /36\s*Your clinic/);
      await expectNoSeriousAxeViolations(admin, 'clinic console alerts tab');
      await screenshot(admin, 'alerts-4-console');

      // On a phone: the strip and the console fit the width.
      const mobile = await newPage(phone);
      await loginAs(mobile, baseUrl, { email: 'attorney@harper-law.demo', type: 'Attorney' });
      await mobile.goto(`${baseUrl}/cases/${limited.id}`);
      await expectVisible(mobile.getByRole('region', { name: 'Case alerts' }).getByText('Policy limit'));
      await expectNoSidewaysScroll(mobile, 'case alerts strip');
      await screenshot(mobile, 'alerts-5-phone-case');
    },
  },
];
