import { useId, useState } from 'react';
import { useFormik } from 'formik';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ClaimFieldsFragment } from '../../gql/graphql';
import { formatMoney } from '../../lib/format';
import { visibleFieldError } from '../../lib/formikErrors';
import { errorMessageOf, fieldErrorsOf } from '../../lib/graphqlErrors';
import { todayLocalDate } from '../../lib/localDate';
import { ClaimPaymentMutation } from './claimOperations';
import {
  claimPaymentInput,
  claimPaymentSchema,
  initialClaimPaymentValues,
  type ClaimPaymentValues,
} from './claimPaymentSchema';

const amountFields: [keyof ClaimPaymentValues, string, boolean][] = [
  ['allowedAmount', 'Allowed Amount', true],
  ['paidAmount', 'Paid Amount', true],
  ['deductibleApplied', 'Deductible', false],
  ['copayAmount', 'Copay', false],
  ['coinsuranceAmount', 'Coinsurance', false],
  ['patientResponsibility', 'Patient Responsibility', false],
];

/** Records the payer's remittance; the payment is posted to the case ledger by the server. */
export function ClaimPaymentDialog({ claim, onClose }: { claim: ClaimFieldsFragment; onClose: () => void }) {
  const titleId = useId();
  const [recordPayment] = useMutation(ClaimPaymentMutation);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useFormik<ClaimPaymentValues>({
    initialValues: initialClaimPaymentValues(claim.billedAmount),
    validationSchema: claimPaymentSchema,
    onSubmit: async (values, { setErrors }) => {
      setFailure(null);
      try {
        await recordPayment({ variables: { input: claimPaymentInput(claim.id, values) } });
        onClose();
      } catch (error) {
        setErrors(fieldErrorsOf(error));
        setFailure(errorMessageOf(error));
      }
    },
  });
  const errorOf = (field: keyof ClaimPaymentValues) => visibleFieldError(form, field);

  return (
    <Dialog open onClose={() => !form.isSubmitting && onClose()} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <form noValidate onSubmit={form.handleSubmit} aria-label={`Record payment ${claim.claimNumber}`}>
        <DialogTitle id={titleId}>Record Payment {claim.claimNumber}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Billed {formatMoney(claim.billedAmount)} to {claim.carrierName ?? 'the payer'}. The paid amount is posted to
            the case ledger as an insurance payment.
          </Typography>
          {failure && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          )}
          <Grid container spacing={2}>
            {amountFields.map(([field, label, required]) => (
              <Grid key={field} size={{ xs: 12, sm: 6 }}>
                <TextField
                  {...form.getFieldProps(field)}
                  fullWidth
                  label={label}
                  required={required}
                  slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                  error={Boolean(errorOf(field))}
                  helperText={errorOf(field)}
                />
              </Grid>
            ))}
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                {...form.getFieldProps('paymentDate')}
                fullWidth
                type="date"
                label="Payment Date"
                required
                error={Boolean(errorOf('paymentDate'))}
                helperText={errorOf('paymentDate')}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: todayLocalDate() } }}
              />
            </Grid>
          </Grid>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={form.isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color="success" disabled={form.isSubmitting}>
            {form.isSubmitting ? 'Saving...' : 'Record Payment'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
