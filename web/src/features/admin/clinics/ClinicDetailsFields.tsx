import Grid from '@mui/material/Grid';
import { FormTextField } from '../../patients/form/FormTextField';

interface ClinicDetailsFieldsProps {
  /** Email and phone are required for a new clinic (spec), optional when managing one. */
  contactRequired: boolean;
  autoFocus?: boolean;
}

/** Name, contact details and address: the fields both clinic dialogs share. */
export function ClinicDetailsFields({ contactRequired, autoFocus = false }: ClinicDetailsFieldsProps) {
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <FormTextField name="name" label="Clinic Name" required autoFocus={autoFocus} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField name="email" label="Email" type="email" required={contactRequired} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField name="phone" label="Phone" type="tel" required={contactRequired} />
      </Grid>
      <Grid size={12}>
        <FormTextField name="address" label="Address" />
      </Grid>
      <Grid size={{ xs: 12, sm: 5 }}>
        <FormTextField name="city" label="City" />
      </Grid>
      <Grid size={{ xs: 6, sm: 3 }}>
        <FormTextField name="state" label="State" />
      </Grid>
      <Grid size={{ xs: 6, sm: 4 }}>
        <FormTextField name="zipCode" label="ZIP Code" />
      </Grid>
    </Grid>
  );
}
