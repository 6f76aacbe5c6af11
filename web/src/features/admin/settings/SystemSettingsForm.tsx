import { useState } from 'react';
import { useFormik } from 'formik';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useToast } from '../../../app/toast/toastContext';
import type { SystemSettingsFieldsFragment } from '../../../gql/graphql';
import { formatDateTime } from '../../../lib/format';
import { visibleFieldError } from '../../../lib/formikErrors';
import { aiFeatureChoices, systemSettingsSchema, type SystemSettingsValues } from './systemSettingsSchema';
import { useSaveSystemSettings } from './useSaveSystemSettings';

function lastChange(settings: SystemSettingsFieldsFragment): string {
  if (!settings.updatedAt) return 'These are the defaults: nobody has changed them yet.';
  const who = settings.updatedByName ? ` by ${settings.updatedByName}` : '';
  return `Last changed ${formatDateTime(settings.updatedAt)}${who}.`;
}

/** Max upload size, session timeout and AI features; Save stores them and they apply across the platform. */
export function SystemSettingsForm({ settings }: { settings: SystemSettingsFieldsFragment }) {
  const showToast = useToast();
  const saveSettings = useSaveSystemSettings();
  const [failure, setFailure] = useState<string | null>(null);

  const form = useFormik<SystemSettingsValues>({
    initialValues: {
      maxUploadMb: settings.maxUploadMb,
      sessionTimeoutMinutes: settings.sessionTimeoutMinutes,
      aiFeatures: settings.aiFeatures,
    },
    enableReinitialize: true,
    validationSchema: systemSettingsSchema,
    onSubmit: async (values, { setErrors }) => {
      setFailure(null);
      const outcome = await saveSettings({
        maxUploadMb: Number(values.maxUploadMb),
        sessionTimeoutMinutes: Number(values.sessionTimeoutMinutes),
        aiFeatures: values.aiFeatures,
      });
      if (outcome.ok) {
        showToast({
          title: 'Settings saved',
          description: 'They apply now on this server and on every other api process within 15 seconds.',
          severity: 'success',
        });
        return;
      }
      setFailure(outcome.message);
      setErrors(outcome.fieldErrors);
      showToast({ title: 'Settings not saved', description: outcome.message, severity: 'error' });
    },
  });
  const errorOf = (field: keyof SystemSettingsValues) => visibleFieldError(form, field);

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit} aria-label="Platform settings" sx={{ p: 2.5 }}>
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          <TextField
            {...form.getFieldProps('maxUploadMb')}
            type="number"
            label="Max upload size (MB)"
            fullWidth
            required
            error={Boolean(errorOf('maxUploadMb'))}
            helperText={errorOf('maxUploadMb') ?? 'Largest document a user may upload, 1 to 1024 MB'}
            slotProps={{ htmlInput: { min: 1, max: 1024, step: 1 } }}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TextField
            {...form.getFieldProps('sessionTimeoutMinutes')}
            type="number"
            label="Session timeout (minutes)"
            fullWidth
            required
            error={Boolean(errorOf('sessionTimeoutMinutes'))}
            helperText={errorOf('sessionTimeoutMinutes') ?? 'Idle time before a user must sign in again, 5 to 1440'}
            slotProps={{ htmlInput: { min: 5, max: 1440, step: 1 } }}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TextField
            {...form.getFieldProps('aiFeatures')}
            select
            label="AI features"
            fullWidth
            error={Boolean(errorOf('aiFeatures'))}
            helperText={errorOf('aiFeatures') ?? 'What the AI assistant may offer clinics'}
          >
            {aiFeatureChoices.map((choice) => (
              <MenuItem key={choice.value} value={choice.value}>
                {choice.label}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
      </Grid>
      <Box
        sx={{ mt: 2, display: 'flex', gap: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <Typography variant="body2" color="text.secondary">
          {lastChange(settings)} A shorter session timeout also ends sessions idle longer than it.
        </Typography>
        <Button type="submit" variant="contained" disabled={form.isSubmitting}>
          {form.isSubmitting ? 'Saving...' : 'Save Settings'}
        </Button>
      </Box>
    </Box>
  );
}
