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
import FormGroup from '@mui/material/FormGroup';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useToast } from '../../app/toast/toastContext';
import { LoadingState } from '../../components/LoadingState';
import type { RecordsRequestFieldsFragment } from '../../gql/graphql';
import { formFieldErrorsOf } from '../../lib/formFieldErrors';
import { errorMessageOf } from '../../lib/graphqlErrors';
import { FormTextField } from '../patients/form/FormTextField';
import {
  RecordsRequestAnswerMutation,
  RecordsRequestCancelMutation,
  RecordsRequestReceiptMutation,
  RecordsRequestSourcesQuery,
  recordsWriteRefetches,
} from './recordsDocuments';
import { recordTypeLabels } from './recordsFormat';

interface DialogProps {
  request: RecordsRequestFieldsFragment;
  onClose: () => void;
}

function useSubmit(onClose: () => void, done: string) {
  const showToast = useToast();
  return async (work: () => Promise<unknown>, setErrors: (errors: Record<string, string>) => void) => {
    try {
      await work();
      showToast({ title: done, severity: 'success' });
      onClose();
    } catch (error) {
      const fieldErrors = formFieldErrorsOf(error);
      if (Object.keys(fieldErrors).length > 0) setErrors(fieldErrors);
      showToast({ title: 'Error', description: errorMessageOf(error), severity: 'error' });
    }
  };
}

interface AnswerValues {
  documentIds: number[];
  statementCaseId: string;
  missingDocuments: string;
}

const answerSchema = yup
  .object({
    documentIds: yup.array(yup.number().required()).required(),
    statementCaseId: yup.string(),
    missingDocuments: yup.string().max(2000, 'Missing documents must be at most 2000 characters'),
  })
  .test('something', 'Choose at least one document or the itemized statement', (values, context) =>
    values.documentIds.length > 0 || values.statementCaseId
      ? true
      : context.createError({ path: 'documentIds', message: 'Choose at least one document or the itemized statement' }),
  );

/**
 * The clinic's answer: the patient's documents here and/or the itemized statement, each a disclosure
 * under the request's authorization; what is missing keeps the request open.
 */
export function AnswerDialog({ request, onClose }: DialogProps) {
  const titleId = useId();
  const { data, loading, error } = useQuery(RecordsRequestSourcesQuery, {
    variables: { id: request.id },
    fetchPolicy: 'network-only',
  });
  const [answer] = useMutation(RecordsRequestAnswerMutation, { refetchQueries: recordsWriteRefetches });
  const submit = useSubmit(onClose, 'Records sent');
  const sources = data?.recordsRequestSources;
  const already = new Set(request.disclosures.map((item) => item.documentId));

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{`Answer request ${request.id}`}</DialogTitle>
      <Formik<AnswerValues>
        initialValues={{ documentIds: [], statementCaseId: sources?.statementCases[0] ? '' : '', missingDocuments: '' }}
        validationSchema={answerSchema}
        onSubmit={(values, { setErrors }) =>
          submit(
            () =>
              answer({
                variables: {
                  input: {
                    id: request.id,
                    documentIds: values.documentIds,
                    statementCaseId: values.statementCaseId ? Number(values.statementCaseId) : null,
                    missingDocuments: values.missingDocuments.trim() || null,
                  },
                },
              }),
            setErrors,
          )
        }
      >
        {({ values, setFieldValue, isSubmitting, errors, submitCount }) => (
          <Form noValidate aria-label="Answer records request">
            <DialogContent>
              <Stack spacing={2}>
                <Typography variant="body2" color="text.secondary">
                  {`${request.firmName ?? request.clinicName} asks for ${recordTypeLabels[request.recordType].toLowerCase()} of ${request.patientName}${request.patientDateOfBirth ? ` (born ${request.patientDateOfBirth})` : ''}, due ${request.dueDate}, under the signed authorization ${request.authorizationFileName}.`}
                </Typography>
                {loading && <LoadingState label="Loading the patient's documents..." />}
                {error && <Alert severity="error">{errorMessageOf(error)}</Alert>}
                {sources && (
                  <>
                    <Typography variant="subtitle2" component="h3">
                      Documents of this patient
                    </Typography>
                    {sources.documents.length === 0 ? (
                      <Typography variant="body2" color="text.secondary">
                        No documents of this patient here yet.
                      </Typography>
                    ) : (
                      <FormGroup>
                        {sources.documents.map((doc) => (
                          <FormControlLabel
                            key={doc.id}
                            disabled={already.has(doc.id)}
                            control={
                              <Checkbox
                                checked={values.documentIds.includes(doc.id) || already.has(doc.id)}
                                onChange={(event) =>
                                  void setFieldValue(
                                    'documentIds',
                                    event.target.checked
                                      ? [...values.documentIds, doc.id]
                                      : values.documentIds.filter((id) => id !== doc.id),
                                  )
                                }
                              />
                            }
                            label={`${doc.fileName} (${doc.caseNumber}${already.has(doc.id) ? ', already sent' : ''})`}
                            sx={{ overflowWrap: 'anywhere' }}
                          />
                        ))}
                      </FormGroup>
                    )}
                    <FormTextField name="statementCaseId" label="Itemized statement" select>
                      <MenuItem value="">
                        <em>Do not send a statement</em>
                      </MenuItem>
                      {sources.statementCases.map((item) => (
                        <MenuItem key={item.caseId} value={String(item.caseId)}>
                          {`Statement of ${item.caseNumber}`}
                        </MenuItem>
                      ))}
                    </FormTextField>
                    <FormTextField
                      name="missingDocuments"
                      label="Missing documents (keeps the request open)"
                      multiline
                      minRows={2}
                    />
                    {submitCount > 0 && typeof errors.documentIds === 'string' && (
                      <Alert severity="error">{errors.documentIds}</Alert>
                    )}
                  </>
                )}
              </Stack>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose} disabled={isSubmitting}>
                Close
              </Button>
              <Button type="submit" variant="contained" disabled={isSubmitting || !sources}>
                {isSubmitting ? 'Sending...' : 'Send records'}
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}

const receiptSchema = yup.object({
  documentsReceived: yup.string().trim().required('List at least one document received'),
  missingDocuments: yup.string().max(2000, 'Missing documents must be at most 2000 characters'),
});

/** The requester records what an outside provider sent (one document a line). */
export function ReceiptDialog({ request, onClose }: DialogProps) {
  const titleId = useId();
  const [record] = useMutation(RecordsRequestReceiptMutation, { refetchQueries: recordsWriteRefetches });
  const submit = useSubmit(onClose, 'Receipt recorded');
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{`What arrived from ${request.providerName}`}</DialogTitle>
      <Formik
        initialValues={{ documentsReceived: '', missingDocuments: '' }}
        validationSchema={receiptSchema}
        onSubmit={(values, { setErrors }) =>
          submit(
            () =>
              record({
                variables: {
                  input: {
                    id: request.id,
                    documentsReceived: values.documentsReceived
                      .split('\n')
                      .map((line) => line.trim())
                      .filter(Boolean),
                    missingDocuments: values.missingDocuments.trim() || null,
                  },
                },
              }),
            setErrors,
          )
        }
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label="Record receipt">
            <DialogContent>
              <Stack spacing={2} sx={{ pt: 1 }}>
                <FormTextField
                  name="documentsReceived"
                  label="Documents received (one a line)"
                  multiline
                  minRows={3}
                  required
                />
                <FormTextField
                  name="missingDocuments"
                  label="Still missing (keeps the request open)"
                  multiline
                  minRows={2}
                />
              </Stack>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose} disabled={isSubmitting}>
                Close
              </Button>
              <Button type="submit" variant="contained" disabled={isSubmitting}>
                Record
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}

const cancelSchema = yup.object({
  reason: yup.string().trim().required('Reason is required').max(500, 'Reason must be at most 500 characters'),
});

export function CancelDialog({ request, onClose }: DialogProps) {
  const titleId = useId();
  const [cancel] = useMutation(RecordsRequestCancelMutation, { refetchQueries: recordsWriteRefetches });
  const submit = useSubmit(onClose, 'Request cancelled');
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{`Cancel request ${request.id}`}</DialogTitle>
      <Formik
        initialValues={{ reason: '' }}
        validationSchema={cancelSchema}
        onSubmit={(values, { setErrors }) =>
          submit(() => cancel({ variables: { input: { id: request.id, reason: values.reason.trim() } } }), setErrors)
        }
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label="Cancel records request">
            <DialogContent>
              <FormTextField name="reason" label="Reason" required multiline minRows={2} />
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose} disabled={isSubmitting}>
                Keep it
              </Button>
              <Button type="submit" color="error" variant="contained" disabled={isSubmitting}>
                Cancel request
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
