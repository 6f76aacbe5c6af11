import { Role } from '../../../platform/access/role';
import { signedInClient } from '../../../test/client';
import { createAttorney, createCase, createClinic, createPatient, createUser } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const caseCreate = `mutation($input: CaseCreateInput!) { caseCreate(input: $input) { id } }`;
const billCreate = `mutation($input: BillingEntryCreateInput!) { billingEntryCreate(input: $input) { id } }`;

async function clinicIn(status: 'suspended' | 'cancelled' | 'active') {
  const clinic = await createClinic(t.dataSource, { billing_status: status });
  const admin = await createUser(t.dataSource, { role: Role.clinic_admin, clinic_id: clinic.id });
  const attorney = await createAttorney(t.dataSource);
  const patient = await createPatient(t.dataSource, clinic.id);
  const existing = await createCase(t.dataSource, { clinicId: clinic.id, attorneyId: attorney.id, patientId: patient.id });
  const client = await signedInClient(t.url, admin.email);
  const newCase = { patientId: patient.id, attorneyId: attorney.id, caseType: 'auto_accident', accidentDate: '2025-01-10' };
  return { clinic, client, patient, attorney, existing, newCase };
}

const count = async (table: string, clinicId: number) =>
  ((await t.dataSource.query(`SELECT count(*)::int AS n FROM ${table} WHERE clinic_id = $1`, [clinicId])) as {
    n: number;
  }[])[0].n;

describe('a suspended clinic is read-only, never locked out', () => {
  it('refuses new cases and bills on GraphQL and REST with why and how to fix it, and writes nothing', async () => {
    const { clinic, client, existing, newCase } = await clinicIn('suspended');
    const cases = await count('cases', clinic.id);

    const viaGraphql = await client.gql(caseCreate, { input: newCase });
    expect(viaGraphql.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/subscription is suspended for non-payment, so new cases cannot be created.*pay the open invoices/),
      extensions: { code: 'FORBIDDEN' },
    });
    const viaRest = await client.rest<{ message: string }>('POST', '/api/cases', newCase);
    expect(viaRest.status).toBe(403);
    expect(viaRest.body.message).toMatch(/suspended for non-payment, so new cases cannot be created/);

    const bill = await client.gql(billCreate, { input: { caseId: existing.id, amount: '120.00' } });
    expect(bill.errors?.[0].message).toMatch(/suspended for non-payment, so new bills cannot be created/);
    const billRest = await client.rest<{ message: string }>('POST', '/api/v1/billing', { caseId: existing.id, amount: 120 });
    expect(billRest.status).toBe(403);
    expect(billRest.body.message).toMatch(/new bills cannot be created/);

    expect(await count('cases', clinic.id)).toBe(cases);
    expect(await count('billing', clinic.id)).toBe(0);
  });

  it('keeps reading cases, messaging on a case and the ledger working', async () => {
    const { client, existing } = await clinicIn('suspended');
    const list = await client.rest<{ data: { id: number }[] }>('GET', '/api/cases');
    expect(list.status).toBe(200);
    expect(list.body.data.map((row) => row.id)).toContain(existing.id);
    const sent = await client.rest('POST', '/api/messages', {
      caseId: existing.id,
      recipientType: 'attorney',
      subject: 'Records',
      content: 'The records you asked for are attached.',
    });
    expect(sent.status).toBe(201);
    const ledger = await client.gql(`query($caseId: Int!) { caseLedger(caseId: $caseId) { caseId } }`, { caseId: existing.id });
    expect(ledger.errors).toBeUndefined();
  });

  it('refuses a cancelled clinic the same way, and lets an active clinic create', async () => {
    const cancelled = await clinicIn('cancelled');
    const refused = await cancelled.client.gql(caseCreate, { input: cancelled.newCase });
    expect(refused.errors?.[0].message).toMatch(/subscription is cancelled, so new cases cannot be created.*Contact Casebridge/);
    const active = await clinicIn('active');
    const created = await active.client.gql<{ caseCreate: { id: number } }>(caseCreate, { input: active.newCase });
    expect(created.errors).toBeUndefined();
  });
});
