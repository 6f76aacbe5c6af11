import { useId } from 'react';
import { useMutation } from '@apollo/client/react';
import { Form, Formik } from 'formik';
import * as yup from 'yup';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useToast } from '../../app/toast/toastContext';
import type { TicketCategory, TicketPriority } from '../../gql/graphql';
import { formFieldErrorsOf } from '../../lib/formFieldErrors';
import { errorMessageOf } from '../../lib/graphqlErrors';
import { FormTextField } from '../patients/form/FormTextField';
import { SupportTicketCreateMutation } from './supportDocuments';
import { ticketCategoryLabels, ticketPriorityLabels } from './supportLabels';

export interface NewTicketValues {
  subject: string;
  description: string;
  category: string;
  priority: string;
}

/** Mirrors the server's rules (SupportTicketCreateInput). */
export const newTicketSchema = yup.object({
  subject: yup.string().trim().required('Subject is required').max(200, 'Subject must be at most 200 characters'),
  description: yup
    .string()
    .trim()
    .required('Description is required')
    .max(10000, 'Description must be at most 10000 characters'),
  category: yup.string().oneOf(Object.keys(ticketCategoryLabels), 'Choose a category').required('Choose a category'),
  priority: yup.string().oneOf(Object.keys(ticketPriorityLabels), 'Choose a priority').required('Choose a priority'),
});

/** "New ticket": what is wrong, how urgent; the desk answers in the conversation. */
export function NewTicketDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (id: number) => void }) {
  const titleId = useId();
  const [create] = useMutation(SupportTicketCreateMutation);
  const showToast = useToast();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>New support ticket</DialogTitle>
      <Formik<NewTicketValues>
        initialValues={{ subject: '', description: '', category: 'technical', priority: 'normal' }}
        validationSchema={newTicketSchema}
        onSubmit={async (values, { setErrors }) => {
          try {
            const result = await create({
              variables: {
                input: {
                  subject: values.subject.trim(),
                  description: values.description.trim(),
                  category: values.category as TicketCategory,
                  priority: values.priority as TicketPriority,
                },
              },
            });
            const ticket = result.data!.supportTicketCreate;
            showToast({ title: `Ticket ${ticket.ticketNumber} opened`, severity: 'success' });
            onCreated(ticket.id);
          } catch (error) {
            const fieldErrors = formFieldErrorsOf(error);
            if (Object.keys(fieldErrors).length > 0) setErrors(fieldErrors);
            showToast({ title: 'Error', description: errorMessageOf(error), severity: 'error' });
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label="New support ticket">
            <DialogContent>
              <Stack spacing={2}>
                <Typography variant="body2" color="text.secondary">
                  Describe what happened. Do not include patient details: the desk can ask for what it needs.
                </Typography>
                <FormTextField name="subject" label="Subject" required autoFocus />
                <FormTextField name="category" label="Category" select required>
                  {Object.entries(ticketCategoryLabels).map(([value, label]) => (
                    <MenuItem key={value} value={value}>
                      {label}
                    </MenuItem>
                  ))}
                </FormTextField>
                <FormTextField name="priority" label="Priority" select required>
                  {Object.entries(ticketPriorityLabels).map(([value, label]) => (
                    <MenuItem key={value} value={value}>
                      {label}
                    </MenuItem>
                  ))}
                </FormTextField>
                <FormTextField name="description" label="Description" required multiline minRows={4} />
              </Stack>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>Cancel</Button>
              <Button type="submit" variant="contained" disabled={isSubmitting}>
                Open ticket
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
