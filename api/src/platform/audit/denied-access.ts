import type { DataSource, EntityManager } from 'typeorm';
import type { Role } from '../access/role';
import type { RequestMeta, Scope } from '../access/scope';
import { DomainError } from '../errors';
import type { Logger } from '../logger';
import { writeAudit } from './audit.service';

/**
 * Who was refused. A super admin whose session still waits for the second factor has no scope; they
 * are known by that pending session, whose user the row names.
 */
export type DeniedActor = { scope: Scope } | { pendingSessionId: string };

/** How the refused request arrived. */
export type DeniedTransport = 'graphql' | 'rest' | 'websocket';

export interface Denial {
  /** What was asked, as the authorization matrix names it: `Query.adminUsers`, `GET /api/cases/:id`. */
  operation: string;
  message: string;
  reason: string | null;
}

/**
 * The actor of a refusal, or null when no one is signed in: refusals of signed-out callers are not
 * audited (no one to name, and anyone could fill the audit table with them).
 */
export function deniedActorOf(auth: {
  scope: Scope | null;
  secondFactorPending?: boolean;
  sessionId: string | null;
}): DeniedActor | null {
  if (auth.scope) return { scope: auth.scope };
  if (auth.secondFactorPending && auth.sessionId) return { pendingSessionId: auth.sessionId };
  return null;
}

/** The message and reason of a FORBIDDEN refusal; null for any other error. */
export function forbiddenOf(error: unknown): { message: string; reason: string | null } | null {
  if (!(error instanceof DomainError) || error.code !== 'FORBIDDEN') return null;
  return { message: error.message, reason: error.reason };
}

/**
 * Writes one `access_denied` audit row per refusal given to a known user. Each protocol calls it at
 * the one place it turns a FORBIDDEN error into an answer (GraphQL plugin, REST error handler,
 * WebSocket results), so no service or policy that throws needs to know about it.
 */
export class DeniedAccessAudit {
  constructor(
    private readonly dataSource: DataSource,
    private readonly logger: Logger,
  ) {}

  /**
   * In a short transaction of its own: whatever the refused request had begun has rolled back by
   * now. Never throws: a refusal whose row cannot be written (database down) is logged and still
   * answered as the refusal it is, never as a 500. Only the operation, the message and the reason
   * are kept; arguments, variables and bodies never reach the row.
   */
  async record(actor: DeniedActor, denials: Denial[], transport: DeniedTransport, meta: RequestMeta): Promise<void> {
    if (denials.length === 0) return;
    try {
      await this.dataSource.transaction(async (manager) => {
        const scope = 'scope' in actor ? actor.scope : await pendingSuperAdmin(manager, actor.pendingSessionId, meta);
        if (!scope) return;
        for (const denial of denials) {
          await writeAudit(
            manager,
            scope,
            {
              entityType: 'operation',
              entityId: denial.operation,
              action: 'access_denied',
              clinicId: scope.clinicId,
              newValues: { transport, message: denial.message, ...(denial.reason ? { reason: denial.reason } : {}) },
              reason: denial.message,
            },
            meta,
          );
        }
      });
    } catch (error) {
      this.logger.error('access denial not audited', {
        requestId: meta.requestId,
        operations: denials.map((denial) => denial.operation),
        error,
      });
    }
  }
}

/** The user of a super admin session that waits for its second factor, as the actor of its refusals. */
async function pendingSuperAdmin(manager: EntityManager, sessionId: string, meta: RequestMeta): Promise<Scope | null> {
  const rows: { id: string; role: Role; clinic_id: number | null; first_name: string; last_name: string }[] =
    await manager.query(
      `SELECT u.id, u.role, u.clinic_id, u.first_name, u.last_name
         FROM sessions s JOIN users u ON u.id = s.user_id
        WHERE s.sid = $1 AND s.expire > now() AND u.is_active AND u.role = 'super_admin'
          AND s.sess->>'secondFactor' = 'pending'`,
      [sessionId],
    );
  const user = rows[0];
  if (!user) return null;
  return {
    userId: user.id,
    role: user.role,
    clinicId: user.clinic_id,
    attorneyId: null,
    displayName: `${user.first_name} ${user.last_name}`.trim(),
    sessionId,
    request: meta,
  };
}
