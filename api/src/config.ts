import path from 'node:path';
import type { PaymentProviderConfig } from './platform/payments/create-payment-provider';
import type { SmsProviderConfig } from './platform/sms/create-sms-provider';

/**
 * Every environment variable the api reads, parsed and validated once.
 * Nothing else in the code base reads process.env (tests pass an env object).
 */

export type NodeEnv = 'development' | 'production' | 'test';
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

export interface Config {
  nodeEnv: NodeEnv;
  isProduction: boolean;
  host: string;
  port: number;
  publicUrl: string;
  dataDir: string;
  /** Set when an external PostgreSQL is used; otherwise an embedded one is started under dataDir. */
  databaseUrl: string | null;
  /** The role that runs migrations and owns the tables; the app's DATABASE_URL role then only gets grants. */
  databaseOwnerUrl: string | null;
  demoData: boolean;
  dbPoolMax: number;
  dbStatementTimeoutMs: number;
  dbConnectTimeoutMs: number;
  /** Requests one user / one clinic may have running at once (platform/http/fair-share.ts). */
  /**
   * Turns per user and clinic, the wait for one, and the GraphQL cost per turn: an operation takes
   * one turn per `costPerTurn` of its measured cost (decision 511).
   */
  fairShare: { perUser: number; perClinic: number; maxWaitMs: number; costPerTurn: number };
  cookieSecure: boolean;
  sessionAbsoluteHours: number;
  /** SECRETS_KEY: seals secrets at rest (TOTP); required in production, else a key file in dataDir. */
  secretsKey: Buffer | null;
  passwordScryptLogN: number;
  graphqlIntrospection: boolean;
  graphqlMaxDepth: number;
  graphqlMaxAliases: number;
  graphqlMaxCost: number;
  graphqlMaxTokens: number;
  webDistDir: string;
  shutdownGraceMs: number;
  /** Express 'trust proxy': how many proxies in front of the api may set X-Forwarded-For. */
  trustProxy: number;
  logLevel: LogLevel;
  /** Live events travel over Redis pub/sub when set, else over PostgreSQL LISTEN/NOTIFY. */
  redisUrl: string | null;
  /** Documents go to this S3-compatible bucket when set, else to `<dataDir>/documents`. */
  s3: S3Config | null;
  /** External sign-in (OpenID Connect) providers that are configured, in the order `/api/login` prefers them. */
  oidcProviders: OidcProviderConfig[];
  rateLimits: RateLimitConfig;
  passwordReset: PasswordResetConfig;
  /** System logs (warnings and errors kept in system_logs): days kept by the daily purge (SYSTEM_LOG_RETENTION_DAYS). */
  systemLogRetentionDays: number;
  /** Outgoing email over SMTP when set; without it messages are only recorded (outbound_emails). */
  mail: MailConfig | null;
  jobs: JobsConfig;
  /** Who moves the subscriptions' money (PAYMENT_PROVIDER): the built-in test provider unless 'stripe'. */
  payments: PaymentProviderConfig;
  /** Who sends text messages (SMS_PROVIDER): the recording provider unless 'twilio'. */
  sms: SmsProviderConfig;
  /** The AI chat: an OpenAI-compatible model when AI_BASE_URL, AI_API_KEY and AI_MODEL are set, else the built-in engine. */
  ai: AiConfig;
  webhooks: WebhooksConfig;
}

/** Outbound webhooks (modules/webhooks). */
export interface WebhooksConfig {
  /**
   * WEBHOOKS_ALLOW_PRIVATE_URLS: endpoints may be private, loopback or link-local addresses
   * (a developer's receiver, tests). Off by default in production, on elsewhere (decision 311).
   */
  allowPrivateUrls: boolean;
  /** WEBHOOKS_TIMEOUT_MS: how long one delivery attempt may take. */
  timeoutMs: number;
}

export interface AiConfig {
  chatModel: { baseUrl: string; apiKey: string; model: string; timeoutMs: number } | null;
  /** Questions one user may ask the chat per minute. */
  chatQuestionsPerMinute: number;
}

/** The job queue (platform/jobs) in this process. */
export interface JobsConfig {
  /** Work the queues (workers, cron, maintenance) here; off, jobs are still recorded for other processes. */
  enabled: boolean;
  /** Jobs of one queue this process runs at once. */
  concurrency: number;
  /** How often an idle worker asks for a job. */
  pollIntervalMs: number;
}

export interface MailConfig {
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://... (TLS from the start). */
  smtpUrl: string;
  /** The From address, e.g. "Casebridge <no-reply@casebridge.example>". */
  from: string;
}

/** Attempts allowed per window; counted in PostgreSQL, so every api process shares one count. */
export interface RateLimitConfig {
  /** Failed sign-ins (password or second factor) per account. */
  loginFailuresPerAccount: number;
  /** Sign-in attempts per client address. */
  loginAttemptsPerAddress: number;
  loginWindowSeconds: number;
  /** Public form submissions (waitlist, contact) per client address per hour. */
  publicFormsPerAddressHourly: number;
  /** A funding partner's one-time link opened or answered, per client address per hour. */
  fundingPartnerLinksPerAddressHourly: number;
  /** Requests one personal API token may make per minute. */
  apiTokenRequestsPerMinute: number;
}

/** Forgot password: how long a reset link works and how often one may be asked for. */
export interface PasswordResetConfig {
  linkMinutes: number;
  /** Requests per email address per hour, whether or not it has an account. */
  perEmailHourly: number;
  /** Requests per client address per hour. */
  perAddressHourly: number;
}

export type OidcProviderId = 'oidc' | 'google' | 'apple';

export interface OidcProviderConfig {
  id: OidcProviderId;
  /** Shown on the button: "Continue with {label}". */
  label: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface S3Config {
  bucket: string;
  region: string;
  endpoint: string | null;
  accessKeyId: string | null;
  secretAccessKey: string | null;
  forcePathStyle: boolean;
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

const repoRoot = path.resolve(__dirname, '..', '..');

function readString(env: Env, name: string, fallback: string): string {
  const value = env[name];
  return value === undefined || value === '' ? fallback : value;
}

function readInt(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^-?\d+$/.test(raw.trim())) {
    throw new ConfigError(`${name} must be a whole number, got "${raw}"`);
  }
  const value = Number(raw);
  if (value < min || value > max) {
    throw new ConfigError(`${name} must be between ${min} and ${max}, got ${value}`);
  }
  return value;
}

function readBool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const normalized = raw.trim().toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(normalized)) return true;
  if (['0', 'false', 'no', 'off'].includes(normalized)) return false;
  throw new ConfigError(`${name} must be true or false (1/0), got "${raw}"`);
}

function readEnum<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!(allowed as readonly string[]).includes(raw)) {
    throw new ConfigError(`${name} must be one of ${allowed.join(', ')}, got "${raw}"`);
  }
  return raw as T;
}

function readUrl(env: Env, name: string, fallback: string | null, protocols: string[]): string | null {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be a URL, got "${raw.replace(/:[^:@/]*@/, ':***@')}"`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must start with ${protocols.join(' or ')}`);
  }
  return raw.replace(/\/$/, '');
}

function readDatabaseOwnerUrl(env: Env, databaseUrl: string | null): string | null {
  const ownerUrl = readUrl(env, 'DATABASE_OWNER_URL', null, ['postgres:', 'postgresql:']);
  if (ownerUrl && !databaseUrl)
    throw new ConfigError('DATABASE_OWNER_URL needs DATABASE_URL (the role the app runs as)');
  return ownerUrl;
}

export function loadConfig(env: Env = process.env): Config {
  const nodeEnv = readEnum<NodeEnv>(env, 'NODE_ENV', ['development', 'production', 'test'], 'development');
  const isProduction = nodeEnv === 'production';
  const port = readInt(env, 'PORT', 3000, 0, 65535);
  const databaseUrl = readUrl(env, 'DATABASE_URL', null, ['postgres:', 'postgresql:']);
  const dbPoolMax = readInt(env, 'DB_POOL_MAX', 10, 1, 500);
  const dbConnectTimeoutMs = readInt(env, 'DB_CONNECT_TIMEOUT_MS', 5000, 100, 120000);
  return {
    nodeEnv,
    isProduction,
    host: readString(env, 'HOST', '0.0.0.0'),
    port,
    publicUrl: readUrl(env, 'PUBLIC_URL', `http://localhost:${port}`, ['http:', 'https:']) as string,
    dataDir: path.resolve(readString(env, 'DATA_DIR', './.data')),
    databaseUrl,
    databaseOwnerUrl: readDatabaseOwnerUrl(env, databaseUrl),
    // Demo data is on by default only with the embedded database (a fresh local install).
    demoData: readBool(env, 'DEMO_DATA', databaseUrl === null),
    dbPoolMax,
    dbStatementTimeoutMs: readInt(env, 'DB_STATEMENT_TIMEOUT_MS', 15000, 100, 600000),
    dbConnectTimeoutMs,
    fairShare: readFairShare(env, dbPoolMax, dbConnectTimeoutMs),
    cookieSecure: readBool(env, 'COOKIE_SECURE', isProduction),
    sessionAbsoluteHours: readInt(env, 'SESSION_ABSOLUTE_HOURS', 12, 1, 24 * 30),
    secretsKey: readSecretsKey(env, isProduction),
    passwordScryptLogN: readInt(env, 'PASSWORD_SCRYPT_LOG_N', 15, 10, 20),
    graphqlIntrospection: readBool(env, 'GRAPHQL_INTROSPECTION', !isProduction),
    graphqlMaxDepth: readInt(env, 'GRAPHQL_MAX_DEPTH', 10, 2, 50),
    graphqlMaxAliases: readInt(env, 'GRAPHQL_MAX_ALIASES', 15, 0, 200),
    graphqlMaxCost: readInt(env, 'GRAPHQL_MAX_COST', 20000, 10, 10_000_000),
    graphqlMaxTokens: readInt(env, 'GRAPHQL_MAX_TOKENS', 4000, 100, 1_000_000),
    webDistDir: path.resolve(readString(env, 'WEB_DIST_DIR', path.join(repoRoot, 'web', 'dist'))),
    shutdownGraceMs: readInt(env, 'SHUTDOWN_GRACE_MS', 10000, 0, 600000),
    trustProxy: readInt(env, 'TRUST_PROXY', 0, 0, 10),
    logLevel: readEnum<LogLevel>(
      env,
      'LOG_LEVEL',
      ['debug', 'info', 'warn', 'error'],
      nodeEnv === 'test' ? 'warn' : 'info',
    ),
    redisUrl: readUrl(env, 'REDIS_URL', null, ['redis:', 'rediss:']),
    s3: readS3(env),
    oidcProviders: readOidcProviders(env),
    rateLimits: {
      loginFailuresPerAccount: readInt(env, 'LOGIN_MAX_FAILURES_PER_ACCOUNT', 10, 1, 1_000_000),
      loginAttemptsPerAddress: readInt(env, 'LOGIN_MAX_ATTEMPTS_PER_ADDRESS', 100, 1, 1_000_000),
      loginWindowSeconds: readInt(env, 'LOGIN_LIMIT_WINDOW_SECONDS', 900, 10, 86_400),
      publicFormsPerAddressHourly: readInt(env, 'PUBLIC_FORM_MAX_PER_ADDRESS_HOURLY', 20, 1, 1_000_000),
      fundingPartnerLinksPerAddressHourly: readInt(env, 'FUNDING_LINK_MAX_PER_ADDRESS_HOURLY', 60, 1, 1_000_000),
      apiTokenRequestsPerMinute: readInt(env, 'API_TOKEN_MAX_REQUESTS_PER_MINUTE', 300, 1, 1_000_000),
    },
    passwordReset: {
      linkMinutes: readInt(env, 'PASSWORD_RESET_LINK_MINUTES', 60, 5, 24 * 60),
      perEmailHourly: readInt(env, 'PASSWORD_RESET_MAX_PER_EMAIL_HOURLY', 5, 1, 1_000_000),
      perAddressHourly: readInt(env, 'PASSWORD_RESET_MAX_PER_ADDRESS_HOURLY', 20, 1, 1_000_000),
    },
    systemLogRetentionDays: readInt(env, 'SYSTEM_LOG_RETENTION_DAYS', 30, 1, 3650),
    mail: readMail(env),
    jobs: {
      enabled: readBool(env, 'JOBS_ENABLED', true),
      concurrency: readInt(env, 'JOBS_CONCURRENCY', 2, 1, 50),
      pollIntervalMs: readInt(env, 'JOBS_POLL_INTERVAL_MS', 2000, 500, 60000),
    },
    payments: readPayments(env),
    sms: readSms(env),
    ai: readAi(env),
    webhooks: {
      allowPrivateUrls: readBool(env, 'WEBHOOKS_ALLOW_PRIVATE_URLS', !isProduction),
      timeoutMs: readInt(env, 'WEBHOOKS_TIMEOUT_MS', 10000, 500, 60000),
    },
  };
}

/** AI_BASE_URL, AI_API_KEY and AI_MODEL go together; the key is never echoed in a message. */
function readAi(env: Env): AiConfig {
  const names = ['AI_BASE_URL', 'AI_API_KEY', 'AI_MODEL'];
  const missing = names.filter((name) => readString(env, name, '') === '');
  const chatQuestionsPerMinute = readInt(env, 'AI_CHAT_MAX_QUESTIONS_PER_MINUTE', 20, 1, 1_000_000);
  if (missing.length === names.length) return { chatModel: null, chatQuestionsPerMinute };
  if (missing.length > 0)
    throw new ConfigError(
      `${missing.join(' and ')} must be set too: the AI model needs AI_BASE_URL, AI_API_KEY and AI_MODEL`,
    );
  return {
    chatModel: {
      baseUrl: readUrl(env, 'AI_BASE_URL', null, ['http:', 'https:'])!,
      apiKey: readString(env, 'AI_API_KEY', ''),
      model: readString(env, 'AI_MODEL', '').slice(0, 200),
      timeoutMs: readInt(env, 'AI_TIMEOUT_MS', 20000, 1000, 300000),
    },
    chatQuestionsPerMinute,
  };
}

/** SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM; TWILIO_API_BASE points it elsewhere (a fake). */
function readSms(env: Env): SmsProviderConfig {
  const provider = readEnum(env, 'SMS_PROVIDER', ['recording', 'twilio'] as const, 'recording');
  if (provider === 'recording') return { provider };
  const missing = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'].filter(
    (name) => readString(env, name, '') === '',
  );
  if (missing.length > 0) throw new ConfigError(`SMS_PROVIDER=twilio needs ${missing.join(', ')}`);
  const accountSid = readString(env, 'TWILIO_ACCOUNT_SID', '');
  if (!/^AC[0-9a-fA-F]{32}$/.test(accountSid))
    throw new ConfigError('TWILIO_ACCOUNT_SID must be an account SID (AC followed by 32 hexadecimal digits)');
  const from = readString(env, 'TWILIO_FROM', '');
  if (!/^\+[1-9][0-9]{6,14}$/.test(from))
    throw new ConfigError('TWILIO_FROM must be a phone number in E.164 form, e.g. +15551234567');
  return {
    provider,
    twilio: {
      accountSid,
      authToken: readString(env, 'TWILIO_AUTH_TOKEN', ''),
      from,
      apiBase: readUrl(env, 'TWILIO_API_BASE', 'https://api.twilio.com', ['http:', 'https:'])!,
    },
  };
}

/** PAYMENT_PROVIDER=stripe needs its secret key; STRIPE_API_BASE points it elsewhere (a local fake). */
function readPayments(env: Env): PaymentProviderConfig {
  const provider = readEnum(env, 'PAYMENT_PROVIDER', ['builtin', 'stripe'] as const, 'builtin');
  const secretKey = readString(env, 'STRIPE_SECRET_KEY', '');
  const apiBase = readUrl(env, 'STRIPE_API_BASE', null, ['http:', 'https:']);
  if (provider === 'builtin') return { provider };
  if (!/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/.test(secretKey))
    throw new ConfigError(
      secretKey === ''
        ? 'PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY (the secret key from the Stripe dashboard, sk_live_... or sk_test_...)'
        : 'STRIPE_SECRET_KEY must be a Stripe secret or restricted key (sk_live_..., sk_test_..., rk_live_... or rk_test_...)',
    );
  let base: { protocol: 'http' | 'https'; host: string; port: number } | null = null;
  if (apiBase) {
    const url = new URL(apiBase);
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    base = { protocol, host: url.hostname, port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443 };
  }
  return { provider, stripe: { secretKey, apiBase: base } };
}

/** 32 random bytes, base64: `openssl rand -base64 32`. A production server must not invent its own. */
function readSecretsKey(env: Env, isProduction: boolean): Buffer | null {
  const raw = readString(env, 'SECRETS_KEY', '');
  if (raw === '') {
    if (isProduction) throw new ConfigError('SECRETS_KEY is required in production (32 random bytes, base64)');
    return null;
  }
  const key = Buffer.from(raw, 'base64');
  if (key.length !== 32 || key.toString('base64') !== raw.replace(/\s/g, ''))
    throw new ConfigError('SECRETS_KEY must be 32 bytes written in base64 (openssl rand -base64 32)');
  return key;
}

/** SMTP_URL and MAIL_FROM go together: one without the other is a mistake worth stopping for. */
function readMail(env: Env): MailConfig | null {
  const smtpUrl = readUrl(env, 'SMTP_URL', null, ['smtp:', 'smtps:']);
  const from = readString(env, 'MAIL_FROM', '');
  if (smtpUrl === null && from === '') return null;
  if (smtpUrl === null) throw new ConfigError('SMTP_URL must be set when MAIL_FROM is set');
  if (from === '') throw new ConfigError('MAIL_FROM must be set when SMTP_URL is set');
  if (!/^[^<>@\s]+@[^<>@\s]+$|<[^<>@\s]+@[^<>@\s]+>$/.test(from.trim()))
    throw new ConfigError(`MAIL_FROM must be an email address or "Name <address>", got "${from}"`);
  return { smtpUrl, from: from.trim() };
}

/**
 * A provider is configured when all of its variables are set, and left out when none is; some but
 * not all is a mistake worth stopping for. The generic provider comes first, then Google, then Apple.
 */
function readOidcProviders(env: Env): OidcProviderConfig[] {
  const providers: OidcProviderConfig[] = [];
  const complete = (names: string[]): boolean => {
    const missing = names.filter((name) => readString(env, name, '') === '');
    if (missing.length === names.length) return false;
    if (missing.length > 0) {
      const given = names.filter((name) => !missing.includes(name));
      throw new ConfigError(
        `${missing[0]} must be set when ${given.join(' and ')} ${given.length > 1 ? 'are' : 'is'} set`,
      );
    }
    return true;
  };
  if (complete(['OIDC_ISSUER_URL', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'])) {
    providers.push({
      id: 'oidc',
      label: readString(env, 'OIDC_LABEL', 'Single Sign-On').slice(0, 60),
      issuer: readUrl(env, 'OIDC_ISSUER_URL', null, ['http:', 'https:']) as string,
      clientId: readString(env, 'OIDC_CLIENT_ID', ''),
      clientSecret: readString(env, 'OIDC_CLIENT_SECRET', ''),
    });
  }
  if (complete(['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'])) {
    providers.push({
      id: 'google',
      label: 'Google',
      issuer: 'https://accounts.google.com',
      clientId: readString(env, 'GOOGLE_CLIENT_ID', ''),
      clientSecret: readString(env, 'GOOGLE_CLIENT_SECRET', ''),
    });
  }
  if (complete(['APPLE_CLIENT_ID', 'APPLE_CLIENT_SECRET'])) {
    providers.push({
      id: 'apple',
      label: 'Apple',
      issuer: 'https://appleid.apple.com',
      clientId: readString(env, 'APPLE_CLIENT_ID', ''),
      clientSecret: readString(env, 'APPLE_CLIENT_SECRET', ''),
    });
  }
  return providers;
}

function readS3(env: Env): S3Config | null {
  const bucket = readString(env, 'S3_BUCKET', '');
  if (bucket === '') return null;
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) throw new ConfigError(`S3_BUCKET is not a valid bucket name`);
  const accessKeyId = readString(env, 'S3_ACCESS_KEY_ID', '') || null;
  const secretAccessKey = readString(env, 'S3_SECRET_ACCESS_KEY', '') || null;
  if ((accessKeyId === null) !== (secretAccessKey === null))
    throw new ConfigError(
      'Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (to use the default AWS credentials)',
    );
  return {
    bucket,
    region: readString(env, 'S3_REGION', 'us-east-1'),
    endpoint: readUrl(env, 'S3_ENDPOINT', null, ['http:', 'https:']),
    accessKeyId,
    secretAccessKey,
    forcePathStyle: readBool(env, 'S3_FORCE_PATH_STYLE', false),
  };
}

/** By default a user may hold a third of the pool and a clinic all but three connections of it. */
function readFairShare(env: Env, poolMax: number, connectTimeoutMs: number): Config['fairShare'] {
  return {
    perUser: readInt(env, 'FAIR_SHARE_PER_USER', Math.max(1, Math.floor(poolMax / 3)), 1, 500),
    perClinic: readInt(env, 'FAIR_SHARE_PER_CLINIC', Math.max(1, poolMax - 3), 1, 500),
    maxWaitMs: readInt(env, 'FAIR_SHARE_MAX_WAIT_MS', connectTimeoutMs, 0, 120000),
    costPerTurn: readInt(env, 'FAIR_SHARE_COST_PER_TURN', 2000, 1, 10_000_000),
  };
}
