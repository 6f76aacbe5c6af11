import { Role } from '../../platform/access/role';

/** Where an account signs in: /superadmin for a super admin (password, then second factor), else the login dialog. */
export const signInPathFor = (role: Role) =>
  role === Role.super_admin || role === Role.operator_staff ? '/superadmin' : '/?login=true';
