import type { DataSource } from 'typeorm';
import { assertOperatorArea, OperatorArea } from '../../platform/access/operator-areas';
import type { Scope } from '../../platform/access/scope';
import { writeAudit } from '../../platform/audit/audit.service';
import { NotFoundError } from '../../platform/errors';
import { flagEnabled, forgetFlags, knownFlags } from './feature-flag-reader';
import type { FeatureFlagOverrideClearInput, FeatureFlagSetInput, FeatureFlagView } from './feature-flag.types';

interface FlagRow {
  name: string;
  description: string | null;
  enabled: boolean;
  clinic_id: number | null;
  clinic_name: string | null;
  updated_at: Date;
}

/**
 * Feature flags (decisions 444-445): global values and per-clinic overrides, toggled in the console's
 * Flags tab (OperatorArea.flags), every change audited in its own transaction. The server reads them
 * through `isEnabled` (feature-flag-reader: one query, a few seconds' cache cleared by every toggle here).
 */
export class FeatureFlagService {
  constructor(private readonly dataSource: DataSource) {}

  isEnabled(name: string, clinicId: number | null): Promise<boolean> {
    return flagEnabled({ dataSource: this.dataSource, clinicId }, name);
  }

  async list(scope: Scope): Promise<FeatureFlagView[]> {
    assertOperatorArea(scope, OperatorArea.flags);
    const rows: FlagRow[] = await this.dataSource.query(
      `SELECT f.name, f.description, f.enabled, f.clinic_id, c.name AS clinic_name, f.updated_at
         FROM feature_flags f LEFT JOIN clinics c ON c.id = f.clinic_id
        ORDER BY f.name, c.name NULLS FIRST, f.clinic_id`,
    );
    const byName = new Map<string, FeatureFlagView>();
    for (const [name, known] of Object.entries(knownFlags))
      byName.set(name, {
        name,
        description: known.description,
        enabled: known.default,
        overrides: [],
        updatedAt: null,
      });
    for (const row of rows) {
      const flag = byName.get(row.name) ?? {
        name: row.name,
        description: null,
        enabled: false,
        overrides: [],
        updatedAt: null,
      };
      if (row.clinic_id === null) {
        flag.enabled = row.enabled;
        flag.description = row.description ?? flag.description;
        flag.updatedAt = row.updated_at;
      } else {
        flag.overrides.push({
          clinicId: row.clinic_id,
          clinicName: row.clinic_name ?? '',
          enabled: row.enabled,
          updatedAt: row.updated_at,
        });
      }
      byName.set(row.name, flag);
    }
    return [...byName.values()].sort((a, b) => a.name.localeCompare(b.name));
  }

  /** Sets the global value, or a clinic's override; audited with the value before. */
  async set(scope: Scope, input: FeatureFlagSetInput): Promise<FeatureFlagView> {
    assertOperatorArea(scope, OperatorArea.flags);
    const clinicId = input.clinicId ?? null;
    await this.dataSource.transaction(async (manager) => {
      if (clinicId !== null) {
        const clinic: unknown[] = await manager.query(`SELECT 1 FROM clinics WHERE id = $1`, [clinicId]);
        if (!clinic.length) throw new NotFoundError('Clinic');
      }
      const [before]: { enabled: boolean }[] = await manager.query(
        `SELECT enabled FROM feature_flags WHERE name = $1 AND clinic_id IS NOT DISTINCT FROM $2 FOR UPDATE`,
        [input.name, clinicId],
      );
      const [row]: { id: number }[] = before
        ? await manager
            .query(
              `UPDATE feature_flags SET enabled = $3, updated_at = now()
              WHERE name = $1 AND clinic_id IS NOT DISTINCT FROM $2 RETURNING id`,
              [input.name, clinicId, input.enabled],
            )
            .then((result: [{ id: number }[], number]) => result[0])
        : await manager.query(
            `INSERT INTO feature_flags (name, description, enabled, clinic_id) VALUES ($1, $2, $3, $4) RETURNING id`,
            [
              input.name,
              clinicId === null ? (knownFlags[input.name]?.description ?? null) : null,
              input.enabled,
              clinicId,
            ],
          );
      await writeAudit(manager, scope, {
        clinicId,
        entityType: 'feature_flag',
        entityId: String(row.id),
        action: clinicId === null ? 'flag_set' : 'flag_override_set',
        oldValues: before ? { enabled: before.enabled } : null,
        newValues: { name: input.name, clinicId, enabled: input.enabled },
      });
    });
    forgetFlags(this.dataSource);
    return this.one(scope, input.name);
  }

  /** Removes a clinic's override: the clinic follows the global value again; audited. */
  async clearOverride(scope: Scope, input: FeatureFlagOverrideClearInput): Promise<FeatureFlagView> {
    assertOperatorArea(scope, OperatorArea.flags);
    await this.dataSource.transaction(async (manager) => {
      const [rows]: [{ id: number; enabled: boolean }[], number] = await manager.query(
        `DELETE FROM feature_flags WHERE name = $1 AND clinic_id = $2 RETURNING id, enabled`,
        [input.name, input.clinicId],
      );
      if (!rows.length) throw new NotFoundError('Flag override');
      await writeAudit(manager, scope, {
        clinicId: input.clinicId,
        entityType: 'feature_flag',
        entityId: String(rows[0].id),
        action: 'flag_override_clear',
        oldValues: { name: input.name, clinicId: input.clinicId, enabled: rows[0].enabled },
      });
    });
    forgetFlags(this.dataSource);
    return this.one(scope, input.name);
  }

  private async one(scope: Scope, name: string): Promise<FeatureFlagView> {
    const flag = (await this.list(scope)).find((candidate) => candidate.name === name);
    if (!flag) throw new NotFoundError('Flag');
    return flag;
  }
}
