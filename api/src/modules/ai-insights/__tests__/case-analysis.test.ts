import type { Logger } from '../../../platform/logger';
import { Role } from '../../../platform/access/role';
import { signedInClient, type TestClient } from '../../../test/client';
import {
  createAttorneyUser,
  createBillingEntry,
  createCase,
  createClinicWithUsers,
  createCoverage,
  createProvider,
  createSignedNote,
  createUser,
} from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { AnalysisType } from '../../ai/ai.enums';
import { analysisFailedMessage, caseAnalyses, CaseAnalysisService } from '../case-analysis.service';
import { createVisit, dayOffset, postCharge } from './ai-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const analysisFields = `id caseId analysisType status confidence prediction { label value } insights recommendations
  dataPoints { key label value } error requestedByName createdAt`;
const analyzeMutation = `mutation($input: CaseAnalyzeInput!) { caseAnalyze(input: $input) { ${analysisFields} } }`;
const historyQuery = `query($caseId: Int!) { caseAnalyses(caseId: $caseId) { ${analysisFields} } }`;

interface Analysis {
  id: number;
  caseId: number;
  analysisType: string;
  status: string;
  confidence: number | null;
  prediction: { label: string; value: string } | null;
  insights: string[];
  recommendations: string[];
  dataPoints: { key: string; label: string; value: string | null }[];
  error: string | null;
  requestedByName: string | null;
}

async function analyze(client: TestClient, caseId: number, analysisType: AnalysisType): Promise<Analysis> {
  const result = await client.gql<{ caseAnalyze: Analysis }>(analyzeMutation, { input: { caseId, analysisType } });
  expect(result.errors).toBeUndefined();
  return result.data!.caseAnalyze;
}

const points = (analysis: Analysis) => Object.fromEntries(analysis.dataPoints.map((point) => [point.key, point.value]));

async function world() {
  const clinicSide = await createClinicWithUsers(t.dataSource, { time_zone: 'UTC' });
  const { attorney, user } = await createAttorneyUser(t.dataSource);
  const kase = await createCase(t.dataSource, { clinicId: clinicSide.clinic.id, attorneyId: attorney.id });
  return {
    ...clinicSide,
    kase,
    clinicId: clinicSide.clinic.id,
    client: await signedInClient(t.url, clinicSide.staff.email),
    lawyer: await signedInClient(t.url, user.email),
    attorney,
  };
}

const visit = (w: Awaited<ReturnType<typeof world>>, daysAgo: number) =>
  createVisit(t.dataSource, { clinicId: w.clinicId, caseId: w.kase.id, patientId: w.kase.patient_id, daysAgo });

async function signedNoteVisit(w: Awaited<ReturnType<typeof world>>) {
  const provider = await createProvider(t.dataSource, w.clinicId);
  return createSignedNote(t.dataSource, {
    clinicId: w.clinicId,
    patientId: w.kase.patient_id,
    caseId: w.kase.id,
    providerId: provider.id,
    procedures: [{ code: '98940', units: 1, diagnosisPointers: [1] }],
    diagnosisCodes: ['S13.4XXA'],
    scheduledStart: new Date(`${dayOffset(-10)}T15:00:00Z`),
  });
}

async function draftNote(w: Awaited<ReturnType<typeof world>>, appointmentId: number) {
  const provider = await createProvider(t.dataSource, w.clinicId);
  await t.dataSource.query(
    `INSERT INTO treatment_notes (appointment_id, clinic_id, patient_id, case_id, provider_id, created_by)
     VALUES ($1, $2, $3, $4, $5, $5)`,
    [appointmentId, w.clinicId, w.kase.patient_id, w.kase.id, provider.id],
  );
}

describe('case analysis: each type on a fixture', () => {
  it('treatment progress: visits against the plan, gaps and a missed re-exam; an attorney reads the visits alone', async () => {
    const w = await world();
    await t.dataSource.query(
      `INSERT INTO treatment_plans (clinic_id, case_id, visits_per_week, weeks, start_date, re_exam_dates, created_by)
       VALUES ($1, $2, 2, 6, $3, $4, $5)`,
      [w.clinicId, w.kase.id, dayOffset(-27), [dayOffset(-7)], w.staff.id],
    );
    for (const daysAgo of [27, 24, 20, 3]) await visit(w, daysAgo);

    const analysis = await analyze(w.client, w.kase.id, AnalysisType.treatment_progress);
    expect(analysis).toMatchObject({
      status: 'complete',
      confidence: 0.9,
      prediction: { label: 'Plan adherence', value: '50%' },
      error: null,
      requestedByName: 'Test User',
    });
    expect(points(analysis)).toMatchObject({
      visits: '4',
      longestGapDays: '17',
      gapsOver14Days: '1',
      daysSinceLastVisit: '3',
      plannedVisits: '12',
      expectedVisitsToDate: '8',
      visitsSincePlanStart: '4',
      reExamsMissed: '1',
    });
    expect(analysis.insights).toContain('1 gap longer than 14 days between visits (longest 17 days).');
    expect(analysis.recommendations).toEqual([
      'Attendance is at 50% of the plan: contact the patient about missed visits.',
      'Book the missed re-examination.',
    ]);

    const theirs = await analyze(w.lawyer, w.kase.id, AnalysisType.treatment_progress);
    expect(theirs.prediction).toEqual({ label: 'Visits', value: '4 visits' });
    expect(points(theirs).plannedVisits).toBeUndefined();
    expect(theirs.insights).toContain(
      'The treatment plan is the clinic’s record: this analysis reads the visits alone.',
    );
  });

  it('documentation review: signed notes per attended appointment, drafts for the clinic only, missing document types', async () => {
    const w = await world();
    await signedNoteVisit(w);
    const unnoted = await visit(w, 4);
    await draftNote(w, unnoted.id);
    await t.dataSource.query(
      `INSERT INTO documents (case_id, clinic_id, uploaded_by, file_name, file_type, file_size, file_path, document_type)
       VALUES ($1, $2, $3, 'mri.pdf', 'application/pdf', 10, 'x/mri.pdf', 'medical_record')`,
      [w.kase.id, w.clinicId, w.staff.id],
    );

    const analysis = await analyze(w.client, w.kase.id, AnalysisType.documentation_review);
    expect(analysis.prediction).toEqual({ label: 'Attended appointments with a signed note', value: '50%' });
    expect(points(analysis)).toMatchObject({
      attendedAppointments: '2',
      appointmentsWithSignedNote: '1',
      signedNotes: '1',
      unsignedNotes: '1',
      documents: '1',
      documents_medical_record: '1',
      missingDocumentTypes: 'insurance, legal_document',
    });
    expect(analysis.recommendations).toEqual([
      'Write and sign the notes of 1 attended appointment without a signed note.',
      'Sign the draft notes so they can be billed and released.',
      'Upload the missing documents (insurance, legal document).',
    ]);

    const theirs = await analyze(w.lawyer, w.kase.id, AnalysisType.documentation_review);
    expect(points(theirs).unsignedNotes).toBeUndefined();
    expect(points(theirs).signedNotes).toBe('1');
    expect(theirs.insights).toContain('Draft notes are the clinic’s: only signed notes are counted.');
    expect(theirs.recommendations.join(' ')).not.toMatch(/draft/i);
  });

  it('billing review: billed, paid, balance, aging and coverage used; an attorney never counts drafts', async () => {
    const w = await world();
    const old = new Date(Date.now() - 100 * 86_400_000);
    await createBillingEntry(t.dataSource, {
      clinicId: w.clinicId,
      caseId: w.kase.id,
      amount: '300.00',
      status: 'submitted',
      created_at: old,
    });
    await createBillingEntry(t.dataSource, {
      clinicId: w.clinicId,
      caseId: w.kase.id,
      amount: '200.00',
      status: 'paid',
    });
    await createBillingEntry(t.dataSource, {
      clinicId: w.clinicId,
      caseId: w.kase.id,
      amount: '50.00',
      status: 'pending',
    });
    await postCharge(t.dataSource, { clinicId: w.clinicId, caseId: w.kase.id, amount: '500.00' });
    await t.dataSource.query(
      `INSERT INTO case_ledger_entries (case_id, clinic_id, kind, amount, description) VALUES ($1, $2, 'payment', '200.00', 'Paid')`,
      [w.kase.id, w.clinicId],
    );
    await createCoverage(t.dataSource, { clinicId: w.clinicId, caseId: w.kase.id, limit_amount: '600.00' });

    const analysis = await analyze(w.client, w.kase.id, AnalysisType.billing_review);
    expect(analysis.prediction).toEqual({ label: 'Balance', value: '$300.00' });
    expect(points(analysis)).toMatchObject({
      bills: '3',
      billed: '$550.00',
      paid: '$200.00',
      charges: '$500.00',
      payments: '$200.00',
      balance: '$300.00',
      unpaidOver90Days: '$300.00',
      unpaid0to30Days: '$50.00',
      draftBills: '1',
      coverageLimits: '$600.00',
      coverageUsedPercent: '83.3',
    });
    expect(analysis.recommendations).toEqual([
      'Follow up on 1 bill unpaid for more than 90 days ($300.00).',
      'Submit the 1 draft bill.',
      'The coverage limits are nearly reached: weigh further treatment against what remains.',
    ]);

    const theirs = await analyze(w.lawyer, w.kase.id, AnalysisType.billing_review);
    expect(points(theirs)).toMatchObject({ bills: '2', billed: '$500.00', unpaid0to30Days: '$0.00' });
    expect(points(theirs).draftBills).toBeUndefined();
  });

  it('settlement readiness: four checks and the balance; ready once the drafts are signed', async () => {
    const w = await world();
    await t.dataSource.query(`UPDATE cases SET status = 'settlement_negotiation' WHERE id = $1`, [w.kase.id]);
    await t.dataSource.query(
      `INSERT INTO treatment_plans (clinic_id, case_id, visits_per_week, weeks, start_date, status, created_by)
       VALUES ($1, $2, 2, 4, $3, 'completed', $4)`,
      [w.clinicId, w.kase.id, dayOffset(-40), w.staff.id],
    );
    await signedNoteVisit(w);
    const other = await visit(w, 2);
    await draftNote(w, other.id);
    await createBillingEntry(t.dataSource, {
      clinicId: w.clinicId,
      caseId: w.kase.id,
      amount: '120.00',
      status: 'submitted',
    });
    await postCharge(t.dataSource, { clinicId: w.clinicId, caseId: w.kase.id, amount: '120.00' });

    const notReady = await analyze(w.client, w.kase.id, AnalysisType.settlement_readiness);
    expect(notReady.prediction).toEqual({ label: 'Settlement readiness', value: '3 of 4 checks pass' });
    expect(notReady.recommendations).toEqual([
      'Sign the notes: 1 attended appointment without a signed note, 1 draft.',
    ]);
    expect(notReady.insights).toEqual([
      'Treatment is finished.',
      'The bills are submitted.',
      'The itemized statement is available.',
      'Balance: $120.00.',
    ]);

    await t.dataSource.query(
      `UPDATE treatment_notes SET is_locked = true, signed_at = now(), signed_by = provider_id WHERE appointment_id = $1`,
      [other.id],
    );
    const ready = await analyze(w.client, w.kase.id, AnalysisType.settlement_readiness);
    expect(ready.prediction).toEqual({ label: 'Settlement readiness', value: 'Ready' });
    expect(ready.recommendations).toEqual([]);
    expect(points(ready)).toMatchObject({ checksPassed: '4', balance: '$120.00', planStatus: 'completed' });

    const theirs = await analyze(w.lawyer, w.kase.id, AnalysisType.settlement_readiness);
    expect(theirs.prediction?.value).toBe('Ready');
    expect(points(theirs).planStatus).toBeUndefined();
    expect(theirs.confidence).toBe(0.7);
  });
});

describe('case analysis: storage, audit, history and refusals', () => {
  it('stores each analysis with an audit row; the history is newest first and an attorney sees only their own', async () => {
    const w = await world();
    const first = await analyze(w.client, w.kase.id, AnalysisType.billing_review);
    const second = await analyze(w.client, w.kase.id, AnalysisType.treatment_progress);
    const theirs = await analyze(w.lawyer, w.kase.id, AnalysisType.billing_review);
    const audits: { action: string; new_values: Record<string, unknown> }[] = await t.dataSource.query(
      `SELECT action, new_values FROM audit_logs WHERE entity_type = 'ai_analysis' AND entity_id = $1`,
      [String(first.id)],
    );
    expect(audits).toEqual([
      {
        action: 'case_analyzed',
        new_values: { caseId: w.kase.id, analysisType: 'billing_review', status: 'complete' },
      },
    ]);

    const history = await w.client.gql<{ caseAnalyses: Analysis[] }>(historyQuery, { caseId: w.kase.id });
    expect(history.data!.caseAnalyses.map((a) => a.id)).toEqual([theirs.id, second.id, first.id]);
    const attorneyHistory = await w.lawyer.gql<{ caseAnalyses: Analysis[] }>(historyQuery, { caseId: w.kase.id });
    expect(attorneyHistory.data!.caseAnalyses.map((a) => a.id)).toEqual([theirs.id]);
  });

  it('answers a case of another clinic or attorney as missing, validates input, and refuses the operator', async () => {
    const w = await world();
    const foreign = await createCase(t.dataSource, { clinicId: (await createClinicWithUsers(t.dataSource)).clinic.id });
    const notTheirs = await createCase(t.dataSource, { clinicId: w.clinicId });
    for (const [client, caseId] of [
      [w.client, foreign.id],
      [w.lawyer, notTheirs.id],
      [w.client, 2_000_000_000],
    ] as const) {
      const result = await client.gql(analyzeMutation, { input: { caseId, analysisType: 'billing_review' } });
      expect(result.errors?.[0].message).toBe('Case not found');
      const history = await client.gql(historyQuery, { caseId });
      expect(history.errors?.[0].message).toBe('Case not found');
    }

    const badType = await w.client.rest<{ message: string }>('POST', '/api/ai/analyze-case', {
      caseId: w.kase.id,
      analysisType: 'horoscope',
    });
    expect(badType.status).toBe(400);
    expect(JSON.stringify(badType.body)).toContain(
      'Analysis type must be one of: treatment_progress, documentation_review, billing_review, settlement_readiness',
    );
    const noCase = await w.client.rest('POST', '/api/ai/analyze-case', { analysisType: 'billing_review' });
    expect(noCase.status).toBe(400);
    expect(JSON.stringify(noCase.body)).toContain('Case must be chosen from the list');

    const operator = await signedInClient(t.url, (await createUser(t.dataSource, { role: Role.super_admin })).email);
    const refused = await operator.gql(analyzeMutation, {
      input: { caseId: w.kase.id, analysisType: 'billing_review' },
    });
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');

    const [{ count }] = await t.dataSource.query(
      `SELECT count(*)::int AS count FROM ai_analytics WHERE case_id = ANY($1)`,
      [[w.kase.id, foreign.id, notTheirs.id]],
    );
    expect(count).toBe(0);

    const rest = await w.client.rest<{ data: Analysis }>('POST', '/api/ai/analyze-case', {
      caseId: w.kase.id,
      analysisType: 'billing_review',
    });
    expect(rest.status).toBe(201);
    expect(rest.body.data).toMatchObject({ caseId: w.kase.id, status: 'complete', analysisType: 'billing_review' });
  });

  it('stores a failed analysis with the spec’s text and an audit row, and writes nothing else', async () => {
    const w = await world();
    const errors: string[] = [];
    const logger = { debug() {}, info() {}, warn() {}, error: (message: string) => errors.push(message) } as Logger;
    const failing = new CaseAnalysisService(t.dataSource, t.app.services.settings, logger, {
      ...caseAnalyses,
      billing_review: async (manager) => {
        await manager.query(`UPDATE cases SET notes = 'touched' WHERE id = $1`, [w.kase.id]);
        throw new Error('the analysis broke');
      },
    });
    const scope = {
      userId: w.staff.id,
      role: Role.clinic_staff,
      clinicId: w.clinicId,
      attorneyId: null,
      displayName: 'Test User',
      sessionId: 's',
      request: { requestId: 'r', ip: null, userAgent: null },
    };
    const failed = await failing.analyze(scope, { caseId: w.kase.id, analysisType: AnalysisType.billing_review });
    expect(failed).toMatchObject({
      status: 'failed',
      error: analysisFailedMessage,
      prediction: null,
      confidence: null,
      insights: [],
      recommendations: [],
      dataPoints: [],
    });
    expect(errors).toEqual(['case analysis failed']);
    const [kase] = await t.dataSource.query(`SELECT notes FROM cases WHERE id = $1`, [w.kase.id]);
    expect(kase.notes).toBeNull();
    const rows = await t.dataSource.query(`SELECT status FROM ai_analytics WHERE case_id = $1`, [w.kase.id]);
    expect(rows).toEqual([{ status: 'failed' }]);
    const [audit] = await t.dataSource.query(
      `SELECT action FROM audit_logs WHERE entity_type = 'ai_analysis' AND entity_id = $1`,
      [String(failed.id)],
    );
    expect(audit.action).toBe('case_analysis_failed');
  });
});
