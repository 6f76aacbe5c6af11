import type { DataSource } from 'typeorm';
import { SqlParams } from '../../db/sql-params';
import { Role } from '../../platform/access/role';
import type { Scope } from '../../platform/access/scope';
import { writeAudit } from '../../platform/audit/audit.service';
import { NotFoundError } from '../../platform/errors';
import type { Logger } from '../../platform/logger';
import type { SettingsReader } from '../../platform/settings/settings-reader';
import { assertAiFeature } from '../ai/ai-features';
import { aiScopeOf } from '../ai/ai-scope';
import { AnalysisStatus, AnalysisType } from '../ai/ai.enums';
import { caseScopeSql } from '../cases/case-access.policy';
import type { AnalysedCase, Analysis, AnalysisResult, DataPointValue } from './analyses/analysis-result';
import { billingReview } from './analyses/billing-review.analysis';
import { dataPointsOf } from './analyses/data-point-labels';
import { documentationReview } from './analyses/documentation-review.analysis';
import { settlementReadiness } from './analyses/settlement-readiness.analysis';
import { treatmentProgress } from './analyses/treatment-progress.analysis';
import type { CaseAnalyzeInput } from './case-analysis.input';
import type { AiCaseAnalysis } from './case-analysis.type';

/** The spec's failure text, stored with the failed analysis and shown in the 'Analysis Failed' toast. */
export const analysisFailedMessage = 'Failed to complete AI case analysis.';
const historyLimit = 50;

export const caseAnalyses: Record<AnalysisType, Analysis> = {
  [AnalysisType.treatment_progress]: treatmentProgress,
  [AnalysisType.documentation_review]: documentationReview,
  [AnalysisType.billing_review]: billingReview,
  [AnalysisType.settlement_readiness]: settlementReadiness,
};

interface AnalysisRow {
  id: number;
  caseId: number;
  analysisType: AnalysisType;
  status: AnalysisStatus;
  confidence: string | null;
  prediction: { label: string; value: string } | null;
  insights: string[];
  recommendations: string[];
  dataPoints: Record<string, DataPointValue>;
  error: string | null;
  requestedByName: string | null;
  createdAt: Date;
}

const analysisSelect = `SELECT x.id, x.case_id AS "caseId", x.analysis_type AS "analysisType", x.status,
    x.confidence::text AS confidence, x.prediction, x.insights, x.recommendations, x.data_points AS "dataPoints",
    x.error, nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') AS "requestedByName",
    x.created_at AS "createdAt"
  FROM ai_analytics x LEFT JOIN users u ON u.id = x.requested_by`;

const viewOf = (row: AnalysisRow): AiCaseAnalysis => ({
  ...row,
  confidence: row.confidence === null ? null : Number(row.confidence),
  dataPoints: dataPointsOf(row.dataPoints),
});

/**
 * Case Analysis: a structured analysis computed from the case's record as the caller may read it, stored
 * in ai_analytics and audited; an analysis that throws is stored as failed (and audited) with the spec's text.
 */
export class CaseAnalysisService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: SettingsReader,
    private readonly logger: Logger,
    private readonly analyses: Record<AnalysisType, Analysis> = caseAnalyses,
  ) {}

  async analyze(scope: Scope, input: CaseAnalyzeInput): Promise<AiCaseAnalysis> {
    await assertAiFeature(this.settings, 'caseAnalysis', { dataSource: this.dataSource, clinicId: scope.clinicId });
    aiScopeOf(scope);
    const kase = await this.caseInScope(scope, input.caseId);
    let result: AnalysisResult | null = null;
    try {
      result = await this.dataSource.transaction('REPEATABLE READ', (manager) =>
        this.analyses[input.analysisType](manager, scope, kase),
      );
    } catch (error) {
      this.logger.error('case analysis failed', { caseId: kase.id, analysisType: input.analysisType, error });
    }
    const id = await this.dataSource.transaction(async (manager) => {
      const [{ id }] = (await manager.query(
        `INSERT INTO ai_analytics (case_id, clinic_id, analysis_type, status, confidence, prediction, insights,
                                   recommendations, data_points, error, requested_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
        [
          kase.id,
          kase.clinicId,
          input.analysisType,
          result ? AnalysisStatus.complete : AnalysisStatus.failed,
          result ? result.confidence.toFixed(4) : null,
          result ? JSON.stringify(result.prediction) : null,
          JSON.stringify(result?.insights ?? []),
          JSON.stringify(result?.recommendations ?? []),
          JSON.stringify(result?.dataPoints ?? {}),
          result ? null : analysisFailedMessage,
          scope.userId,
        ],
      )) as { id: number }[];
      await writeAudit(manager, scope, {
        entityType: 'ai_analysis',
        entityId: id,
        action: result ? 'case_analyzed' : 'case_analysis_failed',
        clinicId: kase.clinicId,
        newValues: { caseId: kase.id, analysisType: input.analysisType, status: result ? 'complete' : 'failed' },
      });
      return id;
    });
    const [row] = (await this.dataSource.query(`${analysisSelect} WHERE x.id = $1`, [id])) as AnalysisRow[];
    return viewOf(row);
  }

  /** The case's past analyses, newest first (at most 50); a case out of scope answers as a missing one. */
  async history(scope: Scope, caseId: number): Promise<AiCaseAnalysis[]> {
    await assertAiFeature(this.settings, 'caseAnalysis', { dataSource: this.dataSource, clinicId: scope.clinicId });
    aiScopeOf(scope);
    await this.caseInScope(scope, caseId);
    // A clinic's analyses read its drafts and plans: an attorney sees only the analyses their own users ran.
    const ownAnalyses = scope.role === Role.attorney ? 'AND u.attorney_id = $2' : '';
    const rows = (await this.dataSource.query(
      `${analysisSelect} WHERE x.case_id = $1 ${ownAnalyses} ORDER BY x.created_at DESC, x.id DESC LIMIT ${historyLimit}`,
      scope.role === Role.attorney ? [caseId, scope.attorneyId] : [caseId],
    )) as AnalysisRow[];
    return rows.map(viewOf);
  }

  private async caseInScope(scope: Scope, caseId: number): Promise<AnalysedCase> {
    const params = new SqlParams();
    const id = params.add(caseId);
    const [row] = (await this.dataSource.query(
      `SELECT c.id, c.clinic_id AS "clinicId", c.status, cl.time_zone AS "timeZone",
              (now() AT TIME ZONE cl.time_zone)::date::text AS today
         FROM cases c JOIN clinics cl ON cl.id = c.clinic_id
        WHERE c.id = ${id} AND ${caseScopeSql(scope, params, 'c')}`,
      params.values,
    )) as Omit<AnalysedCase, 'releasedOnly'>[];
    if (!row) throw new NotFoundError('Case');
    return { ...row, releasedOnly: scope.role === Role.attorney };
  }
}
