import { useId, type FormEvent, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';

interface LedgerFormDialogProps {
  title: string;
  submitLabel: string;
  submittingLabel: string;
  submitting: boolean;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  /** Shows the submit button in the error colour, for actions that cannot be undone. */
  destructive?: boolean;
  children: ReactNode;
}

/**
 * The frame of every ledger form: a titled dialog holding one form, with Cancel and the submit
 * button. Callers mount it only while it is open, so every opening starts from a fresh form. A stray
 * click beside it does not throw away what was typed; Escape and Cancel close it, except while sending.
 */
export function LedgerFormDialog({
  title,
  submitLabel,
  submittingLabel,
  submitting,
  onSubmit,
  onClose,
  destructive = false,
  children,
}: LedgerFormDialogProps) {
  const titleId = useId();
  const close = () => {
    if (!submitting) onClose();
  };

  return (
    <Dialog
      open
      onClose={(_event, reason) => reason !== 'backdropClick' && close()}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <form noValidate onSubmit={onSubmit} aria-label={`${title} form`}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {children}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} disabled={submitting}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color={destructive ? 'error' : 'primary'} disabled={submitting}>
            {submitting ? submittingLabel : submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
