import { randomUUID } from 'node:crypto';
import { custom, errors, generators, Issuer, type BaseClient, type CallbackParamsType } from 'openid-client';
import type { DataSource } from 'typeorm';
import type { OidcProviderConfig, OidcProviderId } from '../../../config';
import { Role } from '../../access/role';
import type { RequestMeta } from '../../access/scope';
import type { Logger } from '../../logger';
import type { AuthService, SessionAccount } from '../auth.service';
import { clinicOpenSql, inactiveClinicReason } from '../clinic-access';
import { safeReturnPath } from '../../http/return-path';
import { LoginType, loginTypeMismatch } from '../login-type';
import { OidcAttempts } from './oidc-attempts';
import { OidcLoginError, type OidcLoginErrorCode } from './oidc-login-errors';
import { isOidcProviderId, oidcProviderIds, subjectColumnOf } from './oidc-provider-ids';

/** Each call to a provider (discovery, keys, token) gives up after this long. */
const providerTimeoutMs = 5_000;
/** After a failed discovery, the next sign-in tries again only after this long. */
const discoveryRetryMs = 15_000;
/** Clock skew allowed between us and the provider for iat / exp / nbf. */
const clockToleranceSeconds = 5;

const httpOptions = (_url: URL, options: Record<string, unknown>) => ({ ...options, timeout: providerTimeoutMs });
Issuer[custom.http_options] = httpOptions;

/** The callback's parameters we pass on to openid-client; anything else a provider sends is dropped. */
export const callbackParamNames = ['code', 'state', 'iss', 'error', 'error_description', 'error_uri'] as const;

export interface AuthProviderInfo {
  id: OidcProviderId;
  label: string;
}

interface AccountRow extends SessionAccount {
  is_active: boolean;
  clinic_open: boolean;
  subject: string | null;
}

interface CachedClient {
  client: Promise<BaseClient>;
  failedAt: number | null;
}

/**
 * External sign-in with OpenID Connect (openid-client 5): authorization code flow with PKCE (S256),
 * state and nonce, kept server-side per attempt (OidcAttempts). Provider metadata is discovered on
 * first use and cached, so a provider that is down never stops the api from starting; its users are
 * told instead. A signed-in identity is matched to an existing account by the provider's subject,
 * or once, by a verified email, and then opens a session exactly as a password sign-in does.
 */
export class OidcService {
  private readonly attempts: OidcAttempts;
  private readonly clients = new Map<OidcProviderId, CachedClient>();
  private readonly byId: Map<OidcProviderId, OidcProviderConfig>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly auth: AuthService,
    private readonly options: { publicUrl: string; providers: OidcProviderConfig[]; logger: Logger },
  ) {
    this.attempts = new OidcAttempts(dataSource);
    this.byId = new Map(options.providers.map((provider) => [provider.id, provider]));
  }

  /** The configured providers, in the order /api/login prefers them. */
  providers(): AuthProviderInfo[] {
    return oidcProviderIds.flatMap((id) => {
      const provider = this.byId.get(id);
      return provider ? [{ id, label: provider.label }] : [];
    });
  }

  defaultProvider(): OidcProviderId | null {
    return this.providers()[0]?.id ?? null;
  }

  redirectUri(id: OidcProviderId): string {
    return `${this.options.publicUrl}/api/auth/oidc/${id}/callback`;
  }

  /** Records the attempt and answers where to send the browser, and the cookie value that binds the attempt to it. */
  async start(
    providerName: string,
    loginType: LoginType | null,
    meta: RequestMeta,
    returnTo: string | null = null,
  ): Promise<{ ok: true; url: string; attemptToken: string } | { ok: false; code: OidcLoginErrorCode }> {
    if (!(await this.auth.admitExternalAttempt(meta))) return { ok: false, code: 'too_many_attempts' };
    try {
      const provider = this.configured(providerName);
      const client = await this.clientOrUnavailable(provider);
      const attempt = {
        provider: provider.id,
        state: generators.state(),
        nonce: generators.nonce(),
        codeVerifier: generators.codeVerifier(),
        loginType,
        returnTo: safeReturnPath(returnTo),
      };
      const attemptToken = await this.attempts.create(attempt);
      const url = client.authorizationUrl({
        scope: 'openid email',
        state: attempt.state,
        nonce: attempt.nonce,
        code_challenge: generators.codeChallenge(attempt.codeVerifier),
        code_challenge_method: 'S256',
        // Apple answers a request for the email scope only with a POST of the result to our callback.
        ...(provider.id === 'apple' ? { response_mode: 'form_post' } : {}),
      });
      return { ok: true, url, attemptToken };
    } catch (error) {
      return { ok: false, code: await this.refused(providerName, error, meta) };
    }
  }

  /**
   * Finishes an attempt: takes it out of the table (single use), lets openid-client check the
   * answer (state, then the code exchanged with the PKCE verifier, then the ID token's signature,
   * iss, aud, exp and nonce), finds the account and opens a session. Every refusal is audited
   * (`login_denied`) and answered with a short code for the login dialog.
   */
  async finish(
    providerName: string,
    params: CallbackParamsType,
    attemptToken: string | undefined,
    meta: RequestMeta,
    previousSessionId: string | null,
  ): Promise<
    | { ok: true; token: string; returnTo: string | null }
    | { ok: false; code: OidcLoginErrorCode; returnTo: string | null }
  > {
    // A refusal after the attempt was found still returns to the page that asked for the sign-in.
    let returnTo: string | null = null;
    try {
      const provider = this.configured(providerName);
      const attempt = await this.attempts.consume(attemptToken, provider.id);
      returnTo = attempt?.returnTo ?? null;
      if (!attempt)
        throw new OidcLoginError(
          'expired',
          `${provider.id}: no live sign-in attempt for this browser (expired or used)`,
        );
      const client = await this.clientOrUnavailable(provider);
      const tokens = await client.callback(this.redirectUri(provider.id), params, {
        state: attempt.state,
        nonce: attempt.nonce,
        code_verifier: attempt.codeVerifier,
        response_type: 'code',
      });
      const { token } = await this.signIn(provider, tokens.claims(), attempt.loginType, meta, previousSessionId);
      return { ok: true, token, returnTo: attempt.returnTo };
    } catch (error) {
      return { ok: false, code: await this.refused(providerName, error, meta), returnTo };
    }
  }

  private configured(name: string): OidcProviderConfig {
    const provider = isOidcProviderId(name) ? this.byId.get(name) : undefined;
    if (!provider) throw new OidcLoginError('not_configured', 'provider not configured');
    return provider;
  }

  private async signIn(
    provider: OidcProviderConfig,
    claims: Record<string, unknown>,
    loginType: LoginType | null,
    meta: RequestMeta,
    previousSessionId: string | null,
  ): Promise<{ userId: string; token: string }> {
    const column = subjectColumnOf[provider.id];
    // Google's and Apple's subjects are unique to them; a generic one only together with its issuer.
    const subject = provider.id === 'oidc' ? `${String(claims.iss)} ${String(claims.sub)}` : String(claims.sub);
    const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : null;
    const identity = { userId: null, email };
    const select = `SELECT u.id, u.role, u.is_active, u.clinic_id, u.first_name, u.last_name, u.${column} AS subject,
                           ${clinicOpenSql} AS clinic_open
                      FROM users u`;

    let account = ((await this.dataSource.query(`${select} WHERE u.${column} = $1`, [subject])) as AccountRow[])[0];
    const linking = !account;
    if (!account) {
      if (!email) throw new OidcLoginError('email_missing', `${provider.id}: no email claim`, identity);
      // Apple sends email_verified as the string "true".
      if (claims.email_verified !== true && claims.email_verified !== 'true')
        throw new OidcLoginError('email_unverified', `${provider.id}: email not verified`, identity);
      account = ((await this.dataSource.query(`${select} WHERE u.email = $1`, [email])) as AccountRow[])[0];
      if (!account) throw new OidcLoginError('unknown_account', `${provider.id}: no account with this email`, identity);
      if (account.subject !== null)
        throw new OidcLoginError('already_linked', `${provider.id}: account linked to another subject`, {
          userId: account.id,
          email,
        });
    }
    const known = { userId: account.id, email };
    if (!account.is_active) throw new OidcLoginError('deactivated', `${provider.id}: account deactivated`, known);
    if (!account.clinic_open)
      throw new OidcLoginError('clinic_inactive', `${provider.id}: ${inactiveClinicReason}`, known);
    if (account.role === Role.super_admin || account.role === Role.operator_staff || account.role === Role.patient)
      throw new OidcLoginError('super_admin', `${provider.id}: super admin accounts need the second factor`, known);
    if (loginTypeMismatch(loginType, account.role))
      throw new OidcLoginError(
        account.role === Role.attorney ? 'use_attorney_login' : 'use_provider_login',
        `${provider.id}: wrong login type`,
        known,
      );

    return this.auth.openSession(account, meta, previousSessionId, {
      auditValues: { provider: provider.id, linked: linking },
      link: async (manager) => {
        // Only an account still without an identity at this provider (or with this one) takes it.
        const [, updated]: [unknown[], number] = await manager
          .query(
            `UPDATE users SET ${column} = $1, auth_provider = $2
              WHERE id = $3 AND (${column} IS NULL OR ${column} = $1)`,
            [subject, provider.id, account.id],
          )
          .catch((error: { code?: string }) => {
            if (error.code === '23505') return [[], 0];
            throw error;
          });
        if (updated !== 1)
          throw new OidcLoginError('already_linked', `${provider.id}: account linked to another subject`, known);
      },
    });
  }

  private async clientOrUnavailable(provider: OidcProviderConfig): Promise<BaseClient> {
    try {
      return await this.clientFor(provider);
    } catch {
      throw new OidcLoginError('provider_unavailable', `${provider.id}: discovery failed (see the warning logged)`);
    }
  }

  /** The provider's client, discovered on first use; a failed discovery is retried after a pause. */
  private clientFor(provider: OidcProviderConfig): Promise<BaseClient> {
    const cached = this.clients.get(provider.id);
    if (cached && (cached.failedAt === null || Date.now() - cached.failedAt < discoveryRetryMs)) return cached.client;
    const entry: CachedClient = { client: this.discover(provider), failedAt: null };
    entry.client.catch((error: unknown) => {
      entry.failedAt = Date.now();
      this.options.logger.warn('OpenID Connect discovery failed', {
        provider: provider.id,
        issuer: provider.issuer,
        error: error instanceof Error ? error.message : String(error),
      });
    });
    this.clients.set(provider.id, entry);
    return entry.client;
  }

  private async discover(provider: OidcProviderConfig): Promise<BaseClient> {
    const issuer = await Issuer.discover(provider.issuer);
    issuer[custom.http_options] = httpOptions;
    const authMethods = issuer.metadata.token_endpoint_auth_methods_supported as string[] | undefined;
    const algorithms = issuer.metadata.id_token_signing_alg_values_supported as string[] | undefined;
    const client = new issuer.Client({
      client_id: provider.clientId,
      client_secret: provider.clientSecret,
      redirect_uris: [this.redirectUri(provider.id)],
      response_types: ['code'],
      // Apple takes the secret only in the body; others by their metadata (Basic is the default).
      token_endpoint_auth_method:
        provider.id === 'apple' || (authMethods && !authMethods.includes('client_secret_basic'))
          ? 'client_secret_post'
          : 'client_secret_basic',
      id_token_signed_response_alg: !algorithms || algorithms.includes('RS256') ? 'RS256' : algorithms[0],
    });
    client[custom.http_options] = httpOptions;
    client[custom.clock_tolerance] = clockToleranceSeconds;
    return client;
  }

  /** Audits a refused attempt and answers its code. */
  private async refused(providerName: string, error: unknown, meta: RequestMeta): Promise<OidcLoginErrorCode> {
    const failure = this.classify(providerName, error);
    if (failure.code !== 'not_configured') {
      const { userId, email } = failure.account;
      await this.auth.recordFailure(userId, email ?? `oidc:${providerName.slice(0, 20)}`, meta, failure.reason);
    }
    return failure.code;
  }

  private classify(providerName: string, error: unknown): OidcLoginError {
    if (error instanceof OidcLoginError) return error;
    const provider = isOidcProviderId(providerName) ? providerName : 'unknown';
    if (error instanceof errors.OPError) {
      if (error.error === 'access_denied') return new OidcLoginError('cancelled', `${provider}: access_denied`);
      // The provider's own error code (invalid_grant for a used or stolen code), never its description. It
      // comes from the callback's query string too: only the characters RFC 6749 allows in it are kept (a
      // zero byte cannot be stored in the audit row).
      const providerCode = String(error.error)
        .slice(0, 60)
        .replace(/[^\x20-\x21\x23-\x5b\x5d-\x7e]/g, '?');
      return new OidcLoginError('invalid_response', `${provider}: refused by provider (${providerCode})`);
    }
    if (error instanceof errors.RPError) {
      if (/timed out/.test(error.message))
        return new OidcLoginError('provider_unavailable', `${provider}: provider timed out`);
      // openid-client's check that failed ("state mismatch", "aud mismatch", ...), without the values it printed.
      return new OidcLoginError('invalid_response', `${provider}: ${error.message.split(',')[0].slice(0, 80)}`);
    }
    const code = (error as { code?: unknown } | null)?.code;
    if (typeof code === 'string' && /^(E[A-Z]+|UND_ERR)/.test(code))
      return new OidcLoginError('provider_unavailable', `${provider}: provider unreachable (${code})`);
    const correlationId = randomUUID();
    this.options.logger.error('unexpected external sign-in error', { correlationId, provider, error });
    return new OidcLoginError('failed', `${provider}: unexpected error (reference ${correlationId})`);
  }
}
