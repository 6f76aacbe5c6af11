import { parse as parseCookie } from 'cookie';

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

  async login(email: string, password = testPassword, loginType?: string): Promise<void> {
    const result = await this.rest('POST', '/api/auth/login', { email, password, loginType });
    if (result.status !== 200) throw new Error(`login failed for ${email}: ${JSON.stringify(result.body)}`);
  }
}

export const testPassword = 'correct horse battery staple';

/** A client already signed in as the given account. */
export async function signedInClient(baseUrl: string, email: string, password = testPassword): Promise<TestClient> {
  const client = new TestClient(baseUrl);
  await client.login(email, password);
  return client;
}
