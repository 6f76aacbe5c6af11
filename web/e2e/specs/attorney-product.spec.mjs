import { assert, expectText, expectUrl, expectVisible } from '../lib/assert.mjs';
import { graphqlInPage, loginAs } from '../lib/session.mjs';

export const tests = [
  {
    name: "attorney product: an attorney lands on their own dashboard, opens what waits on them, reads a patient, is refused /new-patient, and sees each bill's clinic",
    async run({ newPage, baseUrl, screenshot }) {
      const page = await newPage();
      await loginAs(page, baseUrl, { email: 'attorney@harper-law.demo', type: 'Attorney' });

      // Their own dashboard: figures labelled for what they measure, what waits on them, cases by clinic.
      await expectText(page.getByRole('heading', { level: 1 }), 'Dashboard');
      await expectVisible(page.getByRole('region', { name: 'Average settlement (your settled cases)' }));
      await expectVisible(page.getByRole('region', { name: /^Clinics' median reply time to you/ }));
      assert.equal(await page.getByRole('region', { name: 'Pending Tasks' }).count(), 0, "the clinic's dashboard");
      const byClinic = page.getByRole('region', { name: 'Your cases by clinic' });
      await expectVisible(byClinic.getByRole('region', { name: 'Northside Chiropractic' }));
      await expectVisible(byClinic.getByRole('region', { name: 'Lakeview Spine & Injury' }));
      const nav = page.getByRole('navigation', { name: 'Main navigation' });
      await expectVisible(nav.getByRole('link', { name: 'Attorney Portal', exact: true }));
      // The AI dashboard answers from the attorney's own cases (decision 195).
      await expectVisible(nav.getByRole('link', { name: 'AI Dashboard', exact: true }));
      const waiting = page.getByRole('list', { name: 'Waiting items' }).getByRole('link');
      await expectVisible(waiting.first());
      await screenshot(page, 'attorney-dashboard');

      // A waiting item opens the record it is about.
      const href = await waiting.first().getAttribute('href');
      assert.match(href, /^\/cases\/\d+\?tab=(billing|documents|messages)$/);
      await waiting.first().click();
      await expectUrl(page, href);
      await expectVisible(page.getByRole('tab', { name: 'History' }));

      // A patient of their cases is a read-only record, not a form.
      const { data } = await graphqlInPage(page, '{ cases(first: 1) { nodes { patient { id fullName } } } }');
      const patient = data.cases.nodes[0].patient;
      await page.goto(`${baseUrl}/patients/${patient.id}`);
      await expectText(page.getByRole('heading', { level: 1 }), patient.fullName);
      await expectVisible(page.getByText('Patient record (read-only)'));
      await expectVisible(page.getByRole('region', { name: 'Insurance' }));
      await expectVisible(page.getByRole('region', { name: 'Cases' }).getByRole('link').first());
      assert.equal(await page.getByRole('textbox').count(), 0, 'the patient record offers fields to type in');
      assert.equal(await page.getByRole('button', { name: /save/i }).count(), 0);
      await screenshot(page, 'attorney-patient-record');

      // A page they may not use says so before they type.
      await page.goto(`${baseUrl}/new-patient`);
      await expectVisible(page.getByRole('heading', { name: 'Access Restricted' }));
      await expectVisible(page.getByText(/Only the clinic can register patients/));
      assert.equal(await page.getByRole('textbox').count(), 0);
      await screenshot(page, 'attorney-new-patient-refused');

      // Billing: each bill names its clinic, and no pending draft is listed.
      await page.goto(`${baseUrl}/billing`);
      const table = page.getByRole('table', { name: 'Billing entries' });
      await expectVisible(table.getByRole('columnheader', { name: 'Clinic' }));
      const { data: bills } = await graphqlInPage(
        page,
        '{ billingEntries(first: 100) { nodes { status clinicName } } }',
      );
      assert.ok(bills.billingEntries.nodes.length > 0, 'the demo gives Daniel Harper submitted bills');
      assert.ok(bills.billingEntries.nodes.every((bill) => bill.status !== 'pending'));
      await expectVisible(table.getByRole('cell', { name: bills.billingEntries.nodes[0].clinicName }).first());
      await screenshot(page, 'attorney-billing');
    },
  },
];
