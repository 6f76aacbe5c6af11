import { createHash, randomBytes } from 'node:crypto';

/**
 * The tokens of single-use e-mail links (invitations, password resets): 32 random bytes, base64url
 * (43 characters). Only the SHA-256 is stored, so a copy of the table opens no account.
 */
export function newOneTimeToken(): string {
  return randomBytes(32).toString('base64url');
}

export function oneTimeTokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A token of the shape we issue; anything else is refused before touching the database. */
export function isWellFormedOneTimeToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}
