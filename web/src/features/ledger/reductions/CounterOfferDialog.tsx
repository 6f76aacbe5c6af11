import { useFormik } from 'formik';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useToast } from '../../../app/toast/toastContext';
import { formatMoney } from '../../../lib/format';
import { visibleFieldError } from '../../../lib/formikErrors';
import { LedgerFormDialog } from '../form/LedgerFormDialog';
import { MoneyField } from '../form/MoneyField';
import type { ReductionRequest } from '../ledgerFields';
import { subtractMoney } from '../../../lib/money';
import {
  counterOfferInput,
  counterOfferSchema,
  emptyCounterOffer,
  type CounterOfferValues,
} from './counterOfferSchema';
import { useRespondToReduction } from './useRespondToReduction';

interface CounterOfferDialogProps {
  request: ReductionRequest;
  onClose: () => void;
}

/** The clinic answers a pending request with the balance it would accept instead, and optional notes. */
export function CounterOfferDialog({ request, onClose }: CounterOfferDialogProps) {
  const showToast = useToast();
  const respond = useRespondToReduction();

  const form = useFormik<CounterOfferValues>({
    initialValues: emptyCounterOffer,
    validationSchema: counterOfferSchema(request),
    onSubmit: async (values, { setErrors }) => {
      const outcome = await respond(counterOfferInput(request.id, values));
      if (outcome.ok) {
        showToast({
          title: 'Counter-offer sent',
          description: 'The attorney can now accept or reject it.',
          severity: 'success',
        });
        onClose();
        return;
      }
      setErrors(outcome.fieldErrors);
      showToast({ title: 'Could not send the counter-offer', description: outcome.message, severity: 'error' });
    },
  });
  const errorOf = (field: keyof CounterOfferValues) => visibleFieldError(form, field);

  return (
    <LedgerFormDialog
      title="Counter-offer"
      submitLabel="Send Counter-offer"
      submittingLabel="Sending..."
      submitting={form.isSubmitting}
      onSubmit={form.handleSubmit}
      onClose={onClose}
    >
      <Typography variant="body2" color="text.secondary">
        The attorney proposes a balance of {formatMoney(request.requestedAmount)} (a reduction of{' '}
        {formatMoney(subtractMoney(request.originalAmount, request.requestedAmount))} from{' '}
        {formatMoney(request.originalAmount)}). Enter the balance the clinic would accept.
      </Typography>
      <MoneyField
        {...form.getFieldProps('counterAmount')}
        label="Counter amount"
        required
        error={Boolean(errorOf('counterAmount'))}
        helperText={errorOf('counterAmount') ?? 'The balance the clinic would accept'}
      />
      <TextField
        {...form.getFieldProps('notes')}
        label="Notes"
        multiline
        minRows={3}
        error={Boolean(errorOf('notes'))}
        helperText={errorOf('notes')}
      />
    </LedgerFormDialog>
  );
}
