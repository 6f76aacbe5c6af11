import { createRequire } from 'node:module';
import { assert, expectText, expectVisible } from '../lib/assert.mjs';
import { expectNoSeriousAxeViolations } from '../lib/axe.mjs';
import { expectNoSidewaysScroll, phone } from '../lib/phone.mjs';
import { graphqlInPage, loginAs } from '../lib/session.mjs';

const { pdfText } = createRequire(import.meta.url)('../../../api/src/test/pdf-text.cjs');

/** The first of the attorney's open Northside cases with a balance and no settlement statement yet. */
async function unsettledCase(page) {
  const { data } = await graphqlInPage(
    page,
    '{ cases(first: 50, filter: { openOnly: true }) { nodes { id caseNumber clinic { name } } } }',
  );
  for (const kase of data.cases.nodes.filter((node) => node.clinic?.name === 'Northside Chiropractic')) {
    const { data: found } = await graphqlInPage(
      page,
      'query($id: Int!) { caseSettlement(caseId: $id) { ledgerBalance ledgerClosedAt current { id } } }',
      { id: kase.id },
    );
    const s = found.caseSettlement;
    if (!s.current && !s.ledgerClosedAt && Number(s.ledgerBalance) > 200) return { ...kase, balance: s.ledgerBalance };
  }
  throw new Error('no unsettled Northside case with a balance for the demo attorney');
}

export const tests = [
  {
    name: 'settlement: the attorney records a disbursement statement, the clinic sees its line live and confirms it, both see the closed ledger',
    async run({ newPage, baseUrl, screenshot }) {
      const attorney = await newPage();
      await loginAs(attorney, baseUrl, { email: 'attorney@harper-law.demo', type: 'Attorney' });
      const kase = await unsettledCase(attorney);

      const clinic = await newPage();
      await loginAs(clinic, baseUrl, { email: 'staff@northside.demo', type: 'Provider' });
      await clinic.goto(`${baseUrl}/cases/${kase.id}?tab=settlement`);
      await expectVisible(clinic.getByRole('tab', { name: 'Settlement', selected: true }));
      await expectVisible(clinic.getByText('No settlement recorded yet'));

      // The attorney's form: the clinic's line starts at its balance; the net is computed as typed.
      await attorney.goto(`${baseUrl}/cases/${kase.id}?tab=settlement`);
      await attorney.getByRole('button', { name: 'Record settlement statement' }).click();
      const dialog = attorney.getByRole('dialog', { name: 'Record Settlement Statement' });
      await expectVisible(dialog);
      const clinicLine = dialog.getByRole('textbox', { name: /Northside Chiropractic \(its lien\)/ });
      assert.equal(await clinicLine.inputValue(), kase.balance, "the clinic's line is not prefilled with its balance");
      await dialog.getByRole('button', { name: 'Record statement' }).click();
      await expectVisible(dialog.getByText('Gross settlement is required'));
      await dialog.getByRole('textbox', { name: /^Gross settlement/ }).fill('100');
      await dialog.getByRole('button', { name: 'Record statement' }).click();
      await expectVisible(dialog.getByText(/cannot exceed the gross settlement \(\$100\.00\)/));
      await dialog.getByRole('textbox', { name: /^Gross settlement/ }).fill('30,000');
      await dialog.getByRole('button', { name: 'Add cost' }).click();
      await dialog.getByRole('textbox', { name: /^Description/ }).fill('Court filing fee');
      await dialog
        .getByRole('textbox', { name: /^Amount/ })
        .first()
        .fill('435.20');
      const payment = (Math.floor(Number(kase.balance) * 80) / 100).toFixed(2);
      await clinicLine.fill(payment);
      await dialog.getByRole('button', { name: 'Add lienholder' }).click();
      await dialog.getByRole('textbox', { name: /^Lienholder/ }).fill('Medicare');
      await dialog
        .getByRole('textbox', { name: /^Amount/ })
        .nth(1)
        .fill('1200');
      await expectText(dialog.getByRole('status', { name: 'Net to client' }), /net to client \$/);
      await expectNoSeriousAxeViolations(attorney, 'settlement statement form');
      await screenshot(attorney, 'settlement-1-attorney-statement-form');
      await dialog.getByRole('button', { name: 'Record statement' }).click();
      await expectVisible(attorney.getByText('Statement recorded'));
      await expectVisible(attorney.getByText('Disbursement statement, version 1'));
      await expectVisible(attorney.getByText('Awaiting the clinic'));

      // The clinic's screen follows without a reload: its line beside its balance, Confirm and Dispute.
      await expectVisible(clinic.getByText('Disbursement statement, version 1'));
      const line = clinic.getByRole('group', { name: 'Your lien line' });
      await expectVisible(line.getByText('Proposed payment'));
      await expectVisible(line.getByText(`$${Number(payment).toLocaleString('en-US', { minimumFractionDigits: 2 })}`));
      await expectNoSeriousAxeViolations(clinic, 'clinic settlement line');
      await screenshot(clinic, 'settlement-2-clinic-sees-its-line');

      // The PDF both sides download.
      const { data } = await graphqlInPage(
        clinic,
        'query($id: Int!) { caseSettlement(caseId: $id) { current { pdfUrl netToClient } } }',
        {
          id: kase.id,
        },
      );
      const pdf = await attorney.request.get(`${baseUrl}${data.caseSettlement.current.pdfUrl}`);
      assert.equal(pdf.status(), 200);
      const text = pdfText(await pdf.body());
      for (const expected of [
        'Settlement disbursement statement',
        kase.caseNumber,
        'Cost: Court filing fee',
        'Lien: Medicare',
        'Net to client',
      ])
        assert.ok(text.includes(expected), `the statement PDF lacks "${expected}"`);

      await clinic.getByRole('button', { name: 'Confirm', exact: true }).click();
      const confirmDialog = clinic.getByRole('dialog', { name: 'Confirm settlement line' });
      await expectVisible(confirmDialog.getByText(/is written off, and the ledger and the case close/));
      await screenshot(clinic, 'settlement-3-confirm-dialog');
      await confirmDialog.getByRole('button', { name: 'Confirm and close' }).click();
      await expectVisible(clinic.getByText('Settlement confirmed'));

      // The attorney sees it confirmed, live; both see the closed ledger at $0.00.
      await expectVisible(attorney.getByText(/Confirmed by .*the payment and the write-off were posted/));
      await screenshot(attorney, 'settlement-4-attorney-sees-confirmation');
      for (const [page, who] of [
        [attorney, 'attorney'],
        [clinic, 'clinic'],
      ]) {
        await page.goto(`${baseUrl}/cases/${kase.id}?tab=billing`);
        await expectVisible(page.getByRole('status', { name: 'Ledger closed' }));
        const { data: ledger } = await graphqlInPage(
          page,
          'query($id: Int!) { caseLedger(caseId: $id) { balance entries { kind amount } } }',
          {
            id: kase.id,
          },
        );
        assert.equal(ledger.caseLedger.balance, '0.00', `the ${who} does not see a zero balance`);
        const tail = ledger.caseLedger.entries.slice(-2).map((e) => e.kind);
        assert.deepEqual(tail, ['payment', 'write_off']);
        await screenshot(page, `settlement-5-${who}-closed-ledger`);
      }

      // At phone width the clinic's confirmed statement reads without sideways scrolling.
      const small = await newPage(phone);
      await loginAs(small, baseUrl, { email: 'staff@northside.demo', type: 'Provider' });
      await small.goto(`${baseUrl}/cases/${kase.id}?tab=settlement`);
      await expectVisible(small.getByText('Disbursement statement, version 1'));
      await expectNoSidewaysScroll(small, 'settlement tab');
      await screenshot(small, 'settlement-6-phone');
    },
  },
];
