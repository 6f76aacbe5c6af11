import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { errorMessageOf, fieldErrorsOf } from '../../lib/graphqlErrors';

interface ClaimNoteDialogProps {
  title: string;
  label: string;
  /** The input's field name on the server, whose message shows under the text. */
  field: string;
  confirm: string;
  onConfirm: (text: string) => Promise<unknown>;
  onClose: () => void;
}

/** One required text (a denial's reason, an appeal's notes) and a confirm button. */
export function ClaimNoteDialog({ title, label, field, confirm, onConfirm, onClose }: ClaimNoteDialogProps) {
  const titleId = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') {
      setFieldError(`${label} is required`);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await onConfirm(text.trim());
      onClose();
    } catch (failure) {
      const message = fieldErrorsOf(failure)[field];
      setFieldError(message ?? null);
      if (!message) setError(errorMessageOf(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={() => !saving && onClose()} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <form noValidate onSubmit={(event) => void submit(event)} aria-label={title}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          <TextField
            fullWidth
            multiline
            minRows={3}
            label={label}
            required
            value={text}
            onChange={(event) => setText(event.target.value)}
            error={Boolean(fieldError)}
            helperText={fieldError}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? 'Saving...' : confirm}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
