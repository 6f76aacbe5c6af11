import type { DataSource } from 'typeorm';
import { SqlParams } from '../../db/sql-params';
import type { Scope } from '../../platform/access/scope';
import type { SettingsReader } from '../../platform/settings/settings-reader';
import { aiFeaturesOn } from '../ai/ai-features';
import { aiScopeOf } from '../ai/ai-scope';
import { documentAnalysisStatuses, type DocumentAnalysisStatus, type PredictionType } from '../ai/ai.enums';
import { caseScopeSql } from '../cases/case-access.policy';
import type {
  AiAutomationSummary,
  BacktestFigure,
  ModelRefitSummary,
  RecentDocumentAnalysis,
} from './ai-automation.type';

const recentCount = 5;

/** The numeric entries of a back-test (nested one level: `{ mae: 1200, coverage: { rate: 0.9 } }`). */
function backtestFigures(backtest: Record<string, unknown> | null): BacktestFigure[] {
  const figures: BacktestFigure[] = [];
  for (const [name, value] of Object.entries(backtest ?? {})) {
    if (typeof value === 'number' && Number.isFinite(value)) figures.push({ name, value });
    else if (value && typeof value === 'object' && !Array.isArray(value))
      for (const [inner, innerValue] of Object.entries(value as Record<string, unknown>))
        if (typeof innerValue === 'number' && Number.isFinite(innerValue))
          figures.push({ name: `${name}.${inner}`, value: innerValue });
  }
  return figures;
}

/** The Automation tab: the model refits and document analyses that ran for the caller's scope. */
export class AiAutomationService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: SettingsReader,
  ) {}

  async summary(scope: Scope): Promise<AiAutomationSummary> {
    const aiScope = aiScopeOf(scope);
    const features = await aiFeaturesOn(this.settings, { dataSource: this.dataSource, clinicId: scope.clinicId });
    const models = (await this.dataSource.query(
      `SELECT DISTINCT ON (prediction_type) prediction_type AS "predictionType", version AS "currentVersion",
              fitted_at AS "fittedAt", training_size AS "trainingSize", backtest,
              (count(*) OVER (PARTITION BY prediction_type))::int - 1 AS refits
         FROM ai_models WHERE scope_kind = $1 AND scope_id = $2
        ORDER BY prediction_type, version DESC`,
      [aiScope.kind, aiScope.id],
    )) as (Omit<ModelRefitSummary, 'backtest'> & {
      predictionType: PredictionType;
      backtest: Record<string, unknown> | null;
    })[];

    const params = new SqlParams();
    const inScope = `FROM ai_document_analysis a
      JOIN documents d ON d.id = a.document_id
      JOIN cases c ON c.id = d.case_id
     WHERE a.analysis_type = 'extraction' AND ${caseScopeSql(scope, params, 'c')}`;
    const counts = (await this.dataSource.query(
      `SELECT a.status, count(*)::int AS count,
              round(avg(a.processing_time_ms) FILTER (WHERE a.status = 'completed'))::int AS "averageMs"
         ${inScope} GROUP BY a.status`,
      params.values,
    )) as { status: DocumentAnalysisStatus; count: number; averageMs: number | null }[];
    const completed = counts.find((row) => row.status === 'completed');
    const recent = (await this.dataSource.query(
      `SELECT a.document_id AS "documentId", d.file_name AS "fileName", c.id AS "caseId", c.case_number AS "caseNumber",
              a.status, a.processing_time_ms AS "processingTimeMs", coalesce(a.completed_at, a.created_at) AS at
         ${inScope} ORDER BY coalesce(a.completed_at, a.created_at) DESC, a.id DESC LIMIT ${recentCount}`,
      params.values,
    )) as RecentDocumentAnalysis[];

    return {
      predictionsOn: features.predictions,
      modelRefits: models.map(({ backtest, ...model }) => ({ ...model, backtest: backtestFigures(backtest) })),
      documentAnalysisOn: features.documentAnalysis,
      documentAnalysisCounts: documentAnalysisStatuses.map((status) => ({
        status,
        count: counts.find((row) => row.status === status)?.count ?? 0,
      })),
      averageProcessingTimeMs: completed?.averageMs ?? null,
      recentDocumentAnalyses: recent,
    };
  }
}
