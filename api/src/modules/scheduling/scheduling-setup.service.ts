import type { DataSource } from 'typeorm';
import type { Scope } from '../../platform/access/scope';
import { writeAudit } from '../../platform/audit/audit.service';
import { ConflictError, NotFoundError } from '../../platform/errors';
import { clinicCalendar } from './appointment-refs';
import type { AppointmentTypeSaveInput, ProviderSetInput, RoomSaveInput } from './appointment.input';
import { assertSchedulingAdmin, setupClinicFor } from './appointment.policy';
import type { AppointmentTypeView, ProviderView, RoomView, SchedulingSetupView } from './appointment.type';

const typeColumns = `id, name, duration_minutes AS "durationMinutes", color, is_re_exam AS "isReExam", is_active AS "isActive"`;

/** A clinic's calendar set-up: appointment types, rooms and which of its users are providers. */
export class SchedulingSetupService {
  constructor(private readonly dataSource: DataSource) {}

  /** What the calendar and the console need, for the scope's clinic (the operator names one). */
  async setup(scope: Scope, requestedClinicId?: number | null): Promise<SchedulingSetupView> {
    const clinicId = setupClinicFor(scope, requestedClinicId);
    const calendar = await clinicCalendar(this.dataSource.manager, clinicId);
    if (!calendar) throw new NotFoundError('Clinic');
    const [appointmentTypes, rooms, providers] = await Promise.all([
      this.dataSource.query(
        `SELECT ${typeColumns} FROM appointment_types WHERE clinic_id = $1 ORDER BY is_active DESC, lower(name), id`,
        [clinicId],
      ) as Promise<AppointmentTypeView[]>,
      this.dataSource.query(
        `SELECT id, name, is_active AS "isActive" FROM rooms WHERE clinic_id = $1 ORDER BY is_active DESC, name, id`,
        [clinicId],
      ) as Promise<RoomView[]>,
      this.dataSource.query(
        `SELECT id, trim(first_name || ' ' || last_name) AS name, npi FROM users
          WHERE clinic_id = $1 AND is_provider AND is_active ORDER BY last_name, first_name, id`,
        [clinicId],
      ) as Promise<ProviderView[]>,
    ]);
    return { clinicId, ...calendar, appointmentTypes, rooms, providers };
  }

  async saveType(scope: Scope, input: AppointmentTypeSaveInput): Promise<AppointmentTypeView> {
    const clinicId = assertSchedulingAdmin(scope);
    const values = {
      name: input.name,
      durationMinutes: input.durationMinutes,
      color: input.color.toLowerCase(),
      isReExam: input.isReExam,
      isActive: input.isActive,
    };
    return this.dataSource.transaction(async (manager) => {
      const [old] = input.id
        ? ((await manager.query(
            `SELECT ${typeColumns} FROM appointment_types WHERE id = $1 AND clinic_id = $2 FOR UPDATE`,
            [input.id, clinicId],
          )) as AppointmentTypeView[])
        : [null];
      if (input.id && !old) throw new NotFoundError('Appointment type');
      const args = [values.name, values.durationMinutes, values.color, values.isReExam, values.isActive, clinicId];
      const saved = firstRow<AppointmentTypeView>(
        await manager
          .query(
            old
              ? `UPDATE appointment_types SET name = $1, duration_minutes = $2, color = $3, is_re_exam = $4, is_active = $5,
                      updated_at = now() WHERE clinic_id = $6 AND id = $7 RETURNING ${typeColumns}`
              : `INSERT INTO appointment_types (name, duration_minutes, color, is_re_exam, is_active, clinic_id)
               VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${typeColumns}`,
            old ? [...args, old.id] : args,
          )
          .catch(uniqueName('An appointment type with this name already exists')),
      );
      await writeAudit(manager, scope, {
        entityType: 'appointment_type',
        entityId: saved.id,
        action: old ? 'update' : 'create',
        clinicId,
        oldValues: old ? { ...old } : null,
        newValues: values,
      });
      return saved;
    });
  }

  async saveRoom(scope: Scope, input: RoomSaveInput): Promise<RoomView> {
    const clinicId = assertSchedulingAdmin(scope);
    return this.dataSource.transaction(async (manager) => {
      const [old] = input.id
        ? ((await manager.query(
            `SELECT id, name, is_active AS "isActive" FROM rooms WHERE id = $1 AND clinic_id = $2 FOR UPDATE`,
            [input.id, clinicId],
          )) as RoomView[])
        : [null];
      if (input.id && !old) throw new NotFoundError('Room');
      const saved = firstRow<RoomView>(
        await manager
          .query(
            old
              ? `UPDATE rooms SET name = $1, is_active = $2 WHERE clinic_id = $3 AND id = $4 RETURNING id, name, is_active AS "isActive"`
              : `INSERT INTO rooms (name, is_active, clinic_id) VALUES ($1, $2, $3) RETURNING id, name, is_active AS "isActive"`,
            old ? [input.name, input.isActive, clinicId, old.id] : [input.name, input.isActive, clinicId],
          )
          .catch(uniqueName('A room with this name already exists')),
      );
      await writeAudit(manager, scope, {
        entityType: 'room',
        entityId: saved.id,
        action: old ? 'update' : 'create',
        clinicId,
        oldValues: old ? { ...old } : null,
        newValues: { name: input.name, isActive: input.isActive },
      });
      return saved;
    });
  }

  /** Marks one of the clinic's users as a provider (or not), with their NPI. */
  async setProvider(scope: Scope, input: ProviderSetInput): Promise<ProviderView & { isProvider: boolean }> {
    const clinicId = assertSchedulingAdmin(scope);
    return this.dataSource.transaction(async (manager) => {
      const [old] = (await manager.query(
        `SELECT id, is_provider AS "isProvider", npi FROM users
          WHERE id::text = $1 AND clinic_id = $2 AND role IN ('clinic_staff', 'clinic_admin') FOR UPDATE`,
        [input.userId, clinicId],
      )) as { id: string; isProvider: boolean; npi: string | null }[];
      if (!old) throw new NotFoundError('User');
      const npi = input.npi ?? null;
      const saved = firstRow<ProviderView & { isProvider: boolean }>(
        await manager.query(
          `UPDATE users SET is_provider = $2, npi = $3 WHERE id = $1
         RETURNING id, trim(first_name || ' ' || last_name) AS name, npi, is_provider AS "isProvider"`,
          [old.id, input.isProvider, npi],
        ),
      );
      await writeAudit(manager, scope, {
        entityType: 'user',
        entityId: old.id,
        action: 'provider_change',
        clinicId,
        oldValues: { isProvider: old.isProvider, npi: old.npi },
        newValues: { isProvider: input.isProvider, npi },
      });
      return saved;
    });
  }
}

const uniqueName =
  (message: string) =>
  (error: { code?: string }): never => {
    if (error.code === '23505') throw new ConflictError(message, 'name');
    throw error;
  };

/** The first row RETURNING gave: TypeORM answers an UPDATE with [rows, count] and an INSERT with rows. */
function firstRow<T>(result: unknown): T {
  const rows = (Array.isArray(result) && Array.isArray(result[0]) ? result[0] : result) as T[];
  return rows[0];
}
