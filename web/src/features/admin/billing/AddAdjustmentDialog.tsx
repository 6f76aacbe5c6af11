import { useId, useState } from 'react';
import { Form, Formik, useFormikContext } from 'formik';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { visibleFieldError } from '../../../lib/formikErrors';
import { moneyInputDecimal } from '../../../lib/moneyInput';
import { FormTextField } from '../../patients/form/FormTextField';
import { addAdjustmentSchema, adjustmentTypes, type AdjustmentValues } from './addAdjustmentSchema';
import { adjustmentTypeLabels } from './billingFormat';
import { BillingClinicPicker, type BillingClinicOption } from './BillingClinicPicker';
import { useBillingActions } from './useBillingActions';

/** One key per opening of the dialog: a double click (or a resend) applies the adjustment once. */
const newRequestKey = () => crypto.randomUUID();

function ClinicField() {
  const form = useFormikContext<AdjustmentValues>();
  return (
    <BillingClinicPicker
      name="clinic"
      required
      value={form.values.clinic}
      onChange={(clinic) => void form.setFieldValue('clinic', clinic)}
      onBlur={() => void form.setFieldTouched('clinic', true)}
      error={visibleFieldError(form, 'clinic')}
      helperText="Type to search the clinics by name"
    />
  );
}

function AdjustmentForm({ clinic, onClose }: { clinic: BillingClinicOption | null; onClose: () => void }) {
  const [requestKey] = useState(newRequestKey);
  const { applyAdjustment } = useBillingActions();

  return (
    <Formik<AdjustmentValues>
      initialValues={{ clinic, type: 'credit', amount: '', reason: '' }}
      validationSchema={addAdjustmentSchema}
      onSubmit={async (values, { setErrors }) => {
        const outcome = await applyAdjustment({
          clinicId: values.clinic!.id,
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
              <ClinicField />
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
  clinic = null,
  onClose,
}: {
  open: boolean;
  /** The clinic chosen already (a row's Adjust button). */
  clinic?: BillingClinicOption | null;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Add Adjustment</DialogTitle>
      {/* Mounted per opening, so each opening has its own request key and a fresh form. */}
      {open && <AdjustmentForm clinic={clinic} onClose={onClose} />}
    </Dialog>
  );
}
