import type { EntityManager } from 'typeorm';
import { Role } from '../../platform/access/role';
import type { Scope } from '../../platform/access/scope';
import { LienNoticeService } from '../../modules/counsel/lien-notice.service';
import { createRandom } from './random';

/**
 * The attorney scorecard's demo (decision 357): the history's cases already carry each attorney's
 * payment delay and reductions; this adds what the record of a working relationship also holds.
 * - Clinic messages to the attorney and the attorney's reply on about two of three history cases of
 *   the attorneys who have accounts, each attorney with their own pace (Harper within hours, Cole
 *   within a day or two), so the response time and its trend differ.
 * - Withdrawals: a few history cases per clinic came from another attorney (a transfer in the
 *   case's first weeks), more often from the slow-paying firms; the most recent of them carries the
 *   lien notice that transfer sent, written by the same code as a real transfer.
 */
const replyHours: Record<string, [number, number]> = {
  'attorney@harper-law.demo': [2, 14],
  'attorney@cole-legal.demo': [16, 60],
};
const withdrawingFrom = ['gwhitman@whitmaninjury.demo', 'a.reyes@reyespartners.demo', 'attorney@cole-legal.demo'];

export async function seedCounsel(manager: EntityManager, today: Date, clinicIds: Record<string, number>) {
  const random = createRandom(26_350);
  for (const clinicId of Object.values(clinicIds)) {
    const [staff] = (await manager.query(
      `SELECT id, trim(first_name || ' ' || last_name) AS name FROM users
        WHERE clinic_id = $1 AND role = 'clinic_staff' AND is_active ORDER BY created_at, id LIMIT 1`,
      [clinicId],
    )) as { id: string; name: string }[];
    if (!staff) continue;
    const cases = (await manager.query(
      `SELECT c.id, c.created_at AS "createdAt", a.email, u.id AS "attorneyUserId"
         FROM cases c JOIN attorneys a ON a.id = c.attorney_id
         LEFT JOIN users u ON u.attorney_id = a.id AND u.role = 'attorney'
        WHERE c.clinic_id = $1 AND c.created_at < $2::timestamptz - interval '30 days'
        ORDER BY c.id`,
      [clinicId, today.toISOString()],
    )) as { id: number; createdAt: Date; email: string; attorneyUserId: string | null }[];
    const messages: unknown[][] = [];
    for (const record of cases) {
      const pace = replyHours[record.email];
      if (!pace || !record.attorneyUserId || !random.chance(0.66)) continue;
      const asked = new Date(
        record.createdAt.getTime() + random.int(5, 25) * 86_400_000 + random.int(8, 16) * 3_600_000,
      );
      const replied = new Date(asked.getTime() + random.int(pace[0], pace[1]) * 3_600_000);
      if (replied >= today) continue;
      messages.push([
        record.id,
        clinicId,
        staff.id,
        'attorney',
        'Treatment update',
        'An update on treatment and the records so far.',
        'attorney',
        asked,
      ]);
      messages.push([
        record.id,
        clinicId,
        record.attorneyUserId,
        'clinic',
        'Re: Treatment update',
        'Thank you, noted.',
        'clinic',
        replied,
      ]);
    }
    for (const row of messages)
      await manager.query(
        `INSERT INTO messages (case_id, clinic_id, sender_id, recipient_type, subject, content, message_type, sent_date, created_at, is_read)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, true)`,
        row,
      );

    const withdrawn = (await manager.query(
      `SELECT c.id, c.attorney_id AS "toAttorneyId", c.created_at AS "createdAt"
         FROM cases c
        WHERE c.clinic_id = $1 AND c.attorney_id IS NOT NULL AND c.created_at < $2::timestamptz - interval '45 days'
        ORDER BY c.created_at DESC, c.id`,
      [clinicId, today.toISOString()],
    )) as { id: number; toAttorneyId: number; createdAt: Date }[];
    const chosen = withdrawn.filter((_, i) => i % 9 === 4).slice(0, 8);
    const scope: Scope = {
      userId: staff.id,
      role: Role.clinic_staff,
      clinicId,
      attorneyId: null,
      displayName: staff.name,
      sessionId: 'demo',
      request: { requestId: 'demo-counsel', ip: null, userAgent: 'demo data' },
    };
    for (const [i, record] of chosen.entries()) {
      const [from] = (await manager.query(`SELECT id FROM attorneys WHERE email = $1 AND id <> $2`, [
        withdrawingFrom[i % withdrawingFrom.length],
        record.toAttorneyId,
      ])) as { id: number }[];
      if (!from) continue;
      const at = new Date(record.createdAt.getTime() + random.int(10, 35) * 86_400_000);
      const [transfer] = (await manager.query(
        `INSERT INTO case_transfers (case_id, clinic_id, from_attorney_id, to_attorney_id, reason, transferred_by, transfer_date)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [record.id, clinicId, from.id, record.toAttorneyId, 'The client changed firms', staff.id, at],
      )) as { id: number }[];
      if (i === 0)
        await new LienNoticeService(manager.connection, { now: () => at }).createForTransfer(manager, scope, {
          caseId: record.id,
          clinicId,
          transferId: transfer.id,
          toAttorneyId: record.toAttorneyId,
        });
    }
  }
}
