import fs from 'node:fs/promises';
import { assert, expectText, expectVisible } from '../lib/assert.mjs';
import { expectNoSeriousAxeViolations } from '../lib/axe.mjs';
import { expectNoSidewaysScroll } from '../lib/phone.mjs';
import { graphqlInPage, loginAs } from '../lib/session.mjs';

const staff = { email: 'staff@northside.demo', type: 'Provider' };
const harper = { email: 'attorney@harper-law.demo', type: 'Attorney' };

/** A small valid one-page PDF (header, objects, cross-reference table with exact offsets, trailer). */
function minimalPdf(text) {
  const content = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = Buffer.byteLength(pdf, 'latin1');
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** A name no earlier run of the suite has used. */
function uniqueName(base, extension) {
  return `${base}-${Date.now().toString(36)}.${extension}`;
}

/** Picks an option in a MUI Autocomplete by typing part of its text. */
async function pick(page, label, typed, optionText) {
  const input = page.getByLabel(label, { exact: false }).first();
  await input.click();
  await input.fill(typed);
  await page
    .getByRole('option', { name: new RegExp(optionText) })
    .first()
    .click();
}

async function choose(page, label, optionName) {
  await page.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
  await page.getByRole('option', { name: optionName, exact: true }).click();
}

/** Resolves with the next download, whether it starts in the page or in a tab the page opens. */
function nextDownload(page) {
  return new Promise((resolve) => {
    page.once('download', resolve);
    page.context().once('page', (opened) => opened.once('download', resolve));
  });
}

/** A Northside case held by Daniel Harper: the attorney's id from his own session, the case from the clinic's. */
async function harpersNorthsideCase(staffPage, harperPage) {
  const { data: mine } = await graphqlInPage(harperPage, '{ me { attorneyId } }');
  const { data } = await graphqlInPage(
    staffPage,
    'query ($attorneyId: Int) { cases(filter: { attorneyId: $attorneyId }, first: 1) { nodes { id caseNumber patient { fullName } } } }',
    { attorneyId: mine.me.attorneyId },
  );
  const found = data.cases.nodes[0];
  assert.ok(found, 'the demo data has a Northside case held by Daniel Harper');
  return found;
}

/** Names of the GraphQL operations the page sends over HTTP. */
function recordOperations(page) {
  const names = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !request.url().endsWith('/graphql')) return;
    const body = request.postDataJSON();
    names.push(body?.operationName ?? '(anonymous)');
  });
  return names;
}

export const tests = [
  {
    name: 'documents: clinic staff upload a PDF with progress, and the attorney of the case downloads it from its Documents tab',
    async run({ newPage, baseUrl, screenshot }) {
      const page = await newPage();
      await loginAs(page, baseUrl, staff);
      const attorney = await newPage();
      await loginAs(attorney, baseUrl, harper);
      const target = await harpersNorthsideCase(page, attorney);
      const fileName = uniqueName('discharge-summary', 'pdf');
      const bytes = minimalPdf('Discharge summary');

      await page.goto(`${baseUrl}/documents`);
      await expectText(page.getByRole('heading', { level: 1 }), 'Document Management');
      await pick(page, 'Case', target.caseNumber, target.caseNumber);
      await choose(page, 'Document Type', 'Report');
      await page.getByLabel('Description').fill('Discharge summary after 12 visits');
      await page
        .getByLabel('Choose File')
        .setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: bytes });
      await expectVisible(page.getByText(`${fileName} · `));

      // Hold the upload for a moment so the progress bar can be seen on a fast local connection.
      await page.route('**/api/documents/upload', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
      await page.getByRole('button', { name: 'Upload Document' }).click();
      await expectVisible(page.getByRole('progressbar', { name: 'Upload progress' }));
      await expectVisible(page.getByRole('button', { name: 'Cancel' }));
      await screenshot(page, 'documents-upload-progress');
      await expectVisible(page.getByText('Document uploaded successfully!'));
      await expectVisible(page.getByText('No file chosen'));
      await page.unroute('**/api/documents/upload');

      // The new document heads All Documents, with its case and patient.
      const row = page.getByRole('row').filter({ hasText: fileName });
      await expectVisible(row);
      await expectVisible(row.getByRole('link', { name: target.caseNumber }));
      await expectVisible(row.getByText(target.patient.fullName));
      await expectVisible(row.getByText('Report', { exact: true }));
      await expectVisible(row.getByText('Confidential'));
      await expectNoSeriousAxeViolations(page, 'documents-list-after-upload');
      await screenshot(page, 'documents-list-after-upload');

      // The attorney sees it in the case's Documents tab and downloads the same bytes under the same name.
      await attorney.goto(`${baseUrl}/cases/${target.id}?tab=documents`);
      const download = attorney.getByRole('link', { name: `Download ${fileName}` });
      await expectVisible(download);
      assert.equal(await download.getAttribute('target'), '_blank');
      await expectNoSeriousAxeViolations(attorney, 'documents-case-tab-attorney');
      await screenshot(attorney, 'documents-case-tab-attorney');
      const downloaded = nextDownload(attorney);
      await download.click();
      const file = await downloaded;
      assert.equal(file.suggestedFilename(), fileName);
      const saved = await fs.readFile(await file.path());
      assert.ok(saved.equals(bytes), 'the downloaded file has the uploaded bytes');
    },
  },
  {
    name: "documents: a '.pdf' that is really HTML is refused with the server's reason",
    async run({ newPage, baseUrl, screenshot }) {
      const page = await newPage();
      await loginAs(page, baseUrl, staff);
      const { data } = await graphqlInPage(page, '{ cases(first: 1) { nodes { id caseNumber } } }');
      const target = data.cases.nodes[0];
      const fileName = uniqueName('not-really', 'pdf');

      await page.goto(`${baseUrl}/documents?caseId=${target.id}`);
      await expectVisible(page.locator(`input[value^="${target.caseNumber}"]`));
      await page.getByLabel('Choose File').setInputFiles({
        name: fileName,
        mimeType: 'application/pdf',
        buffer: Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>'),
      });
      await page.getByRole('button', { name: 'Upload Document' }).click();

      const refusal = `${fileName} is not a PDF document: its content does not match .pdf`;
      await expectText(
        page.getByRole('alert').filter({ hasText: 'Upload failed' }),
        /is not a PDF document: its content does not match \.pdf/,
      );
      await expectVisible(page.locator('form').getByText(refusal));
      await expectNoSeriousAxeViolations(page, 'documents-upload-refused');
      await screenshot(page, 'documents-upload-refused');
      assert.equal(await page.getByRole('row').filter({ hasText: fileName }).count(), 0);
    },
  },
  {
    name: 'documents: an attorney opens the Attorney Portal and sees their figures and cases, and exports the report',
    async run({ newPage, baseUrl, screenshot }) {
      const page = await newPage();
      await loginAs(page, baseUrl, harper);
      const { data } = await graphqlInPage(
        page,
        `{ attorneyPortalSummary { activeCases averageSettlement responseTimeHours }
           cases(filter: { openOnly: true }, first: 5, sortBy: createdAt, sortDirection: desc) { totalCount nodes { caseNumber } } }`,
      );

      await page.goto(`${baseUrl}/attorney-portal`);
      await expectText(page.getByRole('heading', { level: 1 }), 'Attorney Portal');
      const activeCases = page.getByRole('region', { name: 'Active Cases' });
      await expectText(activeCases.locator('p').first(), String(data.attorneyPortalSummary.activeCases));
      await expectVisible(page.getByRole('region', { name: 'Avg Settlement' }));
      await expectVisible(page.getByRole('region', { name: 'Response Time' }));
      if (data.attorneyPortalSummary.averageSettlement === null)
        await expectVisible(page.getByRole('region', { name: 'Avg Settlement' }).getByText('No data yet'));

      const yourCases = page.getByRole('list', { name: 'Your open cases' });
      for (const node of data.cases.nodes)
        await expectVisible(yourCases.getByRole('link', { name: `View details of ${node.caseNumber}` }));
      assert.equal(await page.getByRole('link', { name: 'View All Cases' }).count(), data.cases.totalCount > 5 ? 1 : 0);
      await expectVisible(page.getByRole('table', { name: 'All cases' }));
      await expectNoSeriousAxeViolations(page, 'attorney-portal');
      await screenshot(page, 'attorney-portal');

      const downloaded = nextDownload(page);
      await page.getByRole('button', { name: 'Export Report' }).click();
      const report = await downloaded;
      assert.match(report.suggestedFilename(), /^cases-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = await fs.readFile(await report.path(), 'utf8');
      assert.match(csv, /"Case number","Patient"/);
      assert.ok(csv.includes(data.cases.nodes[0].caseNumber), 'the report lists the attorney’s cases');

      // On a phone All Cases is a list of cards: number, patient, status, View Details and Message.
      await page.setViewportSize({ width: 390, height: 844 });
      const allCases = page.getByRole('list', { name: 'All cases' });
      const firstCard = allCases.getByRole('listitem').first();
      await expectVisible(firstCard);
      assert.equal(await page.getByRole('table', { name: 'All cases' }).count(), 0, 'no table on a phone');
      const caseNumber = (await firstCard.getAttribute('aria-label')).split(',')[0];
      for (const term of ['Patient', 'Status']) await expectVisible(firstCard.getByRole('term').getByText(term));
      await expectVisible(firstCard.getByRole('link', { name: `View details of ${caseNumber}` }));
      await expectVisible(firstCard.getByRole('link', { name: `Message about ${caseNumber}` }));
      await expectNoSidewaysScroll(page, 'attorney portal at 390 px');
      await firstCard.scrollIntoViewIfNeeded();
      await screenshot(page, 'attorney-portal-phone');
    },
  },
  {
    name: "documents: clinic staff opening the Attorney Portal see 'Access Restricted' and ask for none of its data",
    async run({ newPage, baseUrl, screenshot }) {
      const page = await newPage();
      await loginAs(page, baseUrl, staff);
      const operations = recordOperations(page);

      await page.goto(`${baseUrl}/attorney-portal`);
      await expectVisible(page.getByRole('heading', { name: 'Access Restricted' }));
      await expectVisible(page.getByText('Please contact your administrator if you believe this is an error.'));
      await expectText(
        page.getByRole('alert').filter({ hasText: 'Access Denied' }),
        /This page is only accessible to attorneys\./,
      );
      await expectNoSeriousAxeViolations(page, 'attorney-portal-restricted');
      await screenshot(page, 'attorney-portal-restricted');
      await page.waitForTimeout(500);
      for (const name of ['AttorneyPortalSummary', 'AttorneyRecentMessages', 'Cases'])
        assert.ok(!operations.includes(name), `${name} was sent for clinic staff (${operations.join(', ')})`);
    },
  },
];
