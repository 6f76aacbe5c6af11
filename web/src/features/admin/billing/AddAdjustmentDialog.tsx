import { useId, useState } from 'react';
import { Form, Formik } from 'formik';
import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { moneyInputDecimal } from '../../../lib/moneyInput';
import { FormTextField } from '../../patients/form/FormTextField';
import { addAdjustmentSchema, adjustmentTypes, type AdjustmentValues } from './addAdjustmentSchema';
import { adjustmentTypeLabels } from './billingFormat';
import { BillingRecordsQuery } from './billingQueries';
import { useBillingActions } from './useBillingActions';

/** One key per opening of the dialog: a double click (or a resend) applies the adjustment once. */
const newRequestKey = () => crypto.randomUUID();

function AdjustmentForm({ clinicId, onClose }: { clinicId: number | null; onClose: () => void }) {
  const [requestKey] = useState(newRequestKey);
  const { applyAdjustment } = useBillingActions();
  const { data, loading, error } = useQuery(BillingRecordsQuery, { variables: { first: 100 } });
  const clinics = data?.billingRecords.nodes ?? [];

  return (
    <Formik<AdjustmentValues>
      initialValues={{ clinicId: clinicId ? String(clinicId) : '', type: 'credit', amount: '', reason: '' }}
      validationSchema={addAdjustmentSchema}
      onSubmit={async (values, { setErrors }) => {
        const outcome = await applyAdjustment({
          clinicId: Number(values.clinicId),
          type: values.type,
          amount: moneyInputDecimal(values.amount)!,
          reason: values.reason.trim(),
          requestKey,
        });
        if (outcome.ok) onClose();
        else setErrors(outcome.fieldErrors);
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Add adjustment">
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }}>
              <FormTextField
                name="clinicId"
                label="Clinic"
                select
                required
                helperText={error ? 'Could not load the clinics' : loading ? 'Loading clinics...' : undefined}
              >
                {clinics.map((clinic) => (
                  <MenuItem key={clinic.id} value={String(clinic.clinicId)}>
                    {clinic.clinicName}
                  </MenuItem>
                ))}
              </FormTextField>
              <FormTextField name="type" label="Type" select required>
                {adjustmentTypes.map((type) => (
                  <MenuItem key={type} value={type}>
                    {adjustmentTypeLabels[type]}
                  </MenuItem>
                ))}
              </FormTextField>
              <FormTextField
                name="amount"
                label="Amount"
                required
                helperText="In dollars and cents (step 0.01). Credit adds to the balance; debit and refund take from it"
                slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
              />
              <FormTextField name="reason" label="Reason" required multiline minRows={2} />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" disabled={isSubmitting}>
              {isSubmitting ? 'Processing...' : 'Apply Adjustment'}
            </Button>
          </DialogActions>
        </Form>
      )}
    </Formik>
  );
}

/** 'Add Adjustment': clinic, type (credit, debit or refund), amount and reason. */
export function AddAdjustmentDialog({
  open,
  clinicId = null,
  onClose,
}: {
  open: boolean;
  /** The clinic chosen already (a row's Adjust button). */
  clinicId?: number | null;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Add Adjustment</DialogTitle>
      {/* Mounted per opening, so each opening has its own request key and a fresh form. */}
      {open && <AdjustmentForm clinicId={clinicId} onClose={onClose} />}
    </Dialog>
  );
}
