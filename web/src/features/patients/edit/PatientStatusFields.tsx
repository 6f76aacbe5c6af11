import { useField, useFormikContext } from 'formik';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import { SectionCard } from '../../../components/SectionCard';
import { FormTextField } from '../form/FormTextField';
import { isPatientStatus, patientStatusLabel, patientStatuses } from '../labels';
import type { EditPatientValues } from './editPatientValues';

/** Status (with the reason for a change, asked once it changes) and the Active switch. */
export function PatientStatusFields({ initialStatus }: { initialStatus: string }) {
  const { values } = useFormikContext<EditPatientValues>();
  const [activeField] = useField<boolean>({ name: 'isActive', type: 'checkbox' });
  // A status recorded before the current list stays selectable until it is changed.
  const options: readonly string[] = isPatientStatus(initialStatus)
    ? patientStatuses
    : [initialStatus, ...patientStatuses];

  return (
    <SectionCard title="Status">
      <Box sx={{ p: 2.5 }}>
        <Grid container spacing={2} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField select name="status" label="Status" required>
              {options.map((status) => (
                <MenuItem key={status} value={status}>
                  {patientStatusLabel(status)}
                </MenuItem>
              ))}
            </FormTextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormControlLabel
              control={<Switch {...activeField} checked={Boolean(activeField.checked)} />}
              label="Active"
            />
          </Grid>
          {values.status !== initialStatus && (
            <Grid size={12}>
              <FormTextField
                name="statusReason"
                label="Reason for Status Change"
                multiline
                minRows={2}
                helperText="Kept in the patient's status history."
              />
            </Grid>
          )}
        </Grid>
      </Box>
    </SectionCard>
  );
}
