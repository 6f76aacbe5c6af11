import PDFDocument from 'pdfkit';
import { expectText, expectVisible } from '../lib/assert.mjs';
import { expectNoSeriousAxeViolations } from '../lib/axe.mjs';
import { graphqlInPage, loginAs } from '../lib/session.mjs';

const staff = { email: 'staff@northside.demo', type: 'Provider' };

/** A one-page bill made with pdfkit: a date, a provider, amounts with their total and two ICD-10 codes. */
function billPdf() {
  const doc = new PDFDocument();
  const chunks = [];
  doc.on('data', (chunk) => chunks.push(chunk));
  const done = new Promise((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  for (const line of [
    'Northside Chiropractic Clinic',
    'Provider: Dr. Jane Carter',
    'Date of service: 01/15/2026',
    'Diagnosis: M54.2 and Q99.9',
    'Office visit $125.00',
    'Therapy $1,109.56',
    'Total charges: $1,234.56',
  ])
    doc.text(line);
  doc.end();
  return done;
}

async function choose(page, label, optionName) {
  await page.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
  await page.getByRole('option', { name: optionName, exact: true }).click();
}

export const tests = [
  {
    name: 'ai-documents: an uploaded PDF is analysed on the job queue, its findings open from the list, and the Automation tab counts it',
    async run({ newPage, baseUrl, screenshot }) {
      const page = await newPage();
      await loginAs(page, baseUrl, staff);
      const { data } = await graphqlInPage(page, '{ cases(first: 1) { nodes { id caseNumber } } }');
      const target = data.cases.nodes[0];
      const fileName = `bill-${Date.now().toString(36)}.pdf`;

      await page.goto(`${baseUrl}/documents?caseId=${target.id}`);
      await expectText(page.getByRole('heading', { level: 1 }), 'Document Management');
      await choose(page, 'Document Type', 'Other');
      await page
        .getByLabel('Choose File')
        .setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: await billPdf() });
      await page.getByRole('button', { name: 'Upload Document' }).click();
      await expectVisible(page.getByText('Document uploaded successfully!'));

      // The job queue's worker reads it; the chip asks again every few seconds until it is done.
      const row = page.getByRole('row').filter({ hasText: fileName });
      await expectVisible(row);
      const chip = row.getByRole('button', { name: `Analysed: open the AI analysis of ${fileName}` });
      await expectVisible(chip, 30_000);
      await expectText(chip, 'Analysed');
      await screenshot(page, 'ai-documents-list-analysed');

      await chip.click();
      const dialog = page.getByRole('dialog', { name: `AI analysis: ${fileName}` });
      await expectVisible(dialog.getByText('Jan 15, 2026 (written “01/15/2026”)'));
      await expectVisible(dialog.getByText('$1,234.56 · total'));
      await expectVisible(dialog.getByText('Total:'));
      await expectVisible(dialog.getByText(/^Q99\.9/));
      await expectVisible(dialog.getByText('Unverified: not in your diagnosis codes'));
      await expectVisible(dialog.getByText('Processing time:'));
      await expectNoSeriousAxeViolations(page, 'ai-documents-findings-dialog');
      await screenshot(page, 'ai-documents-findings-dialog');
      await dialog.getByRole('button', { name: 'Close' }).click();

      await page.goto(`${baseUrl}/ai-dashboard?tab=automation`);
      await expectVisible(page.getByRole('heading', { name: 'Model refits' }));
      const recent = page.getByRole('table', { name: 'Latest document analyses' });
      await expectVisible(recent.getByRole('link', { name: fileName }));
      // The clinic's workflow rules, with their execution counts and the way to the builder.
      await expectVisible(page.getByRole('link', { name: 'Open the rule builder' }));
      await expectNoSeriousAxeViolations(page, 'ai-automation-tab');
      await screenshot(page, 'ai-automation-tab');
    },
  },
];
