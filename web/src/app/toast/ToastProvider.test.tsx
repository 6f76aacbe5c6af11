import { render, screen, waitForElementToBeRemoved } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider } from './ToastProvider';
import { useToast } from './toastContext';

function ToastButtons() {
  const showToast = useToast();
  return (
    <>
      <button onClick={() => showToast({ title: 'Saved', description: 'Patient saved.', severity: 'success' })}>
        first
      </button>
      <button onClick={() => showToast({ title: 'Login Failed', description: 'Invalid email or password' })}>
        second
      </button>
    </>
  );
}

describe('ToastProvider', () => {
  it('shows a toast with its title and description', async () => {
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <ToastButtons />
      </ToastProvider>,
    );

    await user.click(screen.getByRole('button', { name: 'first' }));

    const toast = screen.getByRole('alert');
    expect(toast).toHaveTextContent('Saved');
    expect(toast).toHaveTextContent('Patient saved.');
  });

  it('replaces the current toast instead of stacking a second one', async () => {
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <ToastButtons />
      </ToastProvider>,
    );

    await user.click(screen.getByRole('button', { name: 'first' }));
    await user.click(screen.getByRole('button', { name: 'second' }));

    const toasts = screen.getAllByRole('alert');
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toHaveTextContent('Login Failed');
    expect(screen.queryByText('Patient saved.')).not.toBeInTheDocument();
  });

  it('closes the toast from its close button', async () => {
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <ToastButtons />
      </ToastProvider>,
    );

    await user.click(screen.getByRole('button', { name: 'first' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));

    await waitForElementToBeRemoved(() => screen.queryByRole('alert'));
  });
});
