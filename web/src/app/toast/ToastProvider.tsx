import { useCallback, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Portal from '@mui/material/Portal';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { ToastContext, ToastDismissContext, type Toast } from './toastContext';

const AUTO_HIDE_MS = 6000;

interface ShownToast extends Toast {
  id: number;
}

/** Shows one toast at a time: a new toast replaces the current one instead of queueing behind it. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<ShownToast | null>(null);
  const [open, setOpen] = useState(false);
  const lastId = useRef(0);

  const showToast = useCallback((next: Toast) => {
    lastId.current += 1;
    setToast({ ...next, id: lastId.current });
    setOpen(true);
  }, []);

  const dismiss = useCallback(() => setOpen(false), []);

  const close = (_event?: Event | SyntheticEvent | null, reason?: SnackbarCloseReason) => {
    if (reason !== 'clickaway') setOpen(false);
  };

  return (
    <ToastContext value={showToast}>
      <ToastDismissContext value={dismiss}>{children}</ToastDismissContext>
      {/* A fresh portal per toast stays outside the aria-hidden region of a dialog that is already open. */}
      {toast && (
        <Portal key={toast.id}>
          <Snackbar
            open={open}
            autoHideDuration={AUTO_HIDE_MS}
            onClose={close}
            anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
            slotProps={{ transition: { onExited: () => setToast(null) } }}
          >
            <Alert severity={toast.severity ?? 'info'} variant="filled" onClose={close} sx={{ width: '100%' }}>
              <AlertTitle>{toast.title}</AlertTitle>
              {toast.description}
            </Alert>
          </Snackbar>
        </Portal>
      )}
    </ToastContext>
  );
}
