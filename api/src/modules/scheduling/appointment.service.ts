import type { DomainEvents } from '../domain-events/domain-events.service';
import type { DataSource, EntityManager } from 'typeorm';
import { SqlParams } from '../../db/sql-params';
import type { Scope } from '../../platform/access/scope';
import { writeAudit } from '../../platform/audit/audit.service';
import { InputError, NotFoundError } from '../../platform/errors';
import { decodeCursor, toPage, type Page } from '../../platform/graphql/connection';
import { clampLimit } from '../../platform/graphql/pagination';
import { refusingOverlaps } from './appointment-clash';
import {
  assertBookableTimes,
  assertCaseOfPatient,
  assertPatientOfClinic,
  assertProviderOfClinic,
  assertRoomOfClinic,
  clinicCalendar,
  durationOfType,
} from './appointment-refs';
import { assertTransition, isReschedulable } from './appointment-transitions';
import type { AppointmentStatus } from './appointment.enums';
import type { AppointmentBookInput, AppointmentStatusInput, AppointmentUpdateInput } from './appointment.input';
import { appointmentScopeSql, assertSchedulingWriter } from './appointment.policy';
import type { AppointmentView } from './appointment.type';
import { appointmentViewSql } from './appointment-view.sql';
import type { CaseActivity } from '../timeline/case-activity';

/** Keeps an appointment's reminders in step with it, inside the appointment's transaction. */
export interface AppointmentReminderHook {
  reschedule(manager: EntityManager, appointmentId: number): Promise<void>;
}

/** The widest calendar range one request reads: six weeks (a month view with its edges). */
const maxCalendarDays = 42;

export interface CalendarArgs {
  from: Date;
  to: Date;
  clinicId?: number | null;
  providerIds?: string[] | null;
}

export type VisitWhen = 'upcoming' | 'past';

export interface VisitListArgs {
  patientId?: number | null;
  caseId?: number | null;
  when: VisitWhen;
  first?: number | null;
  after?: string | null;
}

interface LockedAppointment {
  id: number;
  clinicId: number;
  patientId: number;
  caseId: number | null;
  providerId: string;
  roomId: number | null;
  status: AppointmentStatus;
  scheduledStart: Date;
  scheduledEnd: Date;
  notes: string | null;
  remindersEnabled: boolean;
}

export class AppointmentService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly reminders: AppointmentReminderHook,
    /** Where automation rules and webhooks hear of a missed appointment. */
    private readonly events: DomainEvents | null = null,
    /** Tells the case's open timelines (after commit). */
    private readonly caseActivity: CaseActivity | null = null,
  ) {}

  /** One appointment in scope, or not found (a foreign one answers the same). */
  async get(scope: Scope, id: number): Promise<AppointmentView> {
    const params = new SqlParams();
    const [row] = (await this.dataSource.query(
      `${appointmentViewSql} WHERE a.id = ${params.add(id)} AND ${appointmentScopeSql(scope, params, 'a', 'c')}`,
      params.values,
    )) as AppointmentView[];
    if (!row) throw new NotFoundError('Appointment');
    return row;
  }

  /** The calendar: every appointment in scope overlapping [from, to), of some providers, in one statement. */
  async calendar(scope: Scope, args: CalendarArgs): Promise<AppointmentView[]> {
    if (!(args.to.getTime() > args.from.getTime()))
      throw InputError.field('to', 'The end of the range must be after its start');
    if (args.to.getTime() - args.from.getTime() > maxCalendarDays * 86_400_000)
      throw InputError.field('to', `Show at most ${maxCalendarDays} days at a time`);
    const params = new SqlParams();
    const where = [appointmentScopeSql(scope, params, 'a', 'c')];
    if (args.clinicId) where.push(`a.clinic_id = ${params.add(args.clinicId)}`);
    if (args.providerIds?.length) where.push(`a.provider_id = ANY(${params.add(args.providerIds)}::text[])`);
    where.push(
      `a.scheduled_start < ${params.add(args.to)}::timestamptz AND a.scheduled_end > ${params.add(args.from)}::timestamptz`,
    );
    return this.dataSource.query(
      `${appointmentViewSql} WHERE ${where.join(' AND ')} ORDER BY a.scheduled_start, a.id LIMIT 5000`,
      params.values,
    );
  }

  /** A patient's or a case's visits: upcoming ones soonest first, past ones most recent first; keyset pages. */
  async visits(scope: Scope, args: VisitListArgs): Promise<Page<AppointmentView>> {
    const cursor = args.after ? decodeCursor(args.after, ['timestamptz', 'id']) : null;
    if (!args.patientId && !args.caseId) throw InputError.field('caseId', 'Choose a patient or a case');
    const params = new SqlParams();
    const where = [appointmentScopeSql(scope, params, 'a', 'c')];
    if (args.patientId) where.push(`a.patient_id = ${params.add(args.patientId)}`);
    if (args.caseId) where.push(`a.case_id = ${params.add(args.caseId)}`);
    const upcoming = args.when === 'upcoming';
    where.push(upcoming ? 'a.scheduled_end >= now()' : 'a.scheduled_end < now()');
    if (cursor) {
      const [start, id] = cursor;
      where.push(
        `(a.scheduled_start, a.id) ${upcoming ? '>' : '<'} (${params.add(start)}::timestamptz, ${params.add(id)})`,
      );
    }
    const order = upcoming ? 'ASC' : 'DESC';
    const limit = clampLimit(args.first);
    const rows = (await this.dataSource.query(
      `${appointmentViewSql} WHERE ${where.join(' AND ')}
        ORDER BY a.scheduled_start ${order}, a.id ${order} LIMIT ${params.add(limit + 1)}`,
      params.values,
    )) as AppointmentView[];
    return toPage(rows, limit, (row) => [new Date(row.scheduledStart).toISOString(), row.id]);
  }

  async book(scope: Scope, input: AppointmentBookInput): Promise<AppointmentView> {
    const clinicId = assertSchedulingWriter(scope);
    const start = new Date(input.scheduledStart);
    const slot = { clinicId, providerId: input.providerId, roomId: input.roomId ?? null, start, end: start };
    const id = await refusingOverlaps(this.dataSource, slot, () =>
      this.dataSource.transaction(async (manager) => {
        await assertPatientOfClinic(manager, clinicId, input.patientId);
        if (input.caseId) await assertCaseOfPatient(manager, clinicId, input.caseId, input.patientId);
        await assertProviderOfClinic(manager, clinicId, input.providerId);
        if (input.roomId) await assertRoomOfClinic(manager, clinicId, input.roomId);
        const duration = await durationOfType(manager, clinicId, input.appointmentTypeId);
        slot.end = input.scheduledEnd ? new Date(input.scheduledEnd) : new Date(start.getTime() + duration * 60_000);
        assertBookableTimes(await clinicCalendar(manager, clinicId), start, slot.end);
        const values = {
          patientId: input.patientId,
          caseId: input.caseId ?? null,
          providerId: input.providerId,
          roomId: input.roomId ?? null,
          appointmentTypeId: input.appointmentTypeId,
          scheduledStart: start.toISOString(),
          scheduledEnd: slot.end.toISOString(),
          remindersEnabled: input.remindersEnabled ?? true,
        };
        const [{ id: newId }] = (await manager.query(
          `INSERT INTO appointments (clinic_id, patient_id, case_id, provider_id, room_id, appointment_type_id,
                                     scheduled_start, scheduled_end, notes, reminders_enabled, created_by)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
          [
            clinicId,
            values.patientId,
            values.caseId,
            values.providerId,
            values.roomId,
            values.appointmentTypeId,
            start,
            slot.end,
            input.notes ?? null,
            values.remindersEnabled,
            scope.userId,
          ],
        )) as { id: number }[];
        await writeAudit(manager, scope, {
          entityType: 'appointment',
          entityId: newId,
          action: 'create',
          clinicId,
          newValues: values,
        });
        await this.reminders.reschedule(manager, newId);
        this.caseActivity?.publish(manager, values.caseId, 'visits', newId);
        return newId;
      }),
    );
    return this.get(scope, id);
  }

  /** Moves an appointment (time, provider, room: only while scheduled) or changes its notes and reminders. */
  async update(scope: Scope, input: AppointmentUpdateInput): Promise<AppointmentView> {
    const clinicId = assertSchedulingWriter(scope);
    const slot = {
      id: input.id,
      clinicId,
      providerId: '',
      roomId: null as number | null,
      start: new Date(),
      end: new Date(),
    };
    await refusingOverlaps(this.dataSource, slot, () =>
      this.dataSource.transaction(async (manager) => {
        const current = await this.lockForWrite(manager, clinicId, input.id);
        const moves = Boolean(
          input.scheduledStart || input.scheduledEnd || input.providerId || input.roomId || input.clearRoom,
        );
        if (moves && !isReschedulable(current.status))
          throw InputError.field('scheduledStart', 'Only a scheduled appointment can be moved');
        const start = input.scheduledStart ? new Date(input.scheduledStart) : current.scheduledStart;
        const length = current.scheduledEnd.getTime() - current.scheduledStart.getTime();
        const end = input.scheduledEnd ? new Date(input.scheduledEnd) : new Date(start.getTime() + length);
        Object.assign(slot, {
          providerId: input.providerId ?? current.providerId,
          roomId: input.clearRoom ? null : (input.roomId ?? current.roomId),
          start,
          end,
        });
        if (input.providerId) await assertProviderOfClinic(manager, clinicId, input.providerId);
        if (input.roomId && !input.clearRoom) await assertRoomOfClinic(manager, clinicId, input.roomId);
        if (moves) assertBookableTimes(await clinicCalendar(manager, clinicId), start, end);
        const next = {
          providerId: slot.providerId,
          roomId: slot.roomId,
          scheduledStart: start,
          scheduledEnd: end,
          notes: input.notes !== undefined ? (input.notes ?? null) : current.notes,
          remindersEnabled: input.remindersEnabled ?? current.remindersEnabled,
        };
        await manager.query(
          `UPDATE appointments SET provider_id = $2, room_id = $3, scheduled_start = $4, scheduled_end = $5,
                  notes = $6, reminders_enabled = $7, updated_at = now() WHERE id = $1`,
          [
            input.id,
            next.providerId,
            next.roomId,
            next.scheduledStart,
            next.scheduledEnd,
            next.notes,
            next.remindersEnabled,
          ],
        );
        await writeAudit(manager, scope, {
          entityType: 'appointment',
          entityId: input.id,
          action: moves ? 'reschedule' : 'update',
          clinicId,
          oldValues: changedFrom(current, next),
          newValues: changedFrom(next, current),
        });
        await this.reminders.reschedule(manager, input.id);
      }),
    );
    return this.get(scope, input.id);
  }

  /** Check in, complete, cancel (with a reason) or mark a no-show, as the appointment's life allows. */
  async setStatus(scope: Scope, input: AppointmentStatusInput): Promise<AppointmentView> {
    const clinicId = assertSchedulingWriter(scope);
    if (input.status === 'cancelled' && !input.reason)
      throw InputError.field('reason', 'Give the reason for cancelling');
    await this.dataSource.transaction(async (manager) => {
      const current = await this.lockForWrite(manager, clinicId, input.id);
      assertTransition(current.status, input.status);
      await manager.query(
        `UPDATE appointments
            SET status = $2,
                actual_start = CASE WHEN $2 IN ('checked_in', 'completed') THEN coalesce(actual_start, now()) ELSE actual_start END,
                actual_end = CASE WHEN $2 = 'completed' THEN now() ELSE actual_end END,
                cancellation_reason = CASE WHEN $2 = 'cancelled' THEN $3 ELSE cancellation_reason END,
                updated_at = now()
          WHERE id = $1`,
        [input.id, input.status, input.reason ?? null],
      );
      await writeAudit(manager, scope, {
        entityType: 'appointment',
        entityId: input.id,
        action: 'status_change',
        clinicId,
        oldValues: { status: current.status },
        newValues: { status: input.status },
        reason: input.status === 'cancelled' ? input.reason : null,
      });
      await this.reminders.reschedule(manager, input.id);
      this.caseActivity?.publish(manager, current.caseId, 'visits', input.id);
      if (input.status === 'no_show')
        await this.events?.record(manager, {
          kind: 'appointment.missed',
          clinicId,
          caseId: current.caseId,
          patientId: current.patientId,
          recordId: String(input.id),
          actorUserId: scope.userId,
          facts: {},
        });
    });
    return this.get(scope, input.id);
  }

  private async lockForWrite(manager: EntityManager, clinicId: number, id: number): Promise<LockedAppointment> {
    const [row] = (await manager.query(
      `SELECT id, clinic_id AS "clinicId", patient_id AS "patientId", case_id AS "caseId", provider_id AS "providerId",
              room_id AS "roomId", status, scheduled_start AS "scheduledStart", scheduled_end AS "scheduledEnd",
              notes, reminders_enabled AS "remindersEnabled"
         FROM appointments WHERE id = $1 AND clinic_id = $2 FOR UPDATE`,
      [id, clinicId],
    )) as LockedAppointment[];
    if (!row) throw new NotFoundError('Appointment');
    return row;
  }
}

/** The properties of `values` that differ from `other` (dates compared by instant), for the audit row. */
function changedFrom(values: object, other: object): Record<string, unknown> {
  const others = other as Record<string, unknown>;
  const same = (a: unknown, b: unknown) =>
    a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b;
  return Object.fromEntries(
    Object.entries(values).filter(([key, value]) => key in others && !same(value, others[key])),
  );
}
