import { parse as parseCookie } from 'cookie';
import { Role } from '../platform/access/role';
import { superAdminDoorMessage } from '../platform/auth/auth.service';
import { wrongDoorMessage } from '../platform/auth/login-type';
import { base32Decode, totpCode, totpStepAt, totpStepSeconds } from '../platform/auth/second-factor/totp';

export interface GraphQLResponse<T = Record<string, unknown>> {
  data?: T | null;
  errors?: {
    message: string;
    path?: string[];
    extensions?: { code?: string; fieldErrors?: { field: string; message: string }[]; correlationId?: string };
  }[];
}

/** A browser-like client: keeps the session cookie and sends what a same-origin page would. */
export class TestClient {
  cookie: string | null = null;

  constructor(private readonly baseUrl: string) {}

  async request(
    method: string,
    path: string,
    options: { body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<Response> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookie) headers.cookie = this.cookie;
    if (options.body !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
    const response = await fetch(this.baseUrl + path, {
      method,
      headers,
      body:
        options.body === undefined
          ? undefined
          : typeof options.body === 'string'
            ? options.body
            : JSON.stringify(options.body),
      redirect: 'manual',
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const parsed = parseCookie(pair);
      const [name, value] = Object.entries(parsed)[0] ?? [];
      if (name) this.cookie = value ? `${name}=${value}` : null;
    }
    return response;
  }

  async rest<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: T }> {
    const response = await this.request(method, path, { body });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  }

  async gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<GraphQLResponse<T>> {
    const response = await this.request('POST', '/graphql', { body: { query, variables } });
    return (await response.json()) as GraphQLResponse<T>;
  }

  /** Signs in like the web app does; a super admin goes through /superadmin with a TOTP code. */
  async login(email: string, password = testPassword, loginType?: string): Promise<void> {
    const result = await this.rest<{ message?: string }>('POST', '/api/auth/login', { email, password, loginType });
    if (result.status === 403 && result.body.message === superAdminDoorMessage) {
      await this.superAdminLogin(email, password);
      return;
    }
    if (result.status === 403 && result.body.message === wrongDoorMessage[Role.patient]) {
      await this.portalLogin(email, password);
      return;
    }
    if (result.status !== 200) throw new Error(`login failed for ${email}: ${JSON.stringify(result.body)}`);
  }

  /** A patient's portal sign-in: the password, then the code of their authenticator (testTotpSecret). */
  async portalLogin(email: string, password = testPassword): Promise<void> {
    const step = await this.gql(`mutation($input: PortalSignInInput!) { portalSignIn(input: $input) { step } }`, {
      input: { email, password },
    });
    if (step.errors) throw new Error(`portal sign-in failed for ${email}: ${JSON.stringify(step.errors)}`);
    const verified = await this.gql(
      `mutation($input: SecondFactorInput!) { portalVerify(input: $input) { user { id } } }`,
      {
        input: { code: await nextTestTotpCode(email) },
      },
    );
    if (verified.errors)
      throw new Error(`portal second factor failed for ${email}: ${JSON.stringify(verified.errors)}`);
  }

  async superAdminLogin(email: string, password = testPassword): Promise<void> {
    const first = await this.rest('POST', '/superadmin/api/login', { email, password });
    if (first.status !== 200) throw new Error(`super admin password step failed: ${JSON.stringify(first.body)}`);
    const second = await this.rest('POST', '/superadmin/api/verify', { code: await nextTestTotpCode(email) });
    if (second.status !== 200) throw new Error(`super admin second factor failed: ${JSON.stringify(second.body)}`);
  }
}

export const testPassword = 'correct horse battery staple';
/** The authenticator secret of every super admin the factories create. */
export const testTotpSecret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

const lastStepByEmail = new Map<string, number>();

/**
 * A code the server has not seen yet for this account: codes work once, so each sign-in takes the
 * next time step (the current one or the one after; the server allows one step of drift), waiting
 * for the clock when a test signs the same super admin in more than twice in 30 seconds.
 */
export async function nextTestTotpCode(email: string): Promise<string> {
  for (;;) {
    const now = totpStepAt(new Date());
    const step = Math.max((lastStepByEmail.get(email) ?? now - 1) + 1, now);
    if (step <= now + 1) {
      lastStepByEmail.set(email, step);
      return totpCode(base32Decode(testTotpSecret), step);
    }
    await new Promise((resolve) =>
      setTimeout(resolve, totpStepSeconds * 1000 - (Date.now() % (totpStepSeconds * 1000)) + 50),
    );
  }
}

/** A client already signed in as the given account. */
export async function signedInClient(baseUrl: string, email: string, password = testPassword): Promise<TestClient> {
  const client = new TestClient(baseUrl);
  await client.login(email, password);
  return client;
}
