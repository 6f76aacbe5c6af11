import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { graphqlError } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/renderWithProviders';
import {
  aMessage,
  markReadMock,
  messagesMock,
  messagingTestClient,
  staffUser,
  type MockMessage,
} from '../test/messageFixtures';
import { MessageList } from './MessageList';
import { MessagesQuery } from './messagesQuery';
import { MARK_READ_DELAY_MS } from './useMarkMessagesRead';

function renderList(mocks: MockLink.MockedResponse[], caseId: number | null = null) {
  const testClient = messagingTestClient(mocks);
  renderWithProviders(<MessageList caseId={caseId} label="Recent messages" />, {
    route: '/messages',
    client: testClient.client,
  });
  return testClient;
}

async function shownSubjects() {
  const list = await screen.findByRole('list', { name: 'Recent messages' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('heading').textContent);
}

const older = aMessage({
  id: 1,
  subject: 'Treatment plan',
  senderId: staffUser.id,
  senderName: 'Maria Lopez',
  senderRole: 'clinic_staff',
  recipientType: 'patient',
  recipientName: 'Alex Rivera',
  sentDate: '2025-03-01T09:00:00Z',
});
const newer = aMessage({ id: 2, subject: 'Police report received', sentDate: '2025-03-05T14:30:00Z' });

function incoming(overrides: Partial<MockMessage> = {}) {
  return aMessage({
    id: 9,
    subject: 'Settlement offer',
    content: 'The insurer offered $18,000.',
    sentDate: new Date().toISOString(),
    isRead: false,
    readByRecipient: false,
    ...overrides,
  });
}

describe('MessageList', () => {
  it('shows each message with subject, sender, recipient, case, patient, time and text', async () => {
    renderList([messagesMock(null, [newer, older])]);

    expect(await shownSubjects()).toEqual(['Police report received', 'Treatment plan']);
    const item = screen.getByRole('listitem', { name: 'Police report received' });
    expect(item).toHaveTextContent('From Sam Harper (Attorney) to Riverside Chiropractic (Clinic)');
    expect(within(item).getByRole('link', { name: 'CASE-2025-001' })).toHaveAttribute('href', '/cases/101');
    expect(item).toHaveTextContent('CASE-2025-001 · Alex Rivera');
    expect(item).toHaveTextContent('We received the police report; it confirms the other driver was at fault.');
    const time = item.querySelector('time');
    expect(time).toHaveAttribute('datetime', '2025-03-05T14:30:00Z');
    expect(time?.textContent).toMatch(/^Mar 5, 2025/);
    expect(screen.getByRole('listitem', { name: 'Treatment plan' })).toHaveTextContent(
      'From Maria Lopez (Clinic Staff) to Alex Rivera (Patient)',
    );
    expect(screen.queryByText('Unread')).not.toBeInTheDocument();
  });

  it('marks unread messages and shows long texts shortened until asked', async () => {
    const user = userEvent.setup();
    const long = 'Visit notes. '.repeat(40).trim();
    renderList([messagesMock(null, [aMessage({ id: 3, isRead: false, content: long })]), markReadMock([3]).mock]);

    const item = await screen.findByRole('listitem', { name: 'Police report received' });
    expect(within(item).getByText('Unread')).toBeInTheDocument();
    expect(item).not.toHaveTextContent(long);
    await user.click(within(item).getByRole('button', { name: 'Show more' }));
    expect(item).toHaveTextContent(long);
    await user.click(within(item).getByRole('button', { name: 'Show less' }));
    expect(item).not.toHaveTextContent(long);
  });

  it('marks the unread messages shown as read in one call after a moment, and then shows them as read', async () => {
    const { mock, calls } = markReadMock([5, 4]);
    renderList([
      messagesMock(null, [
        aMessage({ id: 5, subject: 'First unread', isRead: false }),
        aMessage({ id: 4, subject: 'Second unread', isRead: false }),
        newer,
      ]),
      mock,
    ]);

    await screen.findByRole('listitem', { name: 'First unread' });
    expect(screen.getAllByText('Unread')).toHaveLength(2);
    expect(calls).not.toHaveBeenCalled();

    await waitFor(() => expect(calls).toHaveBeenCalledTimes(1));
    expect(calls).toHaveBeenCalledWith([5, 4]);
    await waitFor(() => expect(screen.queryByText('Unread')).not.toBeInTheDocument());
  });

  it('waits the delay before marking read, and marks nothing while the tab is hidden', async () => {
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    jest.useFakeTimers();
    try {
      const { mock, calls } = markReadMock([5]);
      renderList([messagesMock(null, [aMessage({ id: 5, subject: 'First unread', isRead: false })]), mock]);
      await act(() => jest.advanceTimersByTimeAsync(10));
      expect(screen.getByRole('listitem', { name: 'First unread' })).toBeInTheDocument();

      await act(() => jest.advanceTimersByTimeAsync(MARK_READ_DELAY_MS * 5));
      expect(calls).not.toHaveBeenCalled();

      visibility.mockReturnValue('visible');
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
      await act(() => jest.advanceTimersByTimeAsync(MARK_READ_DELAY_MS - 10));
      expect(calls).not.toHaveBeenCalled();
      await act(() => jest.advanceTimersByTimeAsync(20));
      expect(calls).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
      visibility.mockRestore();
    }
  });

  it('puts a message sent by someone else at the top as it arrives, without asking the server again', async () => {
    const { mock, calls } = markReadMock([9]);
    const listRequests = jest.fn(() => ({ data: messagesMockData() }));
    const { deliver, subscriptions } = renderList([
      { request: { query: MessagesQuery, variables: { caseId: null, first: 20 } }, result: listRequests },
      mock,
    ]);
    expect(await shownSubjects()).toEqual(['Police report received', 'Treatment plan']);
    expect(subscriptions.operation?.variables).toEqual({ caseId: null });

    await deliver(incoming());

    expect(await shownSubjects()).toEqual(['Settlement offer', 'Police report received', 'Treatment plan']);
    const item = screen.getByRole('listitem', { name: 'Settlement offer' });
    expect(within(item).getByText('Unread')).toBeInTheDocument();
    expect(item.querySelector('time')).toHaveTextContent('Just now');
    expect(listRequests).toHaveBeenCalledTimes(1);

    // Shown, so marked read a moment later.
    await waitFor(() => expect(calls).toHaveBeenCalledWith([9]));
    await waitFor(() => expect(within(item).queryByText('Unread')).not.toBeInTheDocument());
  });

  it('shows a message delivered twice only once', async () => {
    const { deliver } = renderList([messagesMock(null, [newer, older]), markReadMock([9]).mock]);
    await shownSubjects();

    await deliver(incoming());
    await deliver(incoming());

    expect(await shownSubjects()).toEqual(['Settlement offer', 'Police report received', 'Treatment plan']);
  });

  it('loads more messages after the shown ones', async () => {
    const user = userEvent.setup();
    renderList([
      messagesMock(null, [newer], { endCursor: 'cursor-1', hasNextPage: true }),
      messagesMock(null, [older], { after: 'cursor-1' }),
    ]);
    expect(await shownSubjects()).toEqual(['Police report received']);

    await user.click(screen.getByRole('button', { name: 'Load more messages' }));

    await waitFor(async () => expect(await shownSubjects()).toEqual(['Police report received', 'Treatment plan']));
    expect(screen.queryByRole('button', { name: 'Load more messages' })).not.toBeInTheDocument();
  });

  it('says when there are no messages yet', async () => {
    renderList([messagesMock(null, [])]);

    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
    expect(screen.getByText('Messages you send and receive appear here.')).toBeInTheDocument();
  });

  it('shows a loading state, then the error with a retry', async () => {
    const user = userEvent.setup();
    renderList([
      {
        request: { query: MessagesQuery, variables: { caseId: null, first: 20 } },
        result: { errors: [graphqlError('Database unavailable', 'INTERNAL_SERVER_ERROR')] },
      },
      messagesMock(null, [newer]),
    ]);

    expect(screen.getByText('Loading messages...')).toBeInTheDocument();
    expect(await screen.findByText('Could not load messages')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await shownSubjects()).toEqual(['Police report received']);
  });
});

function messagesMockData() {
  return {
    messages: {
      __typename: 'MessageConnection',
      nodes: [newer, older],
      pageInfo: { __typename: 'PageInfo', endCursor: null, hasNextPage: false },
    },
  };
}
