import path from 'node:path';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('gives working defaults for a fresh machine: embedded database, demo data, port 3000', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeNull();
    expect(config.demoData).toBe(true);
    expect(config.dataDir).toBe(path.resolve('.data'));
    expect(config.cookieSecure).toBe(false);
    expect(config.graphqlIntrospection).toBe(true);
    expect(config.payments).toEqual({ provider: 'builtin' });
  });

  it('loads no demo data with DATABASE_URL unless DEMO_DATA=1', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/app' }).demoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/app', DEMO_DATA: '1' }).demoData).toBe(true);
  });

  it('turns on secure cookies and turns off introspection in production', () => {
    const config = loadConfig({ NODE_ENV: 'production', SECRETS_KEY: Buffer.alloc(32, 1).toString('base64') });
    expect(config.cookieSecure).toBe(true);
    expect(config.graphqlIntrospection).toBe(false);
    expect(config.secretsKey).toEqual(Buffer.alloc(32, 1));
  });

  it('needs SECRETS_KEY in production only', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      new ConfigError('SECRETS_KEY is required in production (32 random bytes, base64)'),
    );
    expect(loadConfig({}).secretsKey).toBeNull();
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a whole number, got "abc"'],
    [{ PORT: '70000' }, 'PORT must be between 0 and 65535, got 70000'],
    [{ DEMO_DATA: 'maybe' }, 'DEMO_DATA must be true or false (1/0), got "maybe"'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV must be one of development, production, test, got "staging"'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must start with postgres: or postgresql:'],
    [
      { DATABASE_OWNER_URL: 'postgres://owner:p@db/app' },
      'DATABASE_OWNER_URL needs DATABASE_URL (the role the app runs as)',
    ],
    [
      { DATABASE_URL: 'postgres://app:p@db/app', DATABASE_OWNER_URL: 'http://x' },
      'DATABASE_OWNER_URL must start with postgres: or postgresql:',
    ],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of debug, info, warn, error, got "loud"'],
    [{ PAYMENT_PROVIDER: 'paypal' }, 'PAYMENT_PROVIDER must be one of builtin, stripe, got "paypal"'],
    [{ SECRETS_KEY: 'c2hvcnQ=' }, 'SECRETS_KEY must be 32 bytes written in base64 (openssl rand -base64 32)'],
    [{ SECRETS_KEY: 'not base64 at all!' }, 'SECRETS_KEY must be 32 bytes written in base64 (openssl rand -base64 32)'],
  ])('refuses %j with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(new ConfigError(message));
  });

  it('uses the built-in payment provider unless PAYMENT_PROVIDER=stripe, which needs its key', () => {
    expect(loadConfig({}).payments).toEqual({ provider: 'builtin' });
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(
      new ConfigError(
        'PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY (the secret key from the Stripe dashboard, sk_live_... or sk_test_...)',
      ),
    );
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'pk_test_abc' })).toThrow(
      new ConfigError(
        'STRIPE_SECRET_KEY must be a Stripe secret or restricted key (sk_live_..., sk_test_..., rk_live_... or rk_test_...)',
      ),
    );
    expect(
      loadConfig({
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_123',
        STRIPE_API_BASE: 'http://127.0.0.1:12111',
      }).payments,
    ).toEqual({
      provider: 'stripe',
      stripe: { secretKey: 'sk_test_123', apiBase: { protocol: 'http', host: '127.0.0.1', port: 12111 } },
    });
    expect(loadConfig({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_live_9' }).payments).toEqual({
      provider: 'stripe',
      stripe: { secretKey: 'sk_live_9', apiBase: null },
    });
  });

  it('never echoes a database password in its error', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://user:secret@:bad' })).toThrow(ConfigError);
    try {
      loadConfig({ DATABASE_URL: 'not a url with :secret@ inside' });
    } catch (error) {
      expect((error as Error).message).not.toContain('secret');
    }
  });
});

describe('configuration documentation', () => {
  const fs = jest.requireActual<typeof import('node:fs')>('node:fs');
  const repoRoot = path.resolve(__dirname, '..', '..');
  const variablesInCode = [
    ...fs.readFileSync(path.join(__dirname, 'config.ts'), 'utf8').matchAll(/\(\s*env,\s*'([A-Z_]+)'/g),
  ]
    .map((m) => m[1])
    .sort();

  it('.env.example lists exactly the variables config.ts reads', () => {
    const documented = fs
      .readFileSync(path.join(repoRoot, '.env.example'), 'utf8')
      .split('\n')
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => line.split('=')[0])
      .sort();
    expect(variablesInCode.length).toBeGreaterThan(15);
    expect(documented).toEqual(variablesInCode);
  });

  it("the README's configuration table lists every variable", () => {
    const readme = fs.readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
    for (const name of variablesInCode) expect(readme).toContain(`| \`${name}\``);
  });
});
