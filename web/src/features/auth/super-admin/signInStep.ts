import type { Enrollment } from './useSuperAdminSignIn';

/** Where the super admin is in the sign-in. */
export type SignInStep =
  /** Email and password; `notice` says why the visitor is back here (e.g. the sign-in expired). */
  | { kind: 'password'; notice?: string }
  | { kind: 'verify' }
  | { kind: 'enroll'; enrollment: Enrollment }
  /** Signed in after an enrolment: the recovery codes, shown this once. */
  | { kind: 'recoveryCodes'; codes: string[] };
