import { useId, useState } from 'react';
import { Form, Formik } from 'formik';
import * as yup from 'yup';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { InvitationDeliveryFieldsFragment, Role } from '../../../gql/graphql';
import { AccountIdentityFields } from '../../admin/users/AccountIdentityFields';
import { accountFields } from '../../admin/users/accountSchema';
import { InvitationLinkPanel } from '../../admin/users/InvitationLinkPanel';
import { useClinicUserInvite, type InviteValues } from './clinicUserActions';

export const clinicRoles: readonly Role[] = ['clinic_staff', 'clinic_admin'];

const inviteSchema = yup.object({
  email: accountFields.email,
  firstName: accountFields.firstName,
  lastName: accountFields.lastName,
  role: accountFields.role,
});

const emptyInvite: InviteValues = { email: '', firstName: '', lastName: '', role: 'clinic_staff' };

/**
 * Invite User: a colleague's email, names and role (staff or admin). They get an e-mail with a link
 * to choose a password; when it could not be sent, the dialog ends with the link to pass on.
 */
export function InviteColleagueDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const invite = useClinicUserInvite();
  const [sent, setSent] = useState<{ email: string; delivery: InvitationDeliveryFieldsFragment } | null>(null);

  const close = () => {
    setSent(null);
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      {sent ? (
        <>
          <DialogTitle id={titleId}>Invitation sent</DialogTitle>
          <DialogContent>
            <InvitationLinkPanel email={sent.email} delivery={sent.delivery} />
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={() => setSent(null)}>Invite Another</Button>
            <Button variant="contained" onClick={close}>
              Done
            </Button>
          </DialogActions>
        </>
      ) : (
        <Formik<InviteValues>
          initialValues={emptyInvite}
          validationSchema={inviteSchema}
          onSubmit={async (values, { setErrors }) => {
            const outcome = await invite(values);
            if (outcome.ok) setSent({ email: outcome.user.email, delivery: outcome.invitation });
            else setErrors(outcome.fieldErrors);
          }}
        >
          {({ isSubmitting }) => (
            <Form noValidate autoComplete="off" aria-labelledby={titleId}>
              <DialogTitle id={titleId}>Invite User</DialogTitle>
              <DialogContent>
                <DialogContentText sx={{ mb: 2 }}>
                  Your colleague gets an e-mail with a link to choose a password. It works once and expires in 7 days.
                  Each active user takes a seat of your plan.
                </DialogContentText>
                <Grid container spacing={2}>
                  <AccountIdentityFields autoFocus roles={clinicRoles} />
                </Grid>
              </DialogContent>
              <DialogActions sx={{ px: 3, pb: 2 }}>
                <Button onClick={close} disabled={isSubmitting}>
                  Cancel
                </Button>
                <Button type="submit" variant="contained" disabled={isSubmitting}>
                  {isSubmitting ? 'Inviting...' : 'Send Invitation'}
                </Button>
              </DialogActions>
            </Form>
          )}
        </Formik>
      )}
    </Dialog>
  );
}
