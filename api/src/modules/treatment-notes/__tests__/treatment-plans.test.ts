import { signedInClient } from '../../../test/client';
import { createAttorneyUser, createCase, createClinicWithUsers } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { planProgress } from '../treatment-plan.service';
import { createAppointment, createProvider } from './clinical-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const planFields = `id status visitsPerWeek weeks startDate reExamDates goals
  progress { visitsPlannedTotal visitsPlannedToDate visitsCompleted reExamsDue reExamsDone nextReExamDate endDate }`;
const create = `mutation($caseId: Int!, $input: TreatmentPlanInput!) { treatmentPlanCreate(caseId: $caseId, input: $input) { ${planFields} } }`;
const update = `mutation($id: Int!, $input: TreatmentPlanInput!) { treatmentPlanUpdate(id: $id, input: $input) { ${planFields} } }`;
const read = `query($caseId: Int!) { caseTreatmentPlan(caseId: $caseId) { ${planFields} } }`;

const today = () => new Date().toISOString().slice(0, 10);

describe('planned against actual', () => {
  it('spreads the weekly visits over the days elapsed, capped at the plan’s length', () => {
    const row = {
      id: 1,
      caseId: 1,
      clinicId: 1,
      visitsPerWeek: 3,
      weeks: 4,
      startDate: '2026-01-01',
      reExamDates: ['2026-01-15', '2026-01-28'],
      goals: null,
      status: 'active' as const,
      visitsCompleted: 4,
      reExamsDone: 1,
    };
    expect(planProgress({ ...row, today: '2025-12-31' }).visitsPlannedToDate).toBe(0);
    expect(planProgress({ ...row, today: '2026-01-07' })).toMatchObject({
      visitsPlannedTotal: 12,
      visitsPlannedToDate: 3,
      reExamsDue: 0,
      nextReExamDate: '2026-01-15',
      endDate: '2026-01-28',
    });
    expect(planProgress({ ...row, today: '2026-01-15' })).toMatchObject({ visitsPlannedToDate: 6, reExamsDue: 1 });
    expect(planProgress({ ...row, today: '2026-06-01' })).toMatchObject({ visitsPlannedToDate: 12, reExamsDue: 2 });
  });
});

describe('a case’s treatment plan', () => {
  it('counts the case’s completed appointments and re-exams, one active plan per case', async () => {
    const { clinic, staff } = await createClinicWithUsers(t.dataSource);
    const provider = await createProvider(t.dataSource, clinic.id);
    const record = await createCase(t.dataSource, { clinicId: clinic.id });
    const visit = (status: string, isReExam = false, daysAgo = 1) =>
      createAppointment(t.dataSource, {
        clinicId: clinic.id,
        patientId: record.patient_id,
        caseId: record.id,
        providerId: provider.id,
        status,
        isReExam,
        start: new Date(Date.now() - daysAgo * 86_400_000 - Math.random() * 3_600_000 * 8),
      });
    await visit('completed', false, 2);
    await visit('completed', true, 3);
    await visit('scheduled', false, 4);
    await visit('completed', false, 30); // before the plan
    const client = await signedInClient(t.url, staff.email);
    // Days of the clinic's calendar (the plan counts in its time zone; UTC is a day ahead of it at night).
    const [{ clinicToday }] = (await t.dataSource.query(
      `SELECT (now() AT TIME ZONE time_zone)::date::text AS "clinicToday" FROM clinics WHERE id = $1`,
      [clinic.id],
    )) as { clinicToday: string }[];
    const clinicDay = (days: number) =>
      new Date(Date.parse(`${clinicToday}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    const input = {
      visitsPerWeek: 3,
      weeks: 6,
      startDate: clinicDay(-13),
      reExamDates: [clinicDay(-3), clinicDay(14)],
      goals: 'Full cervical rotation',
    };
    const created = await client.gql<{ treatmentPlanCreate: { id: number; progress: Record<string, unknown> } }>(
      create,
      { caseId: record.id, input },
    );
    expect(created.errors).toBeUndefined();
    expect(created.data!.treatmentPlanCreate.progress).toEqual({
      visitsPlannedTotal: 18,
      visitsPlannedToDate: 6,
      visitsCompleted: 2,
      reExamsDue: 1,
      reExamsDone: 1,
      nextReExamDate: clinicDay(14),
      endDate: clinicDay(-13 + 41),
    });
    const second = await client.gql(create, { caseId: record.id, input });
    expect(second.errors?.[0].message).toBe(
      'This case already has an active treatment plan; complete or discontinue it first',
    );
    const id = created.data!.treatmentPlanCreate.id;
    const done = await client.gql<{ treatmentPlanUpdate: { status: string } }>(update, {
      id,
      input: { ...input, status: 'completed' },
    });
    expect(done.data!.treatmentPlanUpdate.status).toBe('completed');
    const next = await client.gql<{ treatmentPlanCreate: { id: number } }>(create, {
      caseId: record.id,
      input: { ...input, startDate: today() },
    });
    expect(next.errors?.[0].message).toContain('Re-exam date');
    const read1 = await client.gql<{ caseTreatmentPlan: { id: number } }>(read, { caseId: record.id });
    expect(read1.data!.caseTreatmentPlan.id).toBe(id);
    const audit = await t.dataSource.query(
      `SELECT action FROM audit_logs WHERE entity_type = 'treatment_plan' AND entity_id = $1 ORDER BY id`,
      [String(id)],
    );
    expect(audit.map((row: { action: string }) => row.action)).toEqual(['create', 'update']);
  });

  it.each([
    [{ visitsPerWeek: 8 }, 'Visits per week must be a whole number from 1 to 7'],
    [{ weeks: 0 }, 'Weeks must be a whole number from 1 to 104'],
  ])('refuses %j naming the field', async (change, message) => {
    const { clinic, staff } = await createClinicWithUsers(t.dataSource);
    const record = await createCase(t.dataSource, { clinicId: clinic.id });
    const client = await signedInClient(t.url, staff.email);
    const refused = await client.gql(create, {
      caseId: record.id,
      input: { visitsPerWeek: 2, weeks: 4, startDate: today(), reExamDates: [], ...change },
    });
    expect(refused.errors?.[0].message).toBe(message);
  });

  it('is the clinic’s: another clinic gets not found, the attorney is refused', async () => {
    const { clinic } = await createClinicWithUsers(t.dataSource);
    const lawyer = await createAttorneyUser(t.dataSource);
    const record = await createCase(t.dataSource, { clinicId: clinic.id, attorneyId: lawyer.attorney.id });
    const other = await createClinicWithUsers(t.dataSource);
    const stranger = await signedInClient(t.url, other.staff.email);
    const input = { visitsPerWeek: 2, weeks: 4, startDate: today(), reExamDates: [] };
    expect((await stranger.gql(create, { caseId: record.id, input })).errors?.[0].message).toBe('Case not found');
    expect((await stranger.gql(read, { caseId: record.id })).errors?.[0].message).toBe('Case not found');
    const attorney = await signedInClient(t.url, lawyer.user.email);
    expect((await attorney.gql(read, { caseId: record.id })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
