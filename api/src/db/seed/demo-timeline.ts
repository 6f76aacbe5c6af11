import type { EntityManager } from 'typeorm';

/**
 * The demo's visits were inserted as if booked at seeding time; a real front desk books them days
 * ahead. Each visit's booking is dated 2 to 10 days (by its id, deterministic) before it, so a demo
 * case's timeline reads as the case's story: booked, attended or missed, notes, bills, messages.
 */
export async function seedDemoTimeline(manager: EntityManager, clinicIds: number[]): Promise<void> {
  await manager.query(
    `UPDATE appointments
        SET created_at = scheduled_start - (2 + id % 9) * interval '1 day' - (id % 7) * interval '1 hour'
      WHERE clinic_id = ANY($1) AND created_at > scheduled_start - interval '1 day'`,
    [clinicIds],
  );
}
