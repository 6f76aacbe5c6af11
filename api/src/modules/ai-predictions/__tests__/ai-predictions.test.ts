import { Role } from '../../../platform/access/role';
import { signedInClient } from '../../../test/client';
import { createAttorneyUser, createCase, createClinicWithUsers, createPatient } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { AiScopeKind, PredictionType } from '../../ai/ai.enums';
import { refitModels, sweepModelRefits } from '../ai-predictions.jobs';
import { createClosedCaseHistory } from './closed-case-history';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const predictionsQuery = `query($caseId: Int!) { casePredictions(caseId: $caseId) {
  caseId confidenceDefinition
  predictions { type value rangeLow rangeHigh confidence currentValue modelVersion trainingSize insufficientReason
                factors { name label effect } }
  netToClinic { billedToDate reductionShare net netLow netHigh paymentDays noHistoryReason }
} }`;
const modelsQuery = `{ predictionModels { type version modelVersion algorithm trainingSize insufficientReason
  backtest { folds n mae maePercentOfMean coverage points { actual predicted } } } }`;

interface Prediction {
  type: string;
  value: number | null;
  rangeLow: number | null;
  rangeHigh: number | null;
  confidence: number | null;
  modelVersion: string | null;
  trainingSize: number | null;
  insufficientReason: string | null;
  factors: { name: string; label: string; effect: number }[];
}

const services = () => t.app.services;
const clinicScope = (id: number) => ({ kind: AiScopeKind.clinic, id });

async function clinicWithHistory(count: number, seed: number) {
  const world = await createClinicWithUsers(t.dataSource, { time_zone: 'UTC' });
  const patient = await createPatient(t.dataSource, world.clinic.id);
  const { attorney, user } = await createAttorneyUser(t.dataSource);
  await createClosedCaseHistory(t.dataSource, {
    clinicId: world.clinic.id,
    patientId: patient.id,
    attorneyId: attorney.id,
    count,
    seed,
    reductionShare: 0.25,
    paymentDays: 21,
  });
  const open = await createCase(t.dataSource, {
    clinicId: world.clinic.id,
    patientId: patient.id,
    attorneyId: attorney.id,
    accident_date: '2026-01-05',
  });
  return { ...world, patient, attorney, attorneyUser: user, open };
}

function coefficientOf(parameters: unknown, feature: string): number {
  const { learner } = parameters as { learner: { features: string[]; coefficients: number[] } };
  return learner.coefficients[learner.features.indexOf(feature)];
}

describe('predictions fitted on a known history', () => {
  it('learns that settlements grow with billing and shrink with treatment gaps, and its 90% range holds about 90%', async () => {
    const world = await clinicWithHistory(240, 11);
    expect(await services().predictionModels.refit(clinicScope(world.clinic.id))).toMatchObject({ skipped: false });
    const models = await services().predictionModels.newest(clinicScope(world.clinic.id));
    const settlement = models.get(PredictionType.settlement_amount)!;
    expect(settlement.trainingSize).toBeGreaterThan(200);
    // The ledger balance is no feature: a closed case's ledger is written down to zero, so it would only
    // tell the model the case is closed.
    expect((settlement.parameters as { learner: { features: string[] } }).learner.features).not.toContain(
      'ledgerBalance',
    );
    const billing = coefficientOf(settlement.parameters, 'billedTotal');
    const gaps =
      coefficientOf(settlement.parameters, 'gapDaysOver14') + coefficientOf(settlement.parameters, 'longestGapDays');
    expect(billing).toBeGreaterThan(0);
    expect(gaps).toBeLessThan(0);
    expect(settlement.backtest!.n).toBe(settlement.trainingSize);
    expect(settlement.backtest!.coverage).toBeGreaterThan(0.82);
    expect(settlement.backtest!.coverage).toBeLessThan(0.97);
    const duration = models.get(PredictionType.case_duration)!;
    expect(
      coefficientOf(duration.parameters, 'longestGapDays') + coefficientOf(duration.parameters, 'gapDaysOver14'),
    ).toBeGreaterThan(0);

    const client = await signedInClient(t.url, world.staff.email);
    const result = await client.gql<{
      casePredictions: { predictions: Prediction[]; netToClinic: Record<string, unknown> };
    }>(predictionsQuery, { caseId: world.open.id });
    expect(result.errors).toBeUndefined();
    const byType = new Map(result.data!.casePredictions.predictions.map((p) => [p.type, p]));
    const amount = byType.get(PredictionType.settlement_amount)!;
    expect(amount.insufficientReason).toBeNull();
    expect(amount.rangeLow!).toBeLessThan(amount.value!);
    expect(amount.rangeHigh!).toBeGreaterThan(amount.value!);
    expect(amount.confidence!).toBeGreaterThan(0.7);
    expect(amount.modelVersion).toBe(`settlement_amount@clinic:${world.clinic.id}:v1`);
    expect(amount.factors.length).toBeGreaterThanOrEqual(3);
    const probability = byType.get(PredictionType.success_probability)!;
    expect(probability.value!).toBeGreaterThanOrEqual(0);
    expect(probability.value!).toBeLessThanOrEqual(1);
    expect(result.data!.casePredictions.netToClinic).toMatchObject({
      reductionShare: 0.25,
      paymentDays: 21,
      noHistoryReason: null,
    });

    // Recorded once per case, type and model version a day: asking again reuses the rows.
    await client.gql(predictionsQuery, { caseId: world.open.id });
    const [{ n }] = (await t.dataSource.query(`SELECT count(*)::int AS n FROM ai_predictions WHERE case_id = $1`, [
      world.open.id,
    ])) as { n: number }[];
    expect(n).toBe(5);

    const missingId = await client.rest<{ errors?: unknown }>('GET', '/api/ai/predictions');
    expect(missingId.status).toBe(400);
    expect(JSON.stringify(missingId.body)).toContain('caseId is required');
    const rest = await client.rest<{ data: { predictions: Prediction[] } }>(
      'GET',
      `/api/ai/predictions?caseId=${world.open.id}`,
    );
    expect(rest.status).toBe(200);
    expect(rest.body.data.predictions.find((p) => p.type === PredictionType.settlement_amount)!.value).toBeCloseTo(
      amount.value!,
      6,
    );
    const models2 = await client.gql<{ predictionModels: { type: string; backtest: { coverage: number } | null }[] }>(
      modelsQuery,
    );
    expect(models2.errors).toBeUndefined();
    expect(models2.data!.predictionModels.map((m) => m.type).sort()).toEqual(Object.values(PredictionType).sort());
  });

  it('says honestly that 19 closed cases are too few, and gives no number', async () => {
    const world = await clinicWithHistory(19, 12);
    await services().predictionModels.refit(clinicScope(world.clinic.id));
    const client = await signedInClient(t.url, world.staff.email);
    const result = await client.gql<{ casePredictions: { predictions: Prediction[] } }>(predictionsQuery, {
      caseId: world.open.id,
    });
    const amount = result.data!.casePredictions.predictions.find((p) => p.type === PredictionType.settlement_amount)!;
    // 19 cases, of which one in ten closed without a settlement: fewer still have a settlement amount.
    expect(amount.value).toBeNull();
    expect(amount.rangeLow).toBeNull();
    expect(amount.insufficientReason).toMatch(
      /^Too few closed cases to predict the settlement amount: 1\d of 20 needed$/,
    );
    const success = result.data!.casePredictions.predictions.find(
      (p) => p.type === PredictionType.success_probability,
    )!;
    expect(success.insufficientReason).toBe('Too few closed cases to predict the success probability: 19 of 20 needed');
  });
});

describe('scopes', () => {
  it("fits an attorney's models on their own cases only, and another clinic's cases never enter a clinic's", async () => {
    const first = await clinicWithHistory(30, 21);
    const second = await clinicWithHistory(25, 22);
    // The first attorney also has cases at the second clinic; a second attorney at the first clinic.
    await createClosedCaseHistory(t.dataSource, {
      clinicId: second.clinic.id,
      patientId: second.patient.id,
      attorneyId: first.attorney.id,
      count: 5,
      seed: 23,
    });
    const attorneyScope = { kind: AiScopeKind.attorney, id: first.attorney.id };
    await services().predictionModels.refit(attorneyScope);
    const before = (await services().predictionModels.newest(attorneyScope)).get(PredictionType.success_probability)!;
    expect(before.trainingSize).toBe(35);

    const other = await createAttorneyUser(t.dataSource);
    await createClosedCaseHistory(t.dataSource, {
      clinicId: first.clinic.id,
      patientId: first.patient.id,
      attorneyId: other.attorney.id,
      count: 10,
      seed: 24,
    });
    expect(await services().predictionModels.refit(attorneyScope)).toEqual({ skipped: true, fitted: [] });

    await services().predictionModels.refit(clinicScope(first.clinic.id));
    const clinicModel = (await services().predictionModels.newest(clinicScope(first.clinic.id))).get(
      PredictionType.success_probability,
    )!;
    expect(clinicModel.trainingSize).toBe(40);

    // The attorney's answer comes from the attorney's model and has no net-to-clinic view.
    const attorneyClient = await signedInClient(t.url, first.attorneyUser.email);
    const result = await attorneyClient.gql<{ casePredictions: { predictions: Prediction[]; netToClinic: unknown } }>(
      predictionsQuery,
      { caseId: first.open.id },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.casePredictions.netToClinic).toBeNull();
    expect(result.data!.casePredictions.predictions.map((p) => p.modelVersion)).toEqual([
      `settlement_amount@attorney:${first.attorney.id}:v1`,
      `case_duration@attorney:${first.attorney.id}:v1`,
      `success_probability@attorney:${first.attorney.id}:v1`,
    ]);
    // Another clinic's case answers exactly like a missing one.
    const staff = await signedInClient(t.url, first.staff.email);
    const foreign = await staff.gql(predictionsQuery, { caseId: second.open.id });
    const missing = await staff.gql(predictionsQuery, { caseId: 2_000_000_000 });
    expect(foreign.errors?.[0].message).toBe(missing.errors?.[0].message);
    expect(foreign.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});

describe('closing, refits and the switch', () => {
  it('records the actual value beside the predictions when the case closes, and queues a refit', async () => {
    const world = await clinicWithHistory(30, 31);
    await services().predictionModels.refit(clinicScope(world.clinic.id));
    const staff = await signedInClient(t.url, world.staff.email);
    await staff.gql(predictionsQuery, { caseId: world.open.id });
    const closed = await staff.gql(
      `mutation($id: Int!, $input: CaseUpdateInput!) { caseUpdate(id: $id, input: $input) { id status } }`,
      {
        id: world.open.id,
        input: {
          caseType: 'auto_accident',
          status: 'closed',
          accidentDate: '2026-01-05',
          settlementAmount: '12500.00',
        },
      },
    );
    expect(closed.errors).toBeUndefined();
    const rows = (await t.dataSource.query(
      `SELECT prediction_type, actual_value::float AS actual, validated_at FROM ai_predictions WHERE case_id = $1 ORDER BY prediction_type`,
      [world.open.id],
    )) as { prediction_type: string; actual: number | null; validated_at: Date | null }[];
    const actual = Object.fromEntries(rows.map((row) => [row.prediction_type, row.actual]));
    expect(actual.settlement_amount).toBe(12500);
    expect(actual.success_probability).toBe(1);
    expect(actual.case_duration).toBeGreaterThanOrEqual(0);
    expect(rows.find((row) => row.prediction_type === 'settlement_amount')!.validated_at).not.toBeNull();
    const jobs = (await t.dataSource.query(
      `SELECT data FROM pgboss.job WHERE name = 'ai.refit-models' AND data->>'kind' = 'clinic' AND (data->>'id')::int = $1`,
      [world.clinic.id],
    )) as { data: unknown }[];
    expect(jobs).toHaveLength(1);

    // Reopened, the outcome is no longer final: the actual values are cleared.
    const reopened = await staff.gql(
      `mutation($id: Int!, $input: CaseUpdateInput!) { caseUpdate(id: $id, input: $input) { id status } }`,
      {
        id: world.open.id,
        input: { caseType: 'auto_accident', status: 'active_treatment', accidentDate: '2026-01-05' },
      },
    );
    expect(reopened.errors).toBeUndefined();
    const cleared = (await t.dataSource.query(
      `SELECT count(*)::int AS n FROM ai_predictions WHERE case_id = $1 AND (actual_value IS NOT NULL OR validated_at IS NOT NULL)`,
      [world.open.id],
    )) as { n: number }[];
    expect(cleared[0].n).toBe(0);
  });

  it('skips a refit when the scope has not changed, and refits once it has', async () => {
    const world = await clinicWithHistory(22, 41);
    const scope = clinicScope(world.clinic.id);
    expect((await services().predictionModels.refit(scope)).skipped).toBe(false);
    expect((await services().predictionModels.refit(scope)).skipped).toBe(true);
    // Through the queue too: the job completes and stores no new version.
    await services().jobs.send(refitModels, scope);
    expect((await services().jobs.runDue(refitModels)).map((outcome) => outcome.state)).toContain('completed');
    expect((await services().predictionModels.newest(scope)).get(PredictionType.settlement_amount)!.version).toBe(1);
    await createClosedCaseHistory(t.dataSource, {
      clinicId: world.clinic.id,
      patientId: world.patient.id,
      attorneyId: world.attorney.id,
      count: 1,
      seed: 42,
    });
    expect((await services().predictionModels.refit(scope)).skipped).toBe(false);
    const versions = await services().predictionModels.newest(scope);
    expect(versions.get(PredictionType.settlement_amount)!.version).toBe(2);

    // The nightly sweep sends a refit for every scope with closed cases, this one included.
    await services().jobs.send(sweepModelRefits, {});
    await services().jobs.runDue(sweepModelRefits);
    const swept = (await t.dataSource.query(
      `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'ai.refit-models' AND data->>'kind' = 'clinic' AND (data->>'id')::int = $1`,
      [world.clinic.id],
    )) as { n: number }[];
    expect(swept[0].n).toBeGreaterThanOrEqual(1);
  });

  it('lets clinic admins and attorneys ask for a refit (audited), refuses staff, and the feature switch refuses everyone', async () => {
    const world = await clinicWithHistory(0, 51);
    const admin = await signedInClient(t.url, world.admin.email);
    const refit = await admin.gql<{ predictionRefit: { queued: boolean } }>(`mutation { predictionRefit { queued } }`);
    expect(refit.errors).toBeUndefined();
    const audits = (await t.dataSource.query(
      `SELECT action FROM audit_logs WHERE entity_type = 'ai_models' AND entity_id = $1`,
      [`clinic:${world.clinic.id}`],
    )) as { action: string }[];
    expect(audits.map((a) => a.action)).toEqual(['refit_requested']);
    const staff = await signedInClient(t.url, world.staff.email);
    const refused = await staff.gql(`mutation { predictionRefit { queued } }`);
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(world.staff.role).toBe(Role.clinic_staff);

    await t.dataSource.query(
      `INSERT INTO system_settings (setting_key, setting_value) VALUES ('ai.features', '"analysis"')
       ON CONFLICT (setting_key) DO UPDATE SET setting_value = EXCLUDED.setting_value`,
    );
    try {
      t.app.services.settings.invalidate();
      const off = await staff.gql(predictionsQuery, { caseId: world.open.id });
      expect(off.errors?.[0].message).toBe('AI predictions is turned off by the platform’s AI features setting.');
      const rest = await staff.rest('GET', `/api/ai/predictions?caseId=${world.open.id}`);
      expect(rest.status).toBe(403);
    } finally {
      await t.dataSource.query(`UPDATE system_settings SET setting_value = '"all"' WHERE setting_key = 'ai.features'`);
      t.app.services.settings.invalidate();
    }
  });
});
