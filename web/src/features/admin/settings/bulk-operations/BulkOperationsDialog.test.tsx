import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { graphqlError } from '../../../../test/fixtures';
import { renderWithProviders } from '../../../../test/renderWithProviders';
import { aPreview, previewMock, runMock } from '../test/settingsFixtures';
import { BulkOperationsDialog } from './BulkOperationsDialog';

function renderDialog(mocks: MockLink.MockedResponse[]) {
  const onClose = jest.fn();
  renderWithProviders(<BulkOperationsDialog open onClose={onClose} />, { mocks });
  return {
    user: userEvent.setup(),
    onClose,
    dialog: () => within(screen.getByRole('dialog', { name: 'Bulk Operations' })),
  };
}

const inactiveUsers = aPreview('deactivate_inactive_users', 3, [
  'Nora Never <nora@clinic.example>',
  'Lars Lapsed <lars@clinic.example>',
]);
const oldCases = aPreview('archive_closed_cases', 2, ['CASE-2023-014 · Lakeview · closed 2023-05-02']);

describe('BulkOperationsDialog', () => {
  it('previews the chosen operation: how many records match now and a few of them', async () => {
    const previews = previewMock({ deactivate_inactive_users: [inactiveUsers], archive_closed_cases: [oldCases] });
    const { user, dialog } = renderDialog([previews.mock]);

    expect(await dialog().findByText('3 users match now')).toBeInTheDocument();
    expect(dialog().getByText('Nora Never <nora@clinic.example>')).toBeInTheDocument();
    expect(dialog().getByText('and 1 more')).toBeInTheDocument();
    expect(dialog().getByText(/have not logged in for 90 days/)).toBeInTheDocument();

    await user.click(dialog().getByRole('radio', { name: /Archive closed cases/ }));
    expect(await dialog().findByText('2 cases match now')).toBeInTheDocument();
    expect(dialog().getByText('CASE-2023-014 · Lakeview · closed 2023-05-02')).toBeInTheDocument();
    expect(dialog().getByText(/closed more than 1 year ago/)).toBeInTheDocument();
  });

  it('runs only after confirmation, for the previewed count, and shows the result', async () => {
    const ran = jest.fn(() => ({
      data: {
        bulkOperationRun: {
          __typename: 'BulkOperationResult',
          kind: 'deactivate_inactive_users',
          changedCount: 3,
          ranAt: '2025-03-05T11:00:00Z',
        },
      },
    }));
    const previews = previewMock({ deactivate_inactive_users: [inactiveUsers] });
    const { user, dialog, onClose } = renderDialog([
      previews.mock,
      runMock({ kind: 'deactivate_inactive_users', expectedCount: 3 }, ran),
    ]);
    await dialog().findByText('3 users match now');

    await user.click(dialog().getByRole('button', { name: 'Continue' }));
    expect(dialog().getByText(/Deactivate 3 users\? They are signed out everywhere/)).toBeInTheDocument();
    expect(ran).not.toHaveBeenCalled();
    await user.click(dialog().getByRole('button', { name: 'Deactivate 3 users' }));

    expect(await dialog().findByText('3 users were deactivated.')).toBeInTheDocument();
    expect(ran).toHaveBeenCalledTimes(1);
    await user.click(dialog().getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('goes back without running anything', async () => {
    const ran = jest.fn();
    const previews = previewMock({ deactivate_inactive_users: [inactiveUsers] });
    const { user, dialog, onClose } = renderDialog([
      previews.mock,
      runMock({ kind: 'deactivate_inactive_users', expectedCount: 3 }, ran),
    ]);
    await dialog().findByText('3 users match now');
    await user.click(dialog().getByRole('button', { name: 'Continue' }));
    await user.click(dialog().getByRole('button', { name: 'Back' }));
    await user.click(dialog().getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(ran).not.toHaveBeenCalled();
  });

  it('when the count changed since the preview, says so and shows the new count to confirm again', async () => {
    const message = 'The preview showed 2 cases, but 3 cases match now. Preview again before running it.';
    const previews = previewMock({
      deactivate_inactive_users: [inactiveUsers],
      archive_closed_cases: [oldCases, aPreview('archive_closed_cases', 3, ['X', 'Y', 'Z'])],
    });
    const { user, dialog } = renderDialog([
      previews.mock,
      runMock({ kind: 'archive_closed_cases', expectedCount: 2 }, { errors: [graphqlError(message, 'CONFLICT')] }),
    ]);
    await user.click(await dialog().findByRole('radio', { name: /Archive closed cases/ }));
    await dialog().findByText('2 cases match now');
    await user.click(dialog().getByRole('button', { name: 'Continue' }));
    await user.click(dialog().getByRole('button', { name: 'Archive 2 cases' }));

    expect(await dialog().findByText(message)).toBeInTheDocument();
    expect(await dialog().findByText('3 cases match now')).toBeInTheDocument();
    expect(dialog().getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it('offers nothing to run when nothing matches', async () => {
    const previews = previewMock({ deactivate_inactive_users: [aPreview('deactivate_inactive_users', 0, [])] });
    const { dialog } = renderDialog([previews.mock]);

    expect(await dialog().findByText('Nothing to do: no users match right now.')).toBeInTheDocument();
    await waitFor(() => expect(dialog().getByRole('button', { name: 'Continue' })).toBeDisabled());
  });
});
