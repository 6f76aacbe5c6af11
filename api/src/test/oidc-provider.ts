import path from 'node:path';
import { spawnListening } from './spawn-listening';

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
export async function startTestProvider(config: {
  accounts?: TestProviderAccount[];
  clients: TestProviderClient[];
}): Promise<TestProvider> {
  const child = await spawnListening('test provider', [path.join(__dirname, 'oidc-test-provider.mjs')], {
    env: { ...process.env, OIDC_TEST_PROVIDER: JSON.stringify({ accounts: [], ...config }) },
    timeoutMs: 30_000,
  });
  const issuer = child.url;
  const post = async (path: string, body: unknown) => {
    const response = await fetch(issuer + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (response.status !== 204) throw new Error(`test provider ${path} answered ${response.status}`);
  };
  return {
    issuer,
    addAccount: (account) => post('/__test/accounts', account),
    replaceNextIdToken: (idToken) => post('/__test/next-id-token', { id_token: idToken }),
    stop: child.stop,
  };
}
