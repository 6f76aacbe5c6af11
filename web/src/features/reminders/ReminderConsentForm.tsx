import { useMutation, useQuery } from '@apollo/client/react';
import { Form, Formik } from 'formik';
import * as yup from 'yup';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useToast } from '../../app/toast/toastContext';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import type { PatientReminderConsentQuery as ConsentResult } from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';
import { errorMessageOf } from '../../lib/graphqlErrors';
import { PatientReminderConsentMutation, PatientReminderConsentQuery } from './reminderDocuments';

interface Consent {
  smsConsent: boolean;
  emailConsent: boolean;
  smsOptedOut: boolean;
  emailOptedOut: boolean;
}

const consentSchema = yup.object({
  smsConsent: yup.boolean().required(),
  emailConsent: yup.boolean().required(),
  smsOptedOut: yup.boolean().required(),
  emailOptedOut: yup.boolean().required(),
});

type ConsentPatient = NonNullable<ConsentResult['patient']>;

const since = (label: string, at: string | null | undefined) => (at ? `${label} since ${formatDateTime(at)}` : null);

/** What the patient's record holds to reach them, for the consent labels. */
export interface ContactOnFile {
  phone: boolean;
  email: boolean;
}

const boxes: { field: keyof Consent; label: (contact: ContactOnFile) => string }[] = [
  { field: 'smsConsent', label: (c) => `Agrees to text reminders${c.phone ? '' : ' (no phone on file)'}` },
  { field: 'emailConsent', label: (c) => `Agrees to e-mail reminders${c.email ? '' : ' (no e-mail on file)'}` },
  { field: 'smsOptedOut', label: () => 'Opted out of texts' },
  { field: 'emailOptedOut', label: () => 'Opted out of e-mails' },
];

function ConsentForm({
  patient,
  contact,
  onSaved,
}: {
  patient: ConsentPatient;
  contact: ContactOnFile;
  onSaved: () => Promise<unknown>;
}) {
  const showToast = useToast();
  const [save] = useMutation(PatientReminderConsentMutation);
  const initial: Consent = {
    smsConsent: Boolean(patient.smsReminderConsentAt),
    emailConsent: Boolean(patient.emailReminderConsentAt),
    smsOptedOut: Boolean(patient.smsOptedOutAt),
    emailOptedOut: Boolean(patient.emailOptedOutAt),
  };
  const notes = [
    since('Texts agreed', patient.smsReminderConsentAt),
    since('E-mails agreed', patient.emailReminderConsentAt),
    since('Opted out of texts', patient.smsOptedOutAt),
    since('Opted out of e-mails', patient.emailOptedOutAt),
  ].filter(Boolean);
  return (
    <Formik<Consent>
      initialValues={initial}
      enableReinitialize
      validationSchema={consentSchema}
      onSubmit={async (values) => {
        try {
          await save({ variables: { input: { patientId: patient.id, ...values } } });
          await onSaved();
          showToast({ title: 'Reminder consent saved', severity: 'success' });
        } catch (error) {
          showToast({ title: 'Not saved', description: errorMessageOf(error), severity: 'error' });
        }
      }}
    >
      {({ values, setFieldValue, isSubmitting, dirty }) => (
        <Form noValidate aria-label="Reminder consent">
          <Stack spacing={1}>
            <FormGroup row>
              {boxes.map((box) => (
                <FormControlLabel
                  key={box.field}
                  control={
                    <Checkbox
                      checked={values[box.field]}
                      onChange={(event) => void setFieldValue(box.field, event.target.checked)}
                    />
                  }
                  label={box.label(contact)}
                />
              ))}
            </FormGroup>
            {notes.length > 0 && (
              <Typography variant="body2" color="text.secondary">
                {notes.join(' · ')}
              </Typography>
            )}
            <div>
              <Button type="submit" variant="outlined" disabled={isSubmitting || !dirty}>
                Save consent
              </Button>
            </div>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}

/** The patient's consent to reminders by text and e-mail, and their opt-outs (a STOP reply, an unsubscribe link). */
export function ReminderConsentForm({ patientId, contact }: { patientId: number; contact: ContactOnFile }) {
  const { data, loading, error, refetch } = useQuery(PatientReminderConsentQuery, { variables: { id: patientId } });
  if (loading && !data) return <LoadingState label="Loading reminder consent" />;
  if (error || !data?.patient)
    return <ErrorState message={error ? errorMessageOf(error) : 'Patient not found'} onRetry={() => void refetch()} />;
  return <ConsentForm patient={data.patient} contact={contact} onSaved={refetch} />;
}
