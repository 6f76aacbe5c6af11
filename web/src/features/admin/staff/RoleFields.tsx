import { useFormikContext } from 'formik';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { FormTextField } from '../../patients/form/FormTextField';
import { grantableAreas, type RoleValues } from './staffForms';

/** A role's name, description and the console areas it opens (Staff is never one: it stays with the Super Admin). */
export function RoleFields({ systemRole }: { systemRole: boolean }) {
  const form = useFormikContext<RoleValues>();
  const { permissions } = form.values;
  const toggle = (area: RoleValues['permissions'][number]) =>
    void form.setFieldValue(
      'permissions',
      permissions.includes(area) ? permissions.filter((value) => value !== area) : [...permissions, area],
    );
  const refused = typeof form.errors.permissions === 'string' ? form.errors.permissions : null;
  return (
    <>
      <FormTextField
        name="roleName"
        label="Role name"
        required
        disabled={systemRole}
        helperText={systemRole ? 'A system role keeps its name' : undefined}
      />
      <FormTextField name="roleDescription" label="Description" multiline minRows={2} />
      <FormControl component="fieldset" error={Boolean(refused)}>
        <FormLabel component="legend">Console areas</FormLabel>
        <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: '1fr 1fr 1fr' } }}>
          {grantableAreas.map((area) => (
            <FormControlLabel
              key={area.value}
              control={<Checkbox checked={permissions.includes(area.value)} onChange={() => toggle(area.value)} />}
              label={area.label}
            />
          ))}
        </FormGroup>
        <FormHelperText>
          {refused ?? 'Staff with this role see these tabs only; Staff stays with the Super Admin.'}
        </FormHelperText>
      </FormControl>
    </>
  );
}
