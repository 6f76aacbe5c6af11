import { idleTimeoutBounds, idleTimeoutDefaultMinutes, idleTimeoutSettingKey } from '../auth/idle-timeout';
import type { DataSource } from 'typeorm';

export const aiFeatureLevels = ['all', 'analysis', 'predictions', 'none'] as const;
export type AiFeatureLevel = (typeof aiFeatureLevels)[number];

/** Platform settings an operator can change (system_settings, keyed as here). */
export interface SettingValues {
  'security.sessionTimeoutMinutes': number;
  'documents.maxUploadMb': number;
  /** Which AI features clinics may use: stored for the AI assistant, which reads it through aiFeatures(). */
  'ai.features': AiFeatureLevel;
  /** Dunning (the Billing tab's Settings): retries after a failed charge, days between them. */
  'billing.maxRetries': number;
  'billing.retryIntervalDays': number;
  /** Charged once on an invoice still unpaid when the grace period ends, as decimal text ("25.00"). */
  'billing.lateFee': string;
  /** Days an invoice may stay unpaid before its late fee; the clinic is suspended once the retries are spent too. */
  'billing.gracePeriodDays': number;
  /** Days before a renewal (or a trial's end) the clinic admin is reminded. */
  'billing.reminderDaysBefore': number;
  /** Which notices go to the clinic admin. */
  'billing.notifyPaymentFailed': boolean;
  'billing.notifyUpcomingRenewal': boolean;
  'billing.notifySuspension': boolean;
}

export type SettingKey = keyof SettingValues;

export const settingDefaults: Readonly<SettingValues> = {
  [idleTimeoutSettingKey]: idleTimeoutDefaultMinutes,
  'documents.maxUploadMb': 50,
  'ai.features': 'all',
  'billing.maxRetries': 3,
  'billing.retryIntervalDays': 3,
  'billing.lateFee': '25.00',
  'billing.gracePeriodDays': 7,
  'billing.reminderDaysBefore': 3,
  'billing.notifyPaymentFailed': true,
  'billing.notifyUpcomingRenewal': true,
  'billing.notifySuspension': true,
};

/** The bounds the Billing tab's Settings enforce. */
export const billingSettingBounds = {
  maxRetries: { min: 0, max: 10 },
  retryIntervalDays: { min: 1, max: 30 },
  lateFee: { min: 0, max: 1000 },
  gracePeriodDays: { min: 0, max: 60 },
  reminderDaysBefore: { min: 0, max: 30 },
} as const;

/** The bounds the Settings tab enforces. */
export const maxUploadMbBounds = { min: 1, max: 1024 } as const;
export const sessionTimeoutMinutesBounds = idleTimeoutBounds;

/** A number (or numeric text, as rows written by hand may hold) within bounds, else null. */
const numberWithin =
  (bounds: { min: number; max: number }) =>
  (value: unknown): number | null => {
    const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    return typeof number === 'number' && Number.isFinite(number) && number >= bounds.min && number <= bounds.max
      ? number
      : null;
  };

const integerWithin = (bounds: { min: number; max: number }) => (value: unknown) => {
  const number = numberWithin(bounds)(value);
  return number !== null && Number.isInteger(number) ? number : null;
};

const booleanSetting = (value: unknown): boolean | null => (typeof value === 'boolean' ? value : null);

const readers: { [K in SettingKey]: (stored: unknown) => SettingValues[K] | null } = {
  // Rows stored before the Settings tab's lower bound existed are still honoured.
  'security.sessionTimeoutMinutes': numberWithin({ min: 1, max: sessionTimeoutMinutesBounds.max }),
  'documents.maxUploadMb': numberWithin(maxUploadMbBounds),
  'ai.features': (stored) =>
    (aiFeatureLevels as readonly unknown[]).includes(stored) ? (stored as AiFeatureLevel) : null,
  'billing.maxRetries': integerWithin(billingSettingBounds.maxRetries),
  'billing.retryIntervalDays': integerWithin(billingSettingBounds.retryIntervalDays),
  'billing.lateFee': (stored) => {
    const amount = numberWithin(billingSettingBounds.lateFee)(stored);
    return amount === null ? null : amount.toFixed(2);
  },
  'billing.gracePeriodDays': integerWithin(billingSettingBounds.gracePeriodDays),
  'billing.reminderDaysBefore': integerWithin(billingSettingBounds.reminderDaysBefore),
  'billing.notifyPaymentFailed': booleanSetting,
  'billing.notifyUpcomingRenewal': booleanSetting,
  'billing.notifySuspension': booleanSetting,
};

/** The value in force for a stored one (undefined: no row): the stored value when valid, else the default. */
export function effectiveSetting<K extends SettingKey>(key: K, stored: unknown): SettingValues[K] {
  return (stored === undefined ? null : readers[key](stored)) ?? settingDefaults[key];
}

const cacheMs = 15_000;

/** Reads settings with a short cache so a change takes effect within seconds on every process. */
export class SettingsReader {
  private cache = new Map<SettingKey, { value: unknown; at: number }>();
  private readonly changeListeners: (() => void)[] = [];

  constructor(private readonly dataSource: DataSource) {}

  async get<K extends SettingKey>(key: K): Promise<SettingValues[K]> {
    const cached = this.cache.get(key);
    if (cached && Date.now() - cached.at < cacheMs) return cached.value as SettingValues[K];
    const rows: { setting_value: unknown }[] = await this.dataSource.query(
      `SELECT setting_value FROM system_settings WHERE setting_key = $1`,
      [key],
    );
    const value = effectiveSetting(key, rows[0]?.setting_value);
    this.cache.set(key, { value, at: Date.now() });
    return value;
  }

  sessionTimeoutMinutes(): Promise<number> {
    return this.get('security.sessionTimeoutMinutes');
  }

  maxUploadMb(): Promise<number> {
    return this.get('documents.maxUploadMb');
  }

  /** What the AI assistant may offer: all, analysis only, predictions only, or none. */
  aiFeatures(): Promise<AiFeatureLevel> {
    return this.get('ai.features');
  }

  /** Forget cached values (after a write here, or in tests), and tell whoever keeps what depends on them. */
  invalidate(): void {
    this.cache.clear();
    for (const listener of this.changeListeners) listener();
  }

  onChange(listener: () => void): void {
    this.changeListeners.push(listener);
  }
}
