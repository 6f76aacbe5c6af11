import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { graphqlError } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { ContactSection } from './ContactSection';
import { ContactMessageSendMutation } from './useSendContactMessage';

type User = ReturnType<typeof userEvent.setup>;

const input = {
  name: 'Alan Park',
  email: 'alan@lakeview.example',
  phone: '(555) 010-4477',
  practiceName: null,
  message: 'We have three locations. Can we talk about Enterprise?',
};

function sendMock(answer: MockLink.MockedResponse['result'], variables: Record<string, unknown> = { input }) {
  const result = jest.fn(() => answer);
  const mock: MockLink.MockedResponse = {
    request: { query: ContactMessageSendMutation, variables },
    result: result as MockLink.MockedResponse['result'],
  };
  return { mock, result };
}

const sent = {
  data: { contactMessageSend: { __typename: 'ContactMessage', id: 7, createdAt: '2025-06-02T14:30:00.000Z' } },
};

function renderContact(mocks: MockLink.MockedResponse[] = []) {
  renderWithProviders(<ContactSection />, { mocks });
  return userEvent.setup();
}

const form = () => within(screen.getByRole('form', { name: 'Contact form' }));
const field = (label: RegExp) => form().getByLabelText(label);

async function enter(user: User, label: RegExp, text: string) {
  await user.click(field(label));
  await user.paste(text);
}

async function fillForm(user: User) {
  await enter(user, /^Name/, input.name);
  await enter(user, /^Email/, input.email);
  await enter(user, /^Phone/, input.phone);
  await enter(user, /^Message/, input.message);
}

const submit = (user: User) => user.click(form().getByRole('button', { name: 'Send Message' }));

describe('ContactSection', () => {
  it('puts an error under each required field on an empty submit and sends nothing', async () => {
    const { mock, result } = sendMock(sent);
    const user = renderContact([mock]);

    await submit(user);

    expect(await form().findByText('Name is required')).toBeInTheDocument();
    expect(field(/^Name/)).toHaveAccessibleDescription('Name is required');
    expect(field(/^Email/)).toHaveAccessibleDescription('Email is required');
    expect(field(/^Message/)).toHaveAccessibleDescription('Message is required');
    expect(field(/^Phone/)).toHaveAttribute('aria-invalid', 'false');
    expect(field(/^Practice Name/)).toHaveAttribute('aria-invalid', 'false');
    expect(result).not.toHaveBeenCalled();
  });

  it('refuses a malformed email and phone before sending', async () => {
    const { mock, result } = sendMock(sent);
    const user = renderContact([mock]);
    await enter(user, /^Email/, 'alan-at-lakeview');
    await enter(user, /^Phone/, 'call me');

    await submit(user);

    expect(await form().findByText('Enter a valid email address')).toBeInTheDocument();
    expect(field(/^Phone/)).toHaveAccessibleDescription('Enter a valid phone number');
    expect(result).not.toHaveBeenCalled();
  });

  it('sends the message and confirms in place, then offers a fresh form', async () => {
    const { mock, result } = sendMock(sent);
    const user = renderContact([mock]);
    await fillForm(user);

    await submit(user);

    const confirmation = await screen.findByRole('heading', { name: "Thanks, we'll get back to you" });
    expect(confirmation).toHaveFocus();
    expect(screen.getByText(input.email)).toBeInTheDocument();
    expect(result).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('form', { name: 'Contact form' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send Another Message' }));

    expect(field(/^Name/)).toHaveValue('');
    expect(field(/^Message/)).toHaveValue('');
  });

  it('puts the server’s validation messages under their fields', async () => {
    const message = 'Phone must be a valid phone number';
    const { mock } = sendMock({
      errors: [graphqlError(message, 'BAD_USER_INPUT', { fieldErrors: [{ field: 'phone', message }] })],
    });
    const user = renderContact([mock]);
    await fillForm(user);

    await submit(user);

    expect(await form().findByText(message)).toBeInTheDocument();
    expect(field(/^Phone/)).toHaveAccessibleDescription(message);
    expect(screen.queryByRole('heading', { name: "Thanks, we'll get back to you" })).not.toBeInTheDocument();
  });

  it('says so in the form when too many messages were sent, with the server’s message', async () => {
    const message = 'Too many submissions. Please try again in 12 minutes.';
    const { mock } = sendMock({ errors: [graphqlError(message, 'TOO_MANY_REQUESTS')] });
    const user = renderContact([mock]);
    await fillForm(user);

    await submit(user);

    expect(await form().findByRole('alert')).toHaveTextContent(message);
    expect(field(/^Message/)).toHaveValue(input.message);
  });

  it('says the message could not be sent when anything else fails', async () => {
    const user = renderContact([
      { request: { query: ContactMessageSendMutation, variables: { input } }, error: new Error('offline') },
    ]);
    await fillForm(user);

    await submit(user);

    expect(await form().findByRole('alert')).toHaveTextContent("We couldn't send your message. Please try again.");
  });
});
