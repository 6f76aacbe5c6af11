import { useId, useState } from 'react';
import { Form, Formik, useFormikContext } from 'formik';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import type { AdminUserFieldsFragment, Role } from '../../../gql/graphql';
import { visibleFieldError } from '../../../lib/formikErrors';
import { AttorneyPicker } from '../../attorneys/AttorneyPicker';
import { AccountIdentityFields } from './AccountIdentityFields';
import { editAccountSchema, isClinicRole, type EditAccountValues } from './accountSchema';
import { ClinicSelectField } from './ClinicSelectField';
import { useForceLogout } from './useForceLogout';
import { useUpdateUser } from './useUpdateUser';

export const REAUTHENTICATE_NOTE =
  'After a logout, users who sign in with an external provider (Google, Apple or single sign-on) must sign in with that provider again.';

interface EditUserDialogProps {
  user: AdminUserFieldsFragment | null;
  /** A role picked in the table that needs a clinic or attorney record: the dialog opens with it chosen. */
  presetRole?: Role;
  isSelf: boolean;
  onClose: () => void;
}

function valuesOf(user: AdminUserFieldsFragment, presetRole?: Role): EditAccountValues {
  return {
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: presetRole ?? user.role,
    clinicId: user.clinicId === null || user.clinicId === undefined ? '' : String(user.clinicId),
    attorney:
      typeof user.attorneyId === 'number'
        ? { id: user.attorneyId, fullName: user.attorneyName ?? '', firmName: user.attorneyFirmName ?? '' }
        : null,
    isActive: user.isActive,
  };
}

function AttorneyRecordField() {
  const form = useFormikContext<EditAccountValues>();
  return (
    <AttorneyPicker
      label="Attorney record"
      name="attorney"
      required
      value={form.values.attorney}
      onChange={(attorney) => void form.setFieldValue('attorney', attorney)}
      onBlur={() => void form.setFieldTouched('attorney', true)}
      error={visibleFieldError(form, 'attorney')}
      helperText="The attorney of the directory this account signs in as"
    />
  );
}

function ActiveSwitch({ disabled }: { disabled: boolean }) {
  const form = useFormikContext<EditAccountValues>();
  return (
    <FormControlLabel
      control={
        <Switch
          checked={form.values.isActive}
          onChange={(event) => void form.setFieldValue('isActive', event.target.checked)}
          disabled={disabled}
        />
      }
      label={form.values.isActive ? 'Active' : 'Inactive'}
    />
  );
}

/**
 * The Edit dialog: email, names, role (with its clinic or attorney record) and the active flag, plus
 * Force Logout. Changing the role or the clinic, or deactivating, ends the user's sessions too.
 */
export function EditUserDialog({ user, presetRole, isSelf, onClose }: EditUserDialogProps) {
  const titleId = useId();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const updateUser = useUpdateUser();
  const forceLogout = useForceLogout();
  const [confirmingLogout, setConfirmingLogout] = useState(false);

  if (!user) return null;
  const name = user.fullName || user.email;

  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <Formik<EditAccountValues>
        initialValues={valuesOf(user, presetRole)}
        validationSchema={editAccountSchema}
        onSubmit={async (values, { setErrors }) => {
          const outcome = await updateUser(user.id, values);
          if (outcome.ok) onClose();
          else setErrors(outcome.fieldErrors);
        }}
      >
        {({ isSubmitting, values }) => (
          <Form noValidate autoComplete="off" aria-labelledby={titleId}>
            <DialogTitle id={titleId}>Edit {name}</DialogTitle>
            <DialogContent>
              <Grid container spacing={2} sx={{ pt: 1 }}>
                <AccountIdentityFields
                  roleHelperText={
                    isSelf ? 'You cannot change your own role' : 'A new role ends the user’s current sessions'
                  }
                />
                {isClinicRole(values.role) && (
                  <Grid size={12}>
                    <ClinicSelectField
                      current={
                        typeof user.clinicId === 'number'
                          ? { id: user.clinicId, name: user.clinicName ?? `Clinic ${user.clinicId}` }
                          : null
                      }
                    />
                  </Grid>
                )}
                {values.role === 'attorney' && (
                  <Grid size={12}>
                    <AttorneyRecordField />
                  </Grid>
                )}
                <Grid size={12}>
                  <ActiveSwitch disabled={isSelf} />
                </Grid>
              </Grid>
              {!isSelf && (
                <Box sx={{ mt: 2 }}>
                  <Divider sx={{ mb: 2 }} />
                  <Typography variant="subtitle2" component="h3" gutterBottom>
                    Sessions
                  </Typography>
                  <Alert severity="info" sx={{ mb: 1.5 }}>
                    {REAUTHENTICATE_NOTE}
                  </Alert>
                  <Button color="warning" variant="outlined" onClick={() => setConfirmingLogout(true)}>
                    Force Logout
                  </Button>
                </Box>
              )}
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 2 }}>
              <Button onClick={onClose} disabled={isSubmitting}>
                Cancel
              </Button>
              <Button type="submit" variant="contained" disabled={isSubmitting}>
                {isSubmitting ? 'Saving...' : 'Save Changes'}
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
      <ConfirmDialog
        open={confirmingLogout}
        title="Force logout"
        message={`End every session of ${name}? Open pages are signed out at once.`}
        confirmLabel="Force Logout"
        destructive
        onConfirm={() => {
          setConfirmingLogout(false);
          void forceLogout(user);
        }}
        onCancel={() => setConfirmingLogout(false)}
      />
    </Dialog>
  );
}
