import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { plans, plansMock, spyOnScrollTo } from '../test/landingFixtures';
import { LandingPlansQuery } from './plansQuery';
import { PricingSection } from './PricingSection';

function renderPricing(mocks: MockLink.MockedResponse[] = [plansMock()]) {
  renderWithProviders(
    <>
      <PricingSection />
      <section id="waitlist" tabIndex={-1} aria-label="Waitlist target" />
      <section id="contact" tabIndex={-1} aria-label="Contact target" />
    </>,
    { mocks },
  );
  return userEvent.setup();
}

const planCard = (name: string) => within(screen.getByRole('article', { name }));
const priceOf = (name: string) => planCard(name).getByTestId('plan-price');

describe('PricingSection', () => {
  beforeEach(() => {
    spyOnScrollTo();
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows annual prices and savings from the API by default', async () => {
    renderPricing();

    expect(await screen.findByRole('article', { name: 'Starter' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Annual' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Monthly' })).toHaveAttribute('aria-pressed', 'false');
    expect(priceOf('Starter')).toHaveTextContent('$2,490/year');
    expect(planCard('Starter').getByText('Save $498')).toBeInTheDocument();
    expect(priceOf('Professional')).toHaveTextContent('$3,500/year');
    expect(planCard('Professional').getByText('Save $688')).toBeInTheDocument();
    expect(priceOf('Enterprise')).toHaveTextContent('$5,990/year');
    expect(planCard('Enterprise').getByText('Save $1,198')).toBeInTheDocument();
  });

  it('switches to the monthly prices, without the annual saving', async () => {
    const user = renderPricing();
    await screen.findByRole('article', { name: 'Starter' });

    await user.click(screen.getByRole('button', { name: 'Monthly' }));

    expect(screen.getByRole('button', { name: 'Monthly' })).toHaveAttribute('aria-pressed', 'true');
    expect(priceOf('Starter')).toHaveTextContent('$249/month');
    expect(priceOf('Professional')).toHaveTextContent('$349/month');
    expect(priceOf('Enterprise')).toHaveTextContent('$599/month');
    expect(screen.queryByText(/^Save \$/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Annual' }));
    expect(priceOf('Starter')).toHaveTextContent('$2,490/year');
  });

  it('shows each price exactly as the API gives it, cents included', async () => {
    renderPricing([plansMock([{ ...plans[0], annualPrice: '2490.50', annualSaving: '497.50' }])]);

    expect(await screen.findByTestId('plan-price')).toHaveTextContent('$2,490.50/year');
    expect(screen.getByText('Save $497.50')).toBeInTheDocument();
  });

  it("lists each plan's limits, with null as unlimited", async () => {
    renderPricing();
    await screen.findByRole('article', { name: 'Starter' });

    for (const text of ['Up to 3 users', 'Up to 50 active cases', '5 GB document storage', 'Basic support'])
      expect(planCard('Starter').getByText(text)).toBeInTheDocument();
    for (const text of ['Unlimited users', 'Unlimited active cases', '500 GB document storage', '24/7 support'])
      expect(planCard('Enterprise').getByText(text)).toBeInTheDocument();
  });

  it('labels the Enterprise button Contact Sales and sends it to the contact form; other plans go to the waitlist', async () => {
    const user = renderPricing();
    await screen.findByRole('article', { name: 'Starter' });

    expect(planCard('Enterprise').getByRole('button')).toHaveTextContent(/^Contact Sales$/);
    expect(planCard('Starter').getByRole('button')).toHaveTextContent(/^Choose Starter$/);

    await user.click(planCard('Enterprise').getByRole('button', { name: 'Contact Sales' }));
    expect(screen.getByRole('region', { name: 'Contact target' })).toHaveFocus();

    await user.click(planCard('Professional').getByRole('button', { name: 'Choose Professional' }));
    expect(screen.getByRole('region', { name: 'Waitlist target' })).toHaveFocus();
    expect(window.scrollTo).toHaveBeenCalledTimes(2);
  });

  it('shows the free trial and the waitlist offer', async () => {
    renderPricing();

    expect(await screen.findByText('Waitlist offer: 40% off your first year')).toBeInTheDocument();
    expect(screen.getByText(/annual pricing is locked for life/)).toBeInTheDocument();
    expect(screen.getAllByText(/14-day free trial/).length).toBeGreaterThan(0);
  });

  it('says it is loading, then offers a retry when the plans cannot be loaded', async () => {
    const user = renderPricing([{ request: { query: LandingPlansQuery }, error: new Error('offline') }, plansMock()]);

    expect(screen.getByText('Loading plans...')).toBeInTheDocument();
    expect(await screen.findByText('Pricing could not be loaded')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('article', { name: 'Starter' })).toBeInTheDocument();
    expect(screen.queryByText('Pricing could not be loaded')).not.toBeInTheDocument();
  });
});
