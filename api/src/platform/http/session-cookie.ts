import { parse, serialize } from 'cookie';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sessionCookieName } from '../auth/session-token';

export function sessionTokenOf(req: IncomingMessage): string | undefined {
  const header = req.headers.cookie;
  return header ? parse(header)[sessionCookieName] : undefined;
}

/** HttpOnly, SameSite=Lax, Secure in production; no Max-Age: the server decides when a session ends. */
export function setSessionCookie(res: ServerResponse, token: string, secure: boolean): void {
  res.appendHeader(
    'Set-Cookie',
    serialize(sessionCookieName, token, { httpOnly: true, sameSite: 'lax', secure, path: '/' }),
  );
}

export function clearSessionCookie(res: ServerResponse, secure: boolean): void {
  res.appendHeader(
    'Set-Cookie',
    serialize(sessionCookieName, '', { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: 0 }),
  );
}
