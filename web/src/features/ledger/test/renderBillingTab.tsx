import { ApolloLink } from '@apollo/client';
import { MockLink, MockSubscriptionLink } from '@apollo/client/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OperationTypeNode } from 'graphql';
import { createApolloClient } from '../../../apollo';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { CaseBillingTab } from '../CaseBillingTab';
import { CASE_ID, ledgerMock, type MockLedger } from './ledgerFixtures';

/**
 * The Billing tab of the test case on the app's own Apollo Client: the ledger query and `mocks` from
 * a MockLink, and `caseLedgerChanged` from a MockSubscriptionLink the test delivers events into.
 */
export async function renderBillingTab(ledger: MockLedger, mocks: MockLink.MockedResponse[] = []) {
  const subscriptions = new MockSubscriptionLink();
  const mockLink = new MockLink([ledgerMock(ledger), ...mocks], { defaultOptions: { delay: 0 } });
  const transport = ApolloLink.split(
    ({ operationType }) => operationType === OperationTypeNode.SUBSCRIPTION,
    subscriptions,
    mockLink,
  );
  renderWithProviders(<CaseBillingTab caseId={CASE_ID} />, {
    route: `/cases/${CASE_ID}?tab=billing`,
    client: createApolloClient(transport),
  });
  await screen.findByRole('heading', { name: 'Ledger' });

  /** Delivers the ledger as the server does after anyone changes it. */
  async function deliver(changed: MockLedger) {
    await act(async () => {
      subscriptions.simulateResult({ result: { data: { caseLedgerChanged: changed } } });
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }

  return { user: userEvent.setup(), subscriptions, deliver };
}
