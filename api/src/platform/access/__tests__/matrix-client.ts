import type { Client } from 'graphql-ws';
import { TestClient } from '../../../test/client';
import { collect } from '../../../test/live-client';
import { parseKey, type CallArgs, type Check } from './authorization-matrix';

/** What a call answered, in a form two answers can be compared in (status and body, nothing else). */
export interface Answer {
  status: number;
  /** GraphQL: `{ data, errors }`. REST: the JSON body, or `{ contentType, bytes, text }` for files. */
  body: unknown;
}

const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

async function answerOf(response: Response): Promise<Answer> {
  const contentType = response.headers.get('content-type') ?? '';
  const bytes = Buffer.from(await response.arrayBuffer());
  if (contentType.includes('application/json'))
    return { status: response.status, body: bytes.length ? JSON.parse(bytes.toString('utf8')) : null };
  return {
    status: response.status,
    body: {
      contentType,
      bytes: bytes.length,
      text: contentType.startsWith('text/') ? bytes.toString('utf8') : undefined,
    },
  };
}

/** A role's browser: its session cookie and, once read, its CSRF token. */
export class MatrixClient extends TestClient {
  csrfToken: string | null = null;

  constructor(private readonly origin: string) {
    super(origin);
  }

  /** Runs one check's HTTP call (GraphQL over HTTP or REST). */
  async call(key: string, check: Check, args: CallArgs): Promise<Answer> {
    const call = check.call;
    if ('ws' in call) throw new Error(`${key}: subscriptions are run with subscribe()`);
    if ('gql' in call) {
      const response = await this.request('POST', '/graphql', {
        body: { query: call.gql, variables: call.vars?.(args) ?? {} },
      });
      return answerOf(response);
    }
    const parsed = parseKey(key);
    if (parsed.kind !== 'rest') throw new Error(`${key}: a REST call needs a "METHOD /path" key`);
    const path = call.rest.path?.(args) ?? parsed.path.replace(':id', String(args.id));
    const headers = call.rest.headers?.(args) ?? {};
    if (call.rest.form) {
      const form = new FormData();
      for (const [name, value] of Object.entries(call.rest.form(args))) form.append(name, value);
      const file = call.rest.file?.() ?? { name: 'matrix.pdf', bytes: pdf };
      form.append('file', new Blob([new Uint8Array(file.bytes)]), file.name);
      const response = await fetch(this.origin + path, {
        method: parsed.method,
        headers: { ...headers, ...(this.cookie ? { cookie: this.cookie } : {}) },
        body: form,
      });
      return answerOf(response);
    }
    const body = call.rest.body?.(args);
    return answerOf(await this.request(parsed.method, path, { body, headers }));
  }
}

/** The same calls made by an integration with a personal API token: the bearer header, never a cookie. */
export class BearerMatrixClient extends MatrixClient {
  constructor(
    origin: string,
    private readonly token: string,
  ) {
    super(origin);
  }

  override request(
    method: string,
    path: string,
    options: { body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<Response> {
    return super.request(method, path, {
      ...options,
      headers: { ...options.headers, authorization: `Bearer ${this.token}` },
    });
  }
}

export interface SubscriptionOutcome {
  /** null while the subscription is still open; the server's error answer once it ended. */
  ended: unknown;
}

/**
 * Starts several subscriptions of one document on one socket and reports how each stands once
 * every one expected to end has ended (plus a short grace for the others).
 */
export async function subscribeAll(
  socket: Client,
  document: string,
  field: string,
  variableSets: { vars: Record<string, unknown>; expectEnd: boolean }[],
): Promise<SubscriptionOutcome[]> {
  const subscriptions = variableSets.map((set) => collect<unknown>(socket, document, field, set.vars));
  try {
    await Promise.all(subscriptions.map((s, i) => (variableSets[i].expectEnd ? s.waitForEnd(5000) : null)));
    await new Promise((resolve) => setTimeout(resolve, 150));
    return subscriptions.map((s) => ({ ended: s.ended ? normalizeEnd(s.ended.error) : null }));
  } finally {
    for (const s of subscriptions) s.stop();
  }
}

/** A socket close (signed out) or the error list of a refused operation, comparable with toEqual. */
function normalizeEnd(error: unknown): unknown {
  if (error && typeof error === 'object' && 'code' in error && 'reason' in error)
    return { closeCode: (error as { code: number }).code, reason: (error as { reason: string }).reason };
  return error ?? 'completed';
}
