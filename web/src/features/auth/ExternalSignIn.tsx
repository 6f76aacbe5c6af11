import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { graphql } from '../../gql';
import { withReturnTo } from '../../app/auth/returnPath';
import type { LoginType } from '../../gql/graphql';

export const AuthProvidersQuery = graphql(`
  query AuthProviders {
    authProviders {
      id
      label
    }
  }
`);

export const ExternalLoginErrorMessageQuery = graphql(`
  query ExternalLoginErrorMessage($code: String!) {
    externalLoginErrorMessage(code: $code)
  }
`);

/**
 * The api's start route for a provider; a full-page navigation, since the provider's pages are not ours.
 * The api keeps `returnTo` with the attempt and lands there after the callback.
 */
export const externalSignInHref = (providerId: string, loginType: LoginType, returnTo: string | null = null) =>
  withReturnTo(`/api/auth/oidc/${encodeURIComponent(providerId)}/start?loginType=${loginType}`, returnTo);

/** "Continue with Google" and the like, for each configured provider; nothing when none is. */
export function ExternalSignInButtons({
  loginType,
  returnTo = null,
}: {
  loginType: LoginType;
  returnTo?: string | null;
}) {
  const { data } = useQuery(AuthProvidersQuery);
  const providers = data?.authProviders ?? [];
  if (providers.length === 0) return null;

  return (
    <Stack spacing={1.5} sx={{ mt: 3 }}>
      <Divider>or</Divider>
      {providers.map((provider) => (
        <Button key={provider.id} variant="outlined" href={externalSignInHref(provider.id, loginType, returnTo)}>
          Continue with {provider.label}
        </Button>
      ))}
    </Stack>
  );
}

/** Codes the api sends back after a refused external sign-in look like `email_unverified`. */
export const isLoginErrorCode = (value: unknown): value is string =>
  typeof value === 'string' && /^[a-z_]{1,40}$/.test(value);

/** Why the last external sign-in was refused; the api holds the messages (Query.externalLoginErrorMessage). */
export function ExternalLoginError({ code }: { code: string }) {
  const { data, error } = useQuery(ExternalLoginErrorMessageQuery, { variables: { code } });
  const message =
    data?.externalLoginErrorMessage ?? (error ? 'Sign-in did not complete, and the reason could not be loaded.' : null);
  if (!message) return null;

  return (
    <Alert severity="error" sx={{ mb: 2 }}>
      <AlertTitle>Sign-in failed</AlertTitle>
      {message}
    </Alert>
  );
}
