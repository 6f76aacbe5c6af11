import { useState } from 'react';
import { useFormik } from 'formik';
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useToast } from '../../../app/toast/toastContext';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import type { BillingSettingsFieldsFragment } from '../../../gql/graphql';
import { formFieldErrorsOf } from '../../../lib/formFieldErrors';
import { formatDateTime } from '../../../lib/format';
import { visibleFieldError } from '../../../lib/formikErrors';
import { errorMessageOf, serverMessage } from '../../../lib/graphqlErrors';
import { moneyInputDecimal } from '../../../lib/moneyInput';
import { refetchInBackground } from '../../../lib/refetchInBackground';
import { BillingSettingsQuery, BillingSettingsUpdateMutation } from './billingQueries';
import { billingSettingsSchema, type BillingSettingsValues } from './billingSettingsSchema';

type NumberField = 'maxRetries' | 'retryIntervalDays' | 'gracePeriodDays' | 'reminderDaysBefore';
type CheckboxField = 'notifyPaymentFailed' | 'notifyUpcomingRenewal' | 'notifySuspension';

const numberFields: { name: NumberField; label: string; help: string; min: number; max: number }[] = [
  { name: 'maxRetries', label: 'Max retries', help: 'Retries after a failed charge, 0 to 10', min: 0, max: 10 },
  { name: 'retryIntervalDays', label: 'Retry interval (days)', help: 'Days between retries, 1 to 30', min: 1, max: 30 },
  {
    name: 'gracePeriodDays',
    label: 'Grace period (days)',
    help: 'Then the late fee, and suspension once the retries are spent',
    min: 0,
    max: 60,
  },
  {
    name: 'reminderDaysBefore',
    label: 'Reminder (days before due)',
    help: 'Renewal and trial-end reminders, 0 to 30',
    min: 0,
    max: 30,
  },
];

const checkboxes: { name: CheckboxField; label: string }[] = [
  { name: 'notifyPaymentFailed', label: 'Notify the clinic admin when a payment fails' },
  { name: 'notifyUpcomingRenewal', label: 'Remind the clinic admin of upcoming renewals' },
  { name: 'notifySuspension', label: 'Notify the clinic admin when the clinic is suspended' },
];

function SettingsForm({ settings }: { settings: BillingSettingsFieldsFragment }) {
  const showToast = useToast();
  const [save] = useMutation(BillingSettingsUpdateMutation);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useFormik<BillingSettingsValues>({
    initialValues: {
      maxRetries: settings.maxRetries,
      retryIntervalDays: settings.retryIntervalDays,
      lateFee: settings.lateFee,
      gracePeriodDays: settings.gracePeriodDays,
      reminderDaysBefore: settings.reminderDaysBefore,
      notifyPaymentFailed: settings.notifyPaymentFailed,
      notifyUpcomingRenewal: settings.notifyUpcomingRenewal,
      notifySuspension: settings.notifySuspension,
    },
    enableReinitialize: true,
    validationSchema: billingSettingsSchema,
    onSubmit: async (values, { setErrors }) => {
      setFailure(null);
      try {
        await save({
          variables: {
            input: {
              maxRetries: Number(values.maxRetries),
              retryIntervalDays: Number(values.retryIntervalDays),
              lateFee: moneyInputDecimal(values.lateFee),
              gracePeriodDays: Number(values.gracePeriodDays),
              reminderDaysBefore: Number(values.reminderDaysBefore),
              notifyPaymentFailed: values.notifyPaymentFailed,
              notifyUpcomingRenewal: values.notifyUpcomingRenewal,
              notifySuspension: values.notifySuspension,
            },
          },
          update: (cache, { data }) => {
            if (data)
              cache.writeQuery({ query: BillingSettingsQuery, data: { billingSettings: data.billingSettingsUpdate } });
          },
        });
        showToast({
          title: 'Billing settings saved',
          description: 'The billing engine uses them from its next run.',
          severity: 'success',
        });
      } catch (error) {
        const message = serverMessage(error) ?? 'The billing settings could not be saved. Please try again.';
        setFailure(message);
        setErrors(formFieldErrorsOf(error));
      }
    },
  });
  const errorOf = (field: keyof BillingSettingsValues) => visibleFieldError(form, field);

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit} aria-label="Billing settings" sx={{ p: 2.5 }}>
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      <Grid container spacing={2}>
        {numberFields.map((field) => (
          <Grid key={field.name} size={{ xs: 12, sm: 6, md: 4 }}>
            <TextField
              {...form.getFieldProps(field.name)}
              type="number"
              label={field.label}
              fullWidth
              required
              error={Boolean(errorOf(field.name))}
              helperText={errorOf(field.name) ?? field.help}
              slotProps={{ htmlInput: { min: field.min, max: field.max, step: 1 } }}
            />
          </Grid>
        ))}
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <TextField
            {...form.getFieldProps('lateFee')}
            label="Late fee ($)"
            fullWidth
            required
            error={Boolean(errorOf('lateFee'))}
            helperText={errorOf('lateFee') ?? 'Charged once after the grace period, 0 to 1000'}
            slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
          />
        </Grid>
      </Grid>
      <FormGroup sx={{ mt: 2 }}>
        {checkboxes.map((box) => (
          <FormControlLabel
            key={box.name}
            control={<Checkbox {...form.getFieldProps({ name: box.name, type: 'checkbox' })} />}
            label={box.label}
          />
        ))}
      </FormGroup>
      <Box
        sx={{ mt: 2, display: 'flex', gap: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <Typography variant="body2" color="text.secondary">
          {settings.updatedAt
            ? `Last changed ${formatDateTime(settings.updatedAt)}${settings.updatedByName ? ` by ${settings.updatedByName}` : ''}.`
            : 'These are the defaults: nobody has changed them yet.'}
        </Typography>
        <Button type="submit" variant="contained" disabled={form.isSubmitting}>
          {form.isSubmitting ? 'Saving...' : 'Save Settings'}
        </Button>
      </Box>
    </Box>
  );
}

/** The Billing tab's Settings: dunning and the clinic admin's notices, saved and used by the engine. */
export function BillingSettingsPanel() {
  const { data, error, refetch } = useQuery(BillingSettingsQuery, { fetchPolicy: 'cache-and-network' });
  if (data) return <SettingsForm settings={data.billingSettings} />;
  if (error)
    return (
      <ErrorState
        title="Could not load the billing settings"
        message={errorMessageOf(error)}
        onRetry={() => refetchInBackground(refetch)}
      />
    );
  return <LoadingState label="Loading the billing settings..." />;
}
