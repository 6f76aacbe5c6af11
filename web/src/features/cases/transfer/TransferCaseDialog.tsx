import { useState } from 'react';
import { useFormik } from 'formik';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useToast } from '../../../app/toast/toastContext';
import type { CaseDetailFieldsFragment } from '../../../gql/graphql';
import { visibleFieldError } from '../../../lib/formikErrors';
import { AttorneyPicker } from '../../attorneys/AttorneyPicker';
import { emptyTransfer, transferCaseSchema } from './transferCaseSchema';
import { useTransferCase } from './useTransferCase';

interface TransferCaseDialogProps {
  caseRecord: CaseDetailFieldsFragment;
  open: boolean;
  onClose: () => void;
}

function currentAttorneyLine(attorney: CaseDetailFieldsFragment['attorney']): string {
  if (!attorney) return 'No attorney assigned';
  return attorney.firmName ? `${attorney.fullName} · ${attorney.firmName}` : attorney.fullName;
}

/** Moves a case to another attorney with a reason; the change is recorded in the case's history. */
export function TransferCaseDialog({ caseRecord, open, onClose }: TransferCaseDialogProps) {
  const showToast = useToast();
  const transferCase = useTransferCase(caseRecord.id, caseRecord.attorney?.id);
  const [failure, setFailure] = useState<string | null>(null);

  const form = useFormik({
    initialValues: emptyTransfer,
    validationSchema: transferCaseSchema,
    onSubmit: async (values, { setErrors, resetForm }) => {
      setFailure(null);
      const outcome = await transferCase(values);
      if (outcome.ok) {
        resetForm();
        onClose();
        showToast({
          title: 'Case transferred',
          description: `${caseRecord.caseNumber} was transferred.`,
          severity: 'success',
        });
        return;
      }
      setFailure(outcome.message);
      setErrors(outcome.fieldErrors);
    },
  });

  const close = () => {
    if (form.isSubmitting) return;
    form.resetForm();
    setFailure(null);
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="transfer-case-title">
      <form noValidate onSubmit={form.handleSubmit} aria-label="Transfer case form">
        <DialogTitle id="transfer-case-title">Transfer Case</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              Current attorney: <strong>{currentAttorneyLine(caseRecord.attorney)}</strong>
            </Typography>
            {failure && <Alert severity="error">{failure}</Alert>}
            <AttorneyPicker
              label="New attorney"
              name="attorney"
              required
              excludeId={caseRecord.attorney?.id}
              value={form.values.attorney}
              onChange={(attorney) => void form.setFieldValue('attorney', attorney)}
              onBlur={() => void form.setFieldTouched('attorney')}
              error={visibleFieldError(form, 'attorney')}
            />
            <TextField
              {...form.getFieldProps('reason')}
              label="Reason"
              required
              error={Boolean(visibleFieldError(form, 'reason'))}
              helperText={visibleFieldError(form, 'reason')}
            />
            <TextField
              {...form.getFieldProps('notes')}
              label="Notes"
              multiline
              minRows={3}
              error={Boolean(visibleFieldError(form, 'notes'))}
              helperText={visibleFieldError(form, 'notes')}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} disabled={form.isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={form.isSubmitting}>
            {form.isSubmitting ? 'Transferring...' : 'Transfer'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
