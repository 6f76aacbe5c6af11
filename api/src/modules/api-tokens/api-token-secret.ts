import { createHash, randomBytes } from 'node:crypto';

/**
 * A token reads `cbt_` + 6 hex characters (the prefix its owner sees in the list) + `_` + 256
 * random bits in base64url. Only the SHA-256 of the whole token is stored.
 */
const tokenPattern = /^(cbt_[0-9a-f]{6})_[A-Za-z0-9_-]{43}$/;

export interface NewTokenSecret {
  token: string;
  prefix: string;
  hash: string;
}

export function newTokenSecret(): NewTokenSecret {
  const prefix = `cbt_${randomBytes(3).toString('hex')}`;
  const token = `${prefix}_${randomBytes(32).toString('base64url')}`;
  return { token, prefix, hash: tokenHashOf(token) };
}

export function tokenHashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Whether the text has the shape of a token at all (checked before any database read). */
export const isWellFormedToken = (text: string): boolean => tokenPattern.test(text);
