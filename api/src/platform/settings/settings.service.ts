import type { DataSource } from 'typeorm';

/** Platform settings an operator can change (system_settings), with their defaults. */
export const settingDefaults = {
  'security.sessionTimeoutMinutes': 30,
  'documents.maxUploadMb': 50,
} as const;

export type SettingKey = keyof typeof settingDefaults;

const cacheMs = 15_000;

/** Reads settings with a short cache so a change takes effect within seconds on every process. */
export class SettingsService {
  private cache = new Map<SettingKey, { value: unknown; at: number }>();

  constructor(private readonly dataSource: DataSource) {}

  async get<K extends SettingKey>(key: K): Promise<(typeof settingDefaults)[K]> {
    const cached = this.cache.get(key);
    if (cached && Date.now() - cached.at < cacheMs) return cached.value as (typeof settingDefaults)[K];
    const rows: { setting_value: unknown }[] = await this.dataSource.query(
      `SELECT setting_value FROM system_settings WHERE setting_key = $1`,
      [key],
    );
    const value = rows.length > 0 ? rows[0].setting_value : settingDefaults[key];
    this.cache.set(key, { value, at: Date.now() });
    return value as (typeof settingDefaults)[K];
  }

  async sessionTimeoutMinutes(): Promise<number> {
    const value = Number(await this.get('security.sessionTimeoutMinutes'));
    return Number.isFinite(value) && value >= 1 ? value : settingDefaults['security.sessionTimeoutMinutes'];
  }

  async maxUploadMb(): Promise<number> {
    const value = Number(await this.get('documents.maxUploadMb'));
    return Number.isFinite(value) && value >= 1 && value <= 1024 ? value : settingDefaults['documents.maxUploadMb'];
  }

  /** Forget cached values (after a write here, or in tests). */
  invalidate(): void {
    this.cache.clear();
  }
}
