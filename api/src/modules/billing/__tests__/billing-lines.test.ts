import { Role } from '../../../platform/access/role';
import type { Scope } from '../../../platform/access/scope';
import { signedInClient } from '../../../test/client';
import {
  createAttorneyUser,
  createBillingEntry,
  createCase,
  createClinicWithUsers,
  createFeeScheduleItem,
  createSignedNote,
  createUser,
} from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { raiseBillForSignedNote } from '../coded-bills';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const linesQuery = `query($caseId: Int!) { billingEntries(filter: { caseId: $caseId }) { nodes {
  description lines { lineNumber serviceDate procedureCode description modifiers units unitFee amount diagnosisCodes providerName }
} } }`;

interface Page {
  billingEntries: { nodes: { description: string; lines: Record<string, unknown>[] }[] };
}

async function caseWithVisits(visits: number) {
  const { clinic, staff } = await createClinicWithUsers(t.dataSource);
  const provider = await createUser(t.dataSource, {
    role: Role.clinic_staff,
    clinic_id: clinic.id,
    is_provider: true,
    first_name: 'Dana',
    last_name: 'Reyes',
  });
  const lawyer = await createAttorneyUser(t.dataSource);
  const record = await createCase(t.dataSource, { clinicId: clinic.id, attorneyId: lawyer.attorney.id });
  await createFeeScheduleItem(t.dataSource, clinic.id, '98940', '55.00', { description: 'Adjustment, 1-2 regions' });
  await createFeeScheduleItem(t.dataSource, clinic.id, '97110', '38.00', { description: 'Therapeutic exercise' });
  const actor: Scope = {
    userId: staff.id,
    role: Role.clinic_staff,
    clinicId: clinic.id,
    attorneyId: null,
    displayName: 'Staff',
    sessionId: 'session',
    request: { requestId: 'test', ip: null, userAgent: null },
  };
  for (let day = 1; day <= visits; day += 1) {
    const note = await createSignedNote(t.dataSource, {
      clinicId: clinic.id,
      patientId: record.patient_id,
      caseId: record.id,
      providerId: provider.id,
      diagnosisCodes: ['S13.4XXA', 'M54.2'],
      procedures: [
        { code: '98940', units: 1, diagnosisPointers: [1] },
        { code: '97110', units: 3, modifiers: ['GP'], diagnosisPointers: [1, 2] },
      ],
      scheduledStart: new Date(Date.UTC(2026, 1, day, 15)),
    });
    await t.dataSource.transaction((manager) => raiseBillForSignedNote(manager, note.id, actor));
  }
  await createBillingEntry(t.dataSource, {
    clinicId: clinic.id,
    caseId: record.id,
    status: 'submitted',
    description: 'Records copy',
  });
  return { clinic, staff, lawyer, record };
}

const secondLine = {
  lineNumber: 2,
  serviceDate: '2026-02-01',
  procedureCode: '97110',
  description: 'Therapeutic exercise',
  modifiers: ['GP'],
  units: 3,
  unitFee: '38.00',
  amount: '114.00',
  diagnosisCodes: ['S13.4XXA', 'M54.2'],
  providerName: 'Dana Reyes',
};

describe('the lines of a bill', () => {
  it('are read by the clinic and by the case attorney alike, a free-text bill having none', async () => {
    const s = await caseWithVisits(1);
    for (const email of [s.staff.email, s.lawyer.user.email]) {
      const client = await signedInClient(t.url, email);
      const result = await client.gql<Page>(linesQuery, { caseId: s.record.id });
      expect(result.errors).toBeUndefined();
      const [freeText, coded] = result.data!.billingEntries.nodes;
      expect(freeText).toEqual({ description: 'Records copy', lines: [] });
      expect(coded.description).toBe('Visit of 02/01/2026: 98940, 97110 ×3');
      expect(coded.lines).toHaveLength(2);
      expect(coded.lines[1]).toEqual(secondLine);
    }
  });

  it('cost one statement for a whole page of bills', async () => {
    const s = await caseWithVisits(6);
    const client = await signedInClient(t.url, s.staff.email);
    const { result, statements } = await t.statements.during(() =>
      client.gql<Page>(linesQuery, { caseId: s.record.id }),
    );
    expect(result.data!.billingEntries.nodes.filter((bill) => bill.lines.length === 2)).toHaveLength(6);
    expect(statements.filter((sql) => sql.includes('FROM billing_lines'))).toHaveLength(1);
  });

  it('come with each bill of the REST answer', async () => {
    const s = await caseWithVisits(1);
    const client = await signedInClient(t.url, s.lawyer.user.email);
    const answer = await client.rest<{ data: { description: string; lines: Record<string, unknown>[] }[] }>(
      'GET',
      `/api/v1/billing?caseId=${s.record.id}`,
    );
    expect(answer.status).toBe(200);
    const coded = answer.body.data.find((bill) => bill.lines.length > 0)!;
    expect(coded.lines[1]).toMatchObject(secondLine);
    expect(coded.lines[1]).not.toHaveProperty('billingId');
    expect(answer.body.data.find((bill) => bill.description === 'Records copy')!.lines).toEqual([]);
  });
});
