import { createHash, randomBytes } from 'node:crypto';

export const sessionCookieName = 'cb_session';

/** 256 random bits for the cookie; only their SHA-256 is stored, as the sid. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export function newCsrfToken(): string {
  return randomBytes(24).toString('base64url');
}
