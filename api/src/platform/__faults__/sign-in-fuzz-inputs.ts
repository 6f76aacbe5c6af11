import fc from 'fast-check';
import { testPassword } from '../../test/client';
import { AnswerCheck, bodyOf, pathSegment } from '../../test/faults/fuzz-run';
import { nastyStrings, wildValue } from '../../test/faults/fuzz-values';
import { oidcLoginErrors } from '../auth/oidc/oidc-login-errors';

/**
 * What the sign-in fuzzing sends and how it reads the answers: requests with any cookie, address,
 * content type or body (or none), and the generated values that need no account to exist yet.
 * Values that name accounts, sessions or codes are resolved by the test file against its ledger.
 */

export interface Answer {
  status: number;
  text: string;
  body: unknown;
  cookies: Map<string, string>;
  location: string | null;
  retryAfter: string | null;
}

export interface Sent {
  method?: string;
  cookie?: string | null;
  /** A string goes as JSON unless contentType says otherwise; undefined sends no body at all. */
  body?: string;
  contentType?: string | null;
  forwardedFor?: string | null;
}

export const json = (value: unknown) => JSON.stringify(value) ?? 'null';

/**
 * Sends one request through the AnswerCheck (no 5xx, no internals) and reads the answer; a 429 must
 * say how long to wait.
 */
export async function exchange(
  check: AnswerCheck,
  target: string,
  isGraphql: boolean,
  url: string,
  sent: Sent,
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (sent.cookie) headers.cookie = sent.cookie;
  if (sent.forwardedFor) headers['x-forwarded-for'] = sent.forwardedFor;
  const contentType = sent.contentType === undefined ? 'application/json' : sent.contentType;
  if (sent.body !== undefined && contentType) headers['content-type'] = contentType;
  let response!: Response;
  await check.check(
    target,
    async () => {
      response = await fetch(url, { method: sent.method ?? 'POST', headers, body: sent.body, redirect: 'manual' });
      return response.clone();
    },
    isGraphql,
  );
  const text = await response.text();
  let body: unknown = null;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    // Redirects and Node's own refusals (413, 431) have no JSON.
  }
  const cookies = new Map<string, string>();
  for (const header of response.headers.getSetCookie()) {
    const [pair] = header.split(';');
    const at = pair.indexOf('=');
    cookies.set(pair.slice(0, at), pair.slice(at + 1));
  }
  const retryAfter = response.headers.get('retry-after');
  if (response.status === 429 && !(Number(retryAfter) > 0))
    throw new Error(`${target}: 429 without a Retry-After wait (${retryAfter})`);
  return {
    status: response.status,
    text,
    body,
    cookies,
    location: response.headers.get('location'),
    retryAfter,
  };
}

/** The value at a path of parsed JSON, or undefined. */
export function valueAt(value: unknown, ...path: (string | number)[]): unknown {
  let at = value;
  for (const key of path) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<string | number, unknown>)[key];
  }
  return at;
}

/** The refusal code of an answer: REST status and message, or the first GraphQL error's code and message. */
export function refusalOf(answer: Answer): { code: string; message: string } | null {
  const error = valueAt(answer.body, 'errors', 0);
  if (error) return { code: String(valueAt(error, 'extensions', 'code')), message: String(valueAt(error, 'message')) };
  if (answer.status >= 400)
    return { code: String(answer.status), message: String(valueAt(answer.body, 'message') ?? '') };
  return null;
}
export const signInRefusalCodes = ['401', '403', '429', 'UNAUTHENTICATED', 'FORBIDDEN', 'TOO_MANY_REQUESTS'];

/** A request body of every shape: mostly the JSON object, sometimes no body, malformed JSON or another type. */
export const bodyShapes = (object: fc.Arbitrary<unknown>) =>
  fc.oneof(
    { arbitrary: bodyOf(object).map((value) => ({ value, body: json(value), contentType: undefined })), weight: 18 },
    {
      arbitrary: fc.constantFrom(
        { value: undefined, body: undefined, contentType: null },
        { value: undefined, body: '{"email": "', contentType: undefined },
        { value: undefined, body: '', contentType: undefined },
        { value: undefined, body: 'email=a%40b.c&password=x', contentType: 'application/x-www-form-urlencoded' },
        { value: undefined, body: '{}', contentType: 'text/plain' },
        { value: undefined, body: '{"password": 1}', contentType: 'application/json; charset=utf-16' },
      ),
      weight: 2,
    },
  );

export const passwords = fc.oneof(
  { arbitrary: fc.constant(testPassword), weight: 7 },
  {
    arbitrary: fc.constantFrom(
      ` ${testPassword} `,
      testPassword.toUpperCase(),
      `${testPassword}\u0000`,
      testPassword.slice(0, -1),
      `${testPassword}\uD800`,
      testPassword.replace(/ /g, '\u00A0'),
      'x'.repeat(1025),
    ),
    weight: 2,
  },
  { arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }), weight: 2 },
  { arbitrary: nastyStrings, weight: 1 },
  { arbitrary: wildValue, weight: 1 },
);

export const loginTypes = fc.oneof(
  { arbitrary: fc.constantFrom('attorney', 'provider', 'admin'), weight: 4 },
  { arbitrary: fc.constantFrom(null, 'ADMIN', 'super_admin', ''), weight: 1 },
  { arbitrary: wildValue, weight: 1 },
);

/** A Cookie header: none, a session the run was handed (live, ended or pending), or any shape at all. */
export type CookieChoice = null | { pool: 'live' | 'ended' | 'pending'; pick: number } | { raw: string };
export const rawCookies = fc.oneof(
  fc.constantFrom(
    'cb_session=',
    'cb_session',
    '=;;=',
    'cb_session=%00',
    'cb_session=%ED%A0%80',
    'cb_session=%E2%80%AE',
    'cb_session="quoted value"',
    'cb_session=a; cb_session=b',
    `cb_session=${'x'.repeat(129)}`,
    `cb_session=${'A'.repeat(43)}`,
    `cb_session=${'x'.repeat(20_000)}`,
    'cb_oidc_attempt=abc; cb_session=def',
    '$Version=1; cb_session=x; $Path=/',
  ),
  fc
    .string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength: 80 })
    .map((text) => `cb_session=${text}`),
  fc.string({ unit: 'grapheme', maxLength: 20 }).map((text) => `cb_session=${pathSegment(text)}`),
);

/** X-Forwarded-For (one trusted proxy): mostly none, sometimes an address or anything a header can carry. */
export const forwardedFor = fc.oneof(
  { arbitrary: fc.constant(null), weight: 8 },
  {
    arbitrary: fc.constantFrom(
      '203.0.113.7',
      '2001:db8::1',
      'not-an-address',
      '198.51.100.1, 198.51.100.2',
      'x'.repeat(300),
      "' OR 1=1 --",
      '%00',
      '',
    ),
    weight: 2,
  },
);

/** A second-factor code, chosen against the pending session it is sent with. */
export type CodeChoice = string | { raw: unknown };
export const codeChoices: fc.Arbitrary<CodeChoice> = fc.oneof(
  { arbitrary: fc.constantFrom('totp now', 'totp next', 'totp previous', 'totp spaced'), weight: 4 },
  { arbitrary: fc.constantFrom('totp old', 'totp of another secret'), weight: 1 },
  { arbitrary: fc.constantFrom('recovery', 'recovery typed loosely'), weight: 2 },
  { arbitrary: fc.constant('recovery used'), weight: 2 },
  {
    arbitrary: fc
      .constantFrom(
        '',
        '      ',
        '12345',
        '1234567',
        '١٢٣٤٥٦',
        '12345a',
        '000000',
        '123456\n',
        '0x1E240',
        'AAAA-BBBB-CCCC-DDDD',
        '-'.repeat(39),
        ' '.repeat(41),
      )
      .map((raw) => ({ raw })),
    weight: 2,
  },
  { arbitrary: fc.oneof(nastyStrings, wildValue).map((raw) => ({ raw })), weight: 2 },
);

export const providerNames = fc.oneof(
  { arbitrary: fc.constantFrom('oidc', 'google', 'apple'), weight: 6 },
  {
    arbitrary: fc.constantFrom(
      'OIDC',
      'Google',
      '__proto__',
      'constructor',
      'hasOwnProperty',
      '..',
      '%2e%2e',
      ' apple',
    ),
    weight: 1,
  },
  { arbitrary: fc.oneof(nastyStrings, wildValue).map((value) => ({ raw: value })), weight: 1 },
);
export const providerSegment = (name: unknown) =>
  name !== null && typeof name === 'object' && 'raw' in name
    ? pathSegment((name as { raw: unknown }).raw)
    : String(name);

export const paramValues = fc.oneof(
  { arbitrary: fc.string({ unit: fc.constantFrom(...'abcXYZ019_-'), minLength: 10, maxLength: 60 }), weight: 3 },
  { arbitrary: fc.constantFrom('access_denied', 'invalid_request', 'server_error', 'login_required'), weight: 1 },
  { arbitrary: nastyStrings, weight: 1 },
  { arbitrary: wildValue, weight: 1 },
);
const callbackModel = {
  code: paramValues,
  state: paramValues,
  iss: paramValues,
  error: paramValues,
  error_description: paramValues,
  error_uri: paramValues,
  id_token: paramValues,
  response: paramValues,
  'code[]': paramValues,
};
export const callbackParams = fc.record(callbackModel, { requiredKeys: [] });

/** A query string by hand, so arrays, nested keys, zero bytes and half surrogate pairs arrive as sent. */
export function queryOf(params: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) parts.push(`${pathSegment(key)}=${pathSegment(item)}`);
    else if (value !== null && typeof value === 'object')
      for (const [inner, item] of Object.entries(value))
        parts.push(`${pathSegment(key)}[${pathSegment(inner)}]=${pathSegment(item)}`);
    else parts.push(`${pathSegment(key)}=${pathSegment(value)}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

/** The first value the server reads for a parameter written by queryOf (nested keys become other names). */
export function receivedValue(value: unknown): string | undefined {
  if (Array.isArray(value)) return value.length ? String(value[0]) : undefined;
  if (value === undefined || (value !== null && typeof value === 'object')) return undefined;
  return String(value);
}

const refusedLocation = /^\/\?login=true&loginError=([a-z_]+)$/;

/** Every answer of an external sign-in route is a redirect to the dashboard, the relay, or a refusal we know. */
export function redirectOutcome(answer: Answer): { signedIn: boolean; refusedWith: string | null } {
  if (answer.status < 300 || answer.status >= 400 || !answer.location) return { signedIn: false, refusedWith: null };
  const refused = refusedLocation.exec(answer.location);
  if (refused) {
    if (refused[1] === 'failed' || !Object.hasOwn(oidcLoginErrors, refused[1]))
      throw new Error(`external sign-in ended in an unexpected error: ${answer.location}`);
    return { signedIn: false, refusedWith: refused[1] };
  }
  if (answer.location === '/dashboard') return { signedIn: true, refusedWith: null };
  if (answer.location.startsWith(`/api/auth/oidc/`) && answer.location.includes('/callback'))
    return { signedIn: false, refusedWith: null };
  throw new Error(`external sign-in redirected to ${answer.location}`);
}
