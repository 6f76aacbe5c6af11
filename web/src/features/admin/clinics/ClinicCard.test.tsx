import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { ClinicCard } from './ClinicCard';
import { aCard } from './test/clinicFixtures';

const overdue = aCard({ clinic: { billingStatus: 'overdue', monthlyRate: '249.00', nextBillingDate: '2025-07-01' } });

function renderCard(billing: boolean, card = overdue) {
  const onManage = jest.fn();
  renderWithProviders(<ClinicCard card={card} billing={billing} onManage={onManage} />);
  return { user: userEvent.setup(), onManage, card: within(screen.getByRole('article', { name: card.clinic.name })) };
}

describe('ClinicCard', () => {
  it('shows a user of the Billing area the billing status, monthly billing and next billing date', () => {
    const { card } = renderCard(true);
    expect(card.getByText('Overdue')).toBeInTheDocument();
    expect(card.getByText('Monthly billing')).toBeInTheDocument();
    expect(card.getByText('$249.00')).toBeInTheDocument();
    expect(card.getByText('Next billing')).toBeInTheDocument();
    expect(card.getByText('Jul 1, 2025')).toBeInTheDocument();
  });

  it('shows a support agent (no Billing area) the plan and usage, and no billing at all (not "Not set")', async () => {
    const asAgentSees = aCard({ clinic: { billingStatus: null, monthlyRate: null, nextBillingDate: null } });
    const { card, user, onManage } = renderCard(false, asAgentSees);
    expect(card.getByText('Starter')).toBeInTheDocument();
    expect(card.getByText('2 / 3')).toBeInTheDocument();
    for (const text of ['Monthly billing', 'Next billing', 'Not set', 'Not scheduled'])
      expect(card.queryByText(text)).not.toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Manage' }));
    expect(onManage).toHaveBeenCalledWith(asAgentSees);
  });

  it('hides the billing status chip without the Billing area even if a figure were sent', () => {
    const { card } = renderCard(false);
    expect(card.queryByText('Overdue')).not.toBeInTheDocument();
    expect(card.queryByText('$249.00')).not.toBeInTheDocument();
  });
});
