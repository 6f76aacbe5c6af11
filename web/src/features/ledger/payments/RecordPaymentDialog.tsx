import { useFormik } from 'formik';
import TextField from '@mui/material/TextField';
import { useToast } from '../../../app/toast/toastContext';
import { formatMoney } from '../../../lib/format';
import { visibleFieldError } from '../../../lib/formikErrors';
import { todayLocalDate } from '../../../lib/localDate';
import { LedgerFormDialog } from '../form/LedgerFormDialog';
import { MoneyField } from '../form/MoneyField';
import { PaymentMethodField } from '../../../components/PaymentMethodField';
import { emptyPayment, paymentInput, paymentSchema, type PaymentValues } from './paymentSchema';
import { useRecordPayment } from './useRecordPayment';

interface RecordPaymentDialogProps {
  caseId: number;
  onClose: () => void;
}

/** The clinic records a payment received on the case: amount, date, method and an optional reference. */
export function RecordPaymentDialog({ caseId, onClose }: RecordPaymentDialogProps) {
  const showToast = useToast();
  const recordPayment = useRecordPayment();

  const form = useFormik<PaymentValues>({
    initialValues: emptyPayment(),
    validationSchema: paymentSchema,
    onSubmit: async (values, { setErrors }) => {
      const input = paymentInput(caseId, values);
      const outcome = await recordPayment(input);
      if (outcome.ok) {
        showToast({
          title: 'Payment recorded',
          description: `${formatMoney(input.amount)} received; the balance is now ${formatMoney(outcome.ledger.balance)}.`,
          severity: 'success',
        });
        onClose();
        return;
      }
      setErrors(outcome.fieldErrors);
      showToast({ title: 'Could not record the payment', description: outcome.message, severity: 'error' });
    },
  });
  const errorOf = (field: keyof PaymentValues) => visibleFieldError(form, field);

  return (
    <LedgerFormDialog
      title="Record Payment"
      submitLabel="Record Payment"
      submittingLabel="Recording..."
      submitting={form.isSubmitting}
      onSubmit={form.handleSubmit}
      onClose={onClose}
    >
      <MoneyField
        {...form.getFieldProps('amount')}
        label="Amount"
        required
        error={Boolean(errorOf('amount'))}
        helperText={errorOf('amount')}
      />
      <TextField
        {...form.getFieldProps('receivedDate')}
        type="date"
        label="Date received"
        required
        error={Boolean(errorOf('receivedDate'))}
        helperText={errorOf('receivedDate')}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: todayLocalDate() } }}
      />
      <PaymentMethodField
        {...form.getFieldProps('paymentMethod')}
        label="Payment method"
        required
        error={Boolean(errorOf('paymentMethod'))}
        helperText={errorOf('paymentMethod')}
      />
      <TextField
        {...form.getFieldProps('reference')}
        label="Reference"
        error={Boolean(errorOf('reference'))}
        helperText={errorOf('reference') ?? 'Check number, transaction id or similar'}
      />
    </LedgerFormDialog>
  );
}
