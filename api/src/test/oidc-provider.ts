import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export interface TestProviderAccount {
  sub: string;
  email: string;
  /** Apple sends the string "true"; others a boolean. */
  email_verified: boolean | string;
  password: string;
}

export interface TestProviderClient {
  client_id: string;
  client_secret: string;
  redirect_uris: string[];
  token_endpoint_auth_method?: 'client_secret_basic' | 'client_secret_post';
}

export interface TestProvider {
  issuer: string;
  addAccount(account: TestProviderAccount): Promise<void>;
  /** The next token response carries this ID token instead of the one the provider made. */
  replaceNextIdToken(idToken: string): Promise<void>;
  stop(): Promise<void>;
}

/** Starts oidc-test-provider.mjs (node-oidc-provider, ESM) in its own process on loopback. */
export function startTestProvider(config: {
  accounts?: TestProviderAccount[];
  clients: TestProviderClient[];
}): Promise<TestProvider> {
  const child: ChildProcess = spawn(process.execPath, [path.join(__dirname, 'oidc-test-provider.mjs')], {
    env: { ...process.env, OIDC_TEST_PROVIDER: JSON.stringify({ accounts: [], ...config }) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const post = async (issuer: string, path: string, body: unknown) => {
    const response = await fetch(issuer + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (response.status !== 204) throw new Error(`test provider ${path} answered ${response.status}`);
  };
  return new Promise<TestProvider>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`test provider did not start in 30 s:\n${output}`));
    }, 30_000);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /LISTENING (\S+)/.exec(output);
      if (!match) return;
      clearTimeout(timer);
      const issuer = match[1];
      resolve({
        issuer,
        addAccount: (account) => post(issuer, '/__test/accounts', account),
        replaceNextIdToken: (idToken) => post(issuer, '/__test/next-id-token', { id_token: idToken }),
        stop: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`test provider exited with ${code}:\n${output}`));
    });
  });
}
