import { useFormikContext } from 'formik';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import type { ManageClinicValues } from './manageClinicSchema';

/** The Manage dialog's Active switch, with what deactivating does once it is off. */
export function ClinicActiveField() {
  const form = useFormikContext<ManageClinicValues>();
  return (
    <>
      <FormControlLabel
        control={
          <Switch
            name="isActive"
            checked={form.values.isActive}
            onChange={(event) => void form.setFieldValue('isActive', event.target.checked)}
            slotProps={{ input: { 'aria-describedby': form.values.isActive ? undefined : 'clinic-active-help' } }}
          />
        }
        label="Active"
      />
      {!form.values.isActive && (
        <FormHelperText id="clinic-active-help">
          While inactive, the clinic&apos;s users cannot sign in; saving signs out anyone signed in.
        </FormHelperText>
      )}
    </>
  );
}
