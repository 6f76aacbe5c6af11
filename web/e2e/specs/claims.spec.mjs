import fs from 'node:fs';
import { assert, expectText, expectUrl, expectVisible } from '../lib/assert.mjs';
import { expectNoSeriousAxeViolations } from '../lib/axe.mjs';
import { graphqlInPage, loginAs } from '../lib/session.mjs';

const staffLogin = { email: 'staff@northside.demo', type: 'Provider' };

/** A Northside case with a coverage and coded bill lines no claim holds (the demo leaves some). */
async function caseWithClaimableLines(page) {
  const { data } = await graphqlInPage(
    page,
    '{ cases(first: 100, filter: { openOnly: true }) { nodes { id caseNumber } } }',
  );
  for (const node of data.cases.nodes) {
    const answer = await graphqlInPage(
      page,
      'query($id: Int!) { claimableLines(caseId: $id) { billingLineId amount } caseCoverages(caseId: $id) { id } }',
      { id: node.id },
    );
    if (answer.data.claimableLines.length > 0 && answer.data.caseCoverages.length > 0)
      return { ...node, ...answer.data };
  }
  throw new Error('no Northside case with a coverage and unclaimed coded bill lines');
}

export const tests = [
  {
    name: 'claims: staff make a claim from coded bill lines on the Insurance tab, submit it, download its 837P and record the payment, which reaches the ledger',
    async run({ newPage, baseUrl, screenshot }) {
      const page = await newPage();
      await loginAs(page, baseUrl, staffLogin);
      const target = await caseWithClaimableLines(page);

      await page.goto(`${baseUrl}/cases/${target.id}?tab=insurance`);
      await expectVisible(page.getByRole('heading', { name: 'Coverages' }));
      await expectVisible(page.getByRole('button', { name: 'New Claim' }));
      await expectNoSeriousAxeViolations(page, 'claims-insurance-tab');
      await screenshot(page, 'claims-1-insurance-tab');

      await page.getByRole('button', { name: 'New Claim' }).click();
      const dialog = page.getByRole('dialog', { name: 'New Claim' });
      const boxes = dialog.getByRole('checkbox');
      await expectVisible(boxes.first());
      const chosen = Math.min(await boxes.count(), 6);
      for (let i = 0; i < chosen; i += 1) await boxes.nth(i).check();
      await expectNoSeriousAxeViolations(page, 'claims-new-claim-dialog');
      await screenshot(page, 'claims-2-new-claim');
      await dialog.getByRole('button', { name: 'Create Draft Claim' }).click();

      await expectUrl(page, /^\/claims\/\d+$/);
      const claimId = Number(new URL(page.url()).pathname.split('/').pop());
      const { data } = await graphqlInPage(
        page,
        'query($id: Int!) { insuranceClaim(id: $id) { claimNumber billedAmount status } }',
        {
          id: claimId,
        },
      );
      const claim = data.insuranceClaim;
      assert.equal(claim.status, 'draft');
      await expectText(page.getByRole('heading', { level: 1 }), `Claim ${claim.claimNumber}`);

      await page.getByRole('button', { name: 'Submit', exact: true }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Submit Claim' }).click();
      await expectVisible(page.locator('[data-status="submitted"]').first());

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Download 837P' }).click(),
      ]);
      assert.equal(download.suggestedFilename(), `837p-${claim.claimNumber}.txt`);
      const x12 = fs.readFileSync(await download.path(), 'utf8');
      assert.match(x12, /^ISA\*00\*/);
      assert.ok(
        x12.includes(`CLM*${claim.claimNumber}*${claim.billedAmount}*`),
        'the CLM segment names the claim and its amount',
      );
      assert.match(x12, /\nSE\*\d+\*0001~\nGE\*1\*\d+~\nIEA\*1\*\d{9}~/);
      await expectNoSeriousAxeViolations(page, 'claims-submitted');
      await screenshot(page, 'claims-3-submitted');

      await page.getByRole('button', { name: 'Record Payment' }).click();
      const payment = page.getByRole('dialog', { name: `Record Payment ${claim.claimNumber}` });
      await payment.getByLabel('Paid Amount').fill('10.00');
      await payment.getByLabel('Allowed Amount').fill('5.00');
      await payment.getByRole('button', { name: 'Record Payment' }).click();
      await expectVisible(payment.getByText('Paid amount cannot be more than the allowed amount').first());
      await screenshot(page, 'claims-4-payment-refused');
      await payment.getByLabel('Allowed Amount').fill(claim.billedAmount);
      await payment.getByLabel('Paid Amount').fill('100.00');
      await payment.getByRole('button', { name: 'Record Payment' }).click();
      await expectVisible(page.locator('[data-status="paid"]').first());
      await screenshot(page, 'claims-5-paid');

      const ledger = await graphqlInPage(
        page,
        'query($id: Int!) { caseLedger(caseId: $id) { entries { kind amount reference paymentMethod } } }',
        {
          id: target.id,
        },
      );
      const posted = ledger.data.caseLedger.entries.filter((entry) => entry.reference === claim.claimNumber);
      assert.deepEqual(posted, [
        { kind: 'payment', amount: '100.00', reference: claim.claimNumber, paymentMethod: 'insurance' },
      ]);

      await page.goto(`${baseUrl}/claims`);
      await page.getByLabel('Search claim number or patient').fill(claim.claimNumber);
      await expectVisible(page.getByRole('link', { name: claim.claimNumber }));
      await expectNoSeriousAxeViolations(page, 'claims-list');
      await screenshot(page, 'claims-6-list');
    },
  },
];
