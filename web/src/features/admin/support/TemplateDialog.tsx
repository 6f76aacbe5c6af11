import { useId } from 'react';
import { useMutation } from '@apollo/client/react';
import { Form, Formik } from 'formik';
import * as yup from 'yup';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useToast } from '../../../app/toast/toastContext';
import type { SupportDeskOverviewQuery, TicketCategory } from '../../../gql/graphql';
import { formFieldErrorsOf } from '../../../lib/formFieldErrors';
import { errorMessageOf } from '../../../lib/graphqlErrors';
import { FormTextField } from '../../patients/form/FormTextField';
import { ticketCategoryLabels } from '../../support/supportLabels';
import { TicketTemplateSaveMutation } from './supportDeskDocuments';

type Template = SupportDeskOverviewQuery['ticketTemplates'][number];

export const templateSchema = yup.object({
  templateName: yup.string().trim().required('Template name is required').max(120, 'At most 120 characters'),
  subject: yup.string().max(200, 'Subject must be at most 200 characters'),
  message: yup.string().trim().required('Message is required').max(10000, 'At most 10000 characters'),
});

/** Adds or edits a canned answer of the desk. */
export function TemplateDialog({ template, onClose }: { template: Template | null; onClose: () => void }) {
  const titleId = useId();
  const [save] = useMutation(TicketTemplateSaveMutation, { refetchQueries: ['SupportDeskOverview'] });
  const showToast = useToast();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{template ? `Edit ${template.templateName}` : 'New template'}</DialogTitle>
      <Formik
        initialValues={{
          templateName: template?.templateName ?? '',
          category: template?.category ?? '',
          subject: template?.subject ?? '',
          message: template?.message ?? '',
          isActive: template?.isActive ?? true,
        }}
        validationSchema={templateSchema}
        onSubmit={async (values, { setErrors }) => {
          try {
            await save({
              variables: {
                id: template?.id ?? null,
                input: {
                  templateName: values.templateName.trim(),
                  category: (values.category || null) as TicketCategory | null,
                  subject: values.subject.trim() || null,
                  message: values.message.trim(),
                  tags: template?.tags ?? [],
                  isActive: values.isActive,
                },
              },
            });
            showToast({ title: 'Template saved', severity: 'success' });
            onClose();
          } catch (error) {
            const fieldErrors = formFieldErrorsOf(error);
            if (Object.keys(fieldErrors).length > 0) setErrors(fieldErrors);
            showToast({ title: 'Error', description: errorMessageOf(error), severity: 'error' });
          }
        }}
      >
        {({ values, setFieldValue, isSubmitting }) => (
          <Form noValidate aria-label="Template">
            <DialogContent>
              <Stack spacing={2}>
                <FormTextField name="templateName" label="Template name" required autoFocus />
                <FormTextField name="category" label="Category" select>
                  <MenuItem value="">Any</MenuItem>
                  {Object.entries(ticketCategoryLabels).map(([value, label]) => (
                    <MenuItem key={value} value={value}>
                      {label}
                    </MenuItem>
                  ))}
                </FormTextField>
                <FormTextField name="subject" label="Subject" />
                <FormTextField name="message" label="Message" required multiline minRows={4} />
                <FormControlLabel
                  control={
                    <Switch
                      checked={values.isActive}
                      onChange={(event) => void setFieldValue('isActive', event.target.checked)}
                    />
                  }
                  label="Active"
                />
              </Stack>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>Cancel</Button>
              <Button type="submit" variant="contained" disabled={isSubmitting}>
                Save
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
