import type { DataSource, EntityManager } from 'typeorm';
import type { Role } from '../access/role';
import type { RequestMeta, Scope } from '../access/scope';
import type { SettingsService } from '../settings/settings.service';
import type { SessionData } from './session.entity';
import { newCsrfToken, newSessionToken, sessionIdOf } from './session-token';

/** How often an active session's expiry is pushed forward (avoids a write per request). */
const touchIntervalMs = 60_000;

export interface SessionServiceOptions {
  absoluteHours: number;
}

interface SessionRow {
  sid: string;
  expire: Date;
  created_at: string;
  last_seen_at: string;
  csrf_token: string | null;
  user_id: string;
  role: Role;
  clinic_id: number | null;
  attorney_id: number | null;
  first_name: string;
  last_name: string;
}

export interface LiveSessionFacts {
  userId: string;
  role: Role;
  clinicId: number | null;
  attorneyId: number | null;
}

/** A session that is unexpired and whose user is active; callers add the session filter. */
const liveSessionsSql = `SELECT s.sid, s.expire, s.sess->>'createdAt' AS created_at, s.sess->>'lastSeenAt' AS last_seen_at,
         s.sess->>'csrfToken' AS csrf_token, u.id AS user_id, u.role, u.clinic_id, u.attorney_id, u.first_name, u.last_name
    FROM sessions s JOIN users u ON u.id = s.user_id
   WHERE s.expire > now() AND u.is_active`;

/**
 * Sessions in PostgreSQL. The idle timeout comes from system settings, the absolute lifetime from
 * config. Resolving a token also checks the user is still active, so deactivation ends access at once.
 */
export class SessionService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: SettingsService,
    private readonly options: SessionServiceOptions,
  ) {}

  async create(
    manager: EntityManager,
    userId: string,
    meta: RequestMeta,
  ): Promise<{ token: string; sessionId: string }> {
    const token = newSessionToken();
    const sessionId = sessionIdOf(token);
    const now = new Date();
    const idleMinutes = await this.settings.sessionTimeoutMinutes();
    await manager.query(`INSERT INTO sessions (sid, sess, expire, user_id) VALUES ($1, $2, $3, $4)`, [
      sessionId,
      {
        userId,
        createdAt: now.toISOString(),
        lastSeenAt: now.toISOString(),
        ip: meta.ip,
        userAgent: meta.userAgent,
        csrfToken: newCsrfToken(),
      } satisfies SessionData,
      new Date(now.getTime() + idleMinutes * 60_000),
      userId,
    ]);
    return { token, sessionId };
  }

  /** The Scope for a cookie token, or null when it is unknown, expired, past its absolute lifetime or the user is inactive. */
  async resolve(token: string | undefined, meta: RequestMeta): Promise<Scope | null> {
    return (await this.resolveSession(token, meta))?.scope ?? null;
  }

  /** The Scope and the session's CSRF token (for the REST shim). */
  async resolveSession(
    token: string | undefined,
    meta: RequestMeta,
  ): Promise<{ scope: Scope; csrfToken: string | null } | null> {
    if (!token || token.length > 128) return null;
    const sessionId = sessionIdOf(token);
    const rows: SessionRow[] = await this.dataSource.query(`${liveSessionsSql} AND s.sid = $1`, [sessionId]);
    const row = rows[0];
    if (!row) return null;
    const now = Date.now();
    if (now - Date.parse(row.created_at) > this.options.absoluteHours * 3_600_000) {
      await this.destroy(sessionId);
      return null;
    }
    if (now - Date.parse(row.last_seen_at) > touchIntervalMs) await this.touch(sessionId);
    const scope: Scope = {
      userId: row.user_id,
      role: row.role,
      clinicId: row.clinic_id,
      attorneyId: row.attorney_id,
      displayName: `${row.first_name} ${row.last_name}`.trim(),
      sessionId,
      request: meta,
    };
    return { scope, csrfToken: row.csrf_token };
  }

  /**
   * The current user facts of many sessions at once, for sessions that are still valid (not
   * expired, user active, within the absolute lifetime). Live subscriptions re-check with it per event.
   */
  async currentScopes(sessionIds: string[]): Promise<Map<string, LiveSessionFacts>> {
    if (sessionIds.length === 0) return new Map();
    const rows: SessionRow[] = await this.dataSource.query(
      `${liveSessionsSql} AND s.sid = ANY($1) AND (s.sess->>'createdAt')::timestamptz > now() - make_interval(hours => $2)`,
      [sessionIds, this.options.absoluteHours],
    );
    return new Map(
      rows.map((row) => [
        row.sid,
        { userId: row.user_id, role: row.role, clinicId: row.clinic_id, attorneyId: row.attorney_id },
      ]),
    );
  }

  private async touch(sessionId: string): Promise<void> {
    const idleMinutes = await this.settings.sessionTimeoutMinutes();
    await this.dataSource.query(
      `UPDATE sessions SET expire = now() + make_interval(mins => $2),
              sess = jsonb_set(sess, '{lastSeenAt}', to_jsonb(to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))
        WHERE sid = $1`,
      [sessionId, idleMinutes],
    );
  }

  async destroy(sessionId: string, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.query(`DELETE FROM sessions WHERE sid = $1`, [sessionId]);
  }

  /** Ends every session of a user (force logout, deactivation, password change). Returns how many ended. */
  async destroyAllFor(userId: string, manager: EntityManager = this.dataSource.manager): Promise<number> {
    const result: [unknown[], number] = await manager.query(`DELETE FROM sessions WHERE user_id = $1`, [userId]);
    return result[1];
  }

  async purgeExpired(): Promise<number> {
    const result: [unknown[], number] = await this.dataSource.query(`DELETE FROM sessions WHERE expire <= now()`);
    return result[1];
  }
}
