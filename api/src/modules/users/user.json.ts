import type { User } from './user.entity';

/** The REST shape of a user (the same fields GraphQL exposes; never the password hash or provider ids). */
export function userJson(user: User) {
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
