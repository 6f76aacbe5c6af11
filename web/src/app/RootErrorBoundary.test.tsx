import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { CombinedGraphQLErrors } from '@apollo/client';
import { renderWithProviders } from '../test/renderWithProviders';
import { RootErrorBoundary } from './RootErrorBoundary';

function Thrower({ error }: { error: Error }): never {
  throw error;
}

function renderThrowing(error: Error) {
  renderWithProviders(
    <RootErrorBoundary>
      <Routes>
        <Route path="/" element={<p>Landing page</p>} />
        <Route path="/cases" element={<Thrower error={error} />} />
      </Routes>
    </RootErrorBoundary>,
    { route: '/cases' },
  );
}

describe('RootErrorBoundary', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    // React reports every caught render error on the console; the boundary's own handling is what is under test.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('turns an authentication error into the logged-out flow', async () => {
    renderThrowing(
      new CombinedGraphQLErrors({
        errors: [{ message: 'Not signed in', extensions: { code: 'UNAUTHENTICATED' } }],
      }),
    );

    expect(screen.getByRole('alert')).toHaveTextContent('You are logged out. Logging in again...');
    await act(() => jest.advanceTimersByTimeAsync(500));

    expect(screen.getByTestId('location')).toHaveTextContent('/?login=true');
    expect(screen.getByText('Landing page')).toBeInTheDocument();
  });

  it('shows a reloadable error page for any other error', () => {
    renderThrowing(new Error('boom'));

    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.queryByText('Unauthorized')).not.toBeInTheDocument();
  });
});
