import { redactFields } from '../../platform/access/field-access';
import type { Scope } from '../../platform/access/scope';
import { User } from './user.entity';

/**
 * The REST shape of a user (the same fields GraphQL exposes, under the same field rules; never the
 * password hash or provider ids). `scope` is the reader: null while a sign-in is answered.
 */
export function userJson(scope: Scope | null, record: User) {
  const user = redactFields(User, scope, record);
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    fullName: `${user.firstName} ${user.lastName}`.trim(),
    profileImageUrl: user.profileImageUrl,
    role: user.role,
    clinicId: user.clinicId,
    attorneyId: user.attorneyId,
    isActive: user.isActive,
    lastLoginAt: user.lastLoginAt,
    authProvider: user.authProvider,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
  };
}
