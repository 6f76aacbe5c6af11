import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { liveTestClient } from '../../../test/liveTestClient';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { CaseBillingTab } from '../CaseBillingTab';
import { entriesMock, type MockEntry } from '../../billing/test/billingFixtures';
import { CASE_ID, ledgerMock, type MockLedger } from './ledgerFixtures';

/**
 * The Billing tab of the test case on the app's own Apollo Client: the ledger query, `mocks` and the
 * case's `bills` (their coded services) from a MockLink, and `caseLedgerChanged` from a MockSubscriptionLink the test delivers events into.
 */
export async function renderBillingTab(
  ledger: MockLedger,
  mocks: MockLink.MockedResponse[] = [],
  bills: MockEntry[] = [],
) {
  const live = liveTestClient([ledgerMock(ledger), ...mocks, entriesMock(() => ({ nodes: bills })).mock]);
  const rendered = renderWithProviders(<CaseBillingTab caseId={CASE_ID} />, {
    route: `/cases/${CASE_ID}?tab=billing`,
    client: live.client,
  });
  await screen.findByRole('heading', { name: 'Ledger' });

  /** Delivers the ledger as the server does after anyone changes it. */
  const deliver = (changed: MockLedger) => live.deliver({ caseLedgerChanged: changed });

  return { user: userEvent.setup(), subscriptions: live.subscriptions, deliver, unmount: rendered.unmount };
}
