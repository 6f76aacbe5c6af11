import { useMutation } from '@apollo/client/react';
import { Form, Formik } from 'formik';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useToast } from '../../app/toast/toastContext';
import type { ReminderChannel, ReminderType } from '../../gql/graphql';
import { formFieldErrorsOf } from '../../lib/formFieldErrors';
import { errorMessageOf } from '../../lib/graphqlErrors';
import { FormTextField } from '../patients/form/FormTextField';
import { ReminderCreateMutation } from './reminderDocuments';
import { reminderChannelLabels, reminderTypeLabels } from './reminderFormat';
import { allowedPlaceholders, maxReminderTextLength, newReminderSchema } from './reminderSchemas';

interface NewReminderValues {
  reminderType: ReminderType;
  channel: ReminderChannel;
  message: string;
  /** datetime-local, the browser's time; empty: now. */
  scheduledDate: string;
}

const initialValues: NewReminderValues = {
  reminderType: 'follow_up',
  channel: 'sms',
  message: '',
  scheduledDate: '',
};

/** "New reminder" for a patient: type, channel, the clinic's words and when (now when left empty). */
export function NewReminderDialog({
  patientId,
  open,
  onClose,
}: {
  patientId: number;
  open: boolean;
  onClose: () => void;
}) {
  const showToast = useToast();
  const [create] = useMutation(ReminderCreateMutation, { refetchQueries: ['Reminders'], awaitRefetchQueries: true });
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="new-reminder-title" fullWidth maxWidth="sm">
      <Formik<NewReminderValues>
        initialValues={initialValues}
        validationSchema={newReminderSchema}
        onSubmit={async (values, { setErrors, resetForm }) => {
          try {
            await create({
              variables: {
                input: {
                  patientId,
                  reminderType: values.reminderType,
                  channel: values.channel,
                  message: values.message.trim(),
                  scheduledDate: values.scheduledDate ? new Date(values.scheduledDate).toISOString() : null,
                },
              },
            });
            showToast({ title: 'Reminder scheduled', severity: 'success' });
            resetForm();
            onClose();
          } catch (error) {
            setErrors(formFieldErrorsOf(error));
            showToast({ title: 'Not scheduled', description: errorMessageOf(error), severity: 'error' });
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label="New reminder">
            <DialogTitle id="new-reminder-title">New reminder</DialogTitle>
            <DialogContent>
              <Stack spacing={2} sx={{ pt: 1 }}>
                <FormTextField name="reminderType" label="Type" select>
                  {(Object.keys(reminderTypeLabels) as ReminderType[]).map((type) => (
                    <MenuItem key={type} value={type}>
                      {reminderTypeLabels[type]}
                    </MenuItem>
                  ))}
                </FormTextField>
                <FormTextField name="channel" label="Send by" select>
                  {(Object.keys(reminderChannelLabels) as ReminderChannel[]).map((channel) => (
                    <MenuItem key={channel} value={channel}>
                      {reminderChannelLabels[channel]}
                    </MenuItem>
                  ))}
                </FormTextField>
                <FormTextField
                  name="message"
                  label="Message"
                  required
                  multiline
                  minRows={3}
                  helperText={`At most ${maxReminderTextLength} characters. You may use ${allowedPlaceholders.join(', ')}.`}
                />
                <Alert severity="info">
                  Texts and e-mails are not private: write no diagnosis, treatment or case detail.
                </Alert>
                <FormTextField
                  name="scheduledDate"
                  label="Send at (empty: now)"
                  type="datetime-local"
                  slotProps={{ inputLabel: { shrink: true } }}
                />
              </Stack>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>Cancel</Button>
              <Button type="submit" variant="contained" disabled={isSubmitting}>
                Schedule reminder
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
