import { redateOpenSessions } from '../../../platform/auth/idle-timeout';
import type { DataSource, EntityManager } from 'typeorm';
import { assertOperator } from '../../../platform/access/operator.policy';
import type { Scope } from '../../../platform/access/scope';
import { writeAudit } from '../../../platform/audit/audit.service';
import { InputError } from '../../../platform/errors';
import { effectiveSetting, type SettingKey, type SettingsReader } from '../../../platform/settings/settings-reader';
import type { AiFeatures, SystemSettings, SystemSettingsInput } from './system-settings.types';

type SettingField = 'maxUploadMb' | 'sessionTimeoutMinutes' | 'aiFeatures';

/** Each field of the Settings tab, its system_settings row and how that row is described. */
const settingRows: Record<SettingField, { key: SettingKey; category: string; description: string }> = {
  maxUploadMb: {
    key: 'documents.maxUploadMb',
    category: 'documents',
    description: 'Largest document a user may upload, in MB',
  },
  sessionTimeoutMinutes: {
    key: 'security.sessionTimeoutMinutes',
    category: 'security',
    description: 'Minutes without activity after which a session ends',
  },
  aiFeatures: { key: 'ai.features', category: 'ai', description: 'Which AI features clinics may use' },
};
const fields = Object.keys(settingRows) as SettingField[];

interface SettingRow {
  setting_key: string;
  setting_value: unknown;
  updated_at: Date;
  updated_by_name: string | null;
}

/**
 * The operator's Settings tab: reads the settings in force and changes them, audited. A change
 * reaches this process at once (its cache is dropped) and the others within the settings cache's
 * 15 seconds; a new session timeout also moves the expiry of every open session at once.
 */
export class SystemSettingsAdminService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: SettingsReader,
  ) {}

  read(scope: Scope): Promise<SystemSettings> {
    assertOperator(scope);
    return this.load(this.dataSource.manager);
  }

  async update(scope: Scope, input: SystemSettingsInput): Promise<SystemSettings> {
    assertOperator(scope);
    const requested = fields.filter((field) => input[field] !== null && input[field] !== undefined);
    if (requested.length === 0)
      throw InputError.field('input', 'Choose a setting to change: max upload size, session timeout or AI features');
    const saved = await this.dataSource.transaction(async (manager) => {
      // Operators saving at the same moment queue up, so each audit row's old values are the real ones.
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('casebridge.system_settings'))`);
      const before = await this.load(manager);
      const changed = requested.filter((field) => before[field] !== input[field]);
      if (changed.length === 0) return before;
      for (const field of changed) await this.store(manager, scope, field, input[field]);
      if (changed.includes('sessionTimeoutMinutes'))
        await redateOpenSessions(manager, input.sessionTimeoutMinutes as number);
      await writeAudit(manager, scope, {
        entityType: 'system_settings',
        entityId: 'platform',
        action: 'update',
        oldValues: Object.fromEntries(changed.map((field) => [field, before[field]])),
        newValues: Object.fromEntries(changed.map((field) => [field, input[field]])),
      });
      return this.load(manager);
    });
    this.settings.invalidate();
    return saved;
  }

  private async load(manager: EntityManager): Promise<SystemSettings> {
    const rows: SettingRow[] = await manager.query(
      `SELECT s.setting_key, s.setting_value, s.updated_at,
              nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') AS updated_by_name
         FROM system_settings s LEFT JOIN users u ON u.id = s.updated_by
        WHERE s.setting_key = ANY($1)`,
      [fields.map((field) => settingRows[field].key)],
    );
    const stored = (field: SettingField) => rows.find((row) => row.setting_key === settingRows[field].key);
    const latest = rows.reduce<SettingRow | null>(
      (newest, row) => (newest === null || row.updated_at > newest.updated_at ? row : newest),
      null,
    );
    return {
      maxUploadMb: effectiveSetting('documents.maxUploadMb', stored('maxUploadMb')?.setting_value),
      sessionTimeoutMinutes: effectiveSetting(
        'security.sessionTimeoutMinutes',
        stored('sessionTimeoutMinutes')?.setting_value,
      ),
      aiFeatures: effectiveSetting('ai.features', stored('aiFeatures')?.setting_value) as AiFeatures,
      updatedAt: latest?.updated_at ?? null,
      updatedByName: latest?.updated_by_name ?? null,
    };
  }

  private async store(manager: EntityManager, scope: Scope, field: SettingField, value: unknown): Promise<void> {
    const { key, category, description } = settingRows[field];
    await manager.query(
      `INSERT INTO system_settings (setting_key, setting_value, description, category, updated_by)
       VALUES ($1, $2::jsonb, $3, $4, $5)
       ON CONFLICT (setting_key) DO UPDATE
         SET setting_value = EXCLUDED.setting_value, description = EXCLUDED.description,
             category = EXCLUDED.category, updated_by = EXCLUDED.updated_by, updated_at = now()`,
      [key, JSON.stringify(value), description, category, scope.userId],
    );
  }
}
