import { createHash } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { SqlParams } from '../../db/sql-params';
import { CaseStatus } from '../cases/case.enums';
import { aiScopeCasesSql, aiScopeKey, type AiScope } from '../ai/ai-scope';
import { AiScopeKind, type PredictionType } from '../ai/ai.enums';
import { readCaseFeatures } from './case-features.sql';
import { fitModel, predictionTypesOf, type FittedModel } from './fit-scope-models';

/** Bumped when the fitting code changes, so every scope refits once. */
const fitterVersion = 2;

/** A stored model as predictions use it (rows are never changed, so it is cached by id). */
export interface StoredModel extends FittedModel {
  id: number;
  version: number;
  modelVersion: string;
  fittedAt: Date;
}

const modelVersionOf = (type: string, aiScope: AiScope, version: number) =>
  `${type}@${aiScopeKey(aiScope)}:v${version}`;

/**
 * The fitted models of every scope (ai_models): fit and store a new version when the scope's closed
 * cases changed, and read the newest version per type, each parsed once per process.
 */
export class PredictionModelStore {
  private readonly cache = new Map<number, StoredModel>();

  constructor(private readonly dataSource: DataSource) {}

  /** Count, ids and last change of the scope's closed cases and their ledgers: unchanged data, no refit. */
  async fingerprint(manager: EntityManager, aiScope: AiScope): Promise<string> {
    const params = new SqlParams();
    const [row] = (await manager.query(
      `SELECT count(*) AS n, coalesce(sum(c.id), 0) AS ids, max(c.updated_at) AS changed,
              max((SELECT max(e.created_at) FROM case_ledger_entries e WHERE e.case_id = c.id)) AS posted
         FROM cases c WHERE ${aiScopeCasesSql(aiScope, params, 'c')} AND c.status = '${CaseStatus.closed}'`,
      params.values,
    )) as { n: string; ids: string; changed: Date | null; posted: Date | null }[];
    const text = [fitterVersion, row.n, row.ids, row.changed?.toISOString(), row.posted?.toISOString()].join('|');
    return createHash('sha256').update(text).digest('hex').slice(0, 32);
  }

  /**
   * Fits every type of the scope and stores each as its next version, unless the fingerprint equals
   * the newest models'. Serialised per scope by an advisory lock, so versions never collide.
   */
  async refit(aiScope: AiScope): Promise<{ skipped: boolean; fitted: PredictionType[] }> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`ai-models:${aiScopeKey(aiScope)}`]);
      const fingerprint = await this.fingerprint(manager, aiScope);
      const newest = await this.newestRows(manager, aiScope);
      const types = predictionTypesOf(aiScope.kind);
      if (types.every((type) => newest.get(type)?.data_fingerprint === fingerprint))
        return { skipped: true, fitted: [] };
      const closed = await readCaseFeatures(manager, aiScope, { closedOnly: true });
      for (const type of types) {
        const model = fitModel(type, closed);
        await manager.query(
          `INSERT INTO ai_models (scope_kind, scope_id, prediction_type, version, algorithm, parameters,
                                  training_size, backtest, data_fingerprint)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
          [
            aiScope.kind,
            aiScope.id,
            type,
            (newest.get(type)?.version ?? 0) + 1,
            model.algorithm,
            JSON.stringify(model.parameters === null ? { insufficient: true } : model.parameters),
            model.trainingSize,
            model.backtest === null ? null : JSON.stringify(model.backtest),
            fingerprint,
          ],
        );
      }
      return { skipped: false, fitted: types };
    });
  }

  /** Every scope with closed cases: each clinic, and each attorney holding a closed case. */
  async scopesWithClosedCases(): Promise<AiScope[]> {
    const rows = (await this.dataSource.query(
      `SELECT DISTINCT '${AiScopeKind.clinic}' AS kind, clinic_id AS id FROM cases WHERE status = '${CaseStatus.closed}'
       UNION
       SELECT DISTINCT '${AiScopeKind.attorney}', attorney_id FROM cases
        WHERE status = '${CaseStatus.closed}' AND attorney_id IS NOT NULL`,
    )) as { kind: AiScopeKind; id: number }[];
    return rows.map((row) => ({ kind: row.kind, id: Number(row.id) }));
  }

  /** The newest model of each type of the scope (one small read; each model parsed once per process). */
  async newest(aiScope: AiScope, manager: EntityManager = this.dataSource.manager): Promise<Map<string, StoredModel>> {
    const ids = await this.newestRows(manager, aiScope);
    const missing = [...ids.values()].filter((row) => !this.cache.has(row.id)).map((row) => row.id);
    if (missing.length) {
      const rows = (await manager.query(
        `SELECT id, prediction_type, version, algorithm, parameters, training_size, backtest, fitted_at
           FROM ai_models WHERE id = ANY($1)`,
        [missing],
      )) as ModelRow[];
      for (const row of rows) this.cache.set(row.id, this.parse(row, aiScope));
    }
    return new Map([...ids].map(([type, row]) => [type, this.cache.get(row.id) as StoredModel]));
  }

  private async newestRows(manager: EntityManager, aiScope: AiScope) {
    const rows = (await manager.query(
      `SELECT DISTINCT ON (prediction_type) id, prediction_type, version, data_fingerprint
         FROM ai_models WHERE scope_kind = $1 AND scope_id = $2
        ORDER BY prediction_type, version DESC`,
      [aiScope.kind, aiScope.id],
    )) as { id: number; prediction_type: string; version: number; data_fingerprint: string }[];
    return new Map(rows.map((row) => [row.prediction_type, row]));
  }

  private parse(row: ModelRow, aiScope: AiScope): StoredModel {
    const parameters = row.parameters as FittedModel['parameters'] & { insufficient?: boolean };
    return {
      id: row.id,
      type: row.prediction_type as PredictionType,
      version: row.version,
      modelVersion: modelVersionOf(row.prediction_type, aiScope, row.version),
      algorithm: row.algorithm,
      trainingSize: row.training_size,
      fittedAt: row.fitted_at,
      parameters: parameters.insufficient ? null : parameters,
      backtest: row.backtest as FittedModel['backtest'],
    };
  }
}

interface ModelRow {
  id: number;
  prediction_type: string;
  version: number;
  algorithm: string;
  parameters: unknown;
  training_size: number;
  backtest: unknown;
  fitted_at: Date;
}
