import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { graphqlError } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { SystemSettingsQuery } from './settingsQueries';
import { SettingsTab } from './SettingsTab';
import { aPreview, previewMock, settingsMock, someSettings } from './test/settingsFixtures';
import { SystemSettingsUpdateMutation } from './useSaveSystemSettings';

function renderTab(mocks: MockLink.MockedResponse[]) {
  renderWithProviders(<SettingsTab />, { route: '/admin?tab=settings', mocks });
  return userEvent.setup();
}

const uploadField = () => screen.getByRole('spinbutton', { name: /Max upload size \(MB\)/ });
const timeoutField = () => screen.getByRole('spinbutton', { name: /Session timeout \(minutes\)/ });

describe('SettingsTab', () => {
  it('shows the settings in force and who changed them last', async () => {
    renderTab([
      settingsMock(someSettings({ maxUploadMb: 25, updatedAt: '2025-03-05T11:00:00Z', updatedByName: 'Avery Quinn' })),
    ]);

    await waitFor(() => expect(uploadField()).toHaveValue(25));
    expect(timeoutField()).toHaveValue(30);
    expect(screen.getByRole('combobox', { name: 'AI features' })).toHaveTextContent('All features');
    expect(screen.getByText(/Last changed .* by Avery Quinn\./)).toBeInTheDocument();
  });

  it('saves what was entered, shows what is now in force and says when it applies', async () => {
    const saved = jest.fn(() => ({
      data: {
        systemSettingsUpdate: someSettings({
          maxUploadMb: 10,
          sessionTimeoutMinutes: 15,
          aiFeatures: 'predictions',
          updatedAt: '2025-03-06T09:00:00Z',
          updatedByName: 'Avery Quinn',
        }),
      },
    }));
    const user = renderTab([
      settingsMock(),
      {
        request: {
          query: SystemSettingsUpdateMutation,
          variables: { input: { maxUploadMb: 10, sessionTimeoutMinutes: 15, aiFeatures: 'predictions' } },
        },
        result: saved,
      },
    ]);
    await waitFor(() => expect(uploadField()).toHaveValue(50));

    await user.clear(uploadField());
    await user.type(uploadField(), '10');
    await user.clear(timeoutField());
    await user.type(timeoutField(), '15');
    await user.click(screen.getByRole('combobox', { name: 'AI features' }));
    await user.click(await screen.findByRole('option', { name: 'Predictions only' }));
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));

    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(
      screen.getByText('They apply now on this server and on every other api process within 15 seconds.'),
    ).toBeInTheDocument();
    expect(saved).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(/Last changed .* by Avery Quinn\./)).toBeInTheDocument();
    expect(uploadField()).toHaveValue(10);
  });

  it('refuses out-of-range values with the field named, sending nothing', async () => {
    const saved = jest.fn(() => ({ data: { systemSettingsUpdate: someSettings() } }));
    const user = renderTab([
      settingsMock(),
      { request: { query: SystemSettingsUpdateMutation, variables: () => true }, result: saved },
    ]);
    await waitFor(() => expect(uploadField()).toHaveValue(50));

    await user.clear(uploadField());
    await user.type(uploadField(), '2000');
    await user.clear(timeoutField());
    await user.type(timeoutField(), '2');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));

    expect(await screen.findByText('Max upload size must be a whole number of MB from 1 to 1024')).toBeInTheDocument();
    expect(screen.getByText('Session timeout must be a whole number of minutes from 5 to 1440')).toBeInTheDocument();
    await user.clear(uploadField());
    expect(await screen.findByText('Max upload size is required')).toBeInTheDocument();
    expect(saved).not.toHaveBeenCalled();
  });

  it("shows the server's refusal under the field and in a toast", async () => {
    const user = renderTab([
      settingsMock(),
      {
        request: { query: SystemSettingsUpdateMutation, variables: () => true },
        result: {
          errors: [
            graphqlError('Max upload size must be a whole number of MB from 1 to 1024', 'BAD_USER_INPUT', {
              fieldErrors: [
                { field: 'maxUploadMb', message: 'Max upload size must be a whole number of MB from 1 to 1024' },
              ],
            }),
          ],
        },
      },
    ]);
    await waitFor(() => expect(uploadField()).toHaveValue(50));
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));

    const toast = await screen.findByText('Settings not saved');
    expect(toast).toBeInTheDocument();
    expect(
      screen.getAllByText('Max upload size must be a whole number of MB from 1 to 1024').length,
    ).toBeGreaterThanOrEqual(2);
  });

  it('opens the Bulk Operations dialog from its button', async () => {
    const previews = previewMock({ deactivate_inactive_users: [aPreview('deactivate_inactive_users', 2, ['A', 'B'])] });
    const user = renderTab([settingsMock(), previews.mock]);

    await user.click(screen.getByRole('button', { name: 'Bulk Operations' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Bulk Operations' }));
    expect(await dialog.findByText('2 users match now')).toBeInTheDocument();
  });

  it('says so when the settings cannot be loaded', async () => {
    renderTab([
      {
        request: { query: SystemSettingsQuery },
        result: { errors: [graphqlError('Only a Super Admin may do this.', 'FORBIDDEN')] },
      },
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the settings');
  });
});
