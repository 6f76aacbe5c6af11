import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router-dom';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { ThemeProvider } from '@mui/material/styles';
import { ToastProvider } from '../app/toast/ToastProvider';
import { theme } from '../theme';

interface RenderOptions {
  /** The address the app starts at. */
  route?: string;
  mocks?: ReadonlyArray<MockLink.MockedResponse>;
  /** A real client (e.g. from createApolloClient) instead of MockedProvider. */
  client?: ApolloClient;
}

/** Shows the current address and how it was reached, so tests can assert navigation. */
export function LocationProbe() {
  const location = useLocation();
  const navigationType = useNavigationType();
  return (
    <output data-testid="location" data-navigation-type={navigationType}>
      {location.pathname + location.search}
    </output>
  );
}

export function renderWithProviders(ui: ReactElement, { route = '/', mocks = [], client }: RenderOptions = {}) {
  const withApollo = (children: ReactNode) =>
    client ? (
      <ApolloProvider client={client}>{children}</ApolloProvider>
    ) : (
      <MockedProvider mocks={mocks} mockLinkDefaultOptions={{ delay: 0 }}>
        {children}
      </MockedProvider>
    );

  return render(
    <ThemeProvider theme={theme}>
      {withApollo(
        <MemoryRouter initialEntries={[route]}>
          <ToastProvider>
            {ui}
            <LocationProbe />
          </ToastProvider>
        </MemoryRouter>,
      )}
    </ThemeProvider>,
  );
}
