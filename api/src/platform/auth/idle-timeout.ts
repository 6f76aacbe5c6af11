import type { EntityManager } from 'typeorm';

/**
 * The idle timeout, in one place: a session ends this many minutes after its last request. The
 * minutes are the platform setting `security.sessionTimeoutMinutes` (default 30; the Settings tab
 * allows 5 to 1440), read through SettingsReader.sessionTimeoutMinutes(). A super admin's session
 * that still waits for its second factor has a shorter window of its own (super-admin-sign-in.service.ts).
 */
export const idleTimeoutSettingKey = 'security.sessionTimeoutMinutes';
export const idleTimeoutDefaultMinutes = 30;
export const idleTimeoutBounds = { min: 5, max: 1440 } as const;

interface Queryable {
  query(sql: string, parameters?: unknown[]): Promise<unknown>;
}

/** When a session opened or used at `from` ends if nothing else happens. */
export const expiryAfterIdle = (from: Date, minutes: number): Date => new Date(from.getTime() + minutes * 60_000);

/** A request on the session: it now ends the idle timeout after this moment. */
export async function extendSession(
  db: Queryable,
  sessionId: string,
  minutes: number,
  superAdmin: boolean,
): Promise<void> {
  await db.query(
    `UPDATE sessions SET expire = now() + make_interval(mins => $2),
            sess = jsonb_set(sess, '{lastSeenAt}', to_jsonb(to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))
      WHERE sid = $1`,
    [sessionId, minutes],
  );
  if (!superAdmin) return;
  // An operator staff member's use of the console is their "last active" on the Staff tab.
  await db.query(
    `WITH staff AS (
       UPDATE employees SET last_active_at = now() WHERE user_id = (SELECT user_id FROM sessions WHERE sid = $1)
     )
     UPDATE super_admin_sessions SET last_activity_at = now(), expires_at = now() + make_interval(mins => $2)
      WHERE session_id = $1`,
    [sessionId, minutes],
  );
}

/**
 * After the timeout changes: open sessions expire by the timeout in force when they were last used;
 * recomputing them from their last activity makes a shorter timeout end idle sessions now, and a
 * longer one keep active sessions open longer. Sessions that already ended stay ended; pending
 * second-factor sessions keep their own short limit.
 */
export async function redateOpenSessions(manager: EntityManager, minutes: number): Promise<void> {
  await manager.query(
    `UPDATE sessions
        SET expire = coalesce((sess->>'lastSeenAt')::timestamptz, now()) + make_interval(mins => $1)
      WHERE expire > now() AND sess->>'secondFactor' IS DISTINCT FROM 'pending'`,
    [minutes],
  );
  await manager.query(
    `UPDATE super_admin_sessions a SET expires_at = s.expire
       FROM sessions s WHERE s.sid = a.session_id AND a.expires_at > now()`,
  );
}
