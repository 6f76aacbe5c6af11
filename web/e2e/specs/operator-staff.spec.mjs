import { assert, expectVisible } from '../lib/assert.mjs';
import { demoSupportAgentEmail, signInAsOperator, signInAsSuperAdmin } from '../lib/super-admin.mjs';

export const tests = [
  {
    name: 'operator-staff: the support agent sees only their tabs and is refused Revenue; the super admin flips a clinic flag off and on, adds a role and a staff member; /test-data counts',
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

      // The Staff tab: a new role with its areas, a new staff member with it (invited), the role then held.
      const stamp = `walk${Date.now().toString(36)}`;
      const roleName = `Night Desk ${stamp}`;
      await admin.goto(`${baseUrl}/admin?tab=staff`);
      await admin.getByRole('button', { name: 'New role' }).click();
      const roleDialog = admin.getByRole('dialog', { name: 'New role' });
      await roleDialog.getByRole('button', { name: 'Create role' }).click();
      await expectVisible(roleDialog.getByText('Role name is required'));
      await roleDialog.getByRole('textbox', { name: /^Role name/ }).fill(roleName);
      await roleDialog.getByRole('checkbox', { name: 'Support' }).check();
      await roleDialog.getByRole('checkbox', { name: 'Logs' }).check();
      await roleDialog.getByRole('button', { name: 'Create role' }).click();
      await roleDialog.waitFor({ state: 'detached' });
      const roleCard = admin.getByTestId('employee-role').filter({ hasText: roleName });
      await expectVisible(roleCard.getByText('Support', { exact: true }));

      await admin.getByRole('button', { name: 'Add staff member' }).click();
      const addDialog = admin.getByRole('dialog', { name: 'Add staff member' });
      await addDialog.getByRole('textbox', { name: /^Email/ }).fill(`${stamp}@staff.casebridge.test`);
      await addDialog.getByRole('textbox', { name: /^First name/ }).fill('Robin');
      await addDialog.getByRole('textbox', { name: /^Last name/ }).fill(`Okafor ${stamp}`);
      await addDialog.getByRole('combobox', { name: /^Role/ }).click();
      await admin.getByRole('option', { name: roleName }).click();
      await screenshot(admin, 'operator-staff-5-add-member');
      await addDialog.getByRole('button', { name: 'Add and invite' }).click();
      const invited = admin.getByRole('dialog', { name: 'Staff member added' });
      await expectVisible(invited);
      await invited.getByRole('button', { name: 'Done' }).click();
      const member = admin.getByTestId('employee').filter({ hasText: `${stamp}@staff.casebridge.test` });
      await expectVisible(member.getByText('Invited'));
      await expectVisible(roleCard.getByText(`${roleName} · 1 active`));
      await roleCard.getByRole('button', { name: `Delete role ${roleName}` }).click();
      await admin
        .getByRole('dialog', { name: 'Delete this role?' })
        .getByRole('button', { name: 'Delete role', exact: true })
        .click();
      await expectVisible(admin.getByText(/Give its employee another role before deleting it/));
      await screenshot(admin, 'operator-staff-6-staff-tab');

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
