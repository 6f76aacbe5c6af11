import { useCallback } from 'react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { writeCurrentUser } from '../../app/auth/currentUser';
import { useDismissToast, useToast } from '../../app/toast/toastContext';
import { graphql } from '../../gql';
import type { LoginType } from '../../gql/graphql';
import { fieldErrorsOf, serverMessage } from '../../lib/graphqlErrors';
import { transportFailureMessage, unreachableMessage } from '../../lib/transportErrors';
import type { LoginCredentials } from './loginSchema';

export const LoginMutation = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      ...CurrentUserFields
    }
  }
`);

export type LoginOutcome = { ok: true } | { ok: false; fieldErrors: Record<string, string> };

function failureMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) return serverMessage(error) ?? 'Invalid email or password';
  // Not a refusal: the request failed on the way, so do not suggest the password is wrong.
  return transportFailureMessage(error) ?? unreachableMessage;
}

/** Signs in with the given login type; failures are shown as the "Login Failed" toast. */
export function useLogin(loginType: LoginType) {
  const client = useApolloClient();
  const showToast = useToast();
  const dismissToast = useDismissToast();
  const [login] = useMutation(LoginMutation);

  return useCallback(
    async ({ email, password }: LoginCredentials): Promise<LoginOutcome> => {
      try {
        const { data } = await login({ variables: { input: { email: email.trim(), password, loginType } } });
        if (!data) throw new Error('Login answered without data');
        // Start the new session from an empty cache. resetStore also refetches the queries already on
        // screen (the navigation bar's user); a failed refetch does not undo a successful sign-in.
        await client.resetStore().catch(() => undefined);
        writeCurrentUser(client.cache, data.login);
        // The logged-out notice that sent the person here has done its work.
        dismissToast();
        return { ok: true };
      } catch (error) {
        showToast({ title: 'Login Failed', description: failureMessage(error), severity: 'error' });
        return { ok: false, fieldErrors: fieldErrorsOf(error) };
      }
    },
    [client, login, loginType, showToast, dismissToast],
  );
}
