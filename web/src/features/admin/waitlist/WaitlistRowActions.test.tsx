import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphqlError } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { SalesLeadFromWaitlistMutation } from '../sales/salesQueries';
import { anEntry } from './test/waitlistFixtures';
import { WaitlistRowActions } from './WaitlistRowActions';

describe('WaitlistRowActions: Convert to lead', () => {
  it('turns the signup into a lead in one click, and says when it already is one', async () => {
    const entry = anEntry();
    const converted = jest.fn(() => ({
      errors: [graphqlError('This waitlist signup is already lead #4', 'CONFLICT')],
    }));
    renderWithProviders(<WaitlistRowActions entry={entry as never} describedBy="entry" />, {
      route: '/admin?tab=waitlist',
      mocks: [
        {
          request: {
            query: SalesLeadFromWaitlistMutation,
            variables: { input: { waitlistEntryId: entry.id, assignedRepId: null } },
          },
          result: converted,
        },
      ],
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Convert to lead' }));
    expect(await screen.findByText('Could not convert the waitlist signup')).toBeInTheDocument();
    expect(screen.getByText('This waitlist signup is already lead #4')).toBeInTheDocument();
    expect(converted).toHaveBeenCalledTimes(1);
  });
});
