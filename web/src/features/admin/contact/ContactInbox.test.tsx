import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { ContactInbox, EMPTY_CONTACT_INBOX } from './ContactInbox';
import { CONTACT_PAGE_SIZE, ContactMessageSetHandledMutation, ContactMessagesQuery } from './contactQueries';

const aMessage = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'ContactMessage' as const,
  id: 7,
  name: 'Marta Ruiz',
  email: 'marta@ruizchiro.example',
  phone: '(973) 555-0142' as string | null,
  practiceName: 'Ruiz Chiropractic' as string | null,
  message: 'Can we see a demo with our attorney partners?',
  handledAt: null as string | null,
  createdAt: '2026-11-20T15:00:00Z',
  ...overrides,
});

function inboxMock(nodes: ReturnType<typeof aMessage>[], openCount: number): MockLink.MockedResponse {
  return {
    request: { query: ContactMessagesQuery, variables: { first: CONTACT_PAGE_SIZE } },
    result: {
      data: {
        contactMessages: {
          __typename: 'ContactMessageConnection',
          nodes,
          pageInfo: { __typename: 'PageInfo', endCursor: null, hasNextPage: false },
          openCount,
        },
      },
    },
  };
}

describe('ContactInbox', () => {
  it('shows each message with who sent it, its text and its state, and the open count', async () => {
    renderWithProviders(<ContactInbox />, { mocks: [inboxMock([aMessage()], 1)] });
    const item = within(await screen.findByRole('listitem', { name: 'Message from Marta Ruiz' }));
    expect(item.getByText('Can we see a demo with our attorney partners?')).toBeInTheDocument();
    expect(item.getByRole('link', { name: 'marta@ruizchiro.example' })).toHaveAttribute(
      'href',
      'mailto:marta@ruizchiro.example',
    );
    expect(item.getByText('Open')).toBeInTheDocument();
    expect(screen.getByText('Contact Messages (1 open)')).toBeInTheDocument();
  });

  it('marks a message handled and shows the new state', async () => {
    const handled = jest.fn(() => ({
      data: { contactMessageSetHandled: { __typename: 'ContactMessage', id: 7, handledAt: '2026-11-22T10:00:00Z' } },
    }));
    renderWithProviders(<ContactInbox />, {
      mocks: [
        inboxMock([aMessage()], 1),
        { request: { query: ContactMessageSetHandledMutation, variables: { id: 7, handled: true } }, result: handled },
        inboxMock([aMessage({ handledAt: '2026-11-22T10:00:00Z' })], 0),
      ],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mark Handled' }));
    expect(await screen.findByRole('button', { name: 'Reopen' })).toBeInTheDocument();
    expect(handled).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Handled')).toBeInTheDocument();
    expect(await screen.findByText('Contact Messages (0 open)')).toBeInTheDocument();
  });

  it('says so when there are no messages', async () => {
    renderWithProviders(<ContactInbox />, { mocks: [inboxMock([], 0)] });
    expect(await screen.findByText(EMPTY_CONTACT_INBOX)).toBeInTheDocument();
  });
});
