import { registerEnumType } from 'type-graphql';

export const portalLanguages = ['en', 'es'] as const;
export const portalInviteChannels = ['email', 'sms'] as const;
export const portalMfaMethods = ['totp', 'email'] as const;

export enum PortalLanguage {
  en = 'en',
  es = 'es',
}
registerEnumType(PortalLanguage, { name: 'PortalLanguage', description: "The portal's languages" });

export enum PortalInviteChannel {
  email = 'email',
  sms = 'sms',
}
registerEnumType(PortalInviteChannel, { name: 'PortalInviteChannel' });

/** How long an invitation's access link works (decision 411). */
export const portalInviteLifetimeHours = 72;

/** A patient may confirm or cancel an appointment until this many hours before it starts (decision 412). */
export const portalChangeCutoffHours = 24;

/** Who a family member is to the patient (decision 420). */
export const familyRelationships = [
  'spouse',
  'partner',
  'parent',
  'child',
  'sibling',
  'guardian',
  'caregiver',
  'other',
] as const;

export enum PortalFamilyRelationship {
  spouse = 'spouse',
  partner = 'partner',
  parent = 'parent',
  child = 'child',
  sibling = 'sibling',
  guardian = 'guardian',
  caregiver = 'caregiver',
  other = 'other',
}
registerEnumType(PortalFamilyRelationship, { name: 'PortalFamilyRelationship' });

/** What the patient lets a family member do (decision 420): read everything, or also message and confirm/cancel. */
export const familyPermissions = ['read_only', 'full'] as const;

export enum PortalFamilyPermission {
  read_only = 'read_only',
  full = 'full',
}
registerEnumType(PortalFamilyPermission, {
  name: 'PortalFamilyPermission',
  description: 'read_only: sees the portal; full: may also message the clinic and confirm or cancel appointments',
});

/** The second factor a portal login chose at setup (decision 421). */
export enum PortalMfaMethod {
  totp = 'totp',
  email = 'email',
}
registerEnumType(PortalMfaMethod, { name: 'PortalMfaMethod' });

/** The e-mail code (decision 421): 6 digits, 10 minutes, 5 tries, one new code a minute and 5 an hour. */
export const emailCodeLifetimeMinutes = 10;
export const emailCodeMaxAttempts = 5;
export const emailCodeResendSeconds = 60;
export const emailCodesPerHour = 5;
