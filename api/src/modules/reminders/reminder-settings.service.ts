import type { DataSource, EntityManager } from 'typeorm';
import type { Scope } from '../../platform/access/scope';
import { changedValues, writeAudit } from '../../platform/audit/audit.service';
import { InputError } from '../../platform/errors';
import { defaultReminderChannels, defaultReminderOffsets } from './clinic-reminder-settings.entity';
import type { ReminderSettingsInput } from './reminder.input';
import type { ReminderChannelValue } from './reminder.enums';
import { assertReminderRulesEditor, assertReminderUser } from './reminder.policy';

export interface ReminderRules {
  enabled: boolean;
  offsetsMinutes: number[];
  channels: ReminderChannelValue[];
  quietStart: string;
  quietEnd: string;
  timeZone: string;
  clinicName: string;
}

/** A clinic's reminder rules (its row, or the defaults), with its time zone and name. */
export async function reminderRulesOf(manager: EntityManager, clinicId: number): Promise<ReminderRules> {
  const [row] = (await manager.query(
    `SELECT c.name AS "clinicName", c.time_zone AS "timeZone",
            coalesce(s.enabled, TRUE) AS enabled,
            coalesce(s.offsets_minutes, $2::jsonb) AS "offsetsMinutes",
            coalesce(s.channels, $3::jsonb) AS channels,
            coalesce(s.quiet_start, '21:00') AS "quietStart", coalesce(s.quiet_end, '08:00') AS "quietEnd"
       FROM clinics c LEFT JOIN clinic_reminder_settings s ON s.clinic_id = c.id
      WHERE c.id = $1`,
    [clinicId, JSON.stringify(defaultReminderOffsets), JSON.stringify(defaultReminderChannels)],
  )) as ReminderRules[];
  return row;
}

/** The clinic console's Reminders tab: read by the clinic's users, changed by its admins. */
export class ReminderSettingsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly smsDelivered: boolean,
  ) {}

  async get(scope: Scope) {
    const clinicId = assertReminderUser(scope);
    const { clinicName: _name, ...rules } = await reminderRulesOf(this.dataSource.manager, clinicId);
    return { ...rules, smsDelivered: this.smsDelivered };
  }

  async update(scope: Scope, input: ReminderSettingsInput) {
    const clinicId = assertReminderRulesEditor(scope);
    const offsets = [...new Set(input.offsetsMinutes)].sort((a, b) => b - a);
    const channels = [...new Set(input.channels)];
    if (input.quietStart === input.quietEnd && input.quietStart !== '00:00')
      throw InputError.field('quietEnd', 'Quiet hours must end at another time than they start (00:00–00:00 for none)');
    await this.dataSource.transaction(async (manager) => {
      const before = await reminderRulesOf(manager, clinicId);
      const next = {
        enabled: input.enabled,
        offsetsMinutes: offsets,
        channels,
        quietStart: input.quietStart,
        quietEnd: input.quietEnd,
      };
      await manager.query(
        `INSERT INTO clinic_reminder_settings (clinic_id, enabled, offsets_minutes, channels, quiet_start, quiet_end, updated_by, updated_at)
         VALUES ($1, $2, $3::jsonb, $4::jsonb, $5, $6, $7, now())
         ON CONFLICT (clinic_id) DO UPDATE SET enabled = $2, offsets_minutes = $3::jsonb, channels = $4::jsonb,
                quiet_start = $5, quiet_end = $6, updated_by = $7, updated_at = now()`,
        [
          clinicId,
          next.enabled,
          JSON.stringify(offsets),
          JSON.stringify(channels),
          next.quietStart,
          next.quietEnd,
          scope.userId,
        ],
      );
      const { clinicName: _n, timeZone: _t, ...old } = before;
      const diff = changedValues(old, next);
      await writeAudit(manager, scope, {
        entityType: 'clinic_reminder_settings',
        entityId: clinicId,
        action: 'update',
        clinicId,
        ...diff,
      });
    });
    return this.get(scope);
  }
}
