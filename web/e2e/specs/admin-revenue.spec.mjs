import { assert, expectText, expectVisible } from '../lib/assert.mjs';
import { expectNoSeriousAxeViolations } from '../lib/axe.mjs';
import { expectNoSidewaysScroll, phone } from '../lib/phone.mjs';
import { forgetSubscriptionHistory, recordSubscriptionHistory } from '../lib/subscription-history.mjs';
import { signInAsSuperAdmin } from '../lib/super-admin.mjs';

export const tests = [
  {
    name: 'admin revenue: the super admin opens Revenue, reads MRR with its definition, switches the period and sees the charts',
    async run({ newPage, baseUrl, screenshot }) {
      await recordSubscriptionHistory();
      try {
        const admin = await newPage();
        await signInAsSuperAdmin(admin, baseUrl);
        await admin.getByRole('tab', { name: 'Revenue' }).click();

        const mrr = admin.getByRole('region', { name: 'Monthly Recurring Revenue' });
        await expectVisible(mrr);
        await expectText(mrr, /\$[\d,]+\.\d{2}/);
        await expectText(mrr, /Monthly recurring revenue: the sum of every clinic's current monthly amount/);

        // The charts draw (lazy-loaded with the tab): the MRR line, the movements and revenue by plan.
        for (const name of ['MRR at the end of each of the last 12 months', 'MRR by plan', /churned MRR per month/]) {
          await expectVisible(admin.getByRole('figure', { name }).locator('svg').first());
        }
        const movements = admin.getByRole('figure', { name: /churned MRR per month/ });
        await expectVisible(movements.getByText('Churn', { exact: true }));
        await expectVisible(
          admin.getByRole('table', { name: 'Revenue by plan' }).getByRole('cell', { name: 'Professional' }),
        );

        // This month, then the quarter, then the one before it.
        const period = admin.getByRole('region', { name: 'Chosen period' });
        const monthName = new Date().toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
        await expectText(period, new RegExp(`${monthName} \\(to date\\)`));
        await expectText(period.getByRole('region', { name: 'LTV:CAC' }), /Not known/);
        await period.getByRole('button', { name: 'Quarter' }).click();
        await expectText(period, /Q[1-4] \d{4} \(to date\)/);
        await period.getByRole('button', { name: 'Previous period' }).click();
        await expectText(period, /Q[1-4] \d{4}(?! \(to date\))/);
        const label = await period
          .getByRole('paragraph')
          .filter({ hasText: /^Q[1-4] \d{4}/ })
          .first()
          .textContent();
        assert.ok(!label.includes('to date'), `the previous quarter is complete: ${label}`);
        await expectVisible(period.getByRole('region', { name: 'Net Revenue Retention' }));

        await expectNoSeriousAxeViolations(admin, 'admin-revenue');
        await screenshot(admin, 'admin-revenue');

        // The same tab on a phone: cards stacked, charts within the screen.
        await admin.setViewportSize(phone.viewport);
        await expectVisible(mrr);
        await expectNoSidewaysScroll(admin, 'revenue tab on a phone');
        await screenshot(admin, 'admin-revenue-phone');
      } finally {
        await forgetSubscriptionHistory();
      }
    },
  },
];
