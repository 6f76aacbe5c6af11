import { useFormik } from 'formik';
import * as yup from 'yup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useToast } from '../../../app/toast/toastContext';
import { formatMoney } from '../../../lib/format';
import { visibleFieldError } from '../../../lib/formikErrors';
import { optionalText, optionalTextRule } from '../form/ledgerFieldRules';
import { LedgerFormDialog } from '../form/LedgerFormDialog';
import type { CaseLedger } from '../ledgerFields';
import { compareMoney, subtractMoney } from '../../../lib/money';
import { isOpenRequest } from '../reductions/reductionFigures';
import { writeOffNotice } from './closeLedgerText';
import { useCloseLedger } from './useCloseLedger';

const closeLedgerSchema = yup.object({ notes: optionalTextRule('Note', 2000) });

interface CloseLedgerDialogProps {
  ledger: Pick<CaseLedger, 'caseId' | 'balance' | 'totalWriteOffs' | 'reductionRequests'>;
  onClose: () => void;
}

/**
 * Asks the clinic to confirm closing the ledger, saying what will be written off, with an optional
 * note. (A form of its own rather than ConfirmDialog, whose message is a paragraph and cannot hold a field.)
 */
export function CloseLedgerDialog({ ledger, onClose }: CloseLedgerDialogProps) {
  const showToast = useToast();
  const closeLedger = useCloseLedger();
  const withdrawsRequest = ledger.reductionRequests.some(isOpenRequest);

  const form = useFormik({
    initialValues: { notes: '' },
    validationSchema: closeLedgerSchema,
    onSubmit: async (values, { setErrors }) => {
      const outcome = await closeLedger({ caseId: ledger.caseId, notes: optionalText(values.notes) });
      if (outcome.ok) {
        // What closing wrote off, from the server's totals before and after.
        const writtenOff = subtractMoney(outcome.ledger.totalWriteOffs, ledger.totalWriteOffs);
        showToast({
          title: 'Ledger closed',
          description:
            compareMoney(writtenOff, '0') > 0
              ? `${formatMoney(writtenOff)} was written off.`
              : 'Nothing was written off.',
          severity: 'success',
        });
        onClose();
        return;
      }
      setErrors(outcome.fieldErrors);
      showToast({ title: 'Could not close the ledger', description: outcome.message, severity: 'error' });
    },
  });
  const notesError = visibleFieldError(form, 'notes');

  return (
    <LedgerFormDialog
      title="Close Ledger"
      submitLabel="Close Ledger"
      submittingLabel="Closing..."
      destructive
      submitting={form.isSubmitting}
      onSubmit={form.handleSubmit}
      onClose={onClose}
    >
      <Typography>
        {writeOffNotice(ledger.balance)}
        {withdrawsRequest && ' The open reduction request is withdrawn.'} Nothing more can be posted to this ledger
        afterwards.
      </Typography>
      <TextField
        {...form.getFieldProps('notes')}
        label="Note"
        multiline
        minRows={2}
        error={Boolean(notesError)}
        helperText={notesError ?? 'Optional: why the ledger is closed'}
      />
    </LedgerFormDialog>
  );
}
