import { useMutation, useQuery } from '@apollo/client/react';
import { Form, Formik } from 'formik';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useToast } from '../../app/toast/toastContext';
import { RecordTable, type DataTableColumn } from '../../components/DataTable';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { SectionCard } from '../../components/SectionCard';
import type { ReminderChannel, ReminderLogQuery, ReminderSettingsQuery as Settings } from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';
import { formFieldErrorsOf } from '../../lib/formFieldErrors';
import { errorMessageOf } from '../../lib/graphqlErrors';
import { useConnectionPages } from '../../lib/useConnectionPages';
import { FormTextField } from '../patients/form/FormTextField';
import {
  ReminderLogQuery as LogQuery,
  ReminderSettingsQuery,
  ReminderSettingsUpdateMutation,
} from './reminderDocuments';
import { reminderChannelLabels } from './reminderFormat';
import { reminderRulesSchema } from './reminderSchemas';

interface RulesValues {
  enabled: boolean;
  /** Hours before the appointment, comma separated: "48, 2". */
  offsetsHours: string;
  sms: boolean;
  email: boolean;
  quietStart: string;
  quietEnd: string;
}

const valuesOf = (rules: Settings['reminderSettings']): RulesValues => ({
  enabled: rules.enabled,
  offsetsHours: rules.offsetsMinutes.map((minutes) => String(minutes / 60)).join(', '),
  sms: rules.channels.includes('sms'),
  email: rules.channels.includes('email'),
  quietStart: rules.quietStart,
  quietEnd: rules.quietEnd,
});

function ReminderRulesForm({ rules }: { rules: Settings['reminderSettings'] }) {
  const showToast = useToast();
  const [update] = useMutation(ReminderSettingsUpdateMutation);
  return (
    <Formik<RulesValues>
      initialValues={valuesOf(rules)}
      enableReinitialize
      validationSchema={reminderRulesSchema}
      onSubmit={async (values, { setErrors }) => {
        try {
          await update({
            variables: {
              input: {
                enabled: values.enabled,
                offsetsMinutes: values.offsetsHours.split(',').map((part) => Math.round(Number(part.trim()) * 60)),
                channels: [
                  ...(values.sms ? ['sms' as ReminderChannel] : []),
                  ...(values.email ? ['email' as ReminderChannel] : []),
                ],
                quietStart: values.quietStart,
                quietEnd: values.quietEnd,
              },
            },
          });
          showToast({ title: 'Reminder rules saved', severity: 'success' });
        } catch (error) {
          setErrors(formFieldErrorsOf(error, { offsetsMinutes: 'offsetsHours', channels: 'email' }));
          showToast({ title: 'Not saved', description: errorMessageOf(error), severity: 'error' });
        }
      }}
    >
      {({ values, setFieldValue, isSubmitting, errors }) => (
        <Form noValidate aria-label="Reminder rules">
          <Grid container spacing={2}>
            <Grid size={12}>
              <FormControlLabel
                control={
                  <Switch
                    checked={values.enabled}
                    onChange={(event) => void setFieldValue('enabled', event.target.checked)}
                  />
                }
                label="Send appointment reminders"
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField
                name="offsetsHours"
                label="Hours before the appointment"
                required
                helperText="Comma separated, e.g. 48, 2"
              />
            </Grid>
            <Grid size={{ xs: 6, sm: 3 }}>
              <FormTextField name="quietStart" label="Quiet hours from" type="time" />
            </Grid>
            <Grid size={{ xs: 6, sm: 3 }}>
              <FormTextField name="quietEnd" label="Quiet hours until" type="time" />
            </Grid>
            <Grid size={12}>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={values.sms}
                    onChange={(event) => void setFieldValue('sms', event.target.checked)}
                  />
                }
                label={reminderChannelLabels.sms}
              />
              <FormControlLabel
                control={
                  <Checkbox
                    checked={values.email}
                    onChange={(event) => void setFieldValue('email', event.target.checked)}
                  />
                }
                label={reminderChannelLabels.email}
              />
              {errors.email && <FormHelperText error>{errors.email}</FormHelperText>}
              <FormHelperText>
                Quiet hours are read in the clinic&apos;s time zone ({rules.timeZone}); a reminder that falls in them
                goes out when they end. Only patients who agreed to a channel get reminders on it.
              </FormHelperText>
            </Grid>
            <Grid size={12}>
              <Button type="submit" variant="contained" disabled={isSubmitting}>
                Save rules
              </Button>
            </Grid>
          </Grid>
        </Form>
      )}
    </Formik>
  );
}

type LogEntry = ReminderLogQuery['reminderLog']['nodes'][number];
const logColumns: DataTableColumn<LogEntry>[] = [
  {
    id: 'when',
    header: 'When',
    accessor: (entry) => entry.createdAt,
    render: (entry) => formatDateTime(entry.createdAt),
    key: true,
    rowHeader: true,
  },
  { id: 'channel', header: 'Channel', accessor: (entry) => reminderChannelLabels[entry.channel], key: true },
  { id: 'to', header: 'To', accessor: (entry) => entry.toAddressMasked, key: true },
  { id: 'body', header: 'Message', accessor: (entry) => entry.body },
  { id: 'provider', header: 'Through', accessor: (entry) => entry.provider, wideOnly: true },
];

function ReminderLog() {
  const result = useQuery(LogQuery, { variables: { first: 20 } });
  const pages = useConnectionPages(result, 'reminderLog', 'sent reminders');
  const entries = pages.connection?.nodes ?? [];
  if (pages.error && !pages.connection)
    return <ErrorState message={errorMessageOf(pages.error)} onRetry={pages.retry} />;
  if (pages.loading) return <LoadingState label="Loading sent reminders" />;
  if (entries.length === 0) return <Typography color="text.secondary">No reminder has been sent yet.</Typography>;
  return (
    <>
      <RecordTable label="Sent reminders" columns={logColumns} rows={entries} getRowId={(entry) => entry.id} />
      {pages.connection?.pageInfo.hasNextPage && (
        <Button onClick={pages.loadMore} disabled={pages.loadingMore} sx={{ mt: 1 }}>
          Load more
        </Button>
      )}
    </>
  );
}

/** The clinic console's Reminders tab: the appointment reminder rules and what was sent. */
export function ClinicRemindersTab() {
  const { data, loading, error, refetch } = useQuery(ReminderSettingsQuery);
  return (
    <Stack spacing={3}>
      <SectionCard title="Appointment reminder rules">
        {loading && !data ? (
          <LoadingState label="Loading reminder rules" />
        ) : error || !data ? (
          <ErrorState message={errorMessageOf(error)} onRetry={() => void refetch()} />
        ) : (
          <Stack spacing={2}>
            {!data.reminderSettings.smsDelivered && (
              <Alert severity="info">
                Text messages are recorded, not delivered: this server has no SMS provider configured. The log below
                shows what would have been sent.
              </Alert>
            )}
            <ReminderRulesForm rules={data.reminderSettings} />
          </Stack>
        )}
      </SectionCard>
      <SectionCard title="Sent reminders">
        <ReminderLog />
      </SectionCard>
    </Stack>
  );
}
