import { assert, expectText, expectVisible } from '../lib/assert.mjs';
import { expectNoSeriousAxeViolations } from '../lib/axe.mjs';
import { signInAsSuperAdmin } from '../lib/super-admin.mjs';

/** A practice joins the waitlist the way the landing page's form does (its UI is tested elsewhere). */
async function joinWaitlist(baseUrl, entry) {
  const response = await fetch(`${baseUrl}/api/waitlist`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(entry),
  });
  assert.equal(response.status, 201, `joining the waitlist answered ${response.status}: ${await response.text()}`);
}

export const tests = [
  {
    name: 'sales: the super admin adds a rep, converts a waitlist signup to a lead, approves a commission and processes a payout',
    async run({ newPage, baseUrl, screenshot }) {
      const stamp = Date.now();
      const signup = {
        name: 'Nora Quill',
        email: `nora.quill.${stamp}@quillspine.test`,
        practiceName: `Quill Spine ${stamp}`,
        state: 'NJ',
        monthlyPICases: '50-100',
      };
      await joinWaitlist(baseUrl, signup);

      const admin = await newPage();
      await signInAsSuperAdmin(admin, baseUrl);
      await admin.getByRole('tab', { name: 'Sales' }).click();
      await expectVisible(admin.getByRole('heading', { level: 2, name: 'Sales Commission Management' }));
      await expectText(
        admin.getByRole('heading', { name: 'Total Revenue' }).locator('..'),
        /from last month|None last month|No change/,
      );
      await expectVisible(admin.getByRole('list', { name: 'Recent sales' }));
      await expectVisible(admin.getByRole('region', { name: 'Quota attainment this month' }).locator('svg').first());
      await expectNoSeriousAxeViolations(admin, 'sales-overview');
      await screenshot(admin, 'sales-overview');

      // Add a representative with the form's defaults (rate 10, percentage).
      await admin.getByRole('tab', { name: 'Representatives' }).click();
      await admin.getByRole('button', { name: 'Add Representative' }).click();
      const repDialog = admin.getByRole('dialog', { name: 'Add Sales Representative' });
      await repDialog.getByRole('textbox', { name: 'First Name' }).fill('Casey');
      await repDialog.getByRole('textbox', { name: 'Last Name' }).fill(`Park ${stamp}`);
      await repDialog.getByRole('textbox', { name: 'Email' }).fill(`casey.${stamp}@casebridge.test`);
      await screenshot(admin, 'sales-representative-form');
      await repDialog.getByRole('button', { name: 'Add Representative' }).click();
      await expectText(admin.getByRole('alert').first(), 'Sales representative saved successfully');
      const reps = admin.getByRole('table', { name: 'Sales representatives' });
      await expectText(reps.getByRole('row', { name: new RegExp(`Casey Park ${stamp}`) }), /10% of each sale/);
      await screenshot(admin, 'sales-representatives');

      // Convert the signup to a lead, assigned to the new rep.
      await admin.getByRole('tab', { name: 'Leads' }).click();
      await admin.getByRole('button', { name: 'Convert from waitlist' }).click();
      const convert = admin.getByRole('dialog', { name: 'Convert from waitlist' });
      await convert.getByRole('searchbox', { name: 'Search the waitlist' }).fill(signup.email);
      await convert.getByRole('combobox', { name: 'Assign to' }).click();
      await admin.getByRole('option', { name: `Casey Park ${stamp}` }).click();
      await convert.getByRole('button', { name: `Convert ${signup.name} to a lead` }).click();
      await expectText(admin.getByRole('alert').first(), 'Waitlist signup converted to a lead');
      const lead = admin
        .getByRole('table', { name: 'Leads' })
        .getByRole('row', { name: new RegExp(signup.practiceName) });
      await expectText(lead, /New/);
      await expectText(lead, new RegExp(`Casey Park ${stamp}`));
      await lead.getByRole('button', { name: `Edit the lead ${signup.practiceName}` }).click();
      const leadDialog = admin.getByRole('dialog', { name: new RegExp(signup.practiceName) });
      await expectText(leadDialog.getByRole('table', { name: /Why/ }), /50-100 PI cases a month/);
      await expectNoSeriousAxeViolations(admin, 'sales-lead');
      await screenshot(admin, 'sales-lead-score');
      await leadDialog.getByRole('button', { name: 'Cancel' }).click();

      // Approve a pending commission of this year.
      await admin.getByRole('tab', { name: 'Commissions' }).click();
      await admin.getByRole('combobox', { name: 'Period' }).click();
      await admin.getByRole('option', { name: 'This Year' }).click();
      const commissions = admin.getByRole('table', { name: 'Commissions' });
      const approve = commissions.getByRole('button', { name: /Approve the commission of/ }).first();
      const approveLabel = await approve.getAttribute('aria-label');
      const repName = /Approve the commission of (.+) on /.exec(approveLabel)[1];
      await approve.click();
      await expectText(admin.getByRole('alert').first(), 'Commission approved successfully');
      await expectNoSeriousAxeViolations(admin, 'sales-commissions');
      await screenshot(admin, 'sales-commissions');

      // Pay that rep's approved commissions in one payout, and open its statement.
      await admin.getByRole('tab', { name: 'Payouts' }).click();
      await admin.getByRole('button', { name: `Process Payout for ${repName}` }).click();
      await expectText(admin.getByRole('alert').first(), 'Payout processed successfully');
      const payouts = admin.getByRole('table', { name: 'Payouts' });
      const payout = payouts.getByRole('row', { name: new RegExp(repName) }).first();
      await expectVisible(payout);
      const statement = await payout.getByRole('link', { name: 'Statement PDF' }).getAttribute('href');
      const pdf = await admin.request.get(`${baseUrl}${statement}`);
      assert.equal(pdf.status(), 200);
      assert.equal(pdf.headers()['content-type'], 'application/pdf');
      await expectNoSeriousAxeViolations(admin, 'sales-payouts');
      await screenshot(admin, 'sales-payouts');
    },
  },
];
