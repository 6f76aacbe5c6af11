import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { SchedulingSetupQuery } from '../../../gql/graphql';
import { errorMessageOf, fieldErrorsOf } from '../../../lib/graphqlErrors';
import { AppointmentTypeSaveMutation } from './schedulingSetupDocuments';

type AppointmentType = SchedulingSetupQuery['schedulingSetup']['appointmentTypes'][number];

/** Adds an appointment type or changes one (name, length, colour, re-exam, active). */
export function AppointmentTypeDialog({
  type,
  onClose,
  onSaved,
}: {
  type: AppointmentType | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [save, { loading }] = useMutation(AppointmentTypeSaveMutation);
  const [values, setValues] = useState({
    name: type?.name ?? '',
    durationMinutes: String(type?.durationMinutes ?? 30),
    color: type?.color ?? '#1976d2',
    isReExam: type?.isReExam ?? false,
    isActive: type?.isActive ?? true,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async () => {
    setErrors({});
    setFormError(null);
    try {
      await save({
        variables: {
          input: { id: type?.id ?? null, ...values, durationMinutes: Number(values.durationMinutes) || 0 },
        },
      });
      onSaved();
    } catch (error) {
      const byField = fieldErrorsOf(error, ['BAD_USER_INPUT', 'CONFLICT']);
      setErrors(byField);
      if (!Object.keys(byField).length) setFormError(errorMessageOf(error));
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="appointment-type-title">
      <DialogTitle id="appointment-type-title">{type ? 'Edit appointment type' : 'Add appointment type'}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {formError && <Alert severity="error">{formError}</Alert>}
          <TextField
            required
            label="Name"
            value={values.name}
            onChange={(event) => setValues({ ...values, name: event.target.value })}
            error={Boolean(errors.name)}
            helperText={errors.name}
          />
          <TextField
            required
            label="Duration (minutes)"
            inputMode="numeric"
            value={values.durationMinutes}
            onChange={(event) => setValues({ ...values, durationMinutes: event.target.value })}
            error={Boolean(errors.durationMinutes)}
            helperText={errors.durationMinutes ?? '5 to 480'}
          />
          <TextField
            required
            label="Colour"
            type="color"
            value={values.color}
            onChange={(event) => setValues({ ...values, color: event.target.value })}
            error={Boolean(errors.color)}
            helperText={errors.color}
          />
          <FormControlLabel
            control={
              <Switch
                checked={values.isReExam}
                onChange={(event) => setValues({ ...values, isReExam: event.target.checked })}
              />
            }
            label="Counts as a re-exam"
          />
          <FormControlLabel
            control={
              <Switch
                checked={values.isActive}
                onChange={(event) => setValues({ ...values, isActive: event.target.checked })}
              />
            }
            label="Active (offered when booking)"
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={loading}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
