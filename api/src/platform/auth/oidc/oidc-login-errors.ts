import { Role } from '../../access/role';
import { deactivatedAccountMessage } from '../auth.service';
import { inactiveClinicMessage } from '../clinic-access';
import { wrongDoorMessage } from '../login-type';

/**
 * Why an external sign-in was refused. The callback redirects to `/?login=true&loginError=<code>`
 * and the login dialog asks for the message (Query.externalLoginErrorMessage), so this table is the
 * one place both the codes and what users read live.
 */
export const oidcLoginErrors = {
  not_configured: 'This sign-in method is not available. Please sign in with your email and password.',
  provider_unavailable:
    'The sign-in provider could not be reached. Please try again in a few minutes, or sign in with your email and password.',
  expired: 'Your sign-in attempt expired or was already used. Please start again.',
  cancelled: 'Sign-in was cancelled at the provider.',
  invalid_response: 'The answer from the sign-in provider could not be verified. Please start again.',
  email_missing: 'The sign-in provider did not share your email address, so no Casebridge account could be found.',
  email_unverified:
    'Your email address is not verified with this sign-in provider. Verify it there first, or sign in with your email and password.',
  unknown_account:
    'There is no Casebridge account for this email address. Accounts are created by an administrator or by an invitation.',
  already_linked:
    'This Casebridge account is already linked to a different account at this sign-in provider. Please sign in with your email and password.',
  deactivated: deactivatedAccountMessage,
  clinic_inactive: inactiveClinicMessage,
  super_admin:
    'Super Admin accounts cannot use external sign-in: they sign in on the Super Admin login with a password and a second factor.',
  use_attorney_login: wrongDoorMessage[Role.attorney],
  use_provider_login: wrongDoorMessage[Role.clinic_staff],
  too_many_attempts: 'Too many sign-in attempts from your network. Please wait a few minutes and try again.',
  failed: 'Sign-in did not complete. Please try again.',
} as const;

export type OidcLoginErrorCode = keyof typeof oidcLoginErrors;

export function oidcLoginErrorMessage(code: string): string {
  return Object.hasOwn(oidcLoginErrors, code) ? oidcLoginErrors[code as OidcLoginErrorCode] : oidcLoginErrors.failed;
}

/**
 * A refused external sign-in: `code` goes to the browser, `reason` to the audit log (a fixed
 * description, never a token or a claim value beyond what identifies the account).
 */
export class OidcLoginError extends Error {
  constructor(
    readonly code: OidcLoginErrorCode,
    readonly reason: string,
    readonly account: { userId: string | null; email: string | null } = { userId: null, email: null },
  ) {
    super(`${code}: ${reason}`);
    this.name = 'OidcLoginError';
  }
}
