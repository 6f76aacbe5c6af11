import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { aUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import SuperAdminLoginPage from './SuperAdminLoginPage';
import { LoginMutation } from './useLogin';

describe('SuperAdminLoginPage', () => {
  it('signs in with the admin login type and goes to the admin portal', async () => {
    const credentials = { email: 'ops@casebridge.example', password: 'Secret-123' };
    renderWithProviders(
      <Routes>
        <Route path="/superadmin" element={<SuperAdminLoginPage />} />
        <Route path="/admin" element={<p>Admin portal</p>} />
      </Routes>,
      {
        route: '/superadmin',
        mocks: [
          {
            request: { query: LoginMutation, variables: { input: { ...credentials, loginType: 'admin' } } },
            result: { data: { login: aUser({ role: 'super_admin', clinicId: null, clinic: null }) } },
          },
        ],
      },
    );
    const user = userEvent.setup();

    expect(screen.getByRole('heading', { level: 1, name: 'Super Admin Login' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Email/), credentials.email);
    await user.type(screen.getByLabelText(/^Password/), credentials.password);
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Admin portal')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin');
  });
});
