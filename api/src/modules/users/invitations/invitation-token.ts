import { createHash, randomBytes } from 'node:crypto';

/** How long an invitation link works. */
export const invitationLifetimeDays = 7;

/** A new invitation token: 32 random bytes, base64url (43 characters). Only its hash is stored. */
export function newInvitationToken(): string {
  return randomBytes(32).toString('base64url');
}

export function invitationTokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A token of the shape we issue; anything else is refused before touching the database. */
export function isWellFormedInvitationToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}

export function invitationLink(publicUrl: string, token: string): string {
  return `${publicUrl}/invitation?token=${token}`;
}
