import { assert, expectVisible } from '../lib/assert.mjs';
import { demoSupportAgentEmail, signInAsOperator, signInAsSuperAdmin } from '../lib/super-admin.mjs';

export const tests = [
  {
    name: 'operator-staff: the support agent sees only their tabs and is refused Revenue; the super admin flips a clinic flag off and on; /test-data counts',
    async run({ newPage, baseUrl, screenshot }) {
      const agent = await newPage();
      await signInAsOperator(agent, baseUrl, demoSupportAgentEmail);
      await expectVisible(agent.getByRole('heading', { name: 'Operator Console' }));
      const tabs = await agent.getByRole('tab').allTextContents();
      assert.ok(tabs.includes('Clinics'), `the agent's tabs: ${tabs.join(', ')}`);
      for (const hidden of ['Revenue', 'Billing', 'Sales', 'Users', 'Staff', 'Flags'])
        assert.ok(!tabs.includes(hidden), `the agent must not see ${hidden}: ${tabs.join(', ')}`);
      await screenshot(agent, 'operator-staff-1-agent-tabs');

      // Typed by hand: the access-denied state, and the server refuses the data anyway.
      await agent.goto(`${baseUrl}/admin?tab=revenue`);
      await expectVisible(agent.getByText('Your operator role does not include the Revenue area.'));
      const refused = await agent.evaluate(async () => {
        const response = await fetch('/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: '{ revenueDefinitions { __typename } }' }),
        });
        return (await response.json()).errors?.[0]?.extensions?.code;
      });
      assert.equal(refused, 'FORBIDDEN');
      await screenshot(agent, 'operator-staff-2-revenue-refused');

      // The super admin turns ai.insights off for a clinic, then on again, then lets it follow the global value.
      const admin = await newPage();
      await signInAsSuperAdmin(admin, baseUrl);
      await admin.goto(`${baseUrl}/admin?tab=flags`);
      const card = admin.getByTestId('flag-ai.insights');
      await expectVisible(card);
      await card.getByRole('combobox', { name: 'Clinic override' }).click();
      await admin.getByRole('option', { name: 'Lakeview Spine & Injury' }).click();
      await card.getByRole('button', { name: 'Turn off for this clinic' }).click();
      const override = card.getByRole('switch', { name: 'ai.insights for Lakeview Spine & Injury' });
      await expectVisible(override);
      assert.equal(await override.isChecked(), false);
      await screenshot(admin, 'operator-staff-3-flag-off');
      await override.click();
      for (let tries = 0; tries < 50 && !(await override.isChecked()); tries += 1) await admin.waitForTimeout(100);
      assert.equal(await override.isChecked(), true);
      await card.getByRole('button', { name: 'Follow global' }).click();
      await override.waitFor({ state: 'detached' });

      // /test-data: the demo's counts.
      await admin.goto(`${baseUrl}/test-data`);
      await expectVisible(admin.getByRole('heading', { name: 'Test Data' }));
      const clinics = Number(
        (await admin.getByTestId('count-clinics').locator('p').last().textContent()).replace(/,/g, ''),
      );
      assert.ok(clinics >= 2, `clinics counted: ${clinics}`);
      await screenshot(admin, 'operator-staff-4-test-data');
    },
  },
];
