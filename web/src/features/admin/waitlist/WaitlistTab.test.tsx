import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { spyOnDownloads } from '../../../components/DataTable/test/downloadSpy';
import { todayLocalDate } from '../../../lib/localDate';
import { graphqlError } from '../../../test/fixtures';
import { onAPhone } from '../../../test/phoneViewport';
import { renderWithProviders } from '../../../test/renderWithProviders';
import {
  anEntry,
  entriesMock,
  pendingContactInboxMock,
  statsMock,
  twoEntries,
  type Stats,
} from './test/waitlistFixtures';
import { WaitlistEntryDeleteMutation } from './useDeleteWaitlistEntry';
import { WaitlistEntrySetContactedMutation } from './useSetWaitlistContacted';
import { WaitlistTab } from './WaitlistTab';

const initialStats: Stats = { total: 2, contacted: 1, pending: 1, lastSevenDays: 1 };

function renderTab(mocks: MockLink.MockedResponse[]) {
  renderWithProviders(<WaitlistTab />, { route: '/admin?tab=waitlist', mocks: [...mocks, pendingContactInboxMock] });
  return userEvent.setup();
}

function renderWithEntries(extraMocks: MockLink.MockedResponse[] = [], ...stats: Stats[]) {
  const entries = entriesMock(() => ({ nodes: twoEntries }));
  const statsAnswers = statsMock(...(stats.length ? stats : [initialStats]));
  const user = renderTab([entries.mock, statsAnswers.mock, ...extraMocks]);
  return { user, entries, stats: statsAnswers };
}

function entryRows() {
  return within(screen.getByRole('table', { name: 'Waitlist entries' }))
    .getAllByRole('row')
    .slice(1);
}

function rowOf(name: string) {
  const row = entryRows().find((candidate) =>
    within(candidate).queryByRole('rowheader', { name: new RegExp(`^${name}`) }),
  );
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
}

/** The line above the table saying how many entries are shown. */
function listSummary() {
  return screen.getByText(/^Showing|matching/);
}

/** The figure of a stats card (the card's first paragraph). */
function statFigure(label: string) {
  return screen.getByRole('region', { name: label }).querySelector('p')?.textContent;
}

describe('WaitlistTab', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the stats cards and one row per entry with every column', async () => {
    renderWithEntries();

    expect(await screen.findByRole('rowheader', { name: /^Dana Whitfield/ })).toBeInTheDocument();
    expect(statFigure('Total Signups')).toBe('2');
    expect(statFigure('Contacted')).toBe('1');
    expect(statFigure('Pending')).toBe('1');
    expect(statFigure('Last 7 Days')).toBe('1');

    const headers = within(screen.getByRole('table', { name: 'Waitlist entries' }))
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'Name',
      'Practice',
      'State',
      'PI Cases/Mo',
      'Attorney Referral',
      'Notes',
      'Joined',
      'Status',
      'Actions',
    ]);
    expect(entryRows()).toHaveLength(2);
    expect(listSummary()).toHaveTextContent('Showing 2 of 2 entries');

    const dana = rowOf('Dana Whitfield');
    expect(dana.getByRole('link', { name: 'dana@whitfieldchiro.example' })).toHaveAttribute(
      'href',
      'mailto:dana@whitfieldchiro.example',
    );
    expect(dana.getByText('Whitfield Chiropractic')).toBeInTheDocument();
    expect(dana.getByText('NJ')).toBeInTheDocument();
    expect(dana.getByText('25-50')).toBeInTheDocument();
    expect(dana.getByText('Harper Law')).toBeInTheDocument();
    expect(dana.getByText('No notes')).toBeInTheDocument();
    expect(dana.getByText('Mar 5, 2025')).toBeInTheDocument();
    expect(dana.getByText('Pending')).toBeInTheDocument();
    expect(dana.getByRole('button', { name: 'Mark Contacted' })).toBeInTheDocument();

    const luis = rowOf('Luis Ortega');
    expect(luis.getByText('Other')).toBeInTheDocument();
    expect(luis.queryByText('other')).not.toBeInTheDocument();
    expect(luis.getByText('100+')).toBeInTheDocument();
    expect(luis.getByText('None')).toBeInTheDocument();
    expect(luis.getByText('Called on Monday, wants a demo')).toBeInTheDocument();
    expect(luis.getByText('Contacted')).toBeInTheDocument();
    expect(luis.getByRole('button', { name: 'Mark Pending' })).toBeInTheDocument();
  });

  it('says so when nobody has joined yet', async () => {
    const entries = entriesMock(() => ({ nodes: [] }));
    renderTab([entries.mock, statsMock({ total: 0, contacted: 0, pending: 0, lastSevenDays: 0 }).mock]);

    expect(await screen.findByText('No waitlist entries yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Waitlist entries' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
    expect(statFigure('Total Signups')).toBe('0');
  });

  it('searches on the server once typing pauses, not on every keystroke', async () => {
    const entries = entriesMock(({ search }) => ({
      nodes: search === 'ortega' ? [twoEntries[1]] : twoEntries,
    }));
    const user = renderTab([entries.mock, statsMock(initialStats).mock]);
    await screen.findByRole('rowheader', { name: /^Dana Whitfield/ });

    await user.type(screen.getByRole('searchbox', { name: 'Search the waitlist' }), 'ortega');

    await waitFor(() => expect(screen.queryByRole('rowheader', { name: /^Dana Whitfield/ })).not.toBeInTheDocument());
    expect(entryRows()).toHaveLength(1);
    expect(listSummary()).toHaveTextContent('1 entry matching "ortega"');
    expect(entries.requests.map((variables) => variables.search)).toEqual([null, 'ortega']);
    expect(entries.requests[1]).toEqual({ search: 'ortega', first: 25 });
  });

  it('loads the next page after the last entry shown', async () => {
    const entries = entriesMock(({ after }) =>
      after === 'cursor-1'
        ? { nodes: [twoEntries[1]], totalCount: 2 }
        : { nodes: [twoEntries[0]], totalCount: 2, endCursor: 'cursor-1', hasNextPage: true },
    );
    const user = renderTab([entries.mock, statsMock(initialStats).mock]);

    await user.click(await screen.findByRole('button', { name: 'Load more waitlist entries' }));

    expect(await screen.findByRole('rowheader', { name: /^Luis Ortega/ })).toBeInTheDocument();
    expect(entryRows()).toHaveLength(2);
    expect(entries.requests.at(-1)).toEqual({ search: null, first: 25, after: 'cursor-1' });
    expect(screen.queryByRole('button', { name: /Load more/ })).not.toBeInTheDocument();
  });

  it('marks an entry contacted: the mutation runs, the chip and button change and the stats follow', async () => {
    const contacted = jest.fn(() => ({
      data: { waitlistEntrySetContacted: { __typename: 'WaitlistEntry', id: 41, isContacted: true } },
    }));
    const { user, stats } = renderWithEntries(
      [
        {
          request: { query: WaitlistEntrySetContactedMutation, variables: { id: 41, isContacted: true } },
          result: contacted,
        },
      ],
      initialStats,
      { total: 2, contacted: 2, pending: 0, lastSevenDays: 1 },
    );
    await screen.findByRole('rowheader', { name: /^Dana Whitfield/ });
    expect(rowOf('Dana Whitfield').getByText('Pending')).toBeInTheDocument();

    await user.click(rowOf('Dana Whitfield').getByRole('button', { name: 'Mark Contacted' }));

    expect(await screen.findByText('Dana Whitfield is now contacted.')).toBeInTheDocument();
    expect(contacted).toHaveBeenCalledTimes(1);
    const dana = rowOf('Dana Whitfield');
    expect(dana.getByText('Contacted')).toBeInTheDocument();
    expect(dana.queryByText('Pending')).not.toBeInTheDocument();
    expect(dana.getByRole('button', { name: 'Mark Pending' })).toBeEnabled();
    await waitFor(() => expect(statFigure('Contacted')).toBe('2'));
    expect(statFigure('Pending')).toBe('0');
    expect(stats.asked()).toBe(2);
  });

  it('keeps the status and says why when marking is refused', async () => {
    const { user } = renderWithEntries([
      {
        request: { query: WaitlistEntrySetContactedMutation, variables: { id: 41, isContacted: true } },
        result: { errors: [graphqlError('Waitlist entry not found', 'NOT_FOUND')] },
      },
    ]);

    await user.click(
      within(await screen.findByRole('row', { name: /Dana Whitfield/ })).getByRole('button', {
        name: 'Mark Contacted',
      }),
    );

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Failed to update the waitlist entry: Waitlist entry not found');
    expect(rowOf('Dana Whitfield').getByText('Pending')).toBeInTheDocument();
  });

  it('asks the exact confirmation before deleting, and deletes nothing on Cancel', async () => {
    const deleted = jest.fn(() => ({ data: { waitlistEntryDelete: 41 } }));
    const { user } = renderWithEntries([
      { request: { query: WaitlistEntryDeleteMutation, variables: { id: 41 } }, result: deleted },
    ]);
    await screen.findByRole('rowheader', { name: /^Dana Whitfield/ });

    await user.click(rowOf('Dana Whitfield').getByRole('button', { name: 'Delete' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Delete waitlist entry' }));
    expect(dialog.getByText('Are you sure you want to delete this waitlist entry?')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleted).not.toHaveBeenCalled();
    expect(entryRows()).toHaveLength(2);
  });

  it('deletes after confirmation: the row leaves, the count and the stats follow', async () => {
    const deleted = jest.fn(() => ({ data: { waitlistEntryDelete: 41 } }));
    const { user } = renderWithEntries(
      [{ request: { query: WaitlistEntryDeleteMutation, variables: { id: 41 } }, result: deleted }],
      initialStats,
      { total: 1, contacted: 1, pending: 0, lastSevenDays: 0 },
    );
    await screen.findByRole('rowheader', { name: /^Dana Whitfield/ });

    await user.click(rowOf('Dana Whitfield').getByRole('button', { name: 'Delete' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Delete waitlist entry' }));
    expect(dialog.getByText('Are you sure you want to delete this waitlist entry?')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Delete' }));

    expect(
      await screen.findByText('Dana Whitfield (dana@whitfieldchiro.example) was removed from the waitlist.'),
    ).toBeInTheDocument();
    expect(deleted).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(entryRows()).toHaveLength(1));
    expect(screen.queryByRole('rowheader', { name: /^Dana Whitfield/ })).not.toBeInTheDocument();
    expect(listSummary()).toHaveTextContent('Showing 1 of 1 entry');
    await waitFor(() => expect(statFigure('Total Signups')).toBe('1'));
    expect(statFigure('Pending')).toBe('0');
  });

  describe('Export Data', () => {
    let fetchMock: jest.Mock;
    beforeEach(() => {
      fetchMock = jest.fn();
      Object.defineProperty(window, 'fetch', { value: fetchMock, configurable: true, writable: true });
    });
    afterEach(() => Reflect.deleteProperty(window, 'fetch'));

    function answer(status: number, body: unknown) {
      fetchMock.mockResolvedValue({ ok: status >= 200 && status < 300, status, json: async () => body });
    }

    it('downloads every entry from the REST list as pretty JSON named waitlist-YYYY-MM-DD.json', async () => {
      const saved = spyOnDownloads();
      const everyEntry = [...twoEntries, anEntry({ id: 12, name: 'Not On This Page', email: 'older@example.com' })].map(
        ({ __typename: _typename, ...entry }) => entry,
      );
      answer(200, { success: true, data: everyEntry });
      const { user } = renderWithEntries();

      await user.click(await screen.findByRole('button', { name: 'Export Data' }));

      await waitFor(() => expect(saved).toHaveLength(1));
      expect(fetchMock).toHaveBeenCalledWith(
        '/superadmin/api/waitlist',
        expect.objectContaining({ credentials: 'same-origin' }),
      );
      expect(saved[0].name).toMatch(/^waitlist-\d{4}-\d{2}-\d{2}\.json$/);
      expect(saved[0].name).toBe(`waitlist-${todayLocalDate()}.json`);
      expect(saved[0].type).toBe('application/json');
      const text = await saved[0].text();
      expect(JSON.parse(text)).toEqual(everyEntry);
      expect(text).toContain('[\n  {\n    "id": 41,\n    "name": "Dana Whitfield",');
      expect(await screen.findByText(`3 entries saved to waitlist-${todayLocalDate()}.json.`)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Export Data' })).toBeEnabled();
    });

    it("shows the server's refusal instead of saving a file", async () => {
      const saved = spyOnDownloads();
      answer(403, { success: false, message: 'Complete the second sign-in step first' });
      const { user } = renderWithEntries();

      await user.click(await screen.findByRole('button', { name: 'Export Data' }));

      const toast = await screen.findByRole('alert');
      expect(toast).toHaveTextContent('Export failed');
      expect(toast).toHaveTextContent('Complete the second sign-in step first');
      expect(saved).toHaveLength(0);
    });
  });
});

describe('WaitlistTab on a phone', () => {
  onAPhone();

  it('shows one card per entry with email, practice, state, notes, status and the actions', async () => {
    const user = renderWithEntries().user;
    const list = await screen.findByRole('list', { name: 'Waitlist entries' });
    expect(screen.queryByRole('table', { name: 'Waitlist entries' })).not.toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    const card = within(within(list).getByRole('listitem', { name: 'Luis Ortega' }));
    expect(card.getAllByRole('term').map((term) => term.textContent)).toEqual(['Practice', 'State', 'Notes', 'Status']);
    expect(card.getByRole('link', { name: 'luis@ortegaspine.example' })).toHaveAttribute(
      'href',
      'mailto:luis@ortegaspine.example',
    );
    for (const text of ['Ortega Spine & Rehab', 'Other', 'Called on Monday, wants a demo', 'Contacted'])
      expect(card.getByText(text, { exact: true })).toBeInTheDocument();
    expect(card.queryByText('100+')).not.toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Mark Pending' })).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Delete' })).toBeInTheDocument();

    await user.click(card.getByRole('button', { name: 'Edit notes' }));
    expect(card.getByRole('textbox', { name: 'Notes on Luis Ortega' })).toHaveValue('Called on Monday, wants a demo');
  });
});
