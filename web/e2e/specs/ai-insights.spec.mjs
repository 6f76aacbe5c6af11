import { assert, expectText, expectUrl, expectVisible } from '../lib/assert.mjs';
import { expectNoSeriousAxeViolations } from '../lib/axe.mjs';
import { graphqlInPage, loginAs } from '../lib/session.mjs';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export const tests = [
  {
    name: 'ai insights: a case card’s AI button opens Case Analysis, an analysis runs, Insights shows figures, a recommendation and charts',
    async run({ newPage, baseUrl, screenshot }) {
      const staff = await newPage();
      await loginAs(staff, baseUrl, { email: 'staff@northside.demo', type: 'Provider' });

      // From the Cases page: a case card's AI button.
      await staff.goto(`${baseUrl}/cases`);
      const aiButton = staff.getByRole('link', { name: /^AI Analysis for / }).first();
      await expectVisible(aiButton);
      const caseNumber = (await aiButton.getAttribute('aria-label')).replace('AI Analysis for ', '');
      await aiButton.click();
      await expectUrl(staff, /^\/ai-dashboard\?caseId=\d+$/);
      await expectVisible(staff.getByRole('tab', { name: 'Case Analysis', selected: true }));
      await expectVisible(staff.getByRole('combobox', { name: 'Case' }));
      assert.equal(await staff.getByRole('combobox', { name: 'Case' }).inputValue(), caseNumber);

      // The summary cards say what the server computed, never a placeholder.
      const { data } = await graphqlInPage(
        staff,
        '{ aiInsights { caseMetrics { activeCases averageSettlement averageDuration } recommendations { caseId caseNumber } } }',
      );
      const metrics = data.aiInsights.caseMetrics;
      const settlementCard = staff.getByRole('region', { name: 'Average Settlement' });
      await expectText(
        settlementCard.locator('p').first(),
        metrics.averageSettlement === null ? '—' : usd.format(metrics.averageSettlement),
      );
      await expectText(
        staff.getByRole('region', { name: 'Active Cases' }).locator('p').first(),
        String(metrics.activeCases),
      );

      // Run a billing review of the case.
      await staff.getByRole('combobox', { name: 'Analysis type' }).click();
      await staff.getByRole('option', { name: 'Billing review' }).click();
      await staff.getByRole('button', { name: 'Run analysis' }).click();
      await expectVisible(staff.getByText('Analysis Complete'));
      await expectVisible(staff.getByLabel('Headline'));
      await expectText(staff.getByLabel('Headline'), /^-?\$[\d,]+\.\d\d$/);
      await expectVisible(staff.getByLabel('Data points').getByText('Billed', { exact: true }));
      await expectVisible(
        staff
          .getByRole('list', { name: 'Past analyses, newest first' })
          .getByText(/^Billing review: /)
          .first(),
      );
      await expectNoSeriousAxeViolations(staff, 'case analysis');
      await screenshot(staff, 'ai-insights-1-case-analysis');

      // Insights: figures, recommendations linking to their cases, the trend charts.
      await staff.getByRole('tab', { name: 'Insights' }).click();
      await expectUrl(staff, /tab=insights/);
      await expectVisible(staff.getByRole('figure', { name: 'Cases opened in each of the last 12 months' }));
      await expectVisible(staff.getByRole('figure', { name: /Average settlement of the cases closed/ }));
      await expectVisible(staff.getByRole('figure', { name: /Average months from opening to closing/ }));
      assert.ok(data.aiInsights.recommendations.length > 0, 'the demo clinic has something to recommend');
      const first = data.aiInsights.recommendations[0];
      const list = staff.getByRole('list', { name: 'Recommendations, most urgent first' });
      const link = list.getByRole('link', { name: first.caseNumber }).first();
      await expectVisible(link);
      await expectNoSeriousAxeViolations(staff, 'ai insights');
      await screenshot(staff, 'ai-insights-2-insights');
      await link.click();
      await expectUrl(staff, `/cases/${first.caseId}`);
    },
  },
];
