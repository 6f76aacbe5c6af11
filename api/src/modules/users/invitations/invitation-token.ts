import { isWellFormedOneTimeToken, newOneTimeToken, oneTimeTokenHash } from '../../../platform/auth/one-time-token';

/** How long an invitation link works. */
export const invitationLifetimeDays = 7;

/** Invitation tokens are the platform's single-use link tokens; only their hash is stored. */
export const newInvitationToken = newOneTimeToken;
export const invitationTokenHash = oneTimeTokenHash;
export const isWellFormedInvitationToken = isWellFormedOneTimeToken;

export function invitationLink(publicUrl: string, token: string): string {
  return `${publicUrl}/invitation?token=${token}`;
}
