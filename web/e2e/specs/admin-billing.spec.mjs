import fs from 'node:fs';
import { assert, expectCount, expectText, expectVisible } from '../lib/assert.mjs';
import { expectNoSeriousAxeViolations } from '../lib/axe.mjs';
import { expectNoSidewaysScroll } from '../lib/phone.mjs';
import { graphqlInPage } from '../lib/session.mjs';
import { signInAsSuperAdmin } from '../lib/super-admin.mjs';

/** A clinic of this walk's own, overdue (set the way the Clinics tab's Manage dialog does), so the walk never changes the demo clinics. */
async function overdueClinic(page, name) {
  const created = await graphqlInPage(
    page,
    `mutation($input: AdminClinicCreateInput!) { adminClinicCreate(input: $input) { id } }`,
    { input: { name, email: 'billing-walk@clinic.example', phone: '555-010-7000' } },
  );
  assert.ok(created.data, JSON.stringify(created.errors));
  const id = created.data.adminClinicCreate.id;
  const updated = await graphqlInPage(
    page,
    `mutation($id: Int!, $input: AdminClinicUpdateInput!) { adminClinicUpdate(id: $id, input: $input) { clinic { billingStatus } } }`,
    {
      id,
      input: {
        name,
        email: 'billing-walk@clinic.example',
        phone: '555-010-7000',
        subscriptionPlan: 'starter',
        billingStatus: 'overdue',
        isActive: true,
      },
    },
  );
  assert.equal(updated.data?.adminClinicUpdate.clinic.billingStatus, 'overdue', JSON.stringify(updated.errors));
  return id;
}

const figure = (page, label) => page.getByRole('region', { name: label, exact: true }).locator('p').first();

export const tests = [
  {
    name: 'admin billing: the super admin reads the figures, filters Overdue, exports the report, applies an adjustment, retries and cancels',
    async run({ newPage, baseUrl, screenshot }) {
      const clinicName = `Walkthrough Spine ${Date.now().toString(36)}`;
      const page = await newPage();
      await signInAsSuperAdmin(page, baseUrl);
      await overdueClinic(page, clinicName);

      // The header figures, each with its definition, and the Overview's alerts and recent payments.
      await page.goto(`${baseUrl}/admin?tab=billing`);
      await expectText(page.getByRole('tab', { selected: true, name: 'Billing' }), 'Billing');
      await expectText(figure(page, 'Monthly Revenue'), /^\$[\d,]+\.\d{2}$/);
      await expectText(figure(page, 'Active Subscriptions'), /^\d+$/);
      const overdue = Number(await expectText(figure(page, 'Overdue Accounts'), /^\d+$/));
      assert.ok(overdue >= 1, `at least the walk's clinic is overdue, the card says ${overdue}`);
      await expectText(figure(page, 'Success Rate'), /^(\d+\.\d%|No charges yet)$/);
      await page.getByText('Status active', { exact: true }).hover();
      await expectText(page.getByRole('tooltip'), 'Clinics whose subscription status is active.');
      await page.mouse.move(0, 0);
      await expectVisible(page.getByRole('heading', { name: 'Critical Alerts' }));
      await expectVisible(page.getByRole('heading', { name: 'Recent Payments' }));
      await expectNoSeriousAxeViolations(page, 'admin-billing-overview');
      await screenshot(page, 'admin-billing-1-overview');

      // Subscriptions, filtered to Overdue: the walk's clinic with Retry, Adjust and Cancel.
      await page.getByRole('tab', { name: 'Subscriptions' }).click();
      await page.getByRole('combobox', { name: 'Status' }).click();
      await page.getByRole('option', { name: 'Overdue' }).click();
      const table = page.getByRole('table', { name: 'Subscriptions' });
      const row = table.getByRole('row').filter({ hasText: clinicName });
      await expectVisible(row);
      for (const status of await table.locator('tbody tr').allInnerTexts()) assert.match(status, /Overdue/);
      for (const name of [`Retry payment for ${clinicName}`, `Adjust ${clinicName}`])
        await expectVisible(row.getByRole('button', { name }));
      await expectNoSeriousAxeViolations(page, 'admin-billing-subscriptions');
      await screenshot(page, 'admin-billing-2-overdue');

      // Export Report: billing-report-{date}.csv with exactly the spec's columns and the walk's clinic.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export Report' }).click(),
      ]);
      assert.match(download.suggestedFilename(), /^billing-report-\d{4}-\d{2}-\d{2}\.csv$/);
      const lines = fs
        .readFileSync(await download.path(), 'utf8')
        .replace(/^\uFEFF/, '')
        .split('\r\n');
      assert.equal(lines[0], 'Clinic,Plan,Frequency,Amount,Status,Next Billing,Balance');
      assert.ok(
        lines.some((line) => line.startsWith(`${clinicName},Starter,`) && line.includes(',Overdue,')),
        lines.join('\n'),
      );

      // Add Adjustment: a credit to the walk's clinic, applied once, then listed under Adjustments.
      await page.getByRole('button', { name: 'Add Adjustment' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Adjustment' });
      // The clinic is found on the server by typing part of its name.
      await dialog.getByRole('combobox', { name: /Clinic/ }).fill(clinicName.slice(0, 'Walkthrough Spine'.length + 3));
      await page.getByRole('option', { name: new RegExp(`^${clinicName}`) }).click();
      await dialog.getByRole('textbox', { name: /Amount/ }).fill('25.50');
      await dialog.getByRole('textbox', { name: /Reason/ }).fill('Goodwill credit for the walkthrough');
      await expectNoSeriousAxeViolations(page, 'admin-billing-adjustment-dialog');
      await screenshot(page, 'admin-billing-3-add-adjustment');
      await dialog.getByRole('button', { name: 'Apply Adjustment' }).click();
      await expectText(page.getByRole('alert'), /Billing adjustment processed successfully/);
      await dialog.waitFor({ state: 'detached' });

      await page.getByRole('tab', { name: 'Adjustments' }).click();
      const adjustment = page
        .getByRole('table', { name: 'Adjustments' })
        .getByRole('row')
        .filter({ hasText: clinicName });
      await expectVisible(adjustment);
      for (const text of ['Credit', '$25.50', 'Goodwill credit for the walkthrough', 'Applied'])
        await expectVisible(adjustment.getByText(text, { exact: true }));
      await expectNoSeriousAxeViolations(page, 'admin-billing-adjustments');
      await screenshot(page, 'admin-billing-4-adjustments');

      // On a phone each subscription is a card of its key facts with its actions; nothing scrolls sideways.
      await page.getByRole('alert').getByRole('button', { name: 'Close' }).click();
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole('tab', { name: 'Subscriptions' }).click();
      const card = page.getByRole('list', { name: 'Subscriptions' }).getByRole('listitem', { name: clinicName });
      await expectVisible(card);
      await expectVisible(card.getByRole('button', { name: `Retry payment for ${clinicName}` }));
      await expectNoSidewaysScroll(page, 'billing subscriptions at 390 px');
      await expectNoSeriousAxeViolations(page, 'admin-billing-phone');
      await screenshot(page, 'admin-billing-5-phone');

      // Retry charges what is open now (the walk's clinic owes nothing and has no card), then Cancel, confirmed.
      await page.setViewportSize({ width: 1366, height: 850 });
      await page.getByRole('combobox', { name: 'Status' }).click();
      await page.getByRole('option', { name: 'All' }).click();
      const anyRow = page
        .getByRole('table', { name: 'Subscriptions' })
        .getByRole('row')
        .filter({ hasText: clinicName });
      await anyRow.getByRole('button', { name: `Retry payment for ${clinicName}` }).click();
      await expectText(page.getByRole('alert'), /Payment retry initiated/);
      await anyRow.getByRole('button', { name: `Cancel the subscription of ${clinicName}` }).click();
      const confirm = page.getByRole('dialog', { name: 'Cancel subscription?' });
      await confirm.getByRole('button', { name: 'Cancel Subscription' }).click();
      await expectText(page.getByRole('alert'), /Subscription cancelled successfully/);
      await expectVisible(anyRow.getByText('Cancelled', { exact: true }));
      await expectCount(anyRow.getByRole('button', { name: `Cancel the subscription of ${clinicName}` }), 0);
    },
  },
];
