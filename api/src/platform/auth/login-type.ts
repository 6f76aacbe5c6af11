import { registerEnumType } from 'type-graphql';
import { Role } from '../access/role';

/** The three doors of the login dialog. Each admits only its own roles. */
export enum LoginType {
  attorney = 'attorney',
  provider = 'provider',
  admin = 'admin',
}

registerEnumType(LoginType, { name: 'LoginType' });

const rolesFor: Record<LoginType, Role[]> = {
  [LoginType.attorney]: [Role.attorney],
  [LoginType.provider]: [Role.clinic_staff, Role.clinic_admin],
  [LoginType.admin]: [Role.super_admin],
};

export const wrongDoorMessage: Record<Role, string> = {
  [Role.attorney]: 'This is an attorney account. Please choose Attorney login.',
  [Role.clinic_staff]: 'This is a clinic (provider) account. Please choose Provider login.',
  [Role.clinic_admin]: 'This is a clinic (provider) account. Please choose Provider login.',
  [Role.super_admin]: 'This is a Super Admin account. Please use the Super Admin login.',
  [Role.patient]: 'This is a patient portal account. Please sign in at /portal.',
  [Role.operator_staff]: 'This is an operator staff account. Please use the Super Admin login.',
};

/** null when the role may use this login type, else the message that tells the user which to use. */
export function loginTypeMismatch(loginType: LoginType | null | undefined, role: Role): string | null {
  if (!loginType || rolesFor[loginType].includes(role)) return null;
  return wrongDoorMessage[role];
}
