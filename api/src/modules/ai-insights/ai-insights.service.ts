import type { DataSource } from 'typeorm';
import { SqlParams } from '../../db/sql-params';
import type { Scope } from '../../platform/access/scope';
import { ForbiddenError } from '../../platform/errors';
import type { SettingsReader } from '../../platform/settings/settings-reader';
import { aiFeaturesOn, assertAiFeature } from '../ai/ai-features';
import { aiScopeOf } from '../ai/ai-scope';
import { AiScopeKind, analysisTypes, predictionTypes } from '../ai/ai.enums';
import type { AiConfig } from './ai-config.type';
import type { AiCaseMetrics, AiInsights, AiTrends } from './ai-insights.types';
import { caseMetricsSql, recommendationsSql, type RecommendationRow, trendsSql } from './insights.sql';
import { recommendationOf } from './recommendation-messages';

export const clinicInsightsOnlyMessage =
  'GET /api/ai/insights answers for a clinic (the spec’s call needs a clinicId on the user); attorneys get their own cases’ insights from the GraphQL query aiInsights.';

interface TrendRow {
  month: string;
  opened: number;
  settled: number;
  averageAmount: string | null;
  closed: number;
  averageMonths: number | null;
}

/** The AI config and the Insights tab: figures, recommendations and trends of the caller's own cases. */
export class AiInsightsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: SettingsReader,
  ) {}

  async config(scope: Scope): Promise<AiConfig> {
    aiScopeOf(scope);
    return {
      features: await aiFeaturesOn(this.settings, { dataSource: this.dataSource, clinicId: scope.clinicId }),
      analysisTypes: [...analysisTypes],
      predictionTypes: [...predictionTypes],
    };
  }

  /** The REST call of the spec: a clinic's insights only (an attorney is pointed to the GraphQL query). */
  async clinicInsights(scope: Scope): Promise<AiInsights> {
    await assertAiFeature(this.settings, 'insights', { dataSource: this.dataSource, clinicId: scope.clinicId });
    if (aiScopeOf(scope).kind !== AiScopeKind.clinic) throw new ForbiddenError(clinicInsightsOnlyMessage);
    return this.insights(scope);
  }

  /** A clinic user's clinic, or an attorney's own cases: three statements, each scoped in SQL. */
  async insights(scope: Scope): Promise<AiInsights> {
    await assertAiFeature(this.settings, 'insights', { dataSource: this.dataSource, clinicId: scope.clinicId });
    const aiScope = aiScopeOf(scope);
    const metricsParams = new SqlParams();
    const recommendationParams = new SqlParams();
    const trendParams = new SqlParams();
    const [[metrics], recommendations, trends] = await Promise.all([
      this.dataSource.query(caseMetricsSql(aiScope, metricsParams), metricsParams.values) as Promise<AiCaseMetrics[]>,
      this.dataSource.query(recommendationsSql(aiScope, recommendationParams), recommendationParams.values) as Promise<
        RecommendationRow[]
      >,
      this.dataSource.query(trendsSql(aiScope, trendParams), trendParams.values) as Promise<TrendRow[]>,
    ]);
    return { caseMetrics: metrics, recommendations: recommendations.map(recommendationOf), trends: trendsOf(trends) };
  }
}

function trendsOf(rows: TrendRow[]): AiTrends {
  return {
    caseVolumeTrend: rows.map((row) => ({ month: row.month, count: row.opened })),
    settlementTrend: rows.map((row) => ({ month: row.month, count: row.settled, averageAmount: row.averageAmount })),
    treatmentDurationTrend: rows.map((row) => ({
      month: row.month,
      count: row.closed,
      averageMonths: row.averageMonths,
    })),
  };
}
