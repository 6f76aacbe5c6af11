import { Role } from '../../../platform/access/role';
import type { Scope } from '../../../platform/access/scope';
import { signedInClient, type TestClient } from '../../../test/client';
import {
  createAttorneyUser,
  createCase,
  createClinicWithUsers,
  createFeeScheduleItem,
  createSignedNote,
  createUser,
} from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { pdfText } from '../../../test/pdf-text.cjs';
import { raiseBillForSignedNote } from '../coded-bills';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const staffScope = (user: { id: string; clinic_id: number | null }): Scope => ({
  userId: user.id,
  role: Role.clinic_staff,
  clinicId: user.clinic_id,
  attorneyId: null,
  displayName: 'Test User',
  sessionId: 'session',
  request: { requestId: 'test', ip: null, userAgent: null },
});

async function ok<T>(client: TestClient, query: string, variables?: Record<string, unknown>): Promise<T> {
  const result = await client.gql<T>(query, variables);
  expect(result.errors).toBeUndefined();
  return result.data!;
}

/**
 * A case with two coded visits, one free-text bill (its description starting with "=", as a hostile
 * one might), a payment and a write-off... every kind of row a statement holds.
 */
async function caseWithHistory() {
  const { clinic, staff } = await createClinicWithUsers(t.dataSource, {
    name: 'Harbor Spine & Rehab',
    address: '12 Pier Road',
    city: 'Portland',
    state: 'ME',
    zip_code: '04101',
  });
  const provider = await createUser(t.dataSource, { role: Role.clinic_staff, clinic_id: clinic.id, is_provider: true });
  const lawyer = await createAttorneyUser(t.dataSource);
  const record = await createCase(t.dataSource, {
    clinicId: clinic.id,
    attorneyId: lawyer.attorney.id,
    accident_date: '2025-12-28',
  });
  await createFeeScheduleItem(t.dataSource, clinic.id, '98941', '65.00', { description: 'Adjustment, 3-4 regions' });
  await createFeeScheduleItem(t.dataSource, clinic.id, '97140', '42.50', { description: 'Manual therapy, "hands on"' });
  const visit = (start: string, procedures: Parameters<typeof createSignedNote>[1]['procedures']) =>
    createSignedNote(t.dataSource, {
      clinicId: clinic.id,
      patientId: record.patient_id,
      caseId: record.id,
      providerId: provider.id,
      diagnosisCodes: ['S13.4XXA', 'M54.2'],
      procedures,
      scheduledStart: new Date(start),
    });
  const first = await visit('2026-01-05T15:00:00Z', [
    { code: '98941', units: 1, diagnosisPointers: [1, 2] },
    { code: '97140', units: 2, modifiers: ['59'], diagnosisPointers: [2] },
  ]);
  const second = await visit('2026-01-07T15:00:00Z', [{ code: '98941', units: 1, diagnosisPointers: [1] }]);
  for (const note of [first, second])
    await t.dataSource.transaction((manager) => raiseBillForSignedNote(manager, note.id, staffScope(staff)));

  const clinicClient = await signedInClient(t.url, staff.email);
  const { billingEntryCreate } = await ok<{ billingEntryCreate: { id: number } }>(
    clinicClient,
    `mutation($input: BillingEntryCreateInput!) { billingEntryCreate(input: $input) { id } }`,
    { input: { caseId: record.id, amount: '30.00', description: '=HYPERLINK("x"), records copy' } },
  );
  await ok(
    clinicClient,
    `mutation { billingStatusChange(input: { id: ${billingEntryCreate.id}, status: submitted }) { id } }`,
  );
  await ok(
    clinicClient,
    `mutation { ledgerPaymentRecord(input: { caseId: ${record.id}, amount: "100.00", receivedDate: "2026-01-20", paymentMethod: check, reference: "CHK 1001" }) { balance } }`,
  );
  return {
    clinic,
    staff,
    lawyer,
    record,
    clinicClient,
    attorneyClient: await signedInClient(t.url, lawyer.user.email),
  };
}

/** RFC 4180 fields of each CRLF line, quotes removed, for checking a CSV field by field. */
function parseCsv(text: string): string[][] {
  expect(text.endsWith('\r\n')).toBe(true);
  return text
    .slice(0, -2)
    .split('\r\n')
    .map((line) => {
      const fields: string[] = [];
      const pattern = /(?:"((?:[^"]|"")*)"|([^,]*))(,|$)/g;
      for (let match = pattern.exec(line); match; match = pattern.exec(line)) {
        fields.push(match[1] !== undefined ? match[1].replaceAll('""', '"') : match[2]);
        if (match[3] === '') break;
      }
      return fields;
    });
}

describe('the itemized statement of a case', () => {
  it('lists every service with its codes, the free-text bill and the payment, with the running balance, as CSV', async () => {
    const s = await caseWithHistory();
    const response = await s.attorneyClient.request('GET', `/api/cases/${s.record.id}/statement.csv`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toContain(`statement-${s.record.case_number}.csv`);
    const csv = await response.text();
    expect(csv).toContain(',"Manual therapy, ""hands on""",');
    expect(csv).toContain(`,"'=HYPERLINK(""x""), records copy",`);
    const rows = parseCsv(csv);
    expect(rows).toEqual([
      [
        'Date',
        'Invoice',
        'Code',
        'Modifiers',
        'Description',
        'Diagnoses',
        'Units',
        'Unit fee',
        'Charge',
        'Credit',
        'Balance',
      ],
      [
        '2026-01-05',
        expect.stringMatching(/INV-2026-/),
        '98941',
        '',
        'Adjustment, 3-4 regions',
        'S13.4XXA M54.2',
        '1',
        '65.00',
        '65.00',
        '',
        '',
      ],
      [
        '2026-01-05',
        expect.stringMatching(/INV-2026-/),
        '97140',
        '59',
        'Manual therapy, "hands on"',
        'M54.2',
        '2',
        '42.50',
        '85.00',
        '',
        '150.00',
      ],
      [
        '2026-01-07',
        expect.stringMatching(/INV-2026-/),
        '98941',
        '',
        'Adjustment, 3-4 regions',
        'S13.4XXA',
        '1',
        '65.00',
        '65.00',
        '',
        '215.00',
      ],
      [
        expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        expect.stringMatching(/INV-/),
        '',
        '',
        `'=HYPERLINK("x"), records copy`,
        '',
        '',
        '',
        '30.00',
        '',
        '245.00',
      ],
      ['2026-01-20', '', '', '', 'Payment received (ref. CHK 1001)', '', '', '', '', '100.00', '145.00'],
      ['', '', '', '', 'Total charges', '', '', '', '', '', '245.00'],
      ['', '', '', '', 'Payments', '', '', '', '', '', '100.00'],
      ['', '', '', '', 'Reductions', '', '', '', '', '', '0.00'],
      ['', '', '', '', 'Write-offs', '', '', '', '', '', '0.00'],
      ['', '', '', '', 'Balance due', '', '', '', '', '', '145.00'],
    ]);
    const [audit] = await t.dataSource.query(
      `SELECT changed_by AS "changedBy", new_values AS "newValues" FROM audit_logs
        WHERE entity_type = 'case' AND entity_id = $1 AND action = 'download_statement'`,
      [String(s.record.id)],
    );
    expect(audit).toMatchObject({
      changedBy: s.lawyer.user.id,
      newValues: { format: 'csv', rows: 5, balance: '145.00' },
    });
  });

  it('prints the same statement as a PDF with the letterhead, patient, case, accident date and attorney', async () => {
    const s = await caseWithHistory();
    const response = await s.clinicClient.request('GET', `/api/cases/${s.record.id}/statement.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(Buffer.from(await response.arrayBuffer()));
    for (const expected of [
      'Harbor Spine & Rehab',
      '12 Pier Road',
      'Portland, ME 04101',
      'Itemized statement',
      s.record.case_number,
      '12/28/2025',
      'Avery Counsel, Test Firm LLP',
      '01/05/2026',
      '97140-59',
      'Manual therapy, "hands on"',
      'S13.4XXA,',
      'M54.2',
      '$85.00',
      '$150.00',
      'Payment received (ref.',
      'CHK 1001)',
      'Balance due',
      '$145.00',
    ])
      expect(text).toContain(expected);
  });

  it('answers a case of another clinic, another attorney or no case at all with the same 404', async () => {
    const s = await caseWithHistory();
    const other = await createClinicWithUsers(t.dataSource);
    const otherLawyer = await createAttorneyUser(t.dataSource);
    const strangers = [
      await signedInClient(t.url, other.staff.email),
      await signedInClient(t.url, otherLawyer.user.email),
    ];
    const missing = await s.clinicClient.rest('GET', `/api/cases/2147483000/statement.pdf`);
    expect(missing.status).toBe(404);
    for (const client of strangers)
      for (const format of ['pdf', 'csv']) {
        const answer = await client.rest('GET', `/api/cases/${s.record.id}/statement.${format}`);
        expect(answer).toEqual(missing);
      }
  });

  it('spans pages for a case with hundreds of lines, quickly', async () => {
    const s = await caseWithHistory();
    await t.dataSource.query(
      `WITH bills AS (
         INSERT INTO billing (case_id, clinic_id, invoice_number, amount, description, status)
         SELECT $1::int, $2, 'INV-LOAD-' || $1::text || '-' || g, 65.00, 'Visit', 'submitted' FROM generate_series(1, 300) g
         RETURNING id)
       , charges AS (
         INSERT INTO case_ledger_entries (case_id, clinic_id, kind, amount, description, billing_id, created_by)
         SELECT $1::int, $2, 'charge', 65.00, 'Visit', id, $3 FROM bills)
       INSERT INTO billing_lines (billing_id, clinic_id, case_id, line_number, service_date, procedure_code, description, units, unit_fee, amount)
       SELECT id, $2, $1, 1, DATE '2026-02-01', '98941', 'Adjustment, 3-4 regions', 1, 65.00, 65.00 FROM bills`,
      [s.record.id, s.clinic.id, s.staff.id],
    );
    const started = performance.now();
    const response = await s.attorneyClient.request('GET', `/api/cases/${s.record.id}/statement.pdf`);
    const pdf = Buffer.from(await response.arrayBuffer());
    const elapsed = performance.now() - started;
    expect(response.status).toBe(200);
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)!.length).toBeGreaterThan(5);
    expect(pdfText(pdf)).toContain('$19,645.00');
    expect(elapsed).toBeLessThan(3000);
  });
});
