import { signedInClient, type TestClient } from '../../../test/client';
import { createAttorney, createCase, createClinicWithUsers, createPatient } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';

/**
 * Case and invoice numbers count per clinic after the clinic's prefix (decision 89): a clinic's
 * numbers say nothing about another clinic's volume yet stay unique platform-wide, concurrent
 * creates in one clinic never share a number, and a clinic's preview is its own next number.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const year = new Date().getUTCFullYear();

async function clinicWithClient() {
  const { clinic, staff } = await createClinicWithUsers(t.dataSource);
  return { clinic, client: await signedInClient(t.url, staff.email) };
}

async function openCase(
  client: TestClient,
  clinicId: number,
  attorneyId: number,
): Promise<{ id: number; caseNumber: string }> {
  const patient = await createPatient(t.dataSource, clinicId);
  const result = await client.gql<{ caseCreate: { id: number; caseNumber: string } }>(
    `mutation ($input: CaseCreateInput!) { caseCreate(input: $input) { id caseNumber } }`,
    { input: { patientId: patient.id, attorneyId, caseType: 'auto_accident', accidentDate: `${year}-01-02` } },
  );
  expect(result.errors).toBeUndefined();
  return result.data!.caseCreate;
}

async function bill(client: TestClient, caseId: number): Promise<string> {
  const result = await client.gql<{ billingEntryCreate: { invoiceNumber: string } }>(
    `mutation ($input: BillingEntryCreateInput!) { billingEntryCreate(input: $input) { invoiceNumber } }`,
    { input: { caseId, amount: '120.00' } },
  );
  expect(result.errors).toBeUndefined();
  return result.data!.billingEntryCreate.invoiceNumber;
}

it("numbers each clinic's cases and invoices from its own count, whatever other clinics open", async () => {
  const attorney = await createAttorney(t.dataSource);
  const busy = await clinicWithClient();
  const quiet = await clinicWithClient();
  const busyCases = [];
  for (let i = 0; i < 3; i += 1) busyCases.push(await openCase(busy.client, busy.clinic.id, attorney.id));
  await bill(busy.client, busyCases[0].id);
  await bill(busy.client, busyCases[1].id);

  const quietPrefix = `C${quiet.clinic.id}-`;
  const busyPrefix = `C${busy.clinic.id}-`;
  const preview = await quiet.client.gql<{ nextCaseNumberPreview: string }>('{ nextCaseNumberPreview }');
  expect(preview.data!.nextCaseNumberPreview).toBe(`${quietPrefix}CASE-${year}-001`);
  const quietCase = await openCase(quiet.client, quiet.clinic.id, attorney.id);
  expect(quietCase.caseNumber).toBe(`${quietPrefix}CASE-${year}-001`);
  expect(await bill(quiet.client, quietCase.id)).toBe(`${quietPrefix}INV-${year}-000001`);
  expect(busyCases.map((record) => record.caseNumber)).toEqual([
    `${busyPrefix}CASE-${year}-001`,
    `${busyPrefix}CASE-${year}-002`,
    `${busyPrefix}CASE-${year}-003`,
  ]);
  expect(await bill(busy.client, busyCases[2].id)).toBe(`${busyPrefix}INV-${year}-000003`);
});

it('gives concurrent creates in one clinic distinct numbers, cases and invoices alike', async () => {
  const attorney = await createAttorney(t.dataSource);
  const { clinic, client } = await clinicWithClient();
  const cases = await Promise.all(Array.from({ length: 6 }, () => openCase(client, clinic.id, attorney.id)));
  expect(cases.map((record) => record.caseNumber).sort()).toEqual(
    [1, 2, 3, 4, 5, 6].map((n) => `C${clinic.id}-CASE-${year}-00${n}`),
  );
  const invoices = await Promise.all(cases.map((record) => bill(client, record.id)));
  expect(invoices.sort()).toEqual([1, 2, 3, 4, 5, 6].map((n) => `C${clinic.id}-INV-${year}-00000${n}`));
});

it('continues a clinic above the numbers it already holds, with or without its prefix', async () => {
  const attorney = await createAttorney(t.dataSource);
  const { clinic, client } = await clinicWithClient();
  await createCase(t.dataSource, { clinicId: clinic.id, case_number: `C${clinic.id}-CASE-${year}-041` });
  await t.dataSource.query(
    `INSERT INTO clinic_number_counters (clinic_id, kind, year, last_value) VALUES ($1, 'case', $2, 41)`,
    [clinic.id, year],
  );
  expect((await openCase(client, clinic.id, attorney.id)).caseNumber).toBe(`C${clinic.id}-CASE-${year}-042`);
});
