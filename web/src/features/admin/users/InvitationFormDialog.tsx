import { useId, useState, type ReactNode } from 'react';
import { Form, Formik, type FormikErrors, type FormikValues } from 'formik';
import type { AnyObjectSchema } from 'yup';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { InvitationDeliveryFieldsFragment } from '../../../gql/graphql';
import type { InvitationOutcome } from './accountActionToasts';
import { InvitationLinkPanel } from './InvitationLinkPanel';

export interface InvitationFormDialogProps<TValues extends FormikValues> {
  open: boolean;
  onClose: () => void;
  texts: {
    title: string;
    intro: string;
    submit: string;
    submitting: string;
    /** The title once done, and the button that starts the form again. */
    done: string;
    again: string;
  };
  initialValues: TValues;
  validationSchema: AnyObjectSchema;
  submit: (values: TValues) => Promise<InvitationOutcome>;
  fields: (values: TValues) => ReactNode;
}

/**
 * A form that makes an account with an invitation (the operator's Create Account, the clinic admin's
 * Invite User). Once done it shows the invitation's delivery, with the link to pass on when the
 * e-mail could not be sent; refused fields come back under their inputs.
 */
export function InvitationFormDialog<TValues extends FormikValues>({
  open,
  onClose,
  texts,
  initialValues,
  validationSchema,
  submit,
  fields,
}: InvitationFormDialogProps<TValues>) {
  const titleId = useId();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [sent, setSent] = useState<{ email: string; delivery: InvitationDeliveryFieldsFragment } | null>(null);

  const close = () => {
    setSent(null);
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      {sent ? (
        <>
          <DialogTitle id={titleId}>{texts.done}</DialogTitle>
          <DialogContent>
            <InvitationLinkPanel email={sent.email} delivery={sent.delivery} />
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={() => setSent(null)}>{texts.again}</Button>
            <Button variant="contained" onClick={close}>
              Done
            </Button>
          </DialogActions>
        </>
      ) : (
        <Formik<TValues>
          initialValues={initialValues}
          validationSchema={validationSchema}
          onSubmit={async (values, { setErrors }) => {
            const outcome = await submit(values);
            if (outcome.ok) setSent({ email: outcome.user.email, delivery: outcome.invitation });
            else setErrors(outcome.fieldErrors as FormikErrors<TValues>);
          }}
        >
          {({ isSubmitting, values }) => (
            <Form noValidate autoComplete="off" aria-labelledby={titleId}>
              <DialogTitle id={titleId}>{texts.title}</DialogTitle>
              <DialogContent>
                <DialogContentText sx={{ mb: 2 }}>{texts.intro}</DialogContentText>
                <Grid container spacing={2}>
                  {fields(values)}
                </Grid>
              </DialogContent>
              <DialogActions sx={{ px: 3, pb: 2 }}>
                <Button onClick={close} disabled={isSubmitting}>
                  Cancel
                </Button>
                <Button type="submit" variant="contained" disabled={isSubmitting}>
                  {isSubmitting ? texts.submitting : texts.submit}
                </Button>
              </DialogActions>
            </Form>
          )}
        </Formik>
      )}
    </Dialog>
  );
}
