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
}

export const isSuperAdmin = (scope: Scope) => scope.role === Role.super_admin;
