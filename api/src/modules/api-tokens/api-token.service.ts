import type { DataSource } from 'typeorm';
import { Role } from '../../platform/access/role';
import type { RequestMeta, Scope } from '../../platform/access/scope';
import { writeAudit } from '../../platform/audit/audit.service';
import { clinicOpenSql } from '../../platform/auth/clinic-access';
import { ForbiddenError, LimitReachedError, NotFoundError, UnauthenticatedError } from '../../platform/errors';
import type { BearerAuthenticator } from '../../platform/http/bearer-token';
import { tooMany, type RateLimiter, type RateRule } from '../../platform/rate-limit/rate-limiter';
import { isWellFormedToken, newTokenSecret, tokenHashOf } from './api-token-secret';
import type { ApiTokenCreateInput } from './api-token.input';
import { ApiTokenStatus, type ApiTokenCreated, type ApiTokenView } from './api-token.type';

/** Live (unrevoked, unexpired) tokens one user may hold at once. */
export const maxLiveTokensPerUser = 20;
/** The newest tokens the list shows (revoked and expired ones stay listed, for the record). */
const listedTokens = 100;
/** last_used_at is written at most this often per token, not on every request. */
const lastUseIntervalMs = 60_000;

export const tokenRefusals = {
  malformed: 'Malformed API token: send "Authorization: Bearer cbt_..." with the whole token',
  unknown: 'Unknown API token',
  revoked: 'This API token has been revoked',
  expired: 'This API token has expired',
  inactiveUser: "This API token's account is deactivated",
  operator: 'API tokens cannot act as the platform operator',
  fromToken: 'An API token cannot create API tokens: sign in to create one',
  operatorHolder:
    'The platform operator cannot have API tokens: the operator signs in with a second factor, which a token would bypass',
};

interface TokenRow {
  id: number;
  name: string;
  prefix: string;
  created_at: Date;
  expires_at: Date;
  last_used_at: Date | null;
  last_used_ip: string | null;
  revoked_at: Date | null;
  expired: boolean;
}

const tokenColumns = `t.id, t.name, t.prefix, t.created_at, t.expires_at, t.last_used_at, t.last_used_ip, t.revoked_at,
  t.expires_at <= now() AS expired`;

const viewOf = (row: TokenRow): ApiTokenView => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  status: row.revoked_at ? ApiTokenStatus.revoked : row.expired ? ApiTokenStatus.expired : ApiTokenStatus.active,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
  lastUsedAt: row.last_used_at,
  lastUsedIp: row.last_used_ip,
  revokedAt: row.revoked_at,
});

interface BearerRow {
  id: number;
  prefix: string;
  revoked: boolean;
  expired: boolean;
  last_used_at: Date | null;
  user_id: string;
  role: Role;
  clinic_id: number | null;
  attorney_id: number | null;
  first_name: string;
  last_name: string;
  account_open: boolean;
}

/**
 * Personal API tokens: a user's own list, creation (the secret returned once) and revocation, and
 * the bearer authentication of GraphQL and REST requests, which acts with the token user's current
 * rights (decision 300).
 */
export class ApiTokenService implements BearerAuthenticator {
  private readonly rate: RateRule;

  constructor(
    private readonly dataSource: DataSource,
    private readonly rateLimiter: RateLimiter,
    requestsPerMinute: number,
  ) {
    this.rate = { name: 'api-token:requests', limit: requestsPerMinute, windowSeconds: 60 };
  }

  async list(scope: Scope): Promise<ApiTokenView[]> {
    assertTokenHolder(scope);
    const rows: TokenRow[] = await this.dataSource.query(
      `SELECT ${tokenColumns} FROM api_tokens t WHERE t.user_id = $1 ORDER BY t.created_at DESC, t.id DESC LIMIT $2`,
      [scope.userId, listedTokens],
    );
    return rows.map(viewOf);
  }

  async create(scope: Scope, input: ApiTokenCreateInput): Promise<ApiTokenCreated> {
    if (scope.request.apiToken) throw new ForbiddenError(tokenRefusals.fromToken);
    assertTokenHolder(scope);
    const secret = newTokenSecret();
    const row = await this.dataSource.transaction(async (manager) => {
      // One creation at a time per user, so two at once cannot both pass the limit.
      await manager.query(`SELECT id FROM users WHERE id = $1 FOR UPDATE`, [scope.userId]);
      const [{ live }]: { live: number }[] = await manager.query(
        `SELECT count(*)::int AS live FROM api_tokens WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > now()`,
        [scope.userId],
      );
      if (live >= maxLiveTokensPerUser)
        throw new LimitReachedError(
          `You already have ${maxLiveTokensPerUser} active API tokens, the most allowed: revoke one you no longer use first`,
        );
      const [created]: TokenRow[] = await manager.query(
        `INSERT INTO api_tokens AS t (user_id, name, prefix, token_hash, expires_at)
         VALUES ($1, $2, $3, $4, now() + make_interval(days => $5))
         RETURNING ${tokenColumns}`,
        [scope.userId, input.name, secret.prefix, secret.hash, input.expiresInDays],
      );
      await writeAudit(manager, scope, {
        entityType: 'api_token',
        entityId: created.id,
        action: 'create',
        clinicId: scope.clinicId,
        newValues: { name: created.name, prefix: created.prefix, expiresAt: created.expires_at },
      });
      return created;
    });
    return { apiToken: viewOf(row), secret: secret.token };
  }

  /** Revokes one of the caller's own tokens; anyone else's answers like a missing one. Revoking twice changes nothing. */
  async revoke(scope: Scope, id: number): Promise<ApiTokenView> {
    assertTokenHolder(scope);
    return this.dataSource.transaction(async (manager) => {
      const [row]: TokenRow[] = await manager.query(
        `SELECT ${tokenColumns} FROM api_tokens t WHERE t.id = $1 AND t.user_id = $2 FOR UPDATE`,
        [id, scope.userId],
      );
      if (!row) throw new NotFoundError('API token');
      if (row.revoked_at) return viewOf(row);
      const [[revoked]]: [TokenRow[], number] = await manager.query(
        `UPDATE api_tokens AS t SET revoked_at = now(), revoked_by = $2 WHERE t.id = $1 RETURNING ${tokenColumns}`,
        [id, scope.userId],
      );
      await writeAudit(manager, scope, {
        entityType: 'api_token',
        entityId: id,
        action: 'revoke',
        clinicId: scope.clinicId,
        oldValues: { name: row.name, prefix: row.prefix, revokedAt: null },
        newValues: { revokedAt: revoked.revoked_at },
      });
      return viewOf(revoked);
    });
  }

  /**
   * The Scope a bearer token acts with: its user's, read now (role, clinic, activity), or a 401
   * naming why not. Counts the request against the token's rate limit.
   */
  async authenticate(token: string, meta: RequestMeta): Promise<Scope> {
    if (!isWellFormedToken(token)) throw new UnauthenticatedError(tokenRefusals.malformed);
    const [row]: BearerRow[] = await this.dataSource.query(
      `SELECT t.id, t.prefix, t.revoked_at IS NOT NULL AS revoked, t.expires_at <= now() AS expired, t.last_used_at,
              u.id AS user_id, u.role, u.clinic_id, u.attorney_id, u.first_name, u.last_name,
              (u.is_active AND ${clinicOpenSql}) AS account_open
         FROM api_tokens t JOIN users u ON u.id = t.user_id
        WHERE t.token_hash = $1`,
      [tokenHashOf(token)],
    );
    if (!row) throw new UnauthenticatedError(tokenRefusals.unknown);
    if (row.revoked) throw new UnauthenticatedError(tokenRefusals.revoked);
    if (row.expired) throw new UnauthenticatedError(tokenRefusals.expired);
    if (!row.account_open) throw new UnauthenticatedError(tokenRefusals.inactiveUser);
    if (row.role === Role.super_admin) throw new UnauthenticatedError(tokenRefusals.operator);
    const verdict = await this.rateLimiter.hit(this.rate, String(row.id));
    if (!verdict.allowed) throw tooMany('requests with this API token', verdict.retryAfterSeconds);
    if (!row.last_used_at || Date.now() - row.last_used_at.getTime() >= lastUseIntervalMs)
      await this.recordUse(row.id, meta);
    return {
      userId: row.user_id,
      role: row.role,
      clinicId: row.clinic_id,
      attorneyId: row.attorney_id,
      displayName: `${row.first_name} ${row.last_name}`.trim(),
      sessionId: `api-token:${row.id}`,
      request: { ...meta, apiToken: { id: row.id, prefix: row.prefix } },
    };
  }

  /** The condition repeats the interval, so requests arriving together write once. */
  private async recordUse(id: number, meta: RequestMeta): Promise<void> {
    await this.dataSource.query(
      `UPDATE api_tokens SET last_used_at = now(), last_used_ip = $2
        WHERE id = $1 AND (last_used_at IS NULL OR last_used_at <= now() - interval '1 minute')`,
      [id, meta.ip],
    );
  }
}

function assertTokenHolder(scope: Scope): void {
  if (scope.role === Role.super_admin) throw new ForbiddenError(tokenRefusals.operatorHolder);
}
