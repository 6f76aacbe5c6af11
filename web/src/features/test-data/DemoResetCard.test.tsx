import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { graphqlError } from '../../test/fixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { DemoDataResetDocument } from '../../gql/graphql';
import { DemoResetCard } from './DemoResetCard';

const resetMock = (result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: { query: DemoDataResetDocument },
  result,
});

describe('DemoResetCard', () => {
  it('is disabled with the reason when the server has no database owner', () => {
    renderWithProviders(<DemoResetCard available={false} reason="The reset needs the database owner" />);
    expect(screen.getByRole('button', { name: 'Reset demo data' })).toBeDisabled();
    expect(screen.getByTestId('reset-unavailable')).toHaveTextContent('The reset needs the database owner');
  });

  it('says what is lost, resets only after confirmation, then offers to sign in again', async () => {
    const signIn = jest.fn();
    renderWithProviders(<DemoResetCard available reason={null} signIn={signIn} />, {
      mocks: [
        resetMock({
          data: {
            demoDataReset: { __typename: 'DemoResetResult', resetAt: '2026-11-27T12:00:00.000Z', seconds: 12.5 },
          },
        }),
      ],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Reset demo data' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Reset the demo data?' }));
    expect(dialog.getByText(/Every change made since the demo data was last loaded is lost/)).toBeInTheDocument();
    expect(dialog.getByText(/Everyone is signed out, including you/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Reset demo data' }));
    const done = within(await screen.findByRole('dialog', { name: 'Demo data reset' }));
    expect(done.getByText(/loaded again in 12.5 s/)).toBeInTheDocument();
    await userEvent.click(done.getByRole('button', { name: 'Sign in again' }));
    expect(signIn).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal in the dialog and can be cancelled", async () => {
    renderWithProviders(<DemoResetCard available reason={null} />, {
      mocks: [resetMock({ errors: [graphqlError('A reset is already running', 'CONFLICT')] })],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Reset demo data' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Reset the demo data?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Reset demo data' }));
    expect(await dialog.findByText('A reset is already running')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
