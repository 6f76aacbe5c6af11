import { signedInClient } from '../../../test/client';
import { createCase, createClinicWithUsers } from '../../../test/factories';
import { startIsolatedApp } from '../../../test/isolated-app';
import type { TestApp } from '../../../test/harness';

// The AI features setting is platform-wide: this file runs on a database of its own.
let t: TestApp;
beforeAll(async () => {
  t = await startIsolatedApp();
}, 60_000);
afterAll(() => t.close());

async function setAiFeatures(level: string) {
  await t.dataSource.query(
    `INSERT INTO system_settings (setting_key, setting_value, category) VALUES ('ai.features', $1, 'ai')
     ON CONFLICT (setting_key) DO UPDATE SET setting_value = EXCLUDED.setting_value`,
    [JSON.stringify(level)],
  );
  t.app.services.settings.invalidate();
}

describe('the AI features setting, on the server', () => {
  it('reports the switches in the config and refuses insights and case analysis when turned off', async () => {
    const { clinic, staff } = await createClinicWithUsers(t.dataSource);
    const kase = await createCase(t.dataSource, { clinicId: clinic.id });
    const client = await signedInClient(t.url, staff.email);

    const config = await client.rest<Record<string, unknown>>('GET', '/api/ai/config');
    expect(config.status).toBe(200);
    expect(config.body).toEqual({
      features: { insights: true, caseAnalysis: true, documentAnalysis: true, chat: true, predictions: true },
      analysisTypes: ['treatment_progress', 'documentation_review', 'billing_review', 'settlement_readiness'],
      predictionTypes: [
        'settlement_amount',
        'case_duration',
        'success_probability',
        'clinic_reduction',
        'clinic_payment_days',
      ],
    });

    await setAiFeatures('predictions');
    const gqlConfig = await client.gql<{ aiConfig: { features: Record<string, boolean> } }>(
      '{ aiConfig { features { insights caseAnalysis documentAnalysis chat predictions } } }',
    );
    expect(gqlConfig.data!.aiConfig.features).toEqual({
      insights: false,
      caseAnalysis: false,
      documentAnalysis: false,
      chat: false,
      predictions: true,
    });

    const insights = await client.rest<{ message: string }>('GET', '/api/ai/insights');
    expect(insights.status).toBe(403);
    expect(insights.body.message).toBe('AI insights is turned off by the platform’s AI features setting.');
    const analysis = await client.gql('mutation($input: CaseAnalyzeInput!) { caseAnalyze(input: $input) { id } }', {
      input: { caseId: kase.id, analysisType: 'billing_review' },
    });
    expect(analysis.errors?.[0].message).toBe('AI case analysis is turned off by the platform’s AI features setting.');
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM ai_analytics`);
    expect(count).toBe(0);

    await setAiFeatures('analysis');
    expect((await client.rest('GET', '/api/ai/insights')).status).toBe(200);
  });
});
