import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { NotificationDigestRunNowMutation, OutboundEmailTab, OutboundEmailsQuery } from './OutboundEmailTab';

const anEmail = (id: number, subject: string, kind = 'notification') => ({
  __typename: 'OutboundEmail' as const,
  id,
  kind,
  toAddress: 'attorney@harper-law.demo',
  subject,
  bodyText: `Hello,\n\n${subject} in Casebridge. Sign in to see it:\n\nhttp://localhost/cases/1?tab=messages`,
  createdAt: '2025-03-05T14:30:00Z',
  sentAt: null,
  lastError: 'Email is not configured on this server (SMTP_URL and MAIL_FROM)',
});

const page = (nodes: ReturnType<typeof anEmail>[]) => ({
  outboundEmails: {
    __typename: 'OutboundEmailConnection' as const,
    nodes,
    pageInfo: { __typename: 'PageInfo' as const, endCursor: null, hasNextPage: false },
  },
});

describe('OutboundEmailTab', () => {
  it('lists recorded e-mails and runs the digest on demand', async () => {
    const ran = jest.fn();
    renderWithProviders(<OutboundEmailTab />, {
      mocks: [
        {
          request: { query: OutboundEmailsQuery, variables: { first: 20, after: null } },
          result: { data: page([anEmail(1, 'You have a new message on a case')]) },
        },
        {
          request: { query: NotificationDigestRunNowMutation },
          result: () => {
            ran();
            return {
              data: { notificationDigestRunNow: { __typename: 'NotificationDigestRun', emails: 1, notifications: 2 } },
            };
          },
        },
        {
          request: { query: OutboundEmailsQuery, variables: { first: 20, after: null } },
          result: {
            data: page([
              anEmail(2, 'Your Casebridge daily summary: 2 new notifications', 'notification_digest'),
              anEmail(1, 'You have a new message on a case'),
            ]),
          },
        },
      ],
    });
    const list = await screen.findByRole('list', { name: 'Outbound e-mails' });
    const item = within(list).getByRole('listitem', { name: 'You have a new message on a case' });
    expect(within(item).getByText('Not sent')).toBeInTheDocument();
    expect(within(item).getByText(/To attorney@harper-law.demo/)).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Run daily digest now' }));
    await waitFor(() => expect(ran).toHaveBeenCalledTimes(1));
    expect(await screen.findByText(/Daily digest: 1 e-mail\(s\) for 2 notification\(s\)/)).toBeInTheDocument();
    expect(
      await within(list).findByRole('listitem', { name: 'Your Casebridge daily summary: 2 new notifications' }),
    ).toBeInTheDocument();
  });
});
