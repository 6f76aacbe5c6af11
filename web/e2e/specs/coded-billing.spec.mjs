import fs from 'node:fs';
import { createRequire } from 'node:module';
import { assert, expectVisible } from '../lib/assert.mjs';
import { expectNoSeriousAxeViolations } from '../lib/axe.mjs';
import { databaseClient } from '../lib/database.mjs';
import { graphqlInPage, loginAs } from '../lib/session.mjs';

const { pdfText } = createRequire(import.meta.url)('../../../api/src/test/pdf-text.cjs');

const attorneyLogins = {
  'Daniel Harper': 'attorney@harper-law.demo',
  'Miranda Cole': 'attorney@cole-legal.demo',
};
const staffLogin = { email: 'staff@northside.demo', type: 'Provider' };

/**
 * A visit billed on the case as `raiseBillForSignedNote` writes it when a provider signs the note: the
 * signed note of a completed appointment, the clinic's fee for the code, one bill with its coded line
 * and its charge on the lien ledger. (The notes' sign operation, on its own branch, calls that
 * function; its API tests prove what it writes. Here the walk needs a case that has such a bill.)
 */
async function billSignedVisit(db, caseId, stamp) {
  const {
    rows: [found],
  } = await db.query(
    `SELECT c.clinic_id AS "clinicId", c.patient_id AS "patientId", u.id AS "providerId",
            trim(u.first_name || ' ' || u.last_name) AS "providerName"
       FROM cases c JOIN users u ON u.clinic_id = c.clinic_id AND u.email = $2 WHERE c.id = $1`,
    [caseId, staffLogin.email],
  );
  await db.query(
    `INSERT INTO fee_schedule (clinic_id, procedure_code, description, fee)
     VALUES ($1, '97530', 'Therapeutic activities, each 15 minutes', 48.00) ON CONFLICT DO NOTHING`,
    [found.clinicId],
  );
  const {
    rows: [fee],
  } = await db.query(
    `SELECT description, fee::text AS fee FROM fee_schedule WHERE clinic_id = $1 AND procedure_code = '97530'`,
    [found.clinicId],
  );
  const {
    rows: [type],
  } = await db.query(
    `INSERT INTO appointment_types (clinic_id, name, duration_minutes) VALUES ($1, $2, 30) RETURNING id`,
    [found.clinicId, `Therapy ${stamp}`],
  );
  const {
    rows: [visit],
  } = await db.query(
    `INSERT INTO appointments (clinic_id, patient_id, case_id, provider_id, appointment_type_id, status,
                               scheduled_start, scheduled_end, created_by)
     VALUES ($1, $2, $3, $4, $5, 'completed', '2026-01-05T15:00:00Z', '2026-01-05T15:30:00Z', $4) RETURNING id`,
    [found.clinicId, found.patientId, caseId, found.providerId, type.id],
  );
  const {
    rows: [note],
  } = await db.query(
    `INSERT INTO treatment_notes (appointment_id, clinic_id, patient_id, case_id, provider_id, diagnosis_codes,
                                  procedure_codes, is_locked, signed_at, signed_by, created_by)
     VALUES ($1, $2, $3, $4, $5, '{S13.4XXA,M54.2}', '[{"code":"97530","units":2,"modifiers":["GP"],"diagnosisPointers":[1,2]}]',
             true, now(), $5, $5) RETURNING id`,
    [visit.id, found.clinicId, found.patientId, caseId, found.providerId],
  );
  const amount = (Number(fee.fee) * 2).toFixed(2);
  const description = 'Visit of 01/05/2026: 97530 ×2';
  const invoiceNumber = `E2E-INV-${stamp}`;
  const {
    rows: [bill],
  } = await db.query(
    `INSERT INTO billing (case_id, clinic_id, invoice_number, amount, description, status, treatment_note_id)
     VALUES ($1, $2, $3, $4, $5, 'submitted', $6) RETURNING id`,
    [caseId, found.clinicId, invoiceNumber, amount, description, note.id],
  );
  await db.query(
    `INSERT INTO billing_lines (billing_id, clinic_id, case_id, treatment_note_id, line_number, service_date, procedure_code,
                                description, modifiers, units, unit_fee, amount, diagnosis_codes, provider_id)
     VALUES ($1, $2, $3, $4, 1, '2026-01-05', '97530', $5, '{GP}', 2, $6, $7, '{S13.4XXA,M54.2}', $8)`,
    [bill.id, found.clinicId, caseId, note.id, fee.description, fee.fee, amount, found.providerId],
  );
  await db.query(
    `INSERT INTO case_ledger_entries (case_id, clinic_id, kind, amount, description, billing_id, created_by)
     VALUES ($1, $2, 'charge', $3, $4, $5, $6)`,
    [caseId, found.clinicId, amount, description, bill.id, found.providerId],
  );
  return { invoiceNumber, amount, fee, providerName: found.providerName };
}

export const tests = [
  {
    name: "coded billing: the case's attorney sees a signed visit's coded services on the Billing tab and downloads the itemized statement as PDF and CSV",
    async run({ newPage, baseUrl, screenshot }) {
      const stamp = Date.now().toString(36);
      const staff = await newPage();
      await loginAs(staff, baseUrl, staffLogin);
      const { data } = await graphqlInPage(
        staff,
        '{ cases(first: 100, filter: { openOnly: true }) { nodes { id caseNumber attorney { fullName } } } }',
      );
      const target = data.cases.nodes.find((node) => attorneyLogins[node.attorney?.fullName]);
      assert.ok(target, 'an open Northside case with an attorney who can sign in');

      const db = databaseClient();
      await db.connect();
      let visit;
      try {
        visit = await billSignedVisit(db, target.id, stamp);
      } finally {
        await db.end();
      }
      const money = `$${Number(visit.amount).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

      const attorney = await newPage();
      await loginAs(attorney, baseUrl, { email: attorneyLogins[target.attorney.fullName], type: 'Attorney' });
      await attorney.goto(`${baseUrl}/cases/${target.id}?tab=billing`);
      const services = attorney.getByRole('table', { name: 'Services billed' });
      await expectVisible(services);
      const row = services.getByRole('row').filter({ hasText: visit.invoiceNumber });
      await expectVisible(row);
      const cells = await row.getByRole('cell').allTextContents();
      assert.deepEqual(cells, [
        'Jan 5, 2026',
        visit.invoiceNumber,
        '97530-GP',
        `${visit.fee.description}${visit.providerName}`,
        '2',
        `$${visit.fee.fee}`,
        money,
        'S13.4XXA, M54.2',
      ]);
      await expectNoSeriousAxeViolations(attorney, "the attorney's Billing tab with coded services");
      await screenshot(attorney, 'coded-billing-1-attorney-services-and-statement-buttons');

      const [pdfDownload] = await Promise.all([
        attorney.waitForEvent('download'),
        attorney.getByRole('group', { name: 'Download statement' }).getByRole('link', { name: 'PDF' }).click(),
      ]);
      assert.equal(pdfDownload.suggestedFilename(), `statement-${target.caseNumber}.pdf`);
      const pdf = fs.readFileSync(await pdfDownload.path());
      assert.equal(pdf.subarray(0, 5).toString('latin1'), '%PDF-');
      const text = pdfText(pdf);
      for (const expected of [
        'Itemized statement',
        target.caseNumber,
        target.attorney.fullName,
        '01/05/2026',
        '97530-GP',
        money,
        'Balance due',
      ])
        assert.ok(text.includes(expected), `the statement PDF says ${expected}`);

      const [csvDownload] = await Promise.all([
        attorney.waitForEvent('download'),
        attorney.getByRole('group', { name: 'Download statement' }).getByRole('link', { name: 'CSV' }).click(),
      ]);
      assert.equal(csvDownload.suggestedFilename(), `statement-${target.caseNumber}.csv`);
      const csv = fs.readFileSync(await csvDownload.path(), 'utf8').split('\r\n');
      assert.equal(csv[0], 'Date,Invoice,Code,Modifiers,Description,Diagnoses,Units,Unit fee,Charge,Credit,Balance');
      const line = csv.find((candidate) => candidate.includes(visit.invoiceNumber));
      assert.ok(line?.startsWith(`2026-01-05,${visit.invoiceNumber},97530,GP,`), `the CSV lists the visit: ${line}`);
      assert.ok(
        line.includes(`,S13.4XXA M54.2,2,${visit.fee.fee},${visit.amount},,`),
        `the CSV prices the visit: ${line}`,
      );
      assert.ok(csv.some((candidate) => candidate.startsWith(',,,,Balance due,')));

      // The clinic's side offers the same statement.
      await staff.goto(`${baseUrl}/cases/${target.id}?tab=billing`);
      await expectVisible(staff.getByRole('group', { name: 'Download statement' }).getByRole('link', { name: 'PDF' }));
      await screenshot(staff, 'coded-billing-2-clinic-billing-tab');
    },
  },
];
