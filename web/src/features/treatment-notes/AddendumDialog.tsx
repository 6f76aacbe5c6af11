import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { paths } from '../../app/paths';
import { useToast } from '../../app/toast/toastContext';
import { errorMessageOf } from '../../lib/graphqlErrors';
import { TreatmentNoteAddendumMutation } from './treatmentNoteQueries';

/** Asks why the signed note needs a correction, then opens the new draft version. */
export function AddendumDialog({ noteId, open, onClose }: { noteId: number; open: boolean; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [start, { loading }] = useMutation(TreatmentNoteAddendumMutation);
  const navigate = useNavigate();
  const showToast = useToast();

  const submit = async () => {
    try {
      const result = await start({ variables: { id: noteId, input: { reason } } });
      const created = result.data?.treatmentNoteAddendum;
      if (!created) return;
      onClose();
      showToast({ title: `Addendum started (version ${created.version})`, severity: 'success' });
      void navigate(paths.treatmentNote(created.id));
    } catch (refusal) {
      setError(errorMessageOf(refusal));
    }
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="addendum-title" fullWidth maxWidth="sm">
      <DialogTitle id="addendum-title">Write an addendum</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          The signed note stays as it is. The addendum is a new version with its content, which you correct and sign.
        </DialogContentText>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={2}
          label="Reason for the addendum"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={Boolean(error)}
          helperText={error ?? undefined}
          required
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={loading}>
          Start addendum
        </Button>
      </DialogActions>
    </Dialog>
  );
}
