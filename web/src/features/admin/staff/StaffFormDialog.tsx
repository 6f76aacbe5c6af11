import { useId, type ReactNode } from 'react';
import { Form, Formik, type FormikErrors, type FormikValues } from 'formik';
import type { AnyObjectSchema } from 'yup';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

export interface StaffFormDialogProps<TValues extends FormikValues> {
  open: boolean;
  title: string;
  intro?: string;
  submitLabel: string;
  initialValues: TValues;
  validationSchema: AnyObjectSchema;
  /** Saves; answers the refused fields' messages (shown under them), or null once saved. */
  onSubmit: (values: TValues) => Promise<Record<string, string> | null>;
  onClose: () => void;
  children: (values: TValues) => ReactNode;
}

/** A Staff tab form in a dialog (full screen on a phone): Cancel, or save with the server's refusals under their fields. */
export function StaffFormDialog<TValues extends FormikValues>({
  open,
  title,
  intro,
  submitLabel,
  initialValues,
  validationSchema,
  onSubmit,
  onClose,
  children,
}: StaffFormDialogProps<TValues>) {
  const titleId = useId();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog open={open} onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <Formik<TValues>
        initialValues={initialValues}
        validationSchema={validationSchema}
        enableReinitialize
        onSubmit={async (values, { setErrors }) => {
          const refused = await onSubmit(values);
          if (refused) setErrors(refused as FormikErrors<TValues>);
        }}
      >
        {({ isSubmitting, values }) => (
          <Form noValidate autoComplete="off" aria-labelledby={titleId}>
            <DialogTitle id={titleId}>{title}</DialogTitle>
            <DialogContent>
              {intro && <DialogContentText sx={{ mb: 2 }}>{intro}</DialogContentText>}
              <Stack spacing={2} sx={{ pt: intro ? 0 : 1 }}>
                {children(values)}
              </Stack>
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 2 }}>
              <Button onClick={onClose} disabled={isSubmitting}>
                Cancel
              </Button>
              <Button type="submit" variant="contained" disabled={isSubmitting}>
                {submitLabel}
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
