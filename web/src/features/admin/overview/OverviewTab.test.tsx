import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { todayLocalDate } from '../../../lib/localDate';
import { graphqlError } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { OverviewTab } from './OverviewTab';
import { overviewMock, platformFigures } from './test/overviewFixtures';

function renderTab(mocks: MockLink.MockedResponse[]) {
  renderWithProviders(<OverviewTab />, { route: '/admin?tab=overview', mocks });
  return userEvent.setup();
}

/** The figure of a stats card (the card's first paragraph) and the line under it. */
function card(label: string) {
  const region = screen.getByRole('region', { name: label });
  const [figure, detail] = region.querySelectorAll('p');
  return { figure: figure?.textContent, detail: detail?.textContent };
}

describe('OverviewTab', () => {
  afterEach(() => jest.restoreAllMocks());

  it('says it is loading, then shows total users, active clinics, monthly revenue as money and active cases', async () => {
    renderTab([overviewMock({ figures: platformFigures() }).mock]);

    expect(screen.getByRole('progressbar', { name: 'Loading platform figures...' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Total Users' })).toBeInTheDocument();
    expect(card('Total Users')).toEqual({ figure: '128', detail: '121 active' });
    expect(card('Active Clinics')).toEqual({ figure: '12', detail: 'of 14 clinics' });
    expect(card('Monthly Revenue')).toEqual({ figure: '$4,186.50', detail: 'Active and overdue subscriptions' });
    expect(card('Active Cases')).toEqual({ figure: '347', detail: 'Cases not closed' });
  });

  it('formats revenue exactly from the decimal string, cents included', async () => {
    renderTab([
      overviewMock({ figures: platformFigures({ monthlyRevenue: '1234567.89', totalClinics: 1, activeClinics: 1 }) })
        .mock,
    ]);

    await screen.findByRole('region', { name: 'Monthly Revenue' });
    expect(card('Monthly Revenue').figure).toBe('$1,234,567.89');
    expect(card('Active Clinics').detail).toBe('of 1 clinic');
  });

  it("shows the server's error with Retry, and the figures once Retry succeeds", async () => {
    const answers = overviewMock(
      { error: graphqlError('Only a Super Admin may do this.', 'FORBIDDEN') },
      { figures: platformFigures({ totalUsers: 9 }) },
    );
    const user = renderTab([answers.mock]);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the platform figures');
    expect(alert).toHaveTextContent('Only a Super Admin may do this.');
    expect(screen.queryByRole('region', { name: 'Total Users' })).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    await waitFor(() => expect(card('Total Users').figure).toBe('9'));
    expect(answers.asked()).toBe(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('links the quick actions to the create and list pages', async () => {
    renderTab([overviewMock({ figures: platformFigures() }).mock]);

    const actions = within(screen.getByRole('navigation', { name: 'Quick actions' }));
    expect(actions.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['New Case', '/new-case'],
      ['New Patient', '/new-patient'],
      ['View Cases', '/cases'],
      ['View Patients', '/patients'],
      ['Documents', '/documents'],
    ]);
  });

  it('opens the page a quick action names', async () => {
    const user = renderTab([overviewMock({ figures: platformFigures() }).mock]);

    await user.click(screen.getByRole('link', { name: 'New Patient' }));

    expect(screen.getByTestId('location')).toHaveTextContent(/^\/new-patient$/);
  });

  describe('Export All Data', () => {
    let fetchMock: jest.Mock;
    let clickedLinks: { href: string; download: string; inDocument: boolean }[];
    beforeEach(() => {
      fetchMock = jest.fn();
      Object.defineProperty(window, 'fetch', { value: fetchMock, configurable: true, writable: true });
      clickedLinks = [];
      // jsdom cannot navigate: record the link the browser would have followed.
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        clickedLinks.push({ href: this.getAttribute('href')!, download: this.download, inDocument: this.isConnected });
      });
    });
    afterEach(() => Reflect.deleteProperty(window, 'fetch'));

    function answer(status: number, body: unknown) {
      fetchMock.mockResolvedValue({ ok: status >= 200 && status < 300, status, json: async () => body });
    }

    it('checks the session, then lets the browser stream the file from the server as backup-YYYY-MM-DD.json', async () => {
      answer(200, { success: true, data: { role: 'super_admin' } });
      const user = renderTab([overviewMock({ figures: platformFigures() }).mock]);

      await user.click(screen.getByRole('button', { name: 'Export All Data' }));

      await waitFor(() => expect(clickedLinks).toHaveLength(1));
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(fetchMock).toHaveBeenCalledWith(
        '/superadmin/api/auth-check',
        expect.objectContaining({ credentials: 'same-origin' }),
      );
      expect(clickedLinks[0]).toEqual({
        href: '/superadmin/api/export',
        download: `backup-${todayLocalDate()}.json`,
        inDocument: true,
      });
      // The link is gone once used; the file itself never passes through the page.
      expect(document.querySelector('a[href="/superadmin/api/export"]')).toBeNull();
      const toast = await screen.findByRole('alert');
      expect(toast).toHaveTextContent('Export started');
      expect(toast).toHaveTextContent(`Your browser is saving backup-${todayLocalDate()}.json.`);
      expect(screen.getByRole('button', { name: 'Export All Data' })).toBeEnabled();
    });

    it('says the session has ended instead of starting a download that would fail', async () => {
      answer(401, { success: false, message: 'Unauthorized', code: 'UNAUTHENTICATED' });
      const user = renderTab([overviewMock({ figures: platformFigures() }).mock]);

      await user.click(screen.getByRole('button', { name: 'Export All Data' }));

      const toast = await screen.findByRole('alert');
      expect(toast).toHaveTextContent('Export failed');
      expect(toast).toHaveTextContent('Your session has ended. Sign in again as super admin to export.');
      expect(clickedLinks).toHaveLength(0);
    });

    it("shows the server's refusal, e.g. a second factor still pending", async () => {
      answer(403, {
        success: false,
        message: 'Enter the code from your authenticator app to continue.',
        code: 'FORBIDDEN',
      });
      const user = renderTab([overviewMock({ figures: platformFigures() }).mock]);

      await user.click(screen.getByRole('button', { name: 'Export All Data' }));

      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Enter the code from your authenticator app to continue.',
      );
      expect(clickedLinks).toHaveLength(0);
    });

    it('says so when the server cannot be reached, and can be tried again', async () => {
      fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
      const user = renderTab([overviewMock({ figures: platformFigures() }).mock]);

      await user.click(screen.getByRole('button', { name: 'Export All Data' }));

      expect(await screen.findByRole('alert')).toHaveTextContent('Cannot reach Casebridge. Check your connection.');
      expect(clickedLinks).toHaveLength(0);
      answer(200, { success: true });
      await user.click(screen.getByRole('button', { name: 'Export All Data' }));
      await waitFor(() => expect(clickedLinks).toHaveLength(1));
    });
  });
});
