import { useFormik } from 'formik';
import TextField from '@mui/material/TextField';
import { useToast } from '../../../app/toast/toastContext';
import { formatLocalDate, formatMoney } from '../../../lib/format';
import { visibleFieldError } from '../../../lib/formikErrors';
import { todayLocalDate } from '../../../lib/localDate';
import { LedgerFormDialog } from '../form/LedgerFormDialog';
import { MoneyField } from '../form/MoneyField';
import type { CaseLedger } from '../ledgerFields';
import { settlementInput, settlementSchema, settlementValuesOf, type SettlementValues } from './settlementSchema';
import { useRecordSettlement } from './useRecordSettlement';

interface RecordSettlementDialogProps {
  ledger: Pick<CaseLedger, 'caseId' | 'settlementAmount' | 'settlementDate'>;
  onClose: () => void;
}

/** The attorney records how much the case settled for and when (or corrects what was recorded). */
export function RecordSettlementDialog({ ledger, onClose }: RecordSettlementDialogProps) {
  const showToast = useToast();
  const recordSettlement = useRecordSettlement();

  const form = useFormik<SettlementValues>({
    initialValues: settlementValuesOf(ledger),
    validationSchema: settlementSchema,
    onSubmit: async (values, { setErrors }) => {
      const input = settlementInput(ledger.caseId, values);
      const outcome = await recordSettlement(input);
      if (outcome.ok) {
        showToast({
          title: 'Settlement recorded',
          description: `${formatMoney(input.settlementAmount)} on ${formatLocalDate(input.settlementDate)}.`,
          severity: 'success',
        });
        onClose();
        return;
      }
      setErrors(outcome.fieldErrors);
      showToast({ title: 'Could not record the settlement', description: outcome.message, severity: 'error' });
    },
  });
  const errorOf = (field: keyof SettlementValues) => visibleFieldError(form, field);

  return (
    <LedgerFormDialog
      title="Record Settlement"
      submitLabel="Record Settlement"
      submittingLabel="Recording..."
      submitting={form.isSubmitting}
      onSubmit={form.handleSubmit}
      onClose={onClose}
    >
      <MoneyField
        {...form.getFieldProps('settlementAmount')}
        label="Settlement amount"
        required
        error={Boolean(errorOf('settlementAmount'))}
        helperText={errorOf('settlementAmount')}
      />
      <TextField
        {...form.getFieldProps('settlementDate')}
        type="date"
        label="Settlement date"
        required
        error={Boolean(errorOf('settlementDate'))}
        helperText={errorOf('settlementDate')}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: todayLocalDate() } }}
      />
    </LedgerFormDialog>
  );
}
