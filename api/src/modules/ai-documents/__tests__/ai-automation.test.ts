import { signedInClient } from '../../../test/client';
import { createAttorneyUser, createCase, createClinicWithUsers } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { analyzeDocument } from '../ai-documents.jobs';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const summaryQuery = `{ aiAutomation {
  predictionsOn documentAnalysisOn averageProcessingTimeMs
  modelRefits { predictionType currentVersion trainingSize refits backtest { name value } }
  documentAnalysisCounts { status count }
  recentDocumentAnalyses { fileName caseNumber status }
} }`;

async function fit(scopeKind: string, scopeId: number, predictionType: string, version: number, backtest: unknown) {
  await t.dataSource.query(
    `INSERT INTO ai_models (scope_kind, scope_id, prediction_type, version, algorithm, training_size, backtest, data_fingerprint)
     VALUES ($1, $2, $3, $4, 'linear', $5, $6, 'digest')`,
    [scopeKind, scopeId, predictionType, version, 10 * version, backtest === null ? null : JSON.stringify(backtest)],
  );
}

async function uploadText(cookie: string, caseId: number, name: string, text: string) {
  const form = new FormData();
  form.append('caseId', String(caseId));
  form.append('file', new Blob([text]), name);
  const response = await fetch(`${t.url}/api/documents/upload`, { method: 'POST', headers: { cookie }, body: form });
  expect(response.status).toBe(201);
}

describe('the Automation summary', () => {
  it("reports the scope's model refits and document analyses, never another clinic's or another attorney's", async () => {
    const clinic = await createClinicWithUsers(t.dataSource);
    const other = await createClinicWithUsers(t.dataSource);
    const lawyer = await createAttorneyUser(t.dataSource);
    const otherLawyer = await createAttorneyUser(t.dataSource);
    await fit('clinic', clinic.clinic.id, 'settlement_amount', 1, null);
    await fit('clinic', clinic.clinic.id, 'settlement_amount', 2, {
      meanAbsoluteError: 1500,
      coverage: { rate: 0.9 },
      note: 'text',
    });
    await fit('clinic', clinic.clinic.id, 'case_duration', 1, null);
    await fit('clinic', other.clinic.id, 'success_probability', 5, null);
    await fit('attorney', lawyer.attorney.id, 'success_probability', 1, null);
    await fit('attorney', otherLawyer.attorney.id, 'case_duration', 3, null);

    const ownCase = await createCase(t.dataSource, { clinicId: clinic.clinic.id, attorneyId: lawyer.attorney.id });
    const otherCase = await createCase(t.dataSource, { clinicId: other.clinic.id });
    const staff = await signedInClient(t.url, clinic.staff.email);
    const otherStaff = await signedInClient(t.url, other.staff.email);
    await uploadText(staff.cookie!, ownCase.id, 'visit.txt', 'Seen on 2026-01-02, $80.00');
    await uploadText(staff.cookie!, ownCase.id, 'empty.txt', '   ');
    await uploadText(otherStaff.cookie!, otherCase.id, 'theirs.txt', 'Seen on 2026-01-02');
    await t.app.services.jobs.runDue(analyzeDocument);

    const answer = await staff.gql<{ aiAutomation: Record<string, unknown> }>(summaryQuery);
    expect(answer.errors).toBeUndefined();
    const summary = answer.data!.aiAutomation;
    expect(summary.modelRefits).toEqual([
      { predictionType: 'case_duration', currentVersion: 1, trainingSize: 10, refits: 0, backtest: [] },
      {
        predictionType: 'settlement_amount',
        currentVersion: 2,
        trainingSize: 20,
        refits: 1,
        backtest: [
          // In jsonb's own key order (shorter keys first).
          { name: 'coverage.rate', value: 0.9 },
          { name: 'meanAbsoluteError', value: 1500 },
        ],
      },
    ]);
    expect(summary.documentAnalysisCounts).toEqual([
      { status: 'pending', count: 0 },
      { status: 'processing', count: 0 },
      { status: 'completed', count: 1 },
      { status: 'failed', count: 1 },
    ]);
    expect(summary.averageProcessingTimeMs).toEqual(expect.any(Number));
    expect((summary.recentDocumentAnalyses as { fileName: string }[]).map((row) => row.fileName).sort()).toEqual([
      'empty.txt',
      'visit.txt',
    ]);

    const attorney = await signedInClient(t.url, lawyer.user.email);
    const theirs = (
      await attorney.gql<{ aiAutomation: { modelRefits: unknown[]; recentDocumentAnalyses: unknown[] } }>(summaryQuery)
    ).data!.aiAutomation;
    expect(theirs.modelRefits).toEqual([
      { predictionType: 'success_probability', currentVersion: 1, trainingSize: 10, refits: 0, backtest: [] },
    ]);
    expect(theirs.recentDocumentAnalyses).toHaveLength(2);
  });
});
