import type { OperatorArea } from './operator-areas';
import { Role } from './role';

/** Who is asking, from where. Built once per request from the session; passed to every service call. */
export interface RequestMeta {
  requestId: string;
  ip: string | null;
  userAgent: string | null;
  /** The personal API token the request came with (Authorization: Bearer), when it did. */
  apiToken?: { id: number; prefix: string };
}

export interface Scope {
  userId: string;
  role: Role;
  clinicId: number | null;
  attorneyId: number | null;
  displayName: string;
  sessionId: string;
  request: RequestMeta;
  /**
   * An operator staff member's console areas, read with the session on every request (decision 441);
   * absent for every other role.
   */
  operatorAreas?: readonly OperatorArea[];
}

/** The super admin only: operator staff are never super admins (their areas are console reads, never cross-tenant patient data). */
export const isSuperAdmin = (scope: Scope) => scope.role === Role.super_admin;
