import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { graphqlError } from '../../test/fixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { CaseMessagesTab } from './CaseMessagesTab';
import { MessageSendMutation } from './compose/useSendMessage';
import { aMessage, markReadMock, messagesMock, messagingTestClient, staffUser } from './test/messageFixtures';

jest.setTimeout(20_000);

const caseMessage = aMessage({ id: 2, subject: 'Police report received' });

async function renderTab(mocks: MockLink.MockedResponse[]) {
  const testClient = messagingTestClient([messagesMock(101, [caseMessage]), ...mocks]);
  renderWithProviders(<CaseMessagesTab caseId={101} />, {
    route: '/cases/101?tab=messages',
    client: testClient.client,
  });
  await screen.findByRole('form', { name: 'Compose message form' });
  return { ...testClient, user: userEvent.setup() };
}

function form() {
  return within(screen.getByRole('form', { name: 'Compose message form' }));
}

async function caseSubjects() {
  const list = await screen.findByRole('list', { name: 'Case messages' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('heading').textContent);
}

function sendMock(answer: MockLink.MockedResponse['result']) {
  const result = jest.fn(() => answer);
  const mock: MockLink.MockedResponse = {
    request: {
      query: MessageSendMutation,
      variables: {
        input: {
          caseId: 101,
          recipientType: 'attorney',
          subject: 'Next visit',
          content: 'Your next visit is on Monday at 9.',
          parentMessageId: null,
        },
      },
    },
    result: result as MockLink.MockedResponse['result'],
  };
  return { mock, result };
}

async function writeAndSend(user: ReturnType<typeof userEvent.setup>) {
  await user.click(form().getByRole('textbox', { name: /^Subject/ }));
  await user.paste('Next visit');
  await user.click(form().getByRole('textbox', { name: /^Message/ }));
  await user.paste('Your next visit is on Monday at 9.');
  await user.click(form().getByRole('button', { name: 'Send Message' }));
}

describe('CaseMessagesTab', () => {
  it("lists the case's messages live, with a compose form for the case and a link to Secure Messaging", async () => {
    const { subscriptions } = await renderTab([]);

    expect(await caseSubjects()).toEqual(['Police report received']);
    expect(screen.getByRole('link', { name: 'Open in Secure Messaging' })).toHaveAttribute(
      'href',
      '/messages?case=101',
    );
    expect(form().queryByRole('combobox', { name: /^Case/ })).not.toBeInTheDocument();
    expect(form().getByRole('combobox', { name: /^Recipient Type/ })).toHaveTextContent('Attorney');
    expect(form().getByRole('textbox', { name: /^Subject/ })).toBeInTheDocument();
    expect(form().getByRole('textbox', { name: /^Message/ })).toHaveAttribute('rows', '5');
    // One case's list: the case is not repeated on every message.
    expect(screen.queryByRole('link', { name: 'CASE-2025-001' })).not.toBeInTheDocument();
    expect(subscriptions.operation?.variables).toEqual({ caseId: 101 });
  });

  it('shows a new message of the case as it arrives', async () => {
    const { deliver } = await renderTab([markReadMock([7]).mock]);
    await caseSubjects();

    await deliver(
      aMessage({
        id: 7,
        subject: 'Lien letter',
        isRead: false,
        readByRecipient: false,
        sentDate: new Date().toISOString(),
      }),
    );

    expect(await caseSubjects()).toEqual(['Lien letter', 'Police report received']);
  });

  it('sends a message about this case and shows it in the list', async () => {
    const sent = aMessage({
      id: 12,
      subject: 'Next visit',
      content: 'Your next visit is on Monday at 9.',
      senderId: staffUser.id,
      senderName: 'Maria Lopez',
      senderRole: 'clinic_staff',
      recipientType: 'patient',
      recipientName: 'Alex Rivera',
      sentDate: new Date().toISOString(),
    });
    const { mock, result } = sendMock({ data: { messageSend: sent } });
    const { user } = await renderTab([mock]);

    await writeAndSend(user);

    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
    expect(result).toHaveBeenCalledTimes(1);
    expect(await caseSubjects()).toEqual(['Next visit', 'Police report received']);
    await waitFor(() => expect(form().getByRole('textbox', { name: /^Subject/ })).toHaveValue(''));
  });

  it('puts a refusal about the case itself, which has no field here, into the failure toast', async () => {
    const { mock } = sendMock({
      errors: [
        graphqlError('Invalid message', 'BAD_USER_INPUT', {
          fieldErrors: [{ field: 'caseId', message: 'Case not found' }],
        }),
      ],
    });
    const { user } = await renderTab([mock]);

    await writeAndSend(user);

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Error sending message. Please try again.');
    expect(toast).toHaveTextContent('Case not found');
  });
});
