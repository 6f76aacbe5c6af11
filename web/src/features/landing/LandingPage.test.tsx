import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUserMock } from '../../test/fixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import LandingPage from './LandingPage';
import { landingSections } from './landingSections';
import { plansMock, spyOnScrollTo } from './test/landingFixtures';

const HEADER_HEIGHT = 68;

function renderLanding() {
  renderWithProviders(<LandingPage />, { mocks: [currentUserMock(null), plansMock()] });
  return userEvent.setup();
}

/** jsdom lays nothing out: give the header its height and each section a place down the page. */
function layOutPage() {
  const banner = screen.getByRole('banner');
  jest.spyOn(banner, 'getBoundingClientRect').mockReturnValue({ height: HEADER_HEIGHT } as DOMRect);
  landingSections.forEach((section, index) => {
    const element = document.getElementById(section.id);
    if (!element) throw new Error(`no section #${section.id}`);
    jest.spyOn(element, 'getBoundingClientRect').mockReturnValue({ top: 1000 * (index + 1) } as DOMRect);
  });
}

describe('LandingPage', () => {
  beforeEach(() => {
    spyOnScrollTo();
  });
  afterEach(() => jest.restoreAllMocks());

  it('has a header, a main region with every section, and a footer', async () => {
    renderLanding();

    expect(await screen.findByRole('heading', { level: 1, name: 'Casebridge' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    for (const [id, title] of [
      ['features', 'Everything a PI case needs, on both sides of the table'],
      ['demo', 'See Casebridge at work'],
      ['pricing', 'Simple pricing for every practice'],
      ['waitlist', 'Join the waitlist'],
      ['contact', 'Talk to our team'],
    ]) {
      const region = await main.findByRole('region', { name: title });
      expect(region).toHaveAttribute('id', id);
      expect(within(region).getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
  });

  it('uses one h1 and never skips a heading level', async () => {
    renderLanding();
    await screen.findByRole('article', { name: 'Starter' });

    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    expect(levels[0]).toBe(1);
    levels.forEach((level, index) => {
      if (index > 0) expect(level - levels[index - 1]).toBeLessThanOrEqual(1);
    });
  });

  it('scrolls each nav button’s section to just below the sticky header and moves focus there', async () => {
    const user = renderLanding();
    await screen.findByRole('heading', { level: 1 });
    layOutPage();
    const nav = within(screen.getByRole('navigation', { name: 'Page sections' }));

    for (const [index, section] of landingSections.entries()) {
      await user.click(nav.getByRole('button', { name: section.label }));
      const top = 1000 * (index + 1) - HEADER_HEIGHT - 8;
      expect(window.scrollTo).toHaveBeenLastCalledWith({ top, behavior: 'smooth' });
      expect(document.getElementById(section.id)).toHaveFocus();
    }
  });

  it('sends Join Waitlist to the waitlist section', async () => {
    const user = renderLanding();
    await screen.findByRole('heading', { level: 1 });
    layOutPage();

    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Join Waitlist' }));

    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 4000 - HEADER_HEIGHT - 8, behavior: 'smooth' });
    expect(screen.getByRole('region', { name: 'Join the waitlist' })).toHaveFocus();
  });

  it('offers the sections from a menu button (the phone layout), scrolling once the menu has closed', async () => {
    const user = renderLanding();
    await screen.findByRole('heading', { level: 1 });
    layOutPage();
    const menuButton = screen.getByRole('button', { name: 'Open menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await user.click(menuButton);

    // The menu is its own chunk, loaded on first use (decision 514).
    const menu = await screen.findByRole('menu', { name: 'Page sections' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Features', 'Demo', 'Pricing', 'Waitlist', 'Contact', 'Join Waitlist']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Pricing' }));

    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(window.scrollTo).toHaveBeenCalledWith({ top: 3000 - HEADER_HEIGHT - 8, behavior: 'smooth' }),
    );
    expect(screen.getByRole('region', { name: 'Simple pricing for every practice' })).toHaveFocus();
  });

  it('shows the six promises of the spec', async () => {
    renderLanding();
    const features = within(await screen.findByRole('region', { name: /^Everything a PI case needs/ }));

    expect(features.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Attorney collaboration',
      'Secure records',
      'Automated workflows',
      'Real-time analytics',
      'Mobile ready',
      'Smart billing',
    ]);
    for (const point of [
      'Secure messaging',
      'Document sharing',
      'Case updates',
      'Role-based access',
      'Audit logs',
      'Reminders',
      'Status updates',
      'Auto invoicing',
      'Payment tracking',
      'Insurance tracking',
    ])
      expect(features.getByText(point)).toBeInTheDocument();
  });

  it('has the five demo tabs with sample content, labelled as sample data', async () => {
    const user = renderLanding();
    const demo = within(await screen.findByRole('region', { name: 'See Casebridge at work' }));

    expect(demo.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Dashboard',
      'Cases',
      'Attorney Portal',
      'Provider Portal',
      'Billing',
    ]);
    expect(demo.getByRole('tab', { name: 'Dashboard' })).toHaveAttribute('aria-selected', 'true');
    expect(demo.getByRole('tabpanel', { name: 'Dashboard' })).toHaveTextContent('247');
    expect(demo.getByText(/^Sample data/)).toBeInTheDocument();

    await user.click(demo.getByRole('tab', { name: 'Billing' }));

    expect(demo.getByRole('tabpanel', { name: 'Billing' })).toHaveTextContent('Billing & Payments');
    expect(demo.queryByRole('tabpanel', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('moves between the demo tabs with the arrow keys, Home and End, keeping one Tab stop', async () => {
    const user = renderLanding();
    const demo = within(await screen.findByRole('region', { name: 'See Casebridge at work' }));
    const tab = (name: string) => demo.getByRole('tab', { name });

    expect(demo.getAllByRole('tab').filter((element) => element.tabIndex === 0)).toEqual([tab('Dashboard')]);
    tab('Dashboard').focus();

    await user.keyboard('{ArrowRight}');
    expect(tab('Cases')).toHaveFocus();
    expect(tab('Cases')).toHaveAttribute('aria-selected', 'true');
    expect(demo.getByRole('tabpanel', { name: 'Cases' })).toBeInTheDocument();

    await user.keyboard('{End}');
    expect(tab('Billing')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Dashboard')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Billing')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(tab('Dashboard')).toHaveAttribute('aria-selected', 'true');
    expect(demo.getAllByRole('tab').filter((element) => element.tabIndex === 0)).toEqual([tab('Dashboard')]);
  });
});
