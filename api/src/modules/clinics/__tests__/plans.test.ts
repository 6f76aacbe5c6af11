import { TestClient } from '../../../test/client';
import { startTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('plans (the pricing section)', () => {
  it('lists the plans table in order with prices, limits and the annual saving, without a session', async () => {
    const result = await new TestClient(t.url).gql<{ plans: Record<string, unknown>[] }>(
      '{ plans { code name monthlyPrice annualPrice annualSaving maxUsers maxActiveCases storageGb supportLevel } }',
    );
    expect(result.data?.plans).toEqual([
      expect.objectContaining({
        code: 'starter',
        monthlyPrice: '249.00',
        annualPrice: '2490.00',
        annualSaving: '498.00',
        maxUsers: 3,
        maxActiveCases: 50,
      }),
      expect.objectContaining({
        code: 'professional',
        monthlyPrice: '349.00',
        annualPrice: '3500.00',
        annualSaving: '688.00',
        maxUsers: 10,
        maxActiveCases: 200,
      }),
      expect.objectContaining({
        code: 'enterprise',
        monthlyPrice: '599.00',
        annualPrice: '5990.00',
        annualSaving: '1198.00',
        maxUsers: null,
        maxActiveCases: null,
      }),
    ]);
  });

  it('follows the table: a plan taken off sale disappears from the pricing', async () => {
    await t.dataSource.query(
      `INSERT INTO plans (code, name, monthly_price, annual_price, storage_gb, support_level, sort_order, is_active)
       VALUES ('legacy-test', 'Legacy', 99, 990, 1, 'basic', 99, false) ON CONFLICT (code) DO NOTHING`,
    );
    const result = await new TestClient(t.url).gql<{ plans: { code: string }[] }>('{ plans { code } }');
    await t.dataSource.query(`DELETE FROM plans WHERE code = 'legacy-test'`);
    expect(result.data?.plans.map((p) => p.code)).not.toContain('legacy-test');
  });
});
