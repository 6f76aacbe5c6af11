import { assert, expectText, expectUrl, expectVisible } from '../lib/assert.mjs';
import { expectNoSeriousAxeViolations } from '../lib/axe.mjs';
import { graphqlInPage, loginAs } from '../lib/session.mjs';

/** The demo's internal notes: none may ever appear on an attorney's screen. */
const internalNotes = [
  'Verify PIP coverage before next visit.',
  'Patient prefers morning appointments.',
  'Follow up on missing police report.',
];

/** Picks an option in a MUI Autocomplete by typing part of its text (the options list opens in a popper on the page). */
async function pick(scope, label, typed, optionText) {
  const input = scope.getByLabel(label, { exact: false }).first();
  await input.click();
  await input.fill(typed);
  const page = typeof scope.page === 'function' ? scope.page() : scope;
  await page
    .getByRole('option', { name: new RegExp(optionText) })
    .first()
    .click();
}

/** Chooses a value in a MUI Select. */
async function choose(page, label, optionName) {
  await page.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
  await page.getByRole('option', { name: optionName, exact: true }).click();
}

export const tests = [
  {
    name: 'clinic staff register a patient, edit it, open a case, find it, transfer it and see the transfer in History',
    async run({ newPage, baseUrl, screenshot }) {
      const page = await newPage();
      await loginAs(page, baseUrl, { email: 'staff@northside.demo', type: 'Provider' });
      const lastName = `Okafor${Date.now().toString(36).replace(/[0-9]/g, '').slice(0, 5) || 'x'}`;

      // Register the patient.
      await page.goto(`${baseUrl}/new-patient`);
      await expectText(page.getByRole('heading', { level: 1 }), 'Create Patient');
      await page.getByLabel('First Name', { exact: false }).fill('Amara');
      await page.getByLabel('Last Name', { exact: false }).fill(lastName);
      await page.getByLabel('Date of Birth', { exact: false }).fill('1988-06-14');
      await page.getByLabel('Email', { exact: false }).first().fill(`amara.${lastName.toLowerCase()}@example.com`);
      await page.getByLabel('Phone', { exact: false }).first().fill('(973) 555-0177');
      await expectNoSeriousAxeViolations(page, 'create-patient');
      await screenshot(page, 'create-patient');
      await page.getByRole('button', { name: 'Create Patient' }).click();
      await expectVisible(page.getByText('Patient created successfully!'));
      await expectUrl(page, '/patients', 5000);

      // Find it in the registry and edit it.
      await page.getByLabel('Search patients').fill(lastName);
      await expectVisible(page.getByRole('button', { name: `Edit Amara ${lastName}` }));
      await expectNoSeriousAxeViolations(page, 'patients-registry');
      await screenshot(page, 'patients-registry');
      await page.getByRole('button', { name: `Edit Amara ${lastName}` }).click();
      await expectUrl(page, /^\/patients\/\d+\/edit$/);
      const patientId = Number(new URL(page.url()).pathname.split('/')[2]);
      await page.getByLabel('Street Address', { exact: false }).fill('45 Elm St');
      await page.getByLabel('City', { exact: false }).fill('Montclair');
      await page.getByLabel('State', { exact: false }).fill('NJ');
      await page.getByLabel('ZIP Code', { exact: false }).fill('07042');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expectUrl(page, `/patients/${patientId}`);
      await expectVisible(page.getByText('Patient updated successfully'));

      // Open a case for the patient.
      await page.goto(`${baseUrl}/new-case`);
      await expectText(page.getByRole('heading', { level: 1 }), 'Create Case');
      await pick(page, 'Patient', lastName, lastName);
      await pick(page, 'Attorney', 'Harper', 'Daniel Harper');
      await choose(page, 'Case Type', 'Work Injury');
      await page.getByLabel('Accident Date', { exact: false }).fill('2026-09-03');
      await page.getByLabel('Description', { exact: false }).fill('Forklift collision in the loading bay');
      await page.getByLabel('Internal Notes', { exact: false }).fill('Employer disputes the report');
      await expectNoSeriousAxeViolations(page, 'create-case');
      await screenshot(page, 'create-case');
      await page.getByRole('button', { name: 'Create Case' }).click();
      await expectUrl(page, '/dashboard?view=cases');

      // Find it by search and filter.
      await page.goto(`${baseUrl}/cases?q=${lastName}&type=work_injury`);
      await expectText(
        page.getByText(/^Found \d+ cases? matching your search/),
        /^Found 1 case matching your search \(out of \d+ total\)$/,
      );
      await expectNoSeriousAxeViolations(page, 'cases-search');
      await screenshot(page, 'cases-search');
      await page
        .getByRole('link', { name: /CASE-\d{4}-\d{3}/ })
        .first()
        .click();
      await expectUrl(page, /^\/cases\/\d+/);
      await expectVisible(page.getByText('Employer disputes the report'));

      // Transfer it to another attorney and see the transfer in History.
      await page.getByRole('button', { name: 'Transfer Case' }).click();
      const dialog = page.getByRole('dialog');
      await pick(dialog, 'New attorney', 'Cole', 'Miranda Cole');
      await dialog.getByLabel('Reason', { exact: false }).fill('Client retained new counsel');
      await dialog.getByRole('button', { name: 'Transfer', exact: true }).click();
      await expectVisible(page.getByText('Case transferred'));
      await expectVisible(page.getByText('Miranda Cole').first());
      await page.getByRole('tab', { name: 'History' }).click();
      await expectVisible(page.getByText('Client retained new counsel').first());
      await expectNoSeriousAxeViolations(page, 'case-history-after-transfer');
      await screenshot(page, 'case-history-after-transfer');
    },
  },
  {
    name: "an attorney sees only their own cases, another attorney's case reads 'Case Not Found', and internal notes never appear",
    async run({ newPage, baseUrl, screenshot }) {
      const cole = await newPage();
      await loginAs(cole, baseUrl, { email: 'attorney@cole-legal.demo', type: 'Attorney' });
      const { data: coleData } = await graphqlInPage(cole, '{ cases(first: 1) { nodes { id } } }');
      const colesCaseId = coleData.cases.nodes[0].id;

      const page = await newPage();
      await loginAs(page, baseUrl, { email: 'attorney@harper-law.demo', type: 'Attorney' });
      const { data } = await graphqlInPage(
        page,
        '{ me { attorneyId } cases(first: 100) { totalCount totalInScope nodes { id attorneyId notes } } }',
      );
      assert.ok(data.cases.totalCount > 0);
      assert.equal(data.cases.totalCount, data.cases.totalInScope);
      for (const node of data.cases.nodes) {
        assert.equal(node.attorneyId, data.me.attorneyId);
        assert.equal(node.notes, null);
      }

      await page.goto(`${baseUrl}/cases?layout=list`);
      await expectText(
        page.getByText(/^Found \d+ cases? matching your search/),
        `Found ${data.cases.totalCount} cases matching your search (out of ${data.cases.totalCount} total)`,
      );
      assert.equal(await page.getByRole('link', { name: 'New Case' }).count(), 0, 'attorneys cannot open cases');
      await expectNoSeriousAxeViolations(page, 'attorney-cases');
      await screenshot(page, 'attorney-cases');

      await page.goto(`${baseUrl}/cases/${data.cases.nodes[0].id}`);
      await expectVisible(page.getByRole('tab', { name: 'History' }));
      assert.equal(await page.getByRole('button', { name: 'Transfer Case' }).count(), 0);
      assert.equal(await page.getByRole('link', { name: 'Edit Case' }).count(), 0);
      for (const tab of ['Overview', 'History']) {
        await page.getByRole('tab', { name: tab }).click();
        const text = await page.locator('main').innerText();
        for (const note of internalNotes)
          assert.ok(!text.includes(note), `internal note shown to an attorney on ${tab}`);
      }
      await expectNoSeriousAxeViolations(page, 'attorney-case-detail');
      await screenshot(page, 'attorney-case-detail');

      await page.goto(`${baseUrl}/cases/${colesCaseId}`);
      await expectVisible(page.getByText('Case Not Found'));
      await expectNoSeriousAxeViolations(page, 'attorney-case-not-found');
      await screenshot(page, 'attorney-case-not-found');
    },
  },
];
