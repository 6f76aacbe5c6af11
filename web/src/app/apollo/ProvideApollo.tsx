import { useContext, type ReactNode } from 'react';
import { ApolloProvider, getApolloContext } from '@apollo/client/react';
import { appApolloClient } from '../../apollo';

/**
 * Gives its children the app's Apollo Client, unless one is provided already (tests render with
 * MockedProvider). It sits in the lazily loaded parts, so the landing page's first paint needs no Apollo.
 */
export function ProvideApollo({ children }: { children: ReactNode }) {
  const provided = useContext(getApolloContext()).client;
  if (provided) return <>{children}</>;
  return <ApolloProvider client={appApolloClient()}>{children}</ApolloProvider>;
}
