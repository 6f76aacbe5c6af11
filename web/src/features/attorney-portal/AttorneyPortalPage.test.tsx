import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { spyOnDownloads } from '../../components/DataTable/test/downloadSpy';
import { aUser, currentUserMock } from '../../test/fixtures';
import { onAPhone } from '../../test/phoneViewport';
import { renderWithProviders } from '../../test/renderWithProviders';
import { aCaseSummary, casesMock } from '../cases/test/caseFixtures';
import { policyMock } from '../documents/test/documentFixtures';
import AttorneyPortalPage from './AttorneyPortalPage';
import {
  aMessage,
  aSummary,
  myScorecardMock,
  recentMessagesMock,
  recordingClient,
  summaryMock,
} from './test/portalFixtures';

jest.setTimeout(20_000);

const attorney = aUser({
  role: 'attorney',
  firstName: 'Daniel',
  lastName: 'Harper',
  fullName: 'Daniel Harper',
  clinicId: null,
  clinic: null,
  attorneyId: 3,
});

function someCases(count: number, firstId = 101) {
  return Array.from({ length: count }, (_, index) =>
    aCaseSummary({
      id: firstId + index,
      caseNumber: `CASE-2025-${String(firstId + index).padStart(3, '0')}`,
      patient: { __typename: 'Patient', id: 7 + index, fullName: `Patient ${index + 1}` },
    }),
  );
}

interface PortalOptions {
  user?: ReturnType<typeof aUser>;
  summary?: ReturnType<typeof aSummary>;
  openCases?: number;
  messages?: ReturnType<typeof aMessage>[];
  extraMocks?: MockLink.MockedResponse[];
}

function renderPortal({ user = attorney, summary, openCases = 3, messages = [], extraMocks = [] }: PortalOptions = {}) {
  const cases = casesMock(({ filter }) => {
    const { openOnly, search } = filter as { openOnly?: boolean; search?: string };
    if (openOnly) return { nodes: someCases(Math.min(openCases, 5)), totalCount: openCases };
    if (search) return { nodes: someCases(1, 150).map((c) => ({ ...c, caseNumber: 'CASE-2025-150' })) };
    return { nodes: someCases(2, 120) };
  });
  const recording = recordingClient([
    currentUserMock(user),
    summaryMock(summary),
    recentMessagesMock(messages),
    cases.mock,
    policyMock(),
    myScorecardMock(),
    ...extraMocks,
  ]);
  renderWithProviders(<AttorneyPortalPage />, { route: '/attorney-portal', client: recording.client });
  return { ...recording, caseRequests: cases.requests, user: userEvent.setup() };
}

function card(name: string) {
  return within(screen.getByRole('region', { name }));
}

describe('AttorneyPortalPage for anyone but an attorney', () => {
  it.each(['clinic_staff', 'clinic_admin', 'super_admin'] as const)(
    'shows %s the Access Restricted panel and the Access Denied toast, and asks for no portal data',
    async (role) => {
      const { operations } = renderPortal({ user: aUser({ role }) });

      expect(await screen.findByRole('heading', { name: 'Access Restricted' })).toBeInTheDocument();
      expect(
        screen.getByText('Please contact your administrator if you believe this is an error.'),
      ).toBeInTheDocument();
      const toast = await screen.findByRole('alert');
      expect(toast).toHaveTextContent('Access Denied');
      expect(toast).toHaveTextContent('This page is only accessible to attorneys.');
      expect(screen.queryByRole('button', { name: 'Upload Document' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Export Report' })).not.toBeInTheDocument();

      // Give any query a component might start the time to go out.
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(operations).toEqual(['CurrentUser']);
      expect(screen.getAllByRole('alert')).toHaveLength(1);
    },
  );
});

describe('AttorneyPortalPage for an attorney', () => {
  it('asks for the summary, the open cases, the latest messages and all cases, and subscribes to new messages', async () => {
    const { operations, caseRequests } = renderPortal({ messages: [aMessage(1)] });

    await screen.findByText('Update 1');
    await waitFor(() => expect(operations).toContain('AttorneyPortalMessageAdded'));
    expect(operations).toEqual(
      expect.arrayContaining(['CurrentUser', 'AttorneyPortalSummary', 'AttorneyRecentMessages', 'Cases']),
    );
    expect(caseRequests).toEqual(
      expect.arrayContaining([
        { filter: { openOnly: true }, sortBy: 'createdAt', sortDirection: 'desc', first: 5 },
        { filter: {}, sortBy: 'caseNumber', sortDirection: 'desc', first: 10 },
      ]),
    );
    expect(screen.queryByText('Access Restricted')).not.toBeInTheDocument();
  });

  it("shows My scorecard: the attorney's own figures at each clinic", async () => {
    renderPortal();
    const scorecard = within(await screen.findByRole('region', { name: 'My scorecard' }));
    expect(await scorecard.findByText('Northside Chiropractic')).toBeInTheDocument();
    expect(scorecard.getByText('21.5 days')).toBeInTheDocument();
    expect(scorecard.getByText('18.2%')).toBeInTheDocument();
    expect(scorecard.getByText('9.5 h')).toBeInTheDocument();
  });

  it('shows Active Cases, Avg Settlement and Response Time from the summary', async () => {
    renderPortal();

    expect(await screen.findByRole('heading', { level: 1, name: 'Attorney Portal' })).toBeInTheDocument();
    expect(screen.getByText('Welcome back, Daniel')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Active Cases' })).toHaveTextContent('7');
    expect(card('Avg Settlement').getByText('$42,500.50')).toBeInTheDocument();
    expect(card('Avg Settlement').getByText('Across 2 settled cases')).toBeInTheDocument();
    expect(card('Response Time').getByText('6.5 hours')).toBeInTheDocument();
    expect(
      card('Response Time').getByText('Median clinic reply over 12 answered messages (last 180 days)'),
    ).toBeInTheDocument();
  });

  it('says there is no data yet instead of inventing a settlement or a response time', async () => {
    renderPortal({
      summary: aSummary({
        activeCases: 0,
        settledCases: 0,
        averageSettlement: null,
        responseTimeHours: null,
        answeredMessages: 0,
      }),
    });

    const settlement = await screen.findByRole('region', { name: 'Avg Settlement' });
    expect(within(settlement).getByText('No data yet')).toBeInTheDocument();
    expect(settlement).not.toHaveTextContent('$');
    expect(card('Response Time').getByText('No data yet')).toBeInTheDocument();
    expect(card('Response Time').getByText('No answered messages in the last 180 days')).toBeInTheDocument();
    expect(card('Active Cases').getByText('0')).toBeInTheDocument();
  });

  it('lists the first open cases with View Details and Message, and View All Cases when there are more than 5', async () => {
    renderPortal({ openCases: 6 });

    const yourCases = within(await screen.findByRole('list', { name: 'Your open cases' }));
    expect(yourCases.getAllByRole('listitem')).toHaveLength(5);
    expect(yourCases.getByRole('link', { name: 'View details of CASE-2025-101' })).toHaveAttribute(
      'href',
      '/cases/101',
    );
    expect(yourCases.getByRole('link', { name: 'Message about CASE-2025-101' })).toHaveAttribute(
      'href',
      '/messages?case=101',
    );
    expect(card('Your Cases').getByRole('link', { name: 'View All Cases' })).toHaveAttribute('href', '/cases');
  });

  it.each([5, 1])('has no View All Cases link with %i open cases', async (openCases) => {
    renderPortal({ openCases });

    const yourCases = within(await screen.findByRole('list', { name: 'Your open cases' }));
    expect(yourCases.getAllByRole('listitem')).toHaveLength(openCases);
    expect(card('Your Cases').queryByRole('link', { name: 'View All Cases' })).not.toBeInTheDocument();
  });

  it('says when no case is open', async () => {
    renderPortal({ openCases: 0 });

    expect(await screen.findByText('No open cases')).toBeInTheDocument();
  });

  it('shows the latest messages and puts a new one on top as it arrives, once', async () => {
    const messages = Array.from({ length: 10 }, (_, index) => aMessage(20 - index));
    const { live, operations } = renderPortal({ messages });
    const activity = within(await screen.findByRole('list', { name: 'Latest messages' }));
    expect(activity.getAllByRole('link')).toHaveLength(10);
    expect(activity.getAllByRole('link')[0]).toHaveTextContent('Update 20');
    expect(activity.getAllByRole('link')[0]).toHaveAttribute('href', '/messages?case=101');
    await waitFor(() => expect(operations).toContain('AttorneyPortalMessageAdded'));

    const arriving = aMessage(21, { subject: 'Settlement offer received', isRead: false, caseId: 104 });
    act(() => live.simulateResult({ result: { data: { messageAdded: arriving } } }));

    await waitFor(() => expect(activity.getAllByRole('link')[0]).toHaveTextContent('Settlement offer received'));
    expect(activity.getAllByRole('link')[0]).toHaveTextContent('New');
    expect(activity.getAllByRole('link')).toHaveLength(10);
    expect(activity.queryByText('Update 11')).not.toBeInTheDocument();

    act(() => live.simulateResult({ result: { data: { messageAdded: arriving } } }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(activity.getAllByText('Settlement offer received')).toHaveLength(1);
  });

  it('says when there are no messages yet', async () => {
    renderPortal({ messages: [] });

    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
  });

  it('searches all cases on the server once typing pauses, with View Details and Message per row', async () => {
    const { user, caseRequests } = renderPortal();
    const table = await screen.findByRole('table', { name: 'All cases' });
    expect(within(table).getByText('CASE-2025-120')).toBeInTheDocument();

    await user.type(card('All Cases').getByRole('searchbox', { name: 'Search cases' }), 'lee');

    await waitFor(() => expect(within(table).getByText('CASE-2025-150')).toBeInTheDocument());
    const searches = caseRequests
      .filter((variables) => !(variables.filter as { openOnly?: boolean }).openOnly)
      .map((variables) => (variables.filter as { search?: string }).search);
    expect(searches).toEqual([undefined, 'lee']);
    expect(within(table).getByRole('link', { name: 'View details of CASE-2025-150' })).toHaveAttribute(
      'href',
      '/cases/150',
    );
    expect(within(table).getByRole('link', { name: 'Message about CASE-2025-150' })).toHaveAttribute(
      'href',
      '/messages?case=150',
    );
  });

  it('opens the upload form in a dialog', async () => {
    const { user } = renderPortal();

    await user.click(await screen.findByRole('button', { name: 'Upload Document' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Upload Document' }));
    expect(dialog.getByRole('form', { name: 'Upload document form' })).toBeInTheDocument();
    expect(dialog.getByLabelText(/^Case/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  describe('Export Report', () => {
    let fetchMock: jest.Mock;
    beforeEach(() => {
      fetchMock = jest.fn();
      Object.defineProperty(window, 'fetch', { value: fetchMock, configurable: true, writable: true });
    });
    afterEach(() => {
      jest.restoreAllMocks();
      Reflect.deleteProperty(window, 'fetch');
    });

    function answer(status: number, body: string, headers: Record<string, string> = {}) {
      fetchMock.mockResolvedValue({
        ok: status >= 200 && status < 300,
        status,
        headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
        text: async () => body,
        json: async () => JSON.parse(body),
      });
    }

    it("saves the server's CSV under the server's file name", async () => {
      const saved = spyOnDownloads();
      answer(200, '"Case number","Patient"\r\n"CASE-2025-101","Patient 1"\r\n', {
        'content-disposition': 'attachment; filename="cases-2025-04-02.csv"',
      });
      const { user } = renderPortal();

      await user.click(await screen.findByRole('button', { name: 'Export Report' }));

      await waitFor(() => expect(saved).toHaveLength(1));
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/attorney-portal/cases.csv',
        expect.objectContaining({ credentials: 'same-origin' }),
      );
      expect(saved[0].name).toBe('cases-2025-04-02.csv');
      expect(saved[0].type).toBe('text/csv;charset=utf-8');
      expect(await saved[0].text()).toBe('"Case number","Patient"\r\n"CASE-2025-101","Patient 1"\r\n');
    });

    it("shows the server's refusal instead of saving it", async () => {
      const saved = spyOnDownloads();
      answer(403, JSON.stringify({ success: false, message: 'This page is only accessible to attorneys.' }));
      const { user } = renderPortal();

      await user.click(await screen.findByRole('button', { name: 'Export Report' }));

      const toast = await screen.findByRole('alert');
      expect(toast).toHaveTextContent('Export failed');
      expect(toast).toHaveTextContent('This page is only accessible to attorneys.');
      expect(saved).toHaveLength(0);
      expect(screen.getByRole('button', { name: 'Export Report' })).toBeEnabled();
    });
  });
});

describe('AttorneyPortalPage on a phone', () => {
  onAPhone();

  it('shows all cases as cards of case number, patient and status, with View Details and Message', async () => {
    renderPortal();
    const list = await screen.findByRole('list', { name: 'All cases' });
    expect(screen.queryByRole('table', { name: 'All cases' })).not.toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    const first = within(list).getByRole('listitem', { name: 'CASE-2025-120, Patient 1' });
    expect(within(first).getByText('CASE-2025-120')).toBeInTheDocument();
    expect(
      within(first)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Patient', 'Status']);
    expect(
      within(first)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['Patient 1', 'Active Treatment']);
    expect(within(first).queryByText('Auto Accident')).not.toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'View details of CASE-2025-120' })).toHaveAttribute(
      'href',
      '/cases/120',
    );
    expect(within(first).getByRole('link', { name: 'Message about CASE-2025-120' })).toHaveAttribute(
      'href',
      '/messages?case=120',
    );
  });
});
