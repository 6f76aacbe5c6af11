import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { caseOptionMock, caseOptionsMock } from '../../cases/test/caseOptionFixtures';
import { MessagesMarkAllReadMutation } from '../filters/useMarkAllRead';
import { MessagesQuery } from '../list/messagesQuery';
import MessagesPage from '../MessagesPage';
import {
  aConversation,
  aMessage,
  conversationsMock,
  messagesMock,
  messagesPage,
  markReadMock,
  messagingTestClient,
  staffUser,
  unreadCountMock,
} from '../test/messageFixtures';

jest.setTimeout(20_000);

const everyCase = { ...messagesMock(null, [aMessage({ id: 2 })]), maxUsageCount: Number.POSITIVE_INFINITY };

function render(mocks: MockLink.MockedResponse[], route = '/messages') {
  const testClient = messagingTestClient([everyCase, caseOptionsMock, ...mocks], staffUser);
  renderWithProviders(<MessagesPage />, { route, client: testClient.client });
  return { ...testClient, user: userEvent.setup() };
}

const location = () => screen.getByTestId('location').textContent;

function filteredMessages(filter: Record<string, unknown>, nodes: ReturnType<typeof aMessage>[]) {
  return {
    request: { query: MessagesQuery, variables: { caseId: null, first: 20, filter } },
    result: { data: messagesPage(nodes) },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

describe('Secure Messaging conversations', () => {
  it('lists conversations by case with their unread counts, and opens one as a thread with a reply box', async () => {
    const conversations = conversationsMock(null, [
      aConversation({ caseId: 101, unreadCount: 2, lastSubject: 'Re: Police report', lastSenderName: 'Maria Lopez' }),
      aConversation({ caseId: 102, caseNumber: 'CASE-2025-002', patientName: 'Jordan Lee', messageCount: 1 }),
    ]);
    const thread = [
      aMessage({ id: 13, subject: 'Billing question', sentDate: '2025-03-05T15:00:00Z' }),
      aMessage({ id: 12, subject: 'Re: Police report', parentMessageId: 11, sentDate: '2025-03-05T14:40:00Z' }),
      aMessage({ id: 11, subject: 'Police report', sentDate: '2025-03-05T14:30:00Z' }),
    ];
    const { user } = render([conversations.mock, messagesMock(101, thread), caseOptionMock(101)]);

    const list = await screen.findByRole('list', { name: 'Conversations' });
    const items = within(list).getAllByRole('link');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^CASE-2025-001 · Alex Rivera.*Maria Lopez: Re: Police report2 unread$/),
      expect.stringMatching(/^CASE-2025-002 · Jordan Lee.*1 message$/),
    ]);

    await user.click(items[0]);
    expect(location()).toBe('/messages?case=101');
    expect(await screen.findByRole('heading', { name: 'Conversation: CASE-2025-001' })).toBeInTheDocument();
    const messages = await screen.findByRole('list', { name: 'Conversation messages' });
    const subjects = within(messages)
      .getAllByRole('listitem')
      .map((item) => within(item).getByRole('heading').textContent);
    expect(subjects).toEqual(['Police report', 'Re: Police report', 'Billing question']);
    expect(
      within(within(messages).getAllByRole('listitem')[1]).getByText(/In reply to “Police report” from Sam Harper/),
    ).toBeInTheDocument();
    expect(within(list).getAllByRole('link')[0]).toHaveAttribute('aria-current', 'true');

    // The reply box writes on this case (no case picker) and answers the message chosen.
    const form = within(screen.getByRole('form', { name: 'Compose message form' }));
    expect(form.queryByRole('combobox', { name: /^Case/ })).not.toBeInTheDocument();
    await user.click(within(messages).getByRole('button', { name: 'Reply to Billing question' }));
    expect(form.getByText(/Replying to “Billing question”/)).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: /^Subject/ })).toHaveValue('Re: Billing question');

    await user.click(screen.getByRole('link', { name: 'All conversations' }));
    expect(location()).toBe('/messages');
    expect(await screen.findByRole('heading', { name: 'Recent Messages' })).toBeInTheDocument();
  });

  it('filters to unread from the switch, into the address and to the server', async () => {
    const all = conversationsMock(null, [aConversation()]);
    const unread = conversationsMock({ unread: true }, [aConversation({ unreadCount: 1 })]);
    const { user } = render([
      all.mock,
      unread.mock,
      filteredMessages({ unread: true }, [aMessage({ id: 5, subject: 'Unread one' })]),
    ]);
    await screen.findByRole('list', { name: 'Conversations' });

    await user.click(screen.getByRole('switch', { name: 'Unread only' }));

    expect(location()).toBe('/messages?unread=1');
    await waitFor(() => expect(unread.requests).toHaveBeenCalled());
    expect(await screen.findByRole('heading', { name: 'Unread one' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Unread only' })).toBeChecked();
  });

  it('searches on the server with the filters of the address, and says when nothing matches', async () => {
    const searched = conversationsMock({ unread: true, search: 'mri' }, []);
    render([searched.mock, filteredMessages({ unread: true, search: 'mri' }, [])], '/messages?unread=1&q=mri');

    expect(await screen.findByText('No conversations match')).toBeInTheDocument();
    expect(await screen.findByText('No messages match')).toBeInTheDocument();
    expect(searched.requests).toHaveBeenCalled();
    expect(screen.getByRole('searchbox', { name: 'Search messages' })).toHaveValue('mri');
  });

  it('marks all read on the server and says how many', async () => {
    const calls = jest.fn();
    const markAll: MockLink.MockedResponse = {
      request: { query: MessagesMarkAllReadMutation },
      result: () => {
        calls();
        return { data: { messagesMarkAllRead: 3 } };
      },
    };
    const { user } = render([conversationsMock(null, [aConversation({ unreadCount: 3 })]).mock, markAll]);
    await screen.findByRole('list', { name: 'Conversations' });

    await user.click(screen.getByRole('button', { name: 'Mark all read' }));

    expect(await screen.findByText('Marked 3 messages as read')).toBeInTheDocument();
    expect(calls).toHaveBeenCalledTimes(1);
  });

  it('lowers the unread count of a conversation read on screen, and keeps it listed under Unread only', async () => {
    const unreadOnly = conversationsMock({ unread: true }, [aConversation({ caseId: 101, unreadCount: 1 })]);
    const markRead = markReadMock([21]);
    render(
      [
        unreadOnly.mock,
        messagesMock(101, [aMessage({ id: 21, subject: 'Settlement offer', isRead: false })]),
        caseOptionMock(101),
        markRead.mock,
        unreadCountMock(0).mock,
      ],
      '/messages?unread=1&case=101',
    );
    const list = await screen.findByRole('list', { name: 'Conversations' });
    expect(await within(list).findByText('1 unread')).toBeInTheDocument();

    await waitFor(() => expect(markRead.calls).toHaveBeenCalledWith([21]), { timeout: 3000 });
    await waitFor(() => expect(within(list).queryByText('1 unread')).not.toBeInTheDocument());
    expect(within(list).getByRole('link', { name: /^CASE-2025-001 · Alex Rivera/ })).toHaveTextContent('3 messages');
    expect(unreadOnly.requests).toHaveBeenCalledTimes(1);
  });

  it('says Case Not Found for a conversation the user cannot reach', async () => {
    render([conversationsMock(null, []).mock, caseOptionMock(999)], '/messages?case=999');
    expect(await screen.findByText('Case Not Found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All conversations' })).toHaveAttribute('href', '/messages');
  });
});
