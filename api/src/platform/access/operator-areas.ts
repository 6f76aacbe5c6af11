import { assertOperator } from './operator.policy';
import type { Scope } from './scope';

/**
 * The operator console's areas. Every console read or write names the area it belongs to, so an
 * operator staff member's permissions (employee roles, issue 28) can allow or refuse it on the server.
 * The super admin may use every area.
 */
export enum OperatorArea {
  overview = 'overview',
  users = 'users',
  clinics = 'clinics',
  waitlist = 'waitlist',
  intake = 'intake',
  billing = 'billing',
  revenue = 'revenue',
  sales = 'sales',
  funding = 'funding',
  audit = 'audit',
  health = 'health',
  email = 'email',
  settings = 'settings',
  providers = 'providers',
  support = 'support',
  marketing = 'marketing',
  flags = 'flags',
  logs = 'logs',
  staff = 'staff',
}

/** Refuses anyone who may not use the console's `area`. Today: super admins only. */
export function assertOperatorArea(scope: Scope, area: OperatorArea): void {
  void area;
  assertOperator(scope);
}
