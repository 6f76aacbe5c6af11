import { useQuery } from '@apollo/client/react';
import { refetchInBackground } from '../../lib/refetchInBackground';
import { CurrentUserQuery, type CurrentUser } from './currentUser';

export interface CurrentUserState {
  user: CurrentUser | null;
  loading: boolean;
  error: Error | undefined;
  refetch: () => void;
}

/**
 * The signed-in user, or null when signed out (the API answers `me: null`, not an error).
 * Not retried: a failure is shown to the user instead (spec section 4).
 */
export function useCurrentUser(): CurrentUserState {
  const { data, loading, error, refetch } = useQuery(CurrentUserQuery);
  return {
    user: data?.me ?? null,
    loading,
    error,
    refetch: () => refetchInBackground(refetch),
  };
}
