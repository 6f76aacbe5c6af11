import { redactFields } from '../../../platform/access/field-access';
import type { Scope } from '../../../platform/access/scope';
import { AdminUser } from './admin-user.types';

/**
 * A user as the simple admin panel's table shows it: who, role, where they belong (clinic or attorney
 * record), whether they may sign in (under the field rules). Nothing about passwords, invitations or sign-in providers.
 */
export function panelUserJson(scope: Scope, record: AdminUser) {
  const user = redactFields(AdminUser, scope, record);
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    fullName: user.fullName,
    role: user.role,
    isActive: user.isActive,
    lastLoginAt: user.lastLoginAt,
    createdAt: user.createdAt,
    clinic: user.clinicId === null ? null : { id: user.clinicId, name: user.clinicName },
    attorney:
      user.attorneyId === null
        ? null
        : { id: user.attorneyId, name: user.attorneyName, firmName: user.attorneyFirmName },
  };
}
