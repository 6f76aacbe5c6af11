import { assert, expectText, expectVisible } from '../lib/assert.mjs';
import { expectNoSidewaysScroll, phone } from '../lib/phone.mjs';
import { graphqlInPage, loginAs } from '../lib/session.mjs';
import { signInAsSuperAdmin } from '../lib/super-admin.mjs';

/** The first open case of the demo attorney (any clinic): funding touches nothing other walks count. */
async function openCase(page) {
  const { data } = await graphqlInPage(
    page,
    '{ cases(first: 20, filter: { openOnly: true }) { nodes { id caseNumber } } }',
  );
  assert.ok(data.cases.nodes.length > 0, 'the demo attorney has no open case');
  return data.cases.nodes[0];
}

export const tests = [
  {
    name: 'funding: the operator adds a partner, the attorney requests funding from the verified packet, the partner approves through its link, the attorney sees it live',
    async run({ newPage, baseUrl, screenshot }) {
      const stamp = `E2E Funding ${Date.now().toString(36)}`;

      // The operator adds the partner in the console's Funding tab.
      const operator = await newPage();
      await signInAsSuperAdmin(operator, baseUrl);
      await operator.goto(`${baseUrl}/admin?tab=funding`);
      await expectVisible(operator.getByRole('heading', { name: 'Funding partners' }));
      await operator.getByRole('button', { name: 'Add partner' }).click();
      const form = operator.getByRole('dialog', { name: 'Add funding partner' });
      await form.getByRole('textbox', { name: /^Company name/ }).fill(stamp);
      await form.getByRole('textbox', { name: /^Minimum amount/ }).fill('500');
      await form.getByRole('textbox', { name: /^Maximum amount/ }).fill('20000');
      await form.getByRole('textbox', { name: /^Typical rate/ }).fill('2.75');
      await form.getByRole('textbox', { name: /^Notes/ }).fill('We pay a referral fee for each case');
      await form.getByRole('button', { name: 'Save partner' }).click();
      await expectVisible(form.getByText(/fee or payment tied to referrals/));
      await form.getByRole('textbox', { name: /^Notes/ }).fill('Answers within a day');
      await form.getByLabel('API key').fill('partner-secret-key');
      await screenshot(operator, 'funding-1-operator-adds-partner');
      await form.getByRole('button', { name: 'Save partner' }).click();
      const card = operator.getByTestId('funding-partner').filter({ hasText: stamp });
      await expectVisible(card);
      await expectVisible(card.getByText('API key set'));
      assert.equal(await operator.getByText('partner-secret-key').count(), 0, 'the API key is shown back');

      // The attorney asks from the verified packet of one of their cases.
      const attorney = await newPage();
      await loginAs(attorney, baseUrl, { email: 'attorney@harper-law.demo', type: 'Attorney' });
      const kase = await openCase(attorney);
      await attorney.goto(`${baseUrl}/cases/${kase.id}?tab=funding`);
      await expectVisible(attorney.getByRole('tab', { name: 'Funding', selected: true }));
      await expectVisible(attorney.getByRole('heading', { name: 'Verified packet' }));
      await attorney.getByRole('button', { name: 'Request funding' }).click();
      const dialog = attorney.getByRole('dialog', { name: 'Request funding' });
      await dialog.getByRole('combobox', { name: /Funding partner/ }).click();
      await attorney.getByRole('option', { name: new RegExp(stamp) }).click();
      await dialog.getByRole('textbox', { name: /^Requested amount/ }).fill('25000');
      await dialog.getByRole('textbox', { name: /^Purpose/ }).fill('Rent and car repairs while treating');
      await dialog.getByRole('checkbox', { name: /^Treatment/ }).uncheck();
      await dialog.getByRole('button', { name: 'Save draft' }).click();
      await expectVisible(dialog.getByText('This partner funds at most $20000.00'));
      await dialog.getByRole('textbox', { name: /^Requested amount/ }).fill('4000');
      await screenshot(attorney, 'funding-2-attorney-request-form');
      await dialog.getByRole('button', { name: 'Save draft' }).click();
      const request = attorney.locator('section').filter({ hasText: stamp }).first();
      await expectVisible(request.getByText('Draft'));
      await request.getByRole('button', { name: 'Submit to partner' }).click();
      const linkDialog = attorney.getByRole('dialog', { name: 'Partner link' });
      const link = await linkDialog.getByTestId('partner-link').inputValue();
      assert.match(link, /\/funding-offer\?token=/);
      await linkDialog.getByRole('button', { name: 'Done' }).click();
      await expectVisible(request.getByText('Awaiting partner'));

      // The partner, on a phone, with no account: the shared packet only, then its answer.
      const partner = await newPage(phone);
      await partner.goto(link.replace(/^https?:\/\/[^/]+/, baseUrl));
      await expectVisible(partner.getByRole('heading', { name: 'Shared packet' }));
      await expectVisible(partner.getByText(/Requested: \$4,000\.00/));
      await expectVisible(partner.getByText('Not shared'));
      assert.equal(await partner.getByText(kase.caseNumber).count(), 0, 'the partner sees the case number');
      await partner.getByRole('textbox', { name: /^Approved amount/ }).fill('3500');
      await partner.getByRole('textbox', { name: /^Interest rate/ }).fill('2.75');
      await partner
        .getByRole('textbox', { name: /^Repayment terms/ })
        .fill('Repaid from the settlement, simple interest');
      await expectNoSidewaysScroll(partner, 'partner funding page');
      await screenshot(partner, 'funding-3-partner-view-phone');
      await partner.getByRole('button', { name: 'Send approval' }).click();
      await expectVisible(partner.getByText(/This link is now closed/));

      // The attorney's open Funding tab shows the answer live: no reload, no Refresh (decision 433).
      await expectText(request, /approved \$3,500\.00 at 2\.75%/);
      assert.equal(await request.getByText('Awaiting partner').count(), 0, 'the request still reads as awaiting');
      await expectVisible(request.getByRole('button', { name: 'Record funds received' }));
      await screenshot(attorney, 'funding-4-attorney-sees-approval');
    },
  },
];
