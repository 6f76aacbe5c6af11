import type { ReactElement } from 'react';
import { useQuery } from '@apollo/client/react';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import type { PlatformOverviewQuery as PlatformOverviewAnswer } from '../../../gql/graphql';
import { serverMessage } from '../../../lib/graphqlErrors';
import { refetchInBackground } from '../../../lib/refetchInBackground';
import { PlatformOverviewQuery } from './overviewQueries';

export type PlatformFigures = PlatformOverviewAnswer['platformOverview'];

/** The figures once known; until then what to show in their place (loading, or the error with Retry). */
export type PlatformFiguresState =
  { figures: PlatformFigures; placeholder: null } | { figures: null; placeholder: ReactElement };

/**
 * The platform-wide figures shared by the portal's Overview and the simple admin panel, asked again
 * each time a screen opens. Figures already shown stay on screen when a later refresh fails.
 */
export function usePlatformFigures(): PlatformFiguresState {
  const { data, error, refetch } = useQuery(PlatformOverviewQuery, {
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });

  if (data) return { figures: data.platformOverview, placeholder: null };
  if (error) {
    return {
      figures: null,
      placeholder: (
        <ErrorState
          title="Could not load the platform figures"
          message={serverMessage(error)}
          onRetry={() => refetchInBackground(refetch)}
        />
      ),
    };
  }
  return { figures: null, placeholder: <LoadingState label="Loading platform figures..." /> };
}
