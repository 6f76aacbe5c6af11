import { useId } from 'react';
import { Form, Formik } from 'formik';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { FormTextField } from '../form/FormTextField';
import { addPatientSchema, emptyQuickAddValues } from './addPatientSchema';
import { useAddPatient } from './useAddPatient';

interface AddPatientDialogProps {
  open: boolean;
  onClose: () => void;
}

const fields = [
  { name: 'firstName', label: 'First Name', required: true },
  { name: 'lastName', label: 'Last Name', required: true },
  { name: 'email', label: 'Email', type: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel' },
  { name: 'emergencyContact', label: 'Emergency Contact' },
  { name: 'emergencyPhone', label: 'Emergency Phone', type: 'tel' },
] as const;

/** Quick registration with just a name (and contact details if at hand); full on phones. */
export function AddPatientDialog({ open, onClose }: AddPatientDialogProps) {
  const titleId = useId();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const addPatient = useAddPatient();

  return (
    <Dialog open={open} onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <Formik
        initialValues={emptyQuickAddValues}
        validationSchema={addPatientSchema}
        onSubmit={async (values, { setErrors }) => {
          const outcome = await addPatient(values);
          if (outcome.ok) onClose();
          else setErrors(outcome.fieldErrors);
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate autoComplete="off" aria-labelledby={titleId}>
            <DialogTitle id={titleId}>Add Patient</DialogTitle>
            <DialogContent>
              <DialogContentText sx={{ mb: 2 }}>
                Only the name is needed now; the rest of the record can be completed later.
              </DialogContentText>
              <Grid container spacing={2}>
                {fields.map((field, index) => (
                  <Grid key={field.name} size={{ xs: 12, sm: 6 }}>
                    <FormTextField {...field} autoFocus={index === 0} />
                  </Grid>
                ))}
              </Grid>
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 2 }}>
              <Button onClick={onClose} disabled={isSubmitting}>
                Cancel
              </Button>
              <Button type="submit" variant="contained" disabled={isSubmitting}>
                {isSubmitting ? 'Adding...' : 'Add Patient'}
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
