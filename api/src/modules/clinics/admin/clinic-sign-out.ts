import type { EntityManager } from 'typeorm';
import { clinicRoles } from '../../../platform/access/role';
import type { SessionService } from '../../../platform/auth/session.service';

export interface ClinicSignOut {
  /** Whose open sockets to close once the transaction commits. */
  userIds: string[];
  sessionsEnded: number;
}

/**
 * A clinic going inactive: every session of its users ends in the caller's transaction, as a
 * force logout ends one user's. The caller holds the clinic row lock, which a user joining the
 * clinic also takes, so nobody slips in meanwhile. Attorneys belong to no clinic and keep theirs.
 */
export async function endClinicSessions(
  manager: EntityManager,
  sessions: SessionService,
  clinicId: number,
): Promise<ClinicSignOut> {
  const users = (await manager.query(`SELECT id FROM users WHERE clinic_id = $1 AND role = ANY($2) ORDER BY id`, [
    clinicId,
    clinicRoles,
  ])) as { id: string }[];
  let sessionsEnded = 0;
  for (const { id } of users) sessionsEnded += await sessions.destroyAllFor(id, manager);
  return { userIds: users.map((user) => user.id), sessionsEnded };
}
