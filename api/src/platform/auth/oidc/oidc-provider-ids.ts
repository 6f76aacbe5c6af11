import type { OidcProviderId } from '../../../config';

/** Every external sign-in provider the app knows, in the order `/api/login` prefers them. */
export const oidcProviderIds: readonly OidcProviderId[] = ['oidc', 'google', 'apple'];

export const isOidcProviderId = (value: unknown): value is OidcProviderId =>
  typeof value === 'string' && (oidcProviderIds as readonly string[]).includes(value);

/** The users column that holds each provider's identity of the user. */
export const subjectColumnOf: Record<OidcProviderId, 'oidc_subject' | 'google_id' | 'apple_id'> = {
  oidc: 'oidc_subject',
  google: 'google_id',
  apple: 'apple_id',
};
