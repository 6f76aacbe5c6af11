import { createRequire } from 'node:module';
import { assert, expectText, expectValue, expectVisible } from '../lib/assert.mjs';
import { expectNoSeriousAxeViolations } from '../lib/axe.mjs';
import { markDocument, notReloaded, trackSubscriptions } from '../lib/live.mjs';
import { graphqlInPage, loginAs } from '../lib/session.mjs';

const { pdfText } = createRequire(import.meta.url)('../../../api/src/test/pdf-text.cjs');

const attorneyLogins = {
  'Daniel Harper': 'attorney@harper-law.demo',
  'Miranda Cole': 'attorney@cole-legal.demo',
};
const staffLogin = { email: 'staff@northside.demo', type: 'Provider' };

/** How soon a change must show on the other side, from the moment the request leaves the browser. */
const LIVE_WITHIN_MS = 1000;

/** Exact money for expectations: whole cents as BigInt, formatted like the app ("$1,066.66"). */
const cents = (decimal) => {
  const [whole, fraction = ''] = decimal.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
};
const dollars = (value) => {
  const whole = (value / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `$${whole}.${String(value % 100n).padStart(2, '0')}`;
};

/** Waits for `locator` to be visible and fails naming how late it was when it missed `deadline`. */
async function visibleBy(locator, deadline, label) {
  try {
    await locator.first().waitFor({ state: 'visible', timeout: Math.max(1, deadline - Date.now()) });
  } catch {
    const late = await locator
      .first()
      .waitFor({ state: 'visible', timeout: 10_000 })
      .then(() => 'later')
      .catch(() => 'not within 10 s');
    throw new Error(`${label}: not shown within ${LIVE_WITHIN_MS} ms (${late})`);
  }
}

/** Resolves with the time a GraphQL operation's request left the page. */
function requestLeft(page, operationName) {
  return page
    .waitForRequest(
      (request) =>
        request.method() === 'POST' && request.postData()?.includes(`"operationName":"${operationName}"`) === true,
    )
    .then(() => Date.now());
}

/** An open Northside case whose attorney can sign in, and that attorney's login. */
async function sharedCase(staff, accept = () => true) {
  const { data } = await graphqlInPage(
    staff,
    '{ cases(first: 100, filter: { openOnly: true }) { nodes { id caseNumber attorney { fullName } } } }',
  );
  for (const node of data.cases.nodes) {
    const email = attorneyLogins[node.attorney?.fullName];
    if (email && (await accept(node))) return { ...node, attorneyEmail: email };
  }
  throw new Error('no open Northside case with an attorney who can sign in');
}

export const tests = [
  {
    name: "billing: staff raise and submit a bill; the attorney's billing page and lien ledger never show the draft, and show it submitted (charged once) within a second; the invoice PDF has the amounts",
    async run({ newPage, baseUrl, screenshot }) {
      const stamp = Date.now().toString(36);
      const staff = await newPage();
      await loginAs(staff, baseUrl, staffLogin);
      const target = await sharedCase(staff, async (node) => {
        const { data } = await graphqlInPage(staff, `{ caseLedger(caseId: ${node.id}) { closedAt } }`);
        return data.caseLedger.closedAt === null;
      });

      const attorney = await newPage();
      const attorneyListening = trackSubscriptions(attorney, 'BillingStatusChanged');
      await loginAs(attorney, baseUrl, { email: target.attorneyEmail, type: 'Attorney' });
      await attorney.goto(`${baseUrl}/billing`);
      await expectText(attorney.getByRole('heading', { level: 1 }), 'Billing & Payments');
      await expectVisible(attorney.getByRole('table', { name: 'Billing entries' }));
      assert.equal(await attorney.getByRole('form', { name: 'New billing entry form' }).count(), 0);
      await attorneyListening(null);
      await markDocument(attorney);
      // The attorney's lien ledger of the case, through the API as the attorney reads it.
      const attorneyLedger = async () =>
        (
          await graphqlInPage(
            attorney,
            `{ caseLedger(caseId: ${target.id}) { balance entries { kind amount invoiceNumber } } }`,
          )
        ).data.caseLedger;
      const ledgerBefore = await attorneyLedger();

      // Staff raise a bill on the case, from the form preselected by ?caseId=.
      await staff.goto(`${baseUrl}/billing?caseId=${target.id}`);
      const form = staff.getByRole('form', { name: 'New billing entry form' });
      await expectVisible(form);
      await expectValue(form.getByRole('combobox', { name: /^Case/ }), new RegExp(target.caseNumber));
      await form.getByLabel('Amount', { exact: false }).fill('1234.56');
      const description = `E2E re-examination ${stamp}`;
      await form.getByLabel('Description', { exact: false }).fill(description);
      await form.getByRole('button', { name: 'Create Billing Entry' }).click();
      await expectVisible(staff.getByText('Billing entry created successfully'));
      const { data } = await graphqlInPage(
        staff,
        `{ billingEntries(first: 5, filter: { caseId: ${target.id} }) { nodes { id invoiceNumber description amount status invoiceUrl } } }`,
      );
      const entry = data.billingEntries.nodes.find((node) => node.description === description);
      assert.ok(entry, 'the new entry is not in the list');
      assert.deepEqual([entry.amount, entry.status], ['1234.56', 'pending']);
      const staffRow = staff.getByRole('row', { name: new RegExp(entry.invoiceNumber) });
      await expectVisible(staffRow);

      // A pending bill is the clinic's draft: it never reaches the attorney's page.
      const attorneyRow = attorney.getByRole('row', { name: new RegExp(entry.invoiceNumber) });
      await attorney.waitForTimeout(LIVE_WITHIN_MS);
      assert.equal(await attorneyRow.count(), 0, "the clinic's pending draft reached the attorney");
      const whileDraft = await attorneyLedger();
      assert.deepEqual(
        [whileDraft.balance, whileDraft.entries.length],
        [ledgerBefore.balance, ledgerBefore.entries.length],
        "the draft's amount reached the attorney's ledger",
      );

      // Only the pending entry offers Submit; once submitted, the attorney's open page shows it within a second.
      const submitted = requestLeft(staff, 'BillingStatusChange');
      await staffRow.getByRole('button', { name: `Submit ${entry.invoiceNumber}` }).click();
      const sentAt = await submitted;
      await visibleBy(attorneyRow.getByText('Submitted', { exact: true }), sentAt + LIVE_WITHIN_MS, 'Submitted');
      assert.equal(await attorneyRow.getByRole('button').count(), 0, 'the attorney is offered a status change');
      await expectVisible(attorneyRow.getByRole('cell', { name: 'Northside Chiropractic' }));
      await expectVisible(staff.getByText('Billing status updated successfully'));
      await expectVisible(staffRow.getByRole('button', { name: `Mark Paid ${entry.invoiceNumber}` }));
      assert.equal(await staffRow.getByRole('button', { name: `Submit ${entry.invoiceNumber}` }).count(), 0);
      assert.equal(await notReloaded(attorney), true, "the attorney's billing page reloaded");
      await expectNoSeriousAxeViolations(staff, 'billing-staff');
      await screenshot(staff, 'billing-staff');
      await expectNoSeriousAxeViolations(attorney, 'billing-attorney-live');
      await screenshot(attorney, 'billing-attorney-live');
      // Submitted, the bill is charged to the ledger, once.
      const afterSubmit = await attorneyLedger();
      const charges = afterSubmit.entries.filter((e) => e.invoiceNumber === entry.invoiceNumber);
      assert.deepEqual(charges, [{ kind: 'charge', amount: '1234.56', invoiceNumber: entry.invoiceNumber }]);
      assert.equal(cents(afterSubmit.balance), cents(ledgerBefore.balance) + cents('1234.56'));

      // The invoice opens in a new tab as a PDF with the clinic, case, line and amounts.
      const invoiceLink = attorneyRow.getByRole('link', { name: new RegExp(`^Invoice ${entry.invoiceNumber}`) });
      assert.equal(await invoiceLink.getAttribute('href'), entry.invoiceUrl);
      assert.equal(await invoiceLink.getAttribute('target'), '_blank');
      const response = await attorney.request.get(`${baseUrl}${entry.invoiceUrl}`);
      assert.equal(response.status(), 200);
      assert.equal(response.headers()['content-type'], 'application/pdf');
      const text = pdfText(await response.body());
      for (const expected of [
        'Northside Chiropractic',
        'Invoice',
        entry.invoiceNumber,
        target.caseNumber,
        description,
        '$1,234.56',
        'Balance due',
      ])
        assert.ok(text.includes(expected), `the invoice does not show ${expected}`);

      // The attorney's Billing tab of the case lists the submitted bill's charge.
      await attorney.goto(`${baseUrl}/cases/${target.id}?tab=billing`);
      const entries = attorney.getByRole('table', { name: 'Ledger entries' });
      await expectVisible(entries.getByRole('row', { name: new RegExp(`Invoice ${entry.invoiceNumber}`) }));
      await screenshot(attorney, 'billing-attorney-ledger-charge');
    },
  },
  {
    name: 'billing, lien ledger: the attorney asks for a 20% reduction, the clinic accepts, and both ledgers show the new balance live',
    async run({ newPage, baseUrl, screenshot }) {
      const staff = await newPage();
      await loginAs(staff, baseUrl, staffLogin);
      const attorney = await newPage();
      const attorneyListening = trackSubscriptions(attorney, 'CaseLedgerChanged');
      const staffListening = trackSubscriptions(staff, 'CaseLedgerChanged');

      // A case whose attorney may ask for a reduction now (open ledger, a balance, no open request).
      let attorneyEmail = null;
      const target = await sharedCase(staff, async (node) => {
        const { data } = await graphqlInPage(
          staff,
          `{ caseLedger(caseId: ${node.id}) { balance closedAt reductionRequests { status } } }`,
        );
        const ledger = data.caseLedger;
        const open = ledger.reductionRequests.some((r) => r.status === 'pending' || r.status === 'countered');
        return !ledger.closedAt && !open && cents(ledger.balance) > 0n;
      });
      attorneyEmail = target.attorneyEmail;
      await loginAs(attorney, baseUrl, { email: attorneyEmail, type: 'Attorney' });
      const ledgerTab = `${baseUrl}/cases/${target.id}?tab=billing`;
      await staff.goto(ledgerTab);
      await attorney.goto(ledgerTab);
      const balanceCard = (page) => page.getByRole('region', { name: 'Balance' });
      await expectVisible(balanceCard(staff));
      await expectVisible(balanceCard(attorney));
      await Promise.all([staffListening(target.id), attorneyListening(target.id)]);
      await markDocument(staff);
      const { data } = await graphqlInPage(attorney, `{ caseLedger(caseId: ${target.id}) { balance } }`);
      const balance = cents(data.caseLedger.balance);
      const expected = balance - (balance * 20n + 50n) / 100n;

      // The attorney asks for 20%.
      await attorney.getByRole('button', { name: 'Request Reduction' }).click();
      const dialog = attorney.getByRole('form', { name: 'Request Reduction form' });
      await expectVisible(dialog);
      await dialog.getByRole('textbox', { name: /^Percentage/ }).fill('20');
      await dialog
        .getByLabel('Reason', { exact: false })
        .fill('The at-fault driver carries only minimum policy limits.');
      const asked = requestLeft(attorney, 'ReductionRequest');
      await dialog.getByRole('button', { name: 'Request Reduction' }).click();
      const askedAt = await asked;

      // The clinic's open ledger shows the request with its answers, without a reload.
      const accept = staff.getByRole('button', { name: 'Accept', exact: true });
      await visibleBy(accept, askedAt + LIVE_WITHIN_MS, "the request on the clinic's ledger");
      await expectNoSeriousAxeViolations(staff, 'ledger-clinic-request');
      await screenshot(staff, 'ledger-clinic-request');
      await accept.click();
      const confirmDialog = staff.getByRole('dialog');
      const accepted = requestLeft(staff, 'ReductionRespond');
      await confirmDialog.getByRole('button', { name: 'Accept', exact: true }).click();
      const acceptedAt = await accepted;

      // Both ledgers show the new balance; the attorney's within a second.
      await visibleBy(
        balanceCard(attorney).getByText(dollars(expected)),
        acceptedAt + LIVE_WITHIN_MS,
        "the attorney's balance",
      );
      await expectVisible(balanceCard(staff).getByText(dollars(expected)));
      await expectVisible(attorney.getByRole('link', { name: /Reduction letter/ }));
      assert.equal(await notReloaded(staff), true, "the clinic's ledger reloaded");
      await expectNoSeriousAxeViolations(attorney, 'ledger-attorney-after-reduction');
      await screenshot(attorney, 'ledger-attorney-after-reduction');

      const letterHref = await attorney
        .getByRole('link', { name: /Reduction letter/ })
        .first()
        .getAttribute('href');
      const letter = await attorney.request.get(`${baseUrl}${letterHref}`);
      assert.equal(letter.status(), 200);
      const text = pdfText(await letter.body());
      for (const expectedText of ['Lien reduction agreement', target.caseNumber, dollars(balance), dollars(expected)])
        assert.ok(text.includes(expectedText), `the letter does not show ${expectedText}`);
    },
  },
];
