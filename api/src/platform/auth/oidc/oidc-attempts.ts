import { createHash, randomBytes } from 'node:crypto';
import { parse, serialize } from 'cookie';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DataSource } from 'typeorm';
import type { OidcProviderId } from '../../../config';
import type { LoginType } from '../login-type';

/** How long a started external sign-in may take, from the button to the callback. */
export const attemptLifetimeSeconds = 600;

export const attemptCookieName = 'cb_oidc_attempt';
/** Sent only to the callback (and set by the start route): the rest of the app never sees it. */
const attemptCookiePath = '/api/auth/oidc';

export interface StartedAttempt {
  provider: OidcProviderId;
  state: string;
  nonce: string;
  codeVerifier: string;
  loginType: LoginType | null;
  /** Where the browser returns after signing in (a same-origin path), or null for the default. */
  returnTo: string | null;
}

interface AttemptRow {
  provider: OidcProviderId;
  state: string;
  nonce: string;
  code_verifier: string;
  login_type: LoginType | null;
  return_to: string | null;
  live: boolean;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * The server-side record of each started external sign-in (table oidc_login_attempts). The browser
 * holds only a random id in an HttpOnly cookie; the table holds its SHA-256, so a copy of the table
 * cannot be used to finish anyone's attempt.
 */
export class OidcAttempts {
  constructor(private readonly dataSource: DataSource) {}

  /** Stores the attempt and returns the cookie value that binds it to this browser. */
  async create(attempt: StartedAttempt): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    // Expired attempts are removed as new ones start: the table holds at most ten minutes of them.
    await this.dataSource.query(`DELETE FROM oidc_login_attempts WHERE expires_at <= now()`);
    await this.dataSource.query(
      `INSERT INTO oidc_login_attempts (id_hash, provider, state, nonce, code_verifier, login_type, return_to, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, now() + make_interval(secs => $8))`,
      [
        hashOf(token),
        attempt.provider,
        attempt.state,
        attempt.nonce,
        attempt.codeVerifier,
        attempt.loginType,
        attempt.returnTo,
        attemptLifetimeSeconds,
      ],
    );
    return token;
  }

  /**
   * Takes the attempt out of the table (DELETE ... RETURNING: of two concurrent callbacks only one
   * gets it). Null when there is none, it expired, or it was started for another provider.
   */
  async consume(token: string | undefined, provider: OidcProviderId): Promise<StartedAttempt | null> {
    if (!token || token.length > 128) return null;
    // TypeORM answers a DELETE with [rows, affected count].
    const [rows]: [AttemptRow[], number] = await this.dataSource.query(
      `DELETE FROM oidc_login_attempts WHERE id_hash = $1
       RETURNING provider, state, nonce, code_verifier, login_type, return_to, expires_at > now() AS live`,
      [hashOf(token)],
    );
    const row = rows[0];
    if (!row || !row.live || row.provider !== provider) return null;
    return {
      provider: row.provider,
      state: row.state,
      nonce: row.nonce,
      codeVerifier: row.code_verifier,
      loginType: row.login_type,
      returnTo: row.return_to,
    };
  }
}

export function attemptTokenOf(req: IncomingMessage): string | undefined {
  const header = req.headers.cookie;
  return header ? parse(header)[attemptCookieName] : undefined;
}

/** HttpOnly and SameSite=Lax: sent on the provider's top-level redirect back to us, not on cross-site POSTs. */
export function setAttemptCookie(res: ServerResponse, token: string, secure: boolean): void {
  res.appendHeader(
    'Set-Cookie',
    serialize(attemptCookieName, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure,
      path: attemptCookiePath,
      maxAge: attemptLifetimeSeconds,
    }),
  );
}

export function clearAttemptCookie(res: ServerResponse, secure: boolean): void {
  res.appendHeader(
    'Set-Cookie',
    serialize(attemptCookieName, '', { httpOnly: true, sameSite: 'lax', secure, path: attemptCookiePath, maxAge: 0 }),
  );
}
