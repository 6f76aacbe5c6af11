import { createHash, randomBytes } from 'node:crypto';
import { base32Encode } from './totp';

export const recoveryCodeCount = 10;

/** A code as shown to the user: 16 base32 characters (80 bits) in groups of four. */
export function newRecoveryCode(): string {
  return base32Encode(randomBytes(10)).match(/.{4}/g)!.join('-');
}

/** Case, spaces and dashes do not matter when a code is typed back. */
export function recoveryCodeHash(code: string): string {
  const normalized = code.replace(/[\s-]/g, '').toUpperCase();
  return createHash('sha256').update(normalized).digest('hex');
}
