import { useId } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Form, Formik } from 'formik';
import * as yup from 'yup';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useToast } from '../../app/toast/toastContext';
import { LoadingState } from '../../components/LoadingState';
import type { RecordsPriority, RecordsRecordType, RecordsRequestMethod } from '../../gql/graphql';
import { formFieldErrorsOf } from '../../lib/formFieldErrors';
import { errorMessageOf } from '../../lib/graphqlErrors';
import { isValidLocalDate, todayLocalDate } from '../../lib/localDate';
import { FormTextField } from '../patients/form/FormTextField';
import {
  RecordsRequestCreateMutation,
  RecordsRequestFormOptionsQuery,
  recordsWriteRefetches,
} from './recordsDocuments';
import { methodLabels, recordTypeLabels } from './recordsFormat';

interface Values {
  requestMethod: RecordsRequestMethod;
  providerClinicId: string;
  providerName: string;
  providerEmail: string;
  providerFax: string;
  recordType: RecordsRecordType;
  authorizationDocumentId: string;
  dueDate: string;
  priority: RecordsPriority;
  automatedReminders: boolean;
  notes: string;
}

const schema = yup.object({
  requestMethod: yup.string().required(),
  providerClinicId: yup.string().when('requestMethod', {
    is: 'platform',
    then: (s) => s.required('Choose the clinic on the platform to request from'),
  }),
  providerName: yup
    .string()
    .max(200, 'Provider name must be at most 200 characters')
    .when('requestMethod', {
      is: (m: string) => m !== 'platform',
      then: (s) => s.trim().required('Provider name is required'),
    }),
  providerEmail: yup
    .string()
    .email('Provider e-mail must be an e-mail address')
    .when('requestMethod', {
      is: 'email',
      then: (s) => s.required('Provider e-mail is required to send the request by e-mail'),
    }),
  providerFax: yup
    .string()
    .max(40, 'Provider fax must be at most 40 characters')
    .when('requestMethod', {
      is: 'fax',
      then: (s) => s.required('Provider fax is required to send the request by fax'),
    }),
  recordType: yup.string().required(),
  authorizationDocumentId: yup.string().required("Attach the patient's signed authorization"),
  dueDate: yup
    .string()
    .required('Due date is required')
    .test('date', 'Due date must be a date (YYYY-MM-DD)', (value) => !value || isValidLocalDate(value))
    .test('future', 'Due date cannot be in the past', (value) => !value || value >= todayLocalDate()),
  notes: yup.string().max(2000, 'Notes must be at most 2000 characters'),
});

const inDays = (days: number) => todayLocalDate(new Date(Date.now() + days * 24 * 3600 * 1000));

/**
 * A new request on a case: from a clinic on the platform (the attorney) or an outside provider by
 * e-mail, fax or portal, with the patient's signed authorization (a document of the case).
 */
export function RecordsRequestDialog({
  caseId,
  isAttorney,
  onClose,
}: {
  caseId: number;
  isAttorney: boolean;
  onClose: () => void;
}) {
  const titleId = useId();
  const showToast = useToast();
  const { data, loading, error } = useQuery(RecordsRequestFormOptionsQuery, {
    variables: { caseId },
    fetchPolicy: 'network-only',
  });
  const [create] = useMutation(RecordsRequestCreateMutation, { refetchQueries: recordsWriteRefetches });
  const methods: RecordsRequestMethod[] = isAttorney
    ? ['platform', 'email', 'fax', 'portal']
    : ['email', 'fax', 'portal'];
  const clinics = data?.recordsProviderClinics ?? [];
  const documents = data?.documents.nodes ?? [];

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Request records</DialogTitle>
      {loading && <LoadingState label="Loading..." />}
      {error && (
        <DialogContent>
          <Alert severity="error">{errorMessageOf(error)}</Alert>
        </DialogContent>
      )}
      {data && (
        <Formik<Values>
          initialValues={{
            requestMethod: methods[0],
            providerClinicId: isAttorney && clinics[0] ? String(clinics[0].id) : '',
            providerName: '',
            providerEmail: '',
            providerFax: '',
            recordType: 'records_and_bills',
            authorizationDocumentId:
              documents.find((doc) => /authori[sz]ation|hipaa/i.test(doc.fileName))?.id.toString() ?? '',
            dueDate: inDays(14),
            priority: 'normal',
            automatedReminders: true,
            notes: '',
          }}
          validationSchema={schema}
          onSubmit={async (values, { setErrors }) => {
            const platform = values.requestMethod === 'platform';
            try {
              await create({
                variables: {
                  input: {
                    caseId,
                    requestMethod: values.requestMethod,
                    providerClinicId: platform ? Number(values.providerClinicId) : null,
                    providerName: platform ? null : values.providerName.trim(),
                    providerType: platform ? 'clinic' : 'other',
                    providerEmail: values.requestMethod === 'email' ? values.providerEmail.trim() : null,
                    providerFax: values.requestMethod === 'fax' ? values.providerFax.trim() : null,
                    recordType: values.recordType,
                    authorizationDocumentId: Number(values.authorizationDocumentId),
                    dueDate: values.dueDate,
                    priority: values.priority,
                    automatedReminders: values.automatedReminders,
                    notes: values.notes.trim() || null,
                  },
                },
              });
              showToast({ title: 'Records requested', severity: 'success' });
              onClose();
            } catch (failure) {
              const fieldErrors = formFieldErrorsOf(failure);
              if (Object.keys(fieldErrors).length > 0) setErrors(fieldErrors);
              else showToast({ title: 'Error', description: errorMessageOf(failure), severity: 'error' });
            }
          }}
        >
          {({ values, isSubmitting, setFieldValue }) => (
            <Form noValidate aria-label="New records request">
              <DialogContent>
                <Stack spacing={2} sx={{ pt: 1 }}>
                  <FormTextField name="requestMethod" label="How" select required>
                    {methods.map((method) => (
                      <MenuItem key={method} value={method}>
                        {methodLabels[method]}
                      </MenuItem>
                    ))}
                  </FormTextField>
                  {values.requestMethod === 'platform' ? (
                    <FormTextField name="providerClinicId" label="Clinic" select required>
                      {clinics.map((clinic) => (
                        <MenuItem key={clinic.id} value={String(clinic.id)}>
                          {`${clinic.name}${clinic.city ? `, ${clinic.city}` : ''}${clinic.caseClinic ? " (this case's clinic)" : ''}`}
                        </MenuItem>
                      ))}
                    </FormTextField>
                  ) : (
                    <FormTextField name="providerName" label="Provider" required />
                  )}
                  {values.requestMethod === 'email' && (
                    <FormTextField name="providerEmail" label="Provider e-mail" type="email" required />
                  )}
                  {values.requestMethod === 'fax' && <FormTextField name="providerFax" label="Provider fax" required />}
                  <FormTextField name="recordType" label="What" select required>
                    {(Object.keys(recordTypeLabels) as RecordsRecordType[]).map((type) => (
                      <MenuItem key={type} value={type}>
                        {recordTypeLabels[type]}
                      </MenuItem>
                    ))}
                  </FormTextField>
                  <FormTextField
                    name="authorizationDocumentId"
                    label="Signed authorization"
                    select
                    required
                    helperText={
                      documents.length === 0 ? 'Upload the signed authorization in Documents first' : undefined
                    }
                  >
                    {documents.map((doc) => (
                      <MenuItem key={doc.id} value={String(doc.id)}>
                        {doc.fileName}
                      </MenuItem>
                    ))}
                  </FormTextField>
                  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                    <FormTextField
                      name="dueDate"
                      label="Due date"
                      type="date"
                      required
                      slotProps={{ inputLabel: { shrink: true } }}
                    />
                    <FormTextField name="priority" label="Priority" select>
                      {(['low', 'normal', 'high', 'urgent'] as RecordsPriority[]).map((priority) => (
                        <MenuItem key={priority} value={priority}>
                          {priority}
                        </MenuItem>
                      ))}
                    </FormTextField>
                  </Stack>
                  <FormControlLabel
                    control={
                      <Checkbox
                        checked={values.automatedReminders}
                        onChange={(event) => void setFieldValue('automatedReminders', event.target.checked)}
                      />
                    }
                    label="Automated follow-ups every 7 days until received"
                  />
                  <FormTextField name="notes" label="Notes" multiline minRows={2} />
                </Stack>
              </DialogContent>
              <DialogActions>
                <Button onClick={onClose} disabled={isSubmitting}>
                  Close
                </Button>
                <Button type="submit" variant="contained" disabled={isSubmitting}>
                  {isSubmitting ? 'Sending...' : 'Send request'}
                </Button>
              </DialogActions>
            </Form>
          )}
        </Formik>
      )}
    </Dialog>
  );
}
