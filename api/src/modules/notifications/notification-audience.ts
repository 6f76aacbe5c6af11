import type { EntityManager } from 'typeorm';
import { Role } from '../../platform/access/role';
import type { Scope } from '../../platform/access/scope';

/**
 * Who hears about something, as the caller knows it:
 * - user ids;
 * - `caseReaders`: the active users of the case's clinic and of its attorney for whom `mayRead`
 *   (the caller's own visibility rule, e.g. messageVisibleTo) says yes; never the operator, who
 *   sees everything and is told about nothing;
 * - `attorneyUsers`: the active users of one attorney (a case transferred away, which they can no
 *   longer read).
 */
export type Recipients =
  readonly string[] | { caseReaders: number; mayRead: (scope: Scope) => boolean } | { attorneyUsers: number | null };

interface AudienceRow {
  id: string;
  role: Role;
  clinicId: number | null;
  attorneyId: number | null;
}

/** The user ids `recipients` names, read in the caller's transaction. */
export async function resolveRecipients(manager: EntityManager, recipients: Recipients): Promise<string[]> {
  if (Array.isArray(recipients)) return [...(recipients as readonly string[])];
  if ('attorneyUsers' in recipients) {
    if (recipients.attorneyUsers === null) return [];
    const rows = (await manager.query(
      `SELECT id FROM users WHERE attorney_id = $1 AND role = 'attorney' AND is_active`,
      [recipients.attorneyUsers],
    )) as { id: string }[];
    return rows.map((row) => row.id);
  }
  const { caseReaders, mayRead } = recipients as { caseReaders: number; mayRead: (scope: Scope) => boolean };
  const rows = (await manager.query(
    `SELECT u.id, u.role, u.clinic_id AS "clinicId", u.attorney_id AS "attorneyId"
       FROM cases c
       JOIN users u ON u.is_active
        AND ((u.role IN ('clinic_staff', 'clinic_admin') AND u.clinic_id = c.clinic_id)
          OR (u.role = 'attorney' AND u.attorney_id = c.attorney_id))
      WHERE c.id = $1`,
    [caseReaders],
  )) as AudienceRow[];
  return rows.filter((row) => mayRead(scopeOf(row))).map((row) => row.id);
}

/** A user as the visibility rules see them (no request: nobody is asking). */
function scopeOf(row: AudienceRow): Scope {
  return {
    userId: row.id,
    role: row.role,
    clinicId: row.clinicId,
    attorneyId: row.attorneyId,
    displayName: '',
    sessionId: '',
    request: { requestId: '', ip: null, userAgent: null },
  };
}
