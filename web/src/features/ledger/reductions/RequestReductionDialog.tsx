import { useId } from 'react';
import { useFormik } from 'formik';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useToast } from '../../../app/toast/toastContext';
import { visibleFieldError } from '../../../lib/formikErrors';
import { LedgerFormDialog } from '../form/LedgerFormDialog';
import { MoneyField } from '../form/MoneyField';
import type { CaseLedger } from '../ledgerFields';
import { ReductionPreview } from './ReductionPreview';
import {
  emptyReductionRequest,
  reductionRequestInput,
  requestReductionSchema,
  type ReductionMode,
  type RequestReductionValues,
} from './requestReductionSchema';
import { useRequestReduction } from './useRequestReduction';

interface RequestReductionDialogProps {
  ledger: Pick<CaseLedger, 'caseId' | 'balance'>;
  onClose: () => void;
}

/** The attorney asks the clinic to reduce the balance, by a percentage or by an amount, with a reason. */
export function RequestReductionDialog({ ledger, onClose }: RequestReductionDialogProps) {
  const modeLabelId = useId();
  const showToast = useToast();
  const requestReduction = useRequestReduction();

  const form = useFormik<RequestReductionValues>({
    initialValues: emptyReductionRequest,
    validationSchema: requestReductionSchema(ledger.balance),
    onSubmit: async (values, { setErrors }) => {
      const outcome = await requestReduction(reductionRequestInput(ledger.caseId, values));
      if (outcome.ok) {
        showToast({
          title: 'Reduction requested',
          description: 'The clinic has been asked to reduce the balance.',
          severity: 'success',
        });
        onClose();
        return;
      }
      setErrors(outcome.fieldErrors);
      showToast({ title: 'Could not request the reduction', description: outcome.message, severity: 'error' });
    },
  });
  const errorOf = (field: keyof RequestReductionValues) => visibleFieldError(form, field);
  const byPercentage = form.values.mode === 'percentage';

  return (
    <LedgerFormDialog
      title="Request Reduction"
      submitLabel="Request Reduction"
      submittingLabel="Requesting..."
      submitting={form.isSubmitting}
      onSubmit={form.handleSubmit}
      onClose={onClose}
    >
      <FormControl>
        <FormLabel id={modeLabelId}>Reduce the balance by</FormLabel>
        <RadioGroup
          row
          aria-labelledby={modeLabelId}
          name="mode"
          value={form.values.mode}
          onChange={(_event, mode) => void form.setFieldValue('mode', mode as ReductionMode)}
        >
          <FormControlLabel value="percentage" control={<Radio />} label="Percentage" />
          <FormControlLabel value="amount" control={<Radio />} label="Amount" />
        </RadioGroup>
      </FormControl>
      {byPercentage ? (
        <TextField
          {...form.getFieldProps('percentage')}
          label="Percentage"
          required
          error={Boolean(errorOf('percentage'))}
          helperText={errorOf('percentage') ?? 'From 0.01 to 99.99'}
          slotProps={{
            htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
            input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
          }}
        />
      ) : (
        <MoneyField
          {...form.getFieldProps('reductionAmount')}
          label="Reduction amount"
          required
          error={Boolean(errorOf('reductionAmount'))}
          helperText={errorOf('reductionAmount') ?? 'How much to take off the balance'}
        />
      )}
      <ReductionPreview balance={ledger.balance} values={form.values} />
      <TextField
        {...form.getFieldProps('reason')}
        label="Reason"
        required
        multiline
        minRows={3}
        error={Boolean(errorOf('reason'))}
        helperText={errorOf('reason')}
      />
    </LedgerFormDialog>
  );
}
