import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { graphqlError } from '../../../test/fixtures';
import { overviewMock, platformFigures } from './test/overviewFixtures';
import { usePlatformFigures } from './usePlatformFigures';

/** The smallest screen built on the hook: its placeholder, or one figure. */
function TotalUsers() {
  const { figures, placeholder } = usePlatformFigures();
  return placeholder ?? <p>{figures.totalUsers} users</p>;
}

/** Renders one screen; `client` is shared when a test opens a second screen on the same cache. */
function open(client: ApolloClient) {
  return render(
    <ApolloProvider client={client}>
      <TotalUsers />
    </ApolloProvider>,
  );
}

const clientAnswering = (mock: MockLink.MockedResponse) =>
  new ApolloClient({ cache: new InMemoryCache(), link: new MockLink([mock], { defaultOptions: { delay: 0 } }) });

describe('usePlatformFigures', () => {
  it('shows loading in place of the figures, then the figures', async () => {
    open(clientAnswering(overviewMock({ figures: platformFigures({ totalUsers: 57 }) }).mock));

    expect(screen.getByRole('progressbar', { name: 'Loading platform figures...' })).toBeInTheDocument();
    expect(await screen.findByText('57 users')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("shows the server's error with a Retry that asks again", async () => {
    const answers = overviewMock(
      { error: graphqlError('Only a Super Admin may do this.', 'FORBIDDEN') },
      { figures: platformFigures({ totalUsers: 9 }) },
    );
    open(clientAnswering(answers.mock));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the platform figures');
    expect(alert).toHaveTextContent('Only a Super Admin may do this.');
    expect(screen.queryByText(/users$/)).not.toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('9 users')).toBeInTheDocument();
    expect(answers.asked()).toBe(2);
  });

  it('keeps the figures already known when asking again on the next screen fails', async () => {
    const answers = overviewMock(
      { figures: platformFigures({ totalUsers: 57 }) },
      { error: graphqlError('The service is briefly unavailable.', 'SERVICE_UNAVAILABLE') },
    );
    const client = clientAnswering(answers.mock);
    const first = open(client);
    expect(await screen.findByText('57 users')).toBeInTheDocument();
    first.unmount();

    open(client);
    expect(screen.getByText('57 users')).toBeInTheDocument();
    await waitFor(() => expect(answers.asked()).toBe(2));
    // Let the failed answer reach the screen before looking again.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('57 users')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
