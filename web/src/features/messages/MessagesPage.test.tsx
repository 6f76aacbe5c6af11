import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { graphqlError } from '../../test/fixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { MessageSendMutation } from './compose/useSendMessage';
import MessagesPage from './MessagesPage';
import {
  aMessage,
  attorneyUser,
  conversationsMock,
  messagesMock,
  messagingTestClient,
  staffUser,
} from './test/messageFixtures';
import { caseOptionMock, caseOptionsMock } from '../cases/test/caseOptionFixtures';

// Whole form flows through MUI pickers take a few seconds in jsdom; allow for a busy machine.
jest.setTimeout(20_000);

const fromAttorney = aMessage({ id: 2, subject: 'Police report received' });

function sendMock(input: Record<string, unknown>, answer: MockLink.MockedResponse['result']) {
  const result = jest.fn(() => answer);
  const mock: MockLink.MockedResponse = {
    request: { query: MessageSendMutation, variables: { input } },
    result: result as MockLink.MockedResponse['result'],
  };
  return { mock, result };
}

async function renderPage(mocks: MockLink.MockedResponse[], { route = '/messages', user = staffUser } = {}) {
  const testClient = messagingTestClient(
    [messagesMock(null, [fromAttorney]), conversationsMock(null, []).mock, caseOptionsMock, ...mocks],
    user,
  );
  renderWithProviders(<MessagesPage />, { route, client: testClient.client });
  await screen.findByRole('form', { name: 'Compose message form' });
  return { ...testClient, user: userEvent.setup() };
}

function form() {
  return within(screen.getByRole('form', { name: 'Compose message form' }));
}

async function chooseCase(user: ReturnType<typeof userEvent.setup>, search: string, option: string) {
  await user.click(form().getByRole('combobox', { name: /^Case/ }));
  await user.keyboard(search);
  await user.click(await screen.findByRole('option', { name: new RegExp(option) }));
}

async function chooseRecipient(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(form().getByRole('combobox', { name: /^Recipient Type/ }));
  await user.click(screen.getByRole('option', { name: label }));
}

async function write(user: ReturnType<typeof userEvent.setup>, subject: string, content: string) {
  await user.click(form().getByRole('textbox', { name: /^Subject/ }));
  await user.paste(subject);
  await user.click(form().getByRole('textbox', { name: /^Message/ }));
  await user.paste(content);
}

async function recentSubjects() {
  const list = await screen.findByRole('list', { name: 'Recent messages' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('heading').textContent);
}

const sentToAttorney = aMessage({
  id: 31,
  subject: 'MRI results',
  content: 'The MRI shows a herniated disc at L4-L5.',
  senderId: staffUser.id,
  senderName: 'Maria Lopez',
  senderRole: 'clinic_staff',
  recipientType: 'attorney',
  recipientName: 'Sam Harper',
  sentDate: new Date().toISOString(),
  isRead: true,
  readByRecipient: false,
});

describe('MessagesPage', () => {
  it('shows the compose form and the recent messages', async () => {
    await renderPage([]);

    expect(screen.getByRole('heading', { level: 1, name: 'Secure Messaging' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'New Message' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Recent Messages' })).toBeInTheDocument();
    expect(await recentSubjects()).toEqual(['Police report received']);
    expect(form().getByRole('combobox', { name: /^Recipient Type/ })).toHaveTextContent('Attorney');
    expect(form().getByRole('textbox', { name: /^Message/ })).toHaveAttribute('rows', '5');
  });

  it('offers only who a message reaches: the attorney, the patient (in the portal) and the clinic team (not the insurer)', async () => {
    const { user } = await renderPage([]);

    await user.click(form().getByRole('combobox', { name: /^Recipient Type/ }));

    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Attorney',
      'Patient',
      'Internal',
    ]);
    await user.click(screen.getByRole('option', { name: 'Patient' }));
    expect(form().getByText(/The patient reads it in the patient portal, once invited/)).toBeInTheDocument();
    await user.click(form().getByRole('combobox', { name: /^Recipient Type/ }));
    await user.click(screen.getByRole('option', { name: 'Internal' }));
    expect(form().getByText("Only your clinic's team can read internal messages.")).toBeInTheDocument();
  });

  it('requires a case, a subject and a message, and sends nothing without them', async () => {
    const anySend = jest.fn(() => true);
    const { user } = await renderPage([
      { request: { query: MessageSendMutation, variables: anySend }, result: { data: null } },
    ]);

    await user.click(form().getByRole('button', { name: 'Send Message' }));

    expect(await form().findByText('Case is required')).toBeInTheDocument();
    expect(form().getByText('Subject is required')).toBeInTheDocument();
    expect(form().getByText('Message is required')).toBeInTheDocument();

    await user.click(form().getByRole('textbox', { name: /^Subject/ }));
    await user.paste('   ');
    await user.click(form().getByRole('button', { name: 'Send Message' }));
    expect(form().getByText('Subject is required')).toBeInTheDocument();
    expect(anySend).not.toHaveBeenCalled();
  });

  it('sends the message, says so, clears subject and message, and shows it once in Recent Messages', async () => {
    const { mock, result } = sendMock(
      {
        caseId: 101,
        recipientType: 'attorney',
        subject: 'MRI results',
        content: 'The MRI shows a herniated disc at L4-L5.',
        parentMessageId: null,
      },
      { data: { messageSend: sentToAttorney } },
    );
    const { user, deliver } = await renderPage([mock]);

    await chooseCase(user, 'Rivera', 'CASE-2025-001');
    await chooseRecipient(user, 'Attorney');
    await write(user, ' MRI results ', 'The MRI shows a herniated disc at L4-L5.');
    await user.click(form().getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
    expect(result).toHaveBeenCalledTimes(1);
    expect(await recentSubjects()).toEqual(['MRI results', 'Police report received']);
    expect(form().getByRole('textbox', { name: /^Subject/ })).toHaveValue('');
    expect(form().getByRole('textbox', { name: /^Message/ })).toHaveValue('');
    expect(form().getByRole('combobox', { name: /^Case/ })).toHaveValue('CASE-2025-001 · Alex Rivera');
    expect(form().getByRole('combobox', { name: /^Recipient Type/ })).toHaveTextContent('Attorney');

    // The server also delivers the sender's own message live: it is not shown twice.
    await deliver(sentToAttorney);
    expect(await recentSubjects()).toEqual(['MRI results', 'Police report received']);
  });

  it("shows the server's field errors under the fields and the failure toast", async () => {
    const { mock } = sendMock(
      {
        caseId: 101,
        recipientType: 'attorney',
        subject: 'MRI results',
        content: 'See attached.',
        parentMessageId: null,
      },
      {
        errors: [
          graphqlError('Invalid message', 'BAD_USER_INPUT', {
            fieldErrors: [
              { field: 'recipientType', message: 'This case has no attorney to write to' },
              { field: 'caseId', message: 'Case not found' },
            ],
          }),
        ],
      },
    );
    const { user } = await renderPage([mock]);

    await chooseCase(user, 'Rivera', 'CASE-2025-001');
    await chooseRecipient(user, 'Attorney');
    await write(user, 'MRI results', 'See attached.');
    await user.click(form().getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Error sending message. Please try again.')).toBeInTheDocument();
    expect(form().getByText('This case has no attorney to write to')).toBeInTheDocument();
    expect(form().getByText('Case not found')).toBeInTheDocument();
    expect(screen.queryByText('Message sent successfully!')).not.toBeInTheDocument();
    expect(form().getByRole('textbox', { name: /^Subject/ })).toHaveValue('MRI results');
    expect(form().getByRole('textbox', { name: /^Message/ })).toHaveValue('See attached.');
  });

  it('shows the failure toast when the server cannot be reached', async () => {
    const mock: MockLink.MockedResponse = {
      request: { query: MessageSendMutation, variables: () => true },
      error: new Error('Failed to fetch'),
    };
    const { user } = await renderPage([mock]);

    await chooseCase(user, 'Lee', 'CASE-2025-002');
    await write(user, 'Appointment', 'See you Monday.');
    await user.click(form().getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Error sending message. Please try again.')).toBeInTheDocument();
    expect(form().getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('lets attorneys write only to the clinic', async () => {
    const { mock, result } = sendMock(
      {
        caseId: 101,
        recipientType: 'clinic',
        subject: 'Deposition',
        content: 'Scheduled for May 2.',
        parentMessageId: null,
      },
      {
        data: {
          messageSend: aMessage({
            id: 40,
            subject: 'Deposition',
            content: 'Scheduled for May 2.',
            sentDate: new Date().toISOString(),
          }),
        },
      },
    );
    const { user } = await renderPage([mock], { user: attorneyUser });

    const recipient = form().getByRole('combobox', { name: /^Recipient Type/ });
    expect(recipient).toHaveTextContent('Clinic');
    expect(form().getByText('Attorneys write to the clinic.')).toBeInTheDocument();
    await user.click(recipient);
    expect(screen.queryByRole('option', { name: 'Patient' })).not.toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Internal' })).not.toBeInTheDocument();

    await chooseCase(user, 'Rivera', 'CASE-2025-001');
    await write(user, 'Deposition', 'Scheduled for May 2.');
    await user.click(form().getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
    expect(result).toHaveBeenCalledTimes(1);
  });

  it('starts with the case of ?caseId=', async () => {
    await renderPage([caseOptionMock(102)], { route: '/messages?caseId=102' });

    expect(form().getByRole('combobox', { name: /^Case/ })).toHaveValue('CASE-2025-002 · Jordan Lee');
  });

  it('answers a message: same case, "Re:" subject, the attorney as recipient, linked to the message', async () => {
    const { mock, result } = sendMock(
      {
        caseId: 101,
        recipientType: 'attorney',
        subject: 'Re: Police report received',
        content: 'Thanks, noted.',
        parentMessageId: 2,
      },
      {
        data: {
          messageSend: {
            ...sentToAttorney,
            id: 32,
            subject: 'Re: Police report received',
            content: 'Thanks, noted.',
            parentMessageId: 2,
          },
        },
      },
    );
    const { user } = await renderPage([mock]);

    await user.click(await screen.findByRole('button', { name: 'Reply to Police report received' }));

    expect(form().getByText('Replying to “Police report received” from Sam Harper')).toBeInTheDocument();
    expect(form().getByRole('combobox', { name: /^Case/ })).toHaveValue('CASE-2025-001 · Alex Rivera');
    expect(form().getByRole('combobox', { name: /^Recipient Type/ })).toHaveTextContent('Attorney');
    expect(form().getByRole('textbox', { name: /^Subject/ })).toHaveValue('Re: Police report received');
    expect(form().getByRole('textbox', { name: /^Message/ })).toHaveFocus();

    await user.paste('Thanks, noted.');
    await user.click(form().getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
    expect(result).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(form().queryByText(/^Replying to/)).not.toBeInTheDocument());
  });

  it('offers no Reply on your own messages', async () => {
    const testClient = messagingTestClient([
      messagesMock(null, [aMessage({ id: 3, subject: 'My note', senderId: staffUser.id, senderName: 'Maria Lopez' })]),
      conversationsMock(null, []).mock,
    ]);
    renderWithProviders(<MessagesPage />, { route: '/messages', client: testClient.client });

    expect(await screen.findByRole('listitem', { name: 'My note' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Reply to/ })).not.toBeInTheDocument();
  });
});
