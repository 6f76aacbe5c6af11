import { assert, expectVisible } from '../lib/assert.mjs';
import { demoSupportAgentEmail, signInAsOperator } from '../lib/super-admin.mjs';

export const tests = [
  {
    name: "clinic billing area: a support agent's Clinics tab shows no billing, and Manage holds the details only",
    async run({ newPage, baseUrl, screenshot }) {
      const agent = await newPage();
      await signInAsOperator(agent, baseUrl, demoSupportAgentEmail);
      await agent.goto(`${baseUrl}/admin?tab=clinics`);
      const card = agent.getByRole('article').first();
      await expectVisible(card);
      const text = await card.textContent();
      for (const hidden of ['Monthly billing', 'Next billing', 'Not set', 'Not scheduled'])
        assert.ok(!text.includes(hidden), `the agent's clinic card shows "${hidden}": ${text}`);
      await screenshot(agent, 'clinic-billing-area-1-cards');

      // Manage at phone width: the details and the Active switch, and who manages billing.
      await agent.setViewportSize({ width: 390, height: 844 });
      await card.getByRole('button', { name: 'Manage' }).click();
      const dialog = agent.getByRole('dialog');
      await expectVisible(dialog.getByText('Billing is managed by the Billing team'));
      assert.equal(await dialog.getByRole('combobox', { name: /^Plan/ }).count(), 0);
      assert.equal(await dialog.getByRole('combobox', { name: /^Billing Status/ }).count(), 0);
      await screenshot(agent, 'clinic-billing-area-2-manage-phone');

      // Saving as it is writes nothing (no change), and the server accepts the details-only save.
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      await expectVisible(agent.getByText(/was saved\./));
      await dialog.waitFor({ state: 'detached' });
    },
  },
];
