import { expiryAfterIdle, extendSession } from './idle-timeout';
import type { DataSource, EntityManager } from 'typeorm';
import { Role } from '../access/role';
import type { RequestMeta, Scope } from '../access/scope';
import { isOperatorArea, type OperatorArea } from '../access/operator-areas';
import type { SettingsReader } from '../settings/settings-reader';
import { clinicOpenSql } from './clinic-access';
import { RecentSessions } from './recent-sessions';
import type { SessionData } from './session.entity';
import { newCsrfToken, newSessionToken, sessionIdOf } from './session-token';

const operatorAreasOf = (areas: string[] | null): OperatorArea[] => (areas ?? []).filter(isOperatorArea);

/** How often an active session's expiry is pushed forward (avoids a write per request). */
const touchIntervalMs = 60_000;

/** How long a looked-up session is trusted without reading it again, and how many are kept (RecentSessions). */
const recentSessionMs = 2_000;
const maxRecentSessions = 10_000;

export interface SessionServiceOptions {
  absoluteHours: number;
}

interface SessionRow {
  sid: string;
  expire: Date;
  created_at: string;
  last_seen_at: string;
  csrf_token: string | null;
  second_factor: string | null;
  user_id: string;
  role: Role;
  clinic_id: number | null;
  attorney_id: number | null;
  first_name: string;
  last_name: string;
  /** An operator staff member's console areas (their active employee role's permissions). */
  operator_areas: string[] | null;
}

export interface LiveSessionFacts {
  userId: string;
  role: Role;
  clinicId: number | null;
  attorneyId: number | null;
}

/** An operator staff member's areas: the permissions of their active employee's role (decision 441). */
const operatorAreasSql = `CASE WHEN u.role = 'operator_staff' THEN (SELECT coalesce(r.permissions, '[]'::jsonb)
      FROM employees e LEFT JOIN employee_roles r ON r.id = e.role_id WHERE e.user_id = u.id AND e.is_active) END`;

/** An operator staff member's session lives only while their employee record is active. */
const activeEmployeeSql = `(u.role <> 'operator_staff' OR EXISTS (SELECT 1 FROM employees e WHERE e.user_id = u.id AND e.is_active))`;

/** A session that is unexpired and whose user (and their clinic) is active; callers add the session filter. */
const liveSessionsSql = `SELECT s.sid, s.expire, s.sess->>'createdAt' AS created_at, s.sess->>'lastSeenAt' AS last_seen_at,
         s.sess->>'csrfToken' AS csrf_token, s.sess->>'secondFactor' AS second_factor,
         u.id AS user_id, u.role, u.clinic_id, u.attorney_id, u.first_name, u.last_name,
         ${operatorAreasSql} AS operator_areas
    FROM sessions s JOIN users u ON u.id = s.user_id
   WHERE s.expire > now() AND u.is_active AND ${clinicOpenSql} AND ${activeEmployeeSql}`;

/**
 * A super admin's or a patient's session counts only once its second factor is verified: until then
 * it is no session at all (decision 410).
 */
const secondFactorSql = `(u.role NOT IN ('super_admin', 'operator_staff', 'patient') OR s.sess->>'secondFactor' = 'verified')`;

/** The roles whose every session needs a second factor (operator staff sign in like the super admin). */
export const needsSecondFactor = (role: Role) =>
  role === Role.super_admin || role === Role.operator_staff || role === Role.patient;

/** The operator's sessions (super admin and operator staff): recorded in super_admin_sessions too. */
export const isOperatorRole = (role: Role) => role === Role.super_admin || role === Role.operator_staff;

/** A super admin's session: recorded in super_admin_sessions too, with its second-factor state. */
export interface SuperAdminSessionOptions {
  secondFactor: 'pending' | 'verified';
  username: string;
  enrollSecret?: string;
  /** Shorter than the idle timeout for a pending session. */
  idleMinutes?: number;
  /** A patient's portal session: the second-factor state only, no super_admin_sessions row. */
  portal?: boolean;
}

export type ResolvedSession =
  | { scope: Scope; csrfToken: string | null; secondFactorPending: false }
  /** A super admin past the password but not the second factor: signed in to nothing yet. */
  | { scope: null; csrfToken: null; secondFactorPending: true };

export interface PendingSecondFactor {
  sessionId: string;
  userId: string;
  email: string;
  enrollSecret: string | null;
}

/**
 * Sessions in PostgreSQL. The idle timeout comes from system settings, the absolute lifetime from
 * config. Resolving a token also checks the user is still active, so deactivation ends access at once.
 */
export class SessionService {
  /** Sessions read moments ago (decision 75). */
  private readonly recent = new RecentSessions<SessionRow>(recentSessionMs, maxRecentSessions);

  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: SettingsReader,
    private readonly options: SessionServiceOptions,
  ) {
    // A new session timeout re-dates every session's expiry: what was remembered is out of date.
    settings.onChange(() => this.recent.clear());
  }

  async create(
    manager: EntityManager,
    userId: string,
    meta: RequestMeta,
    superAdmin: SuperAdminSessionOptions | null = null,
  ): Promise<{ token: string; sessionId: string }> {
    const token = newSessionToken();
    const sessionId = sessionIdOf(token);
    const now = new Date();
    const idleMinutes = superAdmin?.idleMinutes ?? (await this.settings.sessionTimeoutMinutes());
    const expire = expiryAfterIdle(now, idleMinutes);
    const data: SessionData = {
      userId,
      createdAt: now.toISOString(),
      lastSeenAt: now.toISOString(),
      ip: meta.ip,
      userAgent: meta.userAgent,
      csrfToken: newCsrfToken(),
      ...(superAdmin ? { secondFactor: superAdmin.secondFactor } : {}),
      ...(superAdmin?.enrollSecret ? { enrollSecret: superAdmin.enrollSecret } : {}),
    };
    await manager.query(`INSERT INTO sessions (sid, sess, expire, user_id) VALUES ($1, $2, $3, $4)`, [
      sessionId,
      data,
      expire,
      userId,
    ]);
    if (superAdmin && !superAdmin.portal) {
      await manager.query(
        `INSERT INTO super_admin_sessions (session_id, username, ip_address, user_agent, two_factor_verified, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          sessionId,
          superAdmin.username,
          meta.ip,
          meta.userAgent?.slice(0, 512) ?? null,
          superAdmin.secondFactor === 'verified',
          expire,
        ],
      );
    }
    return { token, sessionId };
  }

  /** A super admin's session that has passed the password but not yet the second factor. */
  async resolvePendingSecondFactor(
    sessionId: string | null,
    role: Role.super_admin | Role.patient = Role.super_admin,
  ): Promise<PendingSecondFactor | null> {
    // The operator's door admits operator staff too (decision 441).
    const roles = role === Role.super_admin ? [Role.super_admin, Role.operator_staff] : [role];
    if (!sessionId) return null;
    const rows: { sid: string; user_id: string; email: string; enroll_secret: string | null }[] =
      await this.dataSource.query(
        `SELECT s.sid, u.id AS user_id, u.email, s.sess->>'enrollSecret' AS enroll_secret
           FROM sessions s JOIN users u ON u.id = s.user_id
          WHERE s.sid = $1 AND s.expire > now() AND u.is_active AND u.role = ANY($2)
            AND s.sess->>'secondFactor' = 'pending'`,
        [sessionId, roles],
      );
    const row = rows[0];
    return row ? { sessionId: row.sid, userId: row.user_id, email: row.email, enrollSecret: row.enroll_secret } : null;
  }

  /** The Scope for a cookie token, or null when it is unknown, expired, past its absolute lifetime or the user is inactive. */
  async resolve(token: string | undefined, meta: RequestMeta): Promise<Scope | null> {
    return (await this.resolveSession(token, meta))?.scope ?? null;
  }

  /** The Scope and the session's CSRF token (for the REST shim). */
  async resolveSession(token: string | undefined, meta: RequestMeta): Promise<ResolvedSession | null> {
    if (!token || token.length > 128) return null;
    const sessionId = sessionIdOf(token);
    const remembered = this.recent.get(sessionId);
    const row = remembered ?? (await this.lookUp(sessionId));
    if (!row) return null;
    if (needsSecondFactor(row.role) && row.second_factor !== 'verified') {
      return { scope: null, csrfToken: null, secondFactorPending: true };
    }
    const now = Date.now();
    if (row.expire.getTime() <= now) {
      this.recent.forget({ sessionIds: [sessionId] });
      return null;
    }
    if (now - Date.parse(row.created_at) > this.options.absoluteHours * 3_600_000) {
      await this.destroy(sessionId);
      return null;
    }
    // A remembered row was read moments ago; its next reading touches it if due.
    if (!remembered && now - Date.parse(row.last_seen_at) > touchIntervalMs)
      await this.touch(sessionId, isOperatorRole(row.role));
    const scope: Scope = {
      userId: row.user_id,
      role: row.role,
      clinicId: row.clinic_id,
      attorneyId: row.attorney_id,
      displayName: `${row.first_name} ${row.last_name}`.trim(),
      sessionId,
      request: meta,
      ...(row.role === Role.operator_staff ? { operatorAreas: operatorAreasOf(row.operator_areas) } : {}),
    };
    return { scope, csrfToken: row.csrf_token, secondFactorPending: false };
  }

  /** Reads a live session; a complete one is remembered briefly (a pending second factor is read every time). */
  private async lookUp(sessionId: string): Promise<SessionRow | undefined> {
    const rows: SessionRow[] = await this.dataSource.query(`${liveSessionsSql} AND s.sid = $1`, [sessionId]);
    const row = rows[0];
    // An operator staff member's areas are read on every request: a revoked area counts at once (decision 441).
    if (row && row.role !== Role.operator_staff && (!needsSecondFactor(row.role) || row.second_factor === 'verified'))
      this.recent.remember(sessionId, row);
    return row;
  }

  /** Drops remembered sessions that ended (here or on another api process: `session.ended`). */
  forgetRecent(match: { sessionIds?: readonly string[]; userId?: string }): void {
    this.recent.forget(match);
  }

  /**
   * The current user facts of many sessions at once, for sessions that are still valid (not
   * expired, user active, within the absolute lifetime). Live subscriptions re-check with it per event.
   */
  async currentScopes(sessionIds: string[]): Promise<Map<string, LiveSessionFacts>> {
    if (sessionIds.length === 0) return new Map();
    const rows: SessionRow[] = await this.dataSource.query(
      `${liveSessionsSql} AND ${secondFactorSql} AND s.sid = ANY($1) AND (s.sess->>'createdAt')::timestamptz > now() - make_interval(hours => $2)`,
      [sessionIds, this.options.absoluteHours],
    );
    return new Map(
      rows.map((row) => [
        row.sid,
        { userId: row.user_id, role: row.role, clinicId: row.clinic_id, attorneyId: row.attorney_id },
      ]),
    );
  }

  private async touch(sessionId: string, superAdmin: boolean): Promise<void> {
    await extendSession(this.dataSource, sessionId, await this.settings.sessionTimeoutMinutes(), superAdmin);
  }

  async destroy(sessionId: string, manager: EntityManager = this.dataSource.manager): Promise<void> {
    this.recent.forget({ sessionIds: [sessionId] });
    await manager.query(`DELETE FROM sessions WHERE sid = $1`, [sessionId]);
    await manager.query(`UPDATE super_admin_sessions SET expires_at = least(expires_at, now()) WHERE session_id = $1`, [
      sessionId,
    ]);
  }

  /** Ends every session of a user (force logout, deactivation, password change). Returns how many ended. */
  async destroyAllFor(userId: string, manager: EntityManager = this.dataSource.manager): Promise<number> {
    this.recent.forget({ userId });
    const result: [{ sid: string }[], number] = await manager.query(
      `DELETE FROM sessions WHERE user_id = $1 RETURNING sid`,
      [userId],
    );
    await manager.query(
      `UPDATE super_admin_sessions SET expires_at = least(expires_at, now()) WHERE session_id = ANY($1)`,
      [result[0].map((row) => row.sid)],
    );
    return result[1];
  }

  async purgeExpired(): Promise<number> {
    const result: [unknown[], number] = await this.dataSource.query(`DELETE FROM sessions WHERE expire <= now()`);
    return result[1];
  }
}
