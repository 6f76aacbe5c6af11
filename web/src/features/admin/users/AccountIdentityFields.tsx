import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import { roleLabels } from '../../../app/auth/roles';
import { FormTextField } from '../../patients/form/FormTextField';
import type { Role } from '../../../gql/graphql';
import { roleChoices } from './accountSchema';

/** Email, names and role: the fields both account dialogs start with. */
export function AccountIdentityFields({
  autoFocus = false,
  roleHelperText,
  roles = roleChoices,
}: {
  autoFocus?: boolean;
  roleHelperText?: string;
  /** The roles offered (the clinic console: its two clinic roles). */
  roles?: readonly Role[];
}) {
  return (
    <>
      <Grid size={12}>
        <FormTextField name="email" label="Email" type="email" required autoFocus={autoFocus} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField name="firstName" label="First Name" required />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField name="lastName" label="Last Name" required />
      </Grid>
      <Grid size={12}>
        <FormTextField name="role" label="Role" select required helperText={roleHelperText}>
          {roles.map((role) => (
            <MenuItem key={role} value={role}>
              {roleLabels[role]}
            </MenuItem>
          ))}
        </FormTextField>
      </Grid>
    </>
  );
}
