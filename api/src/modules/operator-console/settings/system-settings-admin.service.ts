import { redateOpenSessions } from '../../../platform/auth/idle-timeout';
import type { DataSource, EntityManager } from 'typeorm';
import { assertOperatorArea, OperatorArea } from '../../../platform/access/operator-areas';
import type { Scope } from '../../../platform/access/scope';
import { writeAudit } from '../../../platform/audit/audit.service';
import { InputError } from '../../../platform/errors';
import { fromCents, toCents } from '../../../platform/money';
import { effectiveSetting, type SettingKey, type SettingsReader } from '../../../platform/settings/settings-reader';
import type { SystemSettings, SystemSettingsInput } from './system-settings.types';
import type { BillingSettings, BillingSettingsInput } from './billing-settings.types';

type SettingField = 'maxUploadMb' | 'sessionTimeoutMinutes' | 'aiFeatures';
type BillingSettingField = Exclude<keyof BillingSettings, 'updatedAt' | 'updatedByName'>;

interface SettingRowSpec {
  key: SettingKey;
  category: string;
  description: string;
}

/** Settings saved together by one screen: each field's system_settings row, and what to say when none is given. */
interface SettingsGroup<F extends string> {
  name: string;
  rows: Record<F, SettingRowSpec>;
  nothingChosen: string;
}

/** Each field of the Settings tab, its system_settings row and how that row is described. */
const platformGroup: SettingsGroup<SettingField> = {
  name: 'platform',
  rows: {
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
  },
  nothingChosen: 'Choose a setting to change: max upload size, session timeout or AI features',
};

/** The Billing tab's Settings: dunning and notices, read by the billing engine. */
const billingGroup: SettingsGroup<BillingSettingField> = {
  name: 'billing',
  rows: {
    maxRetries: { key: 'billing.maxRetries', category: 'billing', description: 'Retries after a failed charge' },
    retryIntervalDays: {
      key: 'billing.retryIntervalDays',
      category: 'billing',
      description: 'Days between payment retries',
    },
    lateFee: {
      key: 'billing.lateFee',
      category: 'billing',
      description: 'Late fee charged once after the grace period',
    },
    gracePeriodDays: {
      key: 'billing.gracePeriodDays',
      category: 'billing',
      description: 'Days an invoice may stay unpaid before its late fee and suspension',
    },
    reminderDaysBefore: {
      key: 'billing.reminderDaysBefore',
      category: 'billing',
      description: 'Days before a renewal or a trial end the clinic admin is reminded',
    },
    notifyPaymentFailed: {
      key: 'billing.notifyPaymentFailed',
      category: 'billing',
      description: 'Tell the clinic admin when a payment fails',
    },
    notifyUpcomingRenewal: {
      key: 'billing.notifyUpcomingRenewal',
      category: 'billing',
      description: 'Remind the clinic admin of an upcoming renewal',
    },
    notifySuspension: {
      key: 'billing.notifySuspension',
      category: 'billing',
      description: 'Tell the clinic admin when the clinic is suspended',
    },
  },
  nothingChosen:
    'Choose a setting to change: max retries, retry interval, late fee, grace period, reminder days or a notification',
};

interface SettingRow {
  setting_key: string;
  setting_value: unknown;
  updated_at: Date;
  updated_by_name: string | null;
}

type GroupValues<F extends string> = Record<F, unknown> & { updatedAt: Date | null; updatedByName: string | null };

/**
 * The operator's Settings tab (and the Billing tab's Settings): reads the settings in force and changes them, audited. A change
 * reaches this process at once (its cache is dropped) and the others within the settings cache's
 * 15 seconds; a new session timeout also moves the expiry of every open session at once.
 */
export class SystemSettingsAdminService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: SettingsReader,
  ) {}

  async read(scope: Scope): Promise<SystemSettings> {
    assertOperatorArea(scope, OperatorArea.settings);
    return (await this.load(this.dataSource.manager, platformGroup)) as unknown as SystemSettings;
  }

  async update(scope: Scope, input: SystemSettingsInput): Promise<SystemSettings> {
    assertOperatorArea(scope, OperatorArea.settings);
    const saved = await this.save(scope, platformGroup, input, async (manager, changed) => {
      if (changed.includes('sessionTimeoutMinutes'))
        await redateOpenSessions(manager, input.sessionTimeoutMinutes as number);
    });
    return saved as unknown as SystemSettings;
  }

  async readBilling(scope: Scope): Promise<BillingSettings> {
    assertOperatorArea(scope, OperatorArea.settings);
    return (await this.load(this.dataSource.manager, billingGroup)) as unknown as BillingSettings;
  }

  async updateBilling(scope: Scope, input: BillingSettingsInput): Promise<BillingSettings> {
    assertOperatorArea(scope, OperatorArea.settings);
    // "25" and "25.00" are the same fee: stored as the reader answers it, so an unchanged fee is no change.
    const lateFee = input.lateFee ? fromCents(toCents(input.lateFee)) : input.lateFee;
    return (await this.save(scope, billingGroup, { ...input, lateFee })) as unknown as BillingSettings;
  }

  private async save<F extends string>(
    scope: Scope,
    group: SettingsGroup<F>,
    input: Partial<Record<F, unknown>>,
    afterChange?: (manager: EntityManager, changed: F[]) => Promise<void>,
  ): Promise<GroupValues<F>> {
    const fields = Object.keys(group.rows) as F[];
    const requested = fields.filter((field) => input[field] !== null && input[field] !== undefined);
    if (requested.length === 0) throw InputError.field('input', group.nothingChosen);
    const saved = await this.dataSource.transaction(async (manager) => {
      // Operators saving at the same moment queue up, so each audit row's old values are the real ones.
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('casebridge.system_settings'))`);
      const before = await this.load(manager, group);
      const changed = requested.filter((field) => before[field] !== input[field]);
      if (changed.length === 0) return before;
      for (const field of changed) await this.store(manager, scope, group.rows[field], input[field]);
      await afterChange?.(manager, changed);
      await writeAudit(manager, scope, {
        entityType: 'system_settings',
        entityId: group.name,
        action: 'update',
        oldValues: Object.fromEntries(changed.map((field) => [field, before[field]])),
        newValues: Object.fromEntries(changed.map((field) => [field, input[field]])),
      });
      return this.load(manager, group);
    });
    this.settings.invalidate();
    return saved;
  }

  private async load<F extends string>(manager: EntityManager, group: SettingsGroup<F>): Promise<GroupValues<F>> {
    const fields = Object.keys(group.rows) as F[];
    const rows: SettingRow[] = await manager.query(
      `SELECT s.setting_key, s.setting_value, s.updated_at,
              nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') AS updated_by_name
         FROM system_settings s LEFT JOIN users u ON u.id = s.updated_by
        WHERE s.setting_key = ANY($1)`,
      [fields.map((field) => group.rows[field].key)],
    );
    const latest = rows.reduce<SettingRow | null>(
      (newest, row) => (newest === null || row.updated_at > newest.updated_at ? row : newest),
      null,
    );
    const values = Object.fromEntries(
      fields.map((field) => {
        const { key } = group.rows[field];
        return [field, effectiveSetting(key, rows.find((row) => row.setting_key === key)?.setting_value)];
      }),
    ) as Record<F, unknown>;
    return { ...values, updatedAt: latest?.updated_at ?? null, updatedByName: latest?.updated_by_name ?? null };
  }

  private async store(manager: EntityManager, scope: Scope, row: SettingRowSpec, value: unknown): Promise<void> {
    const { key, category, description } = row;
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
