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
