import type { DataSource } from 'typeorm';
import { ConflictError } from '../../platform/errors';
import { bookedStatusesSql } from './appointment.enums';
import { describeSlot } from './clinic-local-time';

const exclusionViolation = '23P01';

interface Slot {
  id?: number | null;
  clinicId: number;
  providerId: string;
  roomId: number | null;
  start: Date;
  end: Date;
}

/**
 * Runs a write that may meet the overlap exclusion constraints. They decide under any concurrency;
 * a refusal becomes a field error naming the provider (or room) and the time it clashes with,
 * read after the failed transaction (the winning booking has committed by then).
 */
export async function refusingOverlaps<T>(dataSource: DataSource, slot: Slot, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const failure = error as { code?: string; constraint?: string };
    if (failure.code !== exclusionViolation) throw error;
    throw await overlapError(
      dataSource,
      slot,
      failure.constraint === 'appointments_room_overlap' ? 'room' : 'provider',
    );
  }
}

async function overlapError(dataSource: DataSource, slot: Slot, holder: 'provider' | 'room'): Promise<ConflictError> {
  const [row] = (await dataSource.query(
    `SELECT a.scheduled_start AS start, a.scheduled_end AS "end", cl.time_zone AS "timeZone",
            trim(u.first_name || ' ' || u.last_name) AS "providerName", r.name AS "roomName"
       FROM appointments a
       JOIN clinics cl ON cl.id = a.clinic_id
       JOIN users u ON u.id = $1
       LEFT JOIN rooms r ON r.id = $2::int
      WHERE ${holder === 'room' ? 'a.room_id = $2::int' : 'a.provider_id = $1'}
        AND a.status IN (${bookedStatusesSql}) AND a.id IS DISTINCT FROM $5::int
        AND tstzrange(a.scheduled_start, a.scheduled_end) && tstzrange($3::timestamptz, $4::timestamptz)
      ORDER BY a.scheduled_start LIMIT 1`,
    [slot.providerId, slot.roomId, slot.start, slot.end, slot.id ?? null],
  )) as { start: Date; end: Date; timeZone: string; providerName: string; roomName: string | null }[];
  const who = holder === 'room' ? (row?.roomName ?? 'This room') : (row?.providerName ?? 'This provider');
  const when = row ? ` (${describeSlot(row.timeZone, row.start, row.end)})` : '';
  const field = holder === 'room' ? 'roomId' : 'providerId';
  return new ConflictError(`${who} already has an appointment at this time${when}`, field);
}
