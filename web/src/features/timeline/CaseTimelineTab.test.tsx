import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TimelineItemFieldsFragment } from '../../gql/graphql';
import { liveTestClient } from '../../test/liveTestClient';
import { renderWithProviders } from '../../test/renderWithProviders';
import { CaseTimelineTab } from './CaseTimelineTab';
import { CaseTimelineQuery } from './timelineDocuments';
import { mergeTimeline } from './timelineItems';

jest.setTimeout(20_000);

/** An item as the server sends it: the generated fragment type leaves out the __typename the cache needs. */
type ServedItem = TimelineItemFieldsFragment & { __typename: 'TimelineItem' };

const anItem = (overrides: Partial<TimelineItemFieldsFragment> = {}): ServedItem => ({
  __typename: 'TimelineItem',
  id: 'visit:1:booked',
  caseId: 101,
  kind: 'visit',
  event: 'booked',
  sourceId: 1,
  occurredAt: '2026-03-01T10:00:00Z',
  summary: 'Visit booked: Adjustment on Mar 3, 2026 at 10:00 AM',
  actorName: 'Maria Lopez',
  link: '/cases/101?tab=visits',
  ...overrides,
});

const page = (nodes: TimelineItemFieldsFragment[], hasNextPage = false, endCursor: string | null = null) => ({
  data: {
    caseTimeline: {
      __typename: 'TimelineConnection',
      nodes,
      pageInfo: { __typename: 'PageInfo', endCursor, hasNextPage },
    },
  },
});

describe('mergeTimeline', () => {
  it('keeps one copy per id (the live one), only the kinds shown, newest first', () => {
    const older = anItem({
      id: 'billing:5:raised',
      kind: 'billing',
      summary: 'Bill (pending)',
      occurredAt: '2026-03-01T09:00:00Z',
    });
    const moved = { ...older, summary: 'Bill (submitted)' };
    const message = anItem({ id: 'message:2:sent', kind: 'message', occurredAt: '2026-03-02T09:00:00Z' });
    const merged = mergeTimeline([moved, message], [anItem(), older], ['billing', 'visit']);
    expect(merged.map((item) => item.summary)).toEqual([
      'Visit booked: Adjustment on Mar 3, 2026 at 10:00 AM',
      'Bill (submitted)',
    ]);
    expect(mergeTimeline([message], [anItem()], null).map((item) => item.id)).toEqual([
      'message:2:sent',
      'visit:1:booked',
    ]);
  });
});

describe('CaseTimelineTab', () => {
  it('lists the items, filters by kind, loads more and shows new ones live', async () => {
    const first = anItem();
    const second = anItem({
      id: 'note:4:signed',
      kind: 'note',
      summary: 'Treatment note signed and released to the case',
      occurredAt: '2026-02-01T10:00:00Z',
      link: '/notes/4',
    });
    const live = liveTestClient([
      {
        request: { query: CaseTimelineQuery, variables: { caseId: 101, kinds: null, first: 25 } },
        result: page([first], true, 'c1'),
      },
      {
        request: { query: CaseTimelineQuery, variables: { caseId: 101, kinds: null, first: 25, after: 'c1' } },
        result: page([second]),
      },
      {
        request: { query: CaseTimelineQuery, variables: { caseId: 101, kinds: ['message'], first: 25 } },
        result: page([]),
      },
    ]);
    renderWithProviders(<CaseTimelineTab caseId={101} />, { route: '/cases/101?tab=timeline', client: live.client });
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Case timeline' });
    expect(within(list).getByRole('link', { name: first.summary })).toHaveAttribute('href', '/cases/101?tab=visits');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: second.summary })).toHaveAttribute('href', '/notes/4');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    await live.deliver({
      caseActivity: {
        __typename: 'CaseActivity',
        caseId: 101,
        items: [
          anItem({
            id: 'message:9:sent',
            kind: 'message',
            summary: 'Message: Records are ready',
            occurredAt: '2026-03-05T10:00:00Z',
            link: '/messages?case=101',
          }),
        ],
      },
    });
    const items = await screen.findAllByTestId('timeline-item');
    expect(items[0]).toHaveTextContent('Message: Records are ready');

    await user.click(screen.getByRole('button', { name: 'Messages' }));
    expect(await screen.findByText('Message: Records are ready')).toBeInTheDocument();
    expect(screen.queryByText(first.summary)).not.toBeInTheDocument();
  });

  it('says so when nothing has happened yet, and when the timeline cannot load', async () => {
    const live = liveTestClient([
      { request: { query: CaseTimelineQuery, variables: { caseId: 7, kinds: null, first: 25 } }, result: page([]) },
    ]);
    renderWithProviders(<CaseTimelineTab caseId={7} />, { client: live.client });
    expect(await screen.findByText('Nothing on this case yet')).toBeInTheDocument();
  });
});
