import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import type { WaitlistJoinInput } from '../../../gql/graphql';
import { graphqlError } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { WaitlistJoinMutation } from './useJoinWaitlist';
import { WaitlistSection } from './WaitlistSection';

type User = ReturnType<typeof userEvent.setup>;

const input: WaitlistJoinInput = {
  name: 'Dana Whitfield',
  email: 'dana@riverside.example',
  practiceName: 'Riverside Chiropractic',
  state: 'other',
  monthlyPICases: '25-50',
  attorneyReferral: null,
};

const duplicateMessage = 'This email is already on the waitlist';

function joinMock(answer: MockLink.MockedResponse['result'], variables = { input }) {
  const result = jest.fn(() => answer);
  const mock: MockLink.MockedResponse = {
    request: { query: WaitlistJoinMutation, variables },
    result: result as MockLink.MockedResponse['result'],
  };
  return { mock, result };
}

const joined = {
  data: {
    waitlistJoin: {
      __typename: 'WaitlistEntry',
      id: 41,
      name: input.name,
      email: input.email,
      practiceName: input.practiceName,
    },
  },
};

function renderWaitlist(mocks: MockLink.MockedResponse[] = []) {
  renderWithProviders(<WaitlistSection />, { mocks });
  return userEvent.setup();
}

const form = () => within(screen.getByRole('form', { name: 'Waitlist form' }));
const field = (label: RegExp) => form().getByLabelText(label);

/** Pastes rather than types: one change per field keeps these MUI form flows quick in jsdom. */
async function enter(user: User, label: RegExp, text: string) {
  await user.click(field(label));
  await user.paste(text);
}

async function fillForm(user: User) {
  await enter(user, /^Full Name/, input.name);
  await enter(user, /^Email/, input.email);
  await enter(user, /^Practice Name/, input.practiceName);
  await user.selectOptions(field(/^State/), 'Other');
  await user.selectOptions(field(/^Monthly PI Cases/), '25-50');
}

const submit = (user: User) => user.click(form().getByRole('button', { name: 'Join the Waitlist' }));

describe('WaitlistSection', () => {
  it('offers the spec’s states and case ranges, with "Other" for other, and an email-typed email field', () => {
    renderWaitlist();

    expect(field(/^Email/)).toHaveAttribute('type', 'email');
    const states = within(field(/^State/)).getAllByRole('option');
    expect(states.map((option) => option.getAttribute('value'))).toEqual(['', 'NJ', 'NY', 'FL', 'CA', 'TX', 'other']);
    expect(within(field(/^State/)).getByRole('option', { name: 'Other' })).toHaveValue('other');
    const ranges = within(field(/^Monthly PI Cases/)).getAllByRole('option');
    expect(ranges.map((option) => option.getAttribute('value'))).toEqual(['', '10-25', '25-50', '50-100', '100+']);
  });

  it('puts an error under each required field on an empty submit and sends nothing', async () => {
    const { mock, result } = joinMock(joined);
    const user = renderWaitlist([mock]);

    await submit(user);

    expect(await form().findByText('Name is required')).toBeInTheDocument();
    expect(field(/^Full Name/)).toHaveAccessibleDescription('Name is required');
    expect(field(/^Email/)).toHaveAccessibleDescription('Email is required');
    expect(field(/^Practice Name/)).toHaveAccessibleDescription('Practice name is required');
    expect(field(/^State/)).toHaveAccessibleDescription('Choose your state');
    expect(field(/^Monthly PI Cases/)).toHaveAccessibleDescription('Choose how many PI cases you see a month');
    expect(field(/^Attorney Referral/)).toHaveAttribute('aria-invalid', 'false');
    expect(result).not.toHaveBeenCalled();
  });

  it('refuses a malformed email before sending', async () => {
    const { mock, result } = joinMock(joined);
    const user = renderWaitlist([mock]);
    await fillForm(user);
    await user.clear(field(/^Email/));
    await enter(user, /^Email/, 'dana-at-riverside');

    await submit(user);

    expect(await form().findByText('Enter a valid email address')).toBeInTheDocument();
    expect(result).not.toHaveBeenCalled();
  });

  it('shows the server’s message under Email when the email is already on the waitlist', async () => {
    const { mock, result } = joinMock({
      errors: [
        graphqlError(duplicateMessage, 'CONFLICT', { fieldErrors: [{ field: 'email', message: duplicateMessage }] }),
      ],
    });
    const user = renderWaitlist([mock]);
    await fillForm(user);

    await submit(user);

    expect(await form().findByText(duplicateMessage)).toBeInTheDocument();
    expect(field(/^Email/)).toHaveAccessibleDescription(duplicateMessage);
    expect(field(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(result).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Welcome to the waitlist!')).not.toBeInTheDocument();
    expect(screen.queryByText('Failed to join waitlist. Please try again.')).not.toBeInTheDocument();
  });

  it('puts the server’s validation messages under their fields', async () => {
    const { mock } = joinMock({
      errors: [
        graphqlError('Practice name must be at most 200 characters', 'BAD_USER_INPUT', {
          fieldErrors: [{ field: 'practiceName', message: 'Practice name must be at most 200 characters' }],
        }),
      ],
    });
    const user = renderWaitlist([mock]);
    await fillForm(user);

    await submit(user);

    expect(await form().findByText('Practice name must be at most 200 characters')).toBeInTheDocument();
    expect(field(/^Practice Name/)).toHaveAccessibleDescription('Practice name must be at most 200 characters');
  });

  it('welcomes the visitor, shows the thank-you view, and starts a fresh form for another practice', async () => {
    const { mock, result } = joinMock(joined);
    const user = renderWaitlist([mock]);
    await fillForm(user);

    await submit(user);

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Welcome to the waitlist!');
    expect(toast).toHaveTextContent("You'll receive early access information soon.");
    expect(result).toHaveBeenCalledTimes(1);
    const thanks = screen.getByRole('heading', { name: "You're on the waitlist!" });
    expect(thanks).toHaveFocus();
    expect(screen.getByText(input.email)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Waitlist form' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Join Another Practice' }));

    expect(screen.queryByRole('heading', { name: "You're on the waitlist!" })).not.toBeInTheDocument();
    expect(field(/^Full Name/)).toHaveValue('');
    expect(field(/^Full Name/)).toHaveFocus();
    expect(field(/^Email/)).toHaveValue('');
    expect(field(/^Practice Name/)).toHaveValue('');
    expect(field(/^State/)).toHaveValue('');
    expect(field(/^Monthly PI Cases/)).toHaveValue('');
    expect(form().queryByText('Name is required')).not.toBeInTheDocument();
  });

  it('sends the attorney referral when one is given', async () => {
    const { mock, result } = joinMock(joined, { input: { ...input, attorneyReferral: 'Harper Law' } });
    const user = renderWaitlist([mock]);
    await fillForm(user);
    await enter(user, /^Attorney Referral/, '  Harper Law ');

    await submit(user);

    expect(await screen.findByRole('heading', { name: "You're on the waitlist!" })).toBeInTheDocument();
    expect(result).toHaveBeenCalledTimes(1);
  });

  it('passes on the server’s message when there were too many submissions', async () => {
    const message = 'Too many submissions. Please try again in 12 minutes.';
    const { mock } = joinMock({ errors: [graphqlError(message, 'TOO_MANY_REQUESTS')] });
    const user = renderWaitlist([mock]);
    await fillForm(user);

    await submit(user);

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Error');
    expect(toast).toHaveTextContent(message);
    expect(screen.getByRole('form', { name: 'Waitlist form' })).toBeInTheDocument();
  });

  it('shows "Failed to join waitlist" for any other failure and keeps what was typed', async () => {
    const user = renderWaitlist([
      { request: { query: WaitlistJoinMutation, variables: { input } }, error: new Error('offline') },
    ]);
    await fillForm(user);

    await submit(user);

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Error');
    expect(toast).toHaveTextContent('Failed to join waitlist. Please try again.');
    expect(field(/^Full Name/)).toHaveValue(input.name);
  });
});
