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
  });

  it('loads no demo data with DATABASE_URL unless DEMO_DATA=1', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/app' }).demoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/app', DEMO_DATA: '1' }).demoData).toBe(true);
  });

  it('turns on secure cookies and turns off introspection in production', () => {
    const config = loadConfig({ NODE_ENV: 'production' });
    expect(config.cookieSecure).toBe(true);
    expect(config.graphqlIntrospection).toBe(false);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a whole number, got "abc"'],
    [{ PORT: '70000' }, 'PORT must be between 0 and 65535, got 70000'],
    [{ DEMO_DATA: 'maybe' }, 'DEMO_DATA must be true or false (1/0), got "maybe"'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV must be one of development, production, test, got "staging"'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must start with postgres: or postgresql:'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of debug, info, warn, error, got "loud"'],
  ])('refuses %j with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(new ConfigError(message));
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
