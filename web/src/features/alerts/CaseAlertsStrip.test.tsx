import { screen } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import userEvent from '@testing-library/user-event';
import { graphqlError } from '../../test/fixtures';
import { onAPhone } from '../../test/phoneViewport';
import { renderWithProviders } from '../../test/renderWithProviders';
import { CaseAlertsQuery, CaseAlertsStrip } from './CaseAlertsStrip';

const board = {
  __typename: 'CaseAlertBoard',
  caseId: 5,
  alerts: [
    {
      __typename: 'CaseAlertView',
      id: 1,
      kind: 'policy_limit',
      severity: 'warning',
      title: 'Policy limit',
      message: 'PIP (Acme Mutual): 80% of the $1,000.00 limit used by charges to date',
      raisedAt: '2026-03-02T15:00:00.000Z',
    },
  ],
  chargesToDate: '800.00',
  coverages: [
    {
      __typename: 'CoverageUsageView',
      coverageId: 3,
      coverageType: 'pip',
      carrierName: 'Acme Mutual',
      limitAmount: '1000.00',
      applied: '800.00',
      percent: 80,
    },
  ],
  statute: {
    __typename: 'CaseStatuteView',
    state: 'CA',
    periodMonths: 24,
    source: 'default',
    deadline: '2027-01-01',
    daysLeft: 30,
  },
  statuteMissing: null,
};

const mock = (result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: { query: CaseAlertsQuery, variables: { caseId: 5 } },
  result,
});

describe('CaseAlertsStrip', () => {
  it('is a named status while it loads (a bare label on the placeholder is not allowed)', async () => {
    renderWithProviders(<CaseAlertsStrip caseId={5} />, { mocks: [mock({ data: { caseAlertBoard: board } })] });
    expect(screen.getByRole('status', { name: 'Loading alerts' })).toBeInTheDocument();
    expect(await screen.findByText('Policy limit')).toBeInTheDocument();
  });

  it('shows the open alerts, the limits used and the filing deadline', async () => {
    renderWithProviders(<CaseAlertsStrip caseId={5} />, { mocks: [mock({ data: { caseAlertBoard: board } })] });
    expect(await screen.findByText('Policy limit')).toBeInTheDocument();
    expect(screen.getByText(/80% of the \$1,000.00 limit/)).toBeInTheDocument();
    expect(screen.getByText(/PIP · Acme Mutual: \$800.00 of \$1,000.00 \(80%\)/)).toBeInTheDocument();
    expect(screen.getByText(/in 30 days/)).toHaveTextContent('verify with counsel');
  });

  it('says why there is no deadline and that nothing is open', async () => {
    renderWithProviders(<CaseAlertsStrip caseId={5} />, {
      mocks: [
        mock({
          data: {
            caseAlertBoard: {
              ...board,
              alerts: [],
              coverages: [],
              statute: null,
              statuteMissing: 'No accident date on the case',
            },
          },
        }),
      ],
    });
    expect(await screen.findByText('No open alerts on this case.')).toBeInTheDocument();
    expect(screen.getByText('No deadline: No accident date on the case')).toBeInTheDocument();
  });

  it('shows the error with Retry', async () => {
    renderWithProviders(<CaseAlertsStrip caseId={5} />, {
      mocks: [mock({ errors: [graphqlError('Case not found', 'NOT_FOUND')] })],
    });
    expect(await screen.findByText(/Could not load the case's alerts: Case not found/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  describe('on a phone', () => {
    onAPhone();

    it('folds into one line with the headline and the deadline, and opens to the whole board', async () => {
      renderWithProviders(<CaseAlertsStrip caseId={5} />, { mocks: [mock({ data: { caseAlertBoard: board } })] });
      const summary = await screen.findByRole('button', { name: /Policy limit · filing deadline in 30 days/ });
      expect(summary).toHaveAttribute('aria-expanded', 'false');
      await userEvent.click(summary);
      expect(summary).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByText(/PIP · Acme Mutual: \$800.00 of \$1,000.00 \(80%\)/)).toBeVisible();
    });
  });
});
