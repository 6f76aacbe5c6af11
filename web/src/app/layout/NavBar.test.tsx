import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import type { CurrentUser } from '../auth/currentUser';
import { NavBar } from './NavBar';

function renderNavBar(route: string, user: CurrentUser | null = aUser(), onLogOut = jest.fn()) {
  renderWithProviders(<NavBar user={user} userLoading={false} onLogOut={onLogOut} loggingOut={false} />, { route });
  return { onLogOut };
}

function mainNav() {
  return within(screen.getByRole('navigation', { name: 'Main navigation' }));
}

function currentLinks(nav: ReturnType<typeof within>) {
  const links: HTMLElement[] = nav.getAllByRole('link');
  return links.filter((link) => link.getAttribute('aria-current') === 'page').map((link) => link.textContent);
}

describe('NavBar', () => {
  it('links to every main section', () => {
    renderNavBar('/dashboard');

    const hrefs = mainNav()
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(hrefs).toEqual([
      ['Dashboard', '/dashboard'],
      ['AI Dashboard', '/ai-dashboard'],
      ['Patients', '/patients'],
      ['Cases', '/cases'],
      ['Messages', '/messages'],
      ['Billing', '/billing'],
      ['Documents', '/documents'],
    ]);
  });

  it('highlights Dashboard on /dashboard exactly', () => {
    renderNavBar('/dashboard');
    expect(currentLinks(mainNav())).toEqual(['Dashboard']);
  });

  it('does not highlight Dashboard below /dashboard', () => {
    renderNavBar('/dashboard/cases');
    expect(currentLinks(mainNav())).toEqual([]);
  });

  it.each([
    ['/cases', 'Cases'],
    ['/cases/12', 'Cases'],
    ['/cases/12/edit', 'Cases'],
    ['/patients/7', 'Patients'],
    ['/ai-dashboard', 'AI Dashboard'],
  ])('highlights by prefix on %s', (route, expected) => {
    renderNavBar(route);
    expect(currentLinks(mainNav())).toEqual([expected]);
  });

  it('matches prefixes by whole path segments', () => {
    renderNavBar('/new-case');
    expect(currentLinks(mainNav())).toEqual([]);
  });

  it('shows the user name, role and a Log out button', async () => {
    const { onLogOut } = renderNavBar('/dashboard', aUser({ fullName: 'Maria Lopez', role: 'clinic_admin' }));

    expect(screen.getByText('Maria Lopez')).toBeInTheDocument();
    expect(screen.getByText('Clinic Admin')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(onLogOut).toHaveBeenCalledTimes(1);
  });

  it('adds Attorney Portal for attorneys only', () => {
    renderNavBar('/attorney-portal', aUser({ role: 'attorney' }));

    expect(mainNav().getByRole('link', { name: 'Attorney Portal' })).toHaveAttribute('href', '/attorney-portal');
    expect(mainNav().queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    expect(currentLinks(mainNav())).toEqual(['Attorney Portal']);
  });

  it('adds Admin for super admins, highlighted on its sub-pages', () => {
    renderNavBar('/admin/sales', aUser({ role: 'super_admin' }));

    expect(mainNav().getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    expect(mainNav().queryByRole('link', { name: 'Attorney Portal' })).not.toBeInTheDocument();
    expect(currentLinks(mainNav())).toEqual(['Admin']);
  });

  it('shows neither role link to clinic staff', () => {
    renderNavBar('/dashboard', aUser({ role: 'clinic_staff' }));

    expect(mainNav().queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    expect(mainNav().queryByRole('link', { name: 'Attorney Portal' })).not.toBeInTheDocument();
  });

  it('offers Log in instead of Log out when nobody is signed in', () => {
    renderNavBar('/superadmin', null);

    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/?login=true');
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
  });

  it('opens a drawer with the same links from the mobile menu toggle', async () => {
    const user = userEvent.setup();
    renderNavBar('/cases/12');
    expect(screen.queryByRole('navigation', { name: 'Mobile navigation' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open navigation menu' }));

    const drawerNav = within(screen.getByRole('navigation', { name: 'Mobile navigation' }));
    expect(drawerNav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Dashboard',
      'AI Dashboard',
      'Patients',
      'Cases',
      'Messages',
      'Billing',
      'Documents',
    ]);
    expect(currentLinks(drawerNav)).toEqual(['Cases']);
  });

  it('closes the drawer when a link is chosen', async () => {
    const user = userEvent.setup();
    renderNavBar('/dashboard');
    await user.click(screen.getByRole('button', { name: 'Open navigation menu' }));

    await user.click(
      within(screen.getByRole('navigation', { name: 'Mobile navigation' })).getByRole('link', { name: 'Patients' }),
    );

    expect(screen.getByTestId('location')).toHaveTextContent('/patients');
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Mobile navigation' })).not.toBeInTheDocument(),
    );
  });
});
