import fs from 'node:fs';
import { assert, expectText, expectVisible } from '../lib/assert.mjs';
import { expectNoSeriousAxeViolations } from '../lib/axe.mjs';
import { expectNoSidewaysScroll, phone } from '../lib/phone.mjs';
import { graphqlInPage, loginAs } from '../lib/session.mjs';
import { openSection } from '../lib/navigation.mjs';

const pdf =
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';

/** Uploads a small PDF to a case through the documents pipeline, as the page's user. */
function uploadInPage(page, caseId, fileName, documentType) {
  return page.evaluate(
    async ({ caseId, fileName, documentType, pdf }) => {
      const form = new FormData();
      form.append('caseId', String(caseId));
      form.append('documentType', documentType);
      form.append('file', new Blob([pdf], { type: 'application/pdf' }), fileName);
      const response = await fetch('/api/documents/upload', { method: 'POST', body: form });
      const body = await response.json();
      if (response.status !== 201) throw new Error(`upload failed: ${JSON.stringify(body)}`);
      return body.data.id;
    },
    { caseId, fileName, documentType, pdf },
  );
}

/** The demo attorney's first open Northside case. */
async function northsideCase(page) {
  const { data } = await graphqlInPage(
    page,
    '{ cases(first: 50, filter: { openOnly: true }) { nodes { id caseNumber clinic { name } } } }',
  );
  const kase = data.cases.nodes.find((node) => node.clinic?.name === 'Northside Chiropractic');
  if (!kase) throw new Error('no open Northside case for the demo attorney');
  return kase;
}

export const tests = [
  {
    name: 'records retrieval: a law firm requests records from a clinic on the platform with the signed authorization, the clinic answers with a document and the statement the same day, the attorney downloads them',
    async run({ newPage, baseUrl, screenshot }) {
      const stamp = Date.now().toString(36);
      const attorney = await newPage();
      await loginAs(attorney, baseUrl, { email: 'attorney@harper-law.demo', type: 'Attorney' });
      const kase = await northsideCase(attorney);
      const authorizationName = `hipaa-authorization-${stamp}.pdf`;
      await uploadInPage(attorney, kase.id, authorizationName, 'legal_document');

      // The attorney's request, from the case's Records tab.
      await attorney.goto(`${baseUrl}/cases/${kase.id}?tab=records`);
      await expectVisible(attorney.getByRole('tab', { name: 'Records', selected: true }));
      await attorney.getByRole('button', { name: 'Request records' }).click();
      const dialog = attorney.getByRole('dialog', { name: 'Request records' });
      await expectVisible(dialog.getByRole('combobox', { name: /^How/ }));
      await expectText(dialog.getByRole('combobox', { name: /^Clinic/ }), /Northside Chiropractic/);
      await dialog.getByRole('combobox', { name: /^Signed authorization/ }).click();
      await attorney.getByRole('option', { name: authorizationName }).click();
      await dialog.getByRole('textbox', { name: /^Notes/ }).fill(`Walk ${stamp}: records and bills since the accident`);
      await expectNoSeriousAxeViolations(attorney, 'records request form');
      await screenshot(attorney, 'records-1-request-form');
      await dialog.getByRole('button', { name: 'Send request' }).click();
      await expectVisible(attorney.getByText('Records requested'));
      const card = attorney.locator('[data-testid^="records-request-"]', { hasText: `Walk ${stamp}` });
      await expectVisible(card);
      await expectVisible(card.getByText('Sent', { exact: true }));
      const requestId = Number((await card.getAttribute('data-testid')).replace('records-request-', ''));

      // The clinic finds it in its inbox (nav entry), picks a document of the patient and the statement.
      const clinic = await newPage();
      await loginAs(clinic, baseUrl, { email: 'staff@northside.demo', type: 'Provider' });
      const xrayName = `x-ray-report-${stamp}.pdf`;
      await uploadInPage(clinic, kase.id, xrayName, 'imaging');
      await openSection(clinic, 'Records requests');
      await expectVisible(clinic.getByRole('heading', { name: 'Records requests', level: 1 }));
      const inboxCard = clinic.getByTestId(`records-request-${requestId}`);
      await expectVisible(inboxCard);
      await expectVisible(inboxCard.getByText(authorizationName));
      await inboxCard.getByRole('button', { name: 'Answer' }).click();
      const answer = clinic.getByRole('dialog', { name: `Answer request ${requestId}` });
      await answer.getByRole('checkbox', { name: new RegExp(xrayName) }).check();
      await answer.getByRole('combobox', { name: /^Itemized statement/ }).click();
      await clinic.getByRole('option', { name: `Statement of ${kase.caseNumber}` }).click();
      await screenshot(clinic, 'records-2-clinic-answer');
      await answer.getByRole('button', { name: 'Send records' }).click();
      await expectVisible(clinic.getByText('Records sent'));
      await expectVisible(inboxCard.getByText('Received', { exact: true }));

      // The attorney's card follows (the list refreshes): received, completion time, the disclosure log.
      await attorney.reload();
      const received = attorney.getByTestId(`records-request-${requestId}`);
      await expectVisible(received.getByText('Received', { exact: true }));
      await expectText(received, /completed in [\d.]+ h/);
      const log = received.getByRole('list', { name: 'Disclosure log' });
      await expectVisible(log.getByRole('link', { name: xrayName }));
      await expectVisible(log.getByRole('link', { name: new RegExp(`^statement-${kase.caseNumber}`) }));
      await expectText(log, new RegExp(`under ${authorizationName}`));
      await screenshot(attorney, 'records-3-attorney-received');

      const [download] = await Promise.all([
        attorney.waitForEvent('download'),
        log.getByRole('link', { name: new RegExp(`^statement-${kase.caseNumber}`) }).click(),
      ]);
      assert.match(download.suggestedFilename(), new RegExp(`^statement-${kase.caseNumber}-.*\\.pdf$`));
      assert.equal(
        fs
          .readFileSync(await download.path())
          .subarray(0, 4)
          .toString(),
        '%PDF',
      );
      const xray = await attorney.evaluate(
        async (href) => {
          const response = await fetch(href);
          return { status: response.status, head: (await response.text()).slice(0, 4) };
        },
        await log.getByRole('link', { name: xrayName }).getAttribute('href'),
      );
      assert.deepEqual(xray, { status: 200, head: '%PDF' });

      // The firm's list of all its requests, at phone width.
      const small = await newPage(phone);
      await loginAs(small, baseUrl, { email: 'attorney@harper-law.demo', type: 'Attorney' });
      await small.goto(`${baseUrl}/records-requests?status=received`);
      await expectVisible(small.getByTestId(`records-request-${requestId}`));
      await expectNoSidewaysScroll(small, 'records requests at 390 px');
      await screenshot(small, 'records-4-list-phone');
    },
  },
];
