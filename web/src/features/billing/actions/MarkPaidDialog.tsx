import { useId } from 'react';
import { useFormik } from 'formik';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PaymentMethod } from '../../../gql/graphql';
import { formatMoney } from '../../../lib/format';
import { visibleFieldError } from '../../../lib/formikErrors';
import { todayLocalDate } from '../../../lib/localDate';
import type { BillingEntryItem } from '../billingEntryFields';
import { PaymentMethodField } from '../../../components/PaymentMethodField';
import { initialMarkPaidValues, markPaidSchema, type MarkPaidValues } from './markPaidSchema';
import type { StatusChangeOutcome } from './useChangeBillingStatus';

interface MarkPaidDialogProps {
  entry: BillingEntryItem;
  onClose: () => void;
  /** Records the payment; the dialog closes when it succeeds and shows the server's field errors when not. */
  onMarkPaid: (payment: { paidDate: string; paymentMethod: PaymentMethod }) => Promise<StatusChangeOutcome>;
}

const fieldNames = new Set<string>(['paidDate', 'paymentMethod']);

/**
 * Asks when and how a submitted bill was paid (the date defaults to today and cannot be later). It is
 * open while mounted: each opening starts with fresh values.
 */
export function MarkPaidDialog({ entry, onClose, onMarkPaid }: MarkPaidDialogProps) {
  const titleId = useId();
  const form = useFormik<MarkPaidValues>({
    initialValues: initialMarkPaidValues(),
    validationSchema: markPaidSchema,
    onSubmit: async (values, { setErrors }) => {
      if (values.paymentMethod === '') return;
      const outcome = await onMarkPaid({ paidDate: values.paidDate, paymentMethod: values.paymentMethod });
      if (outcome.ok) {
        onClose();
        return;
      }
      // Messages about other fields are in the failure toast already.
      setErrors(Object.fromEntries(Object.entries(outcome.fieldErrors).filter(([field]) => fieldNames.has(field))));
    },
  });

  const close = () => {
    if (!form.isSubmitting) onClose();
  };

  const errorOf = (field: keyof MarkPaidValues) => visibleFieldError(form, field);
  const value = entry.adjustedAmount ?? entry.amount;

  return (
    <Dialog open onClose={close} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <form noValidate onSubmit={form.handleSubmit} aria-label={`Mark Paid ${entry.invoiceNumber}`}>
        <DialogTitle id={titleId}>Mark Paid {entry.invoiceNumber}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {formatMoney(value)} for {entry.caseNumber} · {entry.patientName}
            </Typography>
            <TextField
              {...form.getFieldProps('paidDate')}
              type="date"
              label="Paid Date"
              required
              error={Boolean(errorOf('paidDate'))}
              helperText={errorOf('paidDate')}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: todayLocalDate() } }}
            />
            <PaymentMethodField
              {...form.getFieldProps('paymentMethod')}
              label="Payment Method"
              required
              error={Boolean(errorOf('paymentMethod'))}
              helperText={errorOf('paymentMethod')}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} disabled={form.isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color="success" disabled={form.isSubmitting}>
            {form.isSubmitting ? 'Saving...' : 'Mark Paid'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
