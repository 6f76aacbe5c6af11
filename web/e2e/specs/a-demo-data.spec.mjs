import { expectText, expectVisible } from '../lib/assert.mjs';
import { expectNoSeriousAxeViolations } from '../lib/axe.mjs';
import { signInAsSuperAdmin } from '../lib/super-admin.mjs';

// Specs run in file-name order: this one comes first, so the demo's figures are read before other
// walks add clinics or change their billing.

/**
 * The demo's MRR by the shared rule, by hand: Northside, Summit, Riverbend (after its downgrade) and
 * Cedar Ridge (overdue still counts) 349.00 each, Harbor Point 2,490.00 / 12 = 207.50, Maplewood's
 * early-bird 2,100.00 / 12 = 175.00, Brookside (reactivated) 249.00, Westfield 5,990.00 / 12 = 499.17,
 * Elm Street 3,500.00 / 12 = 291.67; the trial, the suspended and the cancelled clinic count 0.
 */
const demoMrr = '$2,818.34';
/** Cedar Ridge (overdue) owes its renewal and late fee, 349.00 + 25.00; Pine Valley (suspended) 249.00 + 25.00. */
const demoOutstanding = '$648.00 outstanding';

const figure = (page, label) => page.getByRole('region', { name: label, exact: true }).locator('p').first();

export const tests = [
  {
    name: "demo data: the operator's Revenue and Billing tabs show the demo clinics' subscription year",
    async run({ newPage, baseUrl, screenshot }) {
      const page = await newPage({ viewport: { width: 1280, height: 1800 } });
      await signInAsSuperAdmin(page, baseUrl);

      await page.getByRole('tab', { name: 'Revenue' }).click();
      const mrr = page.getByRole('region', { name: 'Monthly Recurring Revenue', exact: true });
      await expectText(mrr.locator('p').first(), demoMrr);
      await expectVisible(mrr.getByText('from 9 paying clinics'));
      await expectVisible(page.getByText('MRR over the last 12 months'));
      await expectNoSeriousAxeViolations(page, 'demo-revenue');
      await screenshot(page, 'demo-revenue');

      // Eight clinics active; Cedar Ridge overdue and Pine Valley suspended, with what they owe.
      await page.getByRole('tab', { name: 'Billing' }).click();
      await expectText(figure(page, 'Monthly Revenue'), demoMrr);
      await expectText(figure(page, 'Active Subscriptions'), '8');
      await expectText(figure(page, 'Overdue Accounts'), '2');
      await expectVisible(page.getByText(demoOutstanding, { exact: true }));
      await expectNoSeriousAxeViolations(page, 'demo-billing');
      await screenshot(page, 'demo-billing');
    },
  },
];
