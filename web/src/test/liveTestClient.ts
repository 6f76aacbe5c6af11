import { ApolloLink } from '@apollo/client';
import { MockLink, MockSubscriptionLink } from '@apollo/client/testing';
import { act } from '@testing-library/react';
import { OperationTypeNode } from 'graphql';
import { createApolloClient } from '../apollo';

/**
 * The app's own Apollo Client (cache policies, session link) over mocks: queries and mutations from
 * `mocks` (a MockLink), subscriptions from a MockSubscriptionLink the test pushes events into.
 * `before` links run first (e.g. one that records operation names).
 */
export function liveTestClient(mocks: ReadonlyArray<MockLink.MockedResponse>, before: ApolloLink[] = []) {
  const subscriptions = new MockSubscriptionLink();
  const transport = ApolloLink.split(
    ({ operationType }) => operationType === OperationTypeNode.SUBSCRIPTION,
    subscriptions,
    new MockLink(mocks, { defaultOptions: { delay: 0 } }),
  );
  const client = createApolloClient(before.length ? ApolloLink.from([...before, transport]) : transport);

  /** Delivers one event (`data` as the server sends it) to the open subscriptions, and lets React settle. */
  async function deliver(data: Record<string, unknown>) {
    await act(async () => {
      subscriptions.simulateResult({ result: { data } });
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }

  /** Ends the subscriptions with an error, as when the socket gives up. */
  async function fail(error = new Error('Socket closed')) {
    await act(async () => {
      subscriptions.simulateResult({ error });
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }

  return { client, subscriptions, deliver, fail };
}
