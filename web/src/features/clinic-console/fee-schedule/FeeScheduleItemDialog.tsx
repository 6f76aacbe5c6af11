import { useMutation } from '@apollo/client/react';
import { Form, Formik } from 'formik';
import * as yup from 'yup';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import { useToast } from '../../../app/toast/toastContext';
import type { FeeScheduleItemFieldsFragment } from '../../../gql/graphql';
import { formFieldErrorsOf } from '../../../lib/formFieldErrors';
import { errorMessageOf } from '../../../lib/graphqlErrors';
import { moneyInputDecimal } from '../../../lib/moneyInput';
import { FormTextField } from '../../patients/form/FormTextField';
import { FeeScheduleItemCreateMutation, FeeScheduleItemUpdateMutation } from './feeScheduleQueries';

interface ItemValues {
  procedureCode: string;
  description: string;
  fee: string;
  defaultUnits: string;
  isActive: boolean;
}

const itemSchema = yup.object({
  procedureCode: yup
    .string()
    .required('Procedure code is required')
    .matches(/^[0-9A-Za-z]{5}$/, 'Procedure code must be five letters or digits, such as 98941'),
  description: yup.string().trim().required('Description is required').max(200),
  fee: yup
    .string()
    .required('Fee is required')
    .test('money', 'Fee must be an amount such as 45.00', (value) => moneyInputDecimal(value ?? '') !== null),
  defaultUnits: yup
    .string()
    .matches(/^\d{1,2}$/, 'Default units must be a whole number from 1 to 99')
    .test('units', 'Default units must be a whole number from 1 to 99', (value) => Number(value) >= 1),
});

const valuesOf = (item: FeeScheduleItemFieldsFragment | null): ItemValues => ({
  procedureCode: item?.procedureCode ?? '',
  description: item?.description ?? '',
  fee: item?.fee ?? '',
  defaultUnits: String(item?.defaultUnits ?? 1),
  isActive: item?.isActive ?? true,
});

interface FeeScheduleItemDialogProps {
  item: FeeScheduleItemFieldsFragment | null;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}

/** Adds a procedure code to the fee schedule, or changes one, in the clinic's own words. */
export function FeeScheduleItemDialog({ item, open, onClose, onSaved }: FeeScheduleItemDialogProps) {
  const showToast = useToast();
  const [create] = useMutation(FeeScheduleItemCreateMutation);
  const [update] = useMutation(FeeScheduleItemUpdateMutation);

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="fee-item-title" fullWidth maxWidth="sm">
      <Formik<ItemValues>
        initialValues={valuesOf(item)}
        enableReinitialize
        validationSchema={itemSchema}
        onSubmit={async (values, { setErrors }) => {
          const input = {
            procedureCode: values.procedureCode.trim().toUpperCase(),
            description: values.description.trim(),
            fee: moneyInputDecimal(values.fee) ?? values.fee,
            defaultUnits: Number(values.defaultUnits),
            isActive: values.isActive,
          };
          try {
            if (item) await update({ variables: { id: item.id, input } });
            else await create({ variables: { input } });
            showToast({ title: `${input.procedureCode} saved`, severity: 'success' });
            onSaved();
            onClose();
          } catch (error) {
            setErrors(formFieldErrorsOf(error, {}, ['BAD_USER_INPUT', 'CONFLICT']));
            showToast({ title: 'Not saved', description: errorMessageOf(error), severity: 'error' });
          }
        }}
      >
        {({ isSubmitting, values, setFieldValue }) => (
          <Form noValidate aria-label="Fee schedule line">
            <DialogTitle id="fee-item-title">
              {item ? `Change ${item.procedureCode}` : 'Add a procedure code'}
            </DialogTitle>
            <DialogContent>
              <Grid container spacing={2} sx={{ pt: 1 }}>
                <Grid size={{ xs: 12, sm: 4 }}>
                  <FormTextField name="procedureCode" label="Procedure code" required />
                </Grid>
                <Grid size={{ xs: 6, sm: 4 }}>
                  <FormTextField name="fee" label="Fee per unit" required />
                </Grid>
                <Grid size={{ xs: 6, sm: 4 }}>
                  <FormTextField name="defaultUnits" label="Default units" />
                </Grid>
                <Grid size={12}>
                  <FormTextField
                    name="description"
                    label="Description"
                    required
                    helperText="In your own words: CPT descriptors are licensed and are not shipped."
                  />
                </Grid>
                <Grid size={12}>
                  <FormControlLabel
                    control={
                      <Checkbox
                        checked={values.isActive}
                        onChange={(event) => void setFieldValue('isActive', event.target.checked)}
                      />
                    }
                    label="Active (offered on notes)"
                  />
                </Grid>
              </Grid>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>Cancel</Button>
              <Button type="submit" variant="contained" disabled={isSubmitting}>
                Save
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
