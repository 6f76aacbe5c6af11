import { useId } from 'react';
import { Form, Formik } from 'formik';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { FormTextField } from '../../patients/form/FormTextField';
import type { SalesRepresentativeFieldsFragment } from '../../../gql/graphql';
import { representativeSchema, tiersFromText, tiersToText, type RepresentativeValues } from './representativeSchema';
import { structureLabels } from './salesFormat';
import { useSalesActions } from './useSalesActions';

const blank: RepresentativeValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  commissionRate: '10',
  commissionStructure: 'percentage',
  flatAmount: '',
  tiersText: '',
  territory: '',
  monthlyQuota: '',
  isActive: true,
};

const valuesOf = (rep: SalesRepresentativeFieldsFragment): RepresentativeValues => ({
  firstName: rep.firstName,
  lastName: rep.lastName,
  email: rep.email,
  phone: rep.phone ?? '',
  commissionRate: String(Number(rep.commissionRate)),
  commissionStructure: rep.commissionStructure as RepresentativeValues['commissionStructure'],
  flatAmount: rep.flatAmount ?? '',
  tiersText: tiersToText(rep.tiers),
  territory: rep.territory ?? '',
  monthlyQuota: rep.monthlyQuota === '0.00' ? '' : rep.monthlyQuota,
  isActive: rep.isActive,
});

/** The representative form (add and edit): the spec's fields and defaults, its two messages. */
export function RepresentativeDialog({
  open,
  rep,
  onClose,
}: {
  open: boolean;
  rep: SalesRepresentativeFieldsFragment | null;
  onClose: () => void;
}) {
  const titleId = useId();
  const { saveRepresentative } = useSalesActions();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{rep ? 'Edit Sales Representative' : 'Add Sales Representative'}</DialogTitle>
      {open && (
        <Formik<RepresentativeValues>
          initialValues={rep ? valuesOf(rep) : blank}
          validationSchema={representativeSchema}
          onSubmit={async (values, { setErrors }) => {
            const outcome = await saveRepresentative(rep?.id ?? null, {
              firstName: values.firstName.trim(),
              lastName: values.lastName.trim(),
              email: values.email.trim(),
              phone: values.phone.trim() || null,
              commissionRate: values.commissionRate.trim(),
              commissionStructure: values.commissionStructure,
              flatAmount: values.commissionStructure === 'flat' ? values.flatAmount.trim() : null,
              tiers: values.commissionStructure === 'tiered' ? tiersFromText(values.tiersText) : null,
              territory: values.territory.trim() || null,
              monthlyQuota: values.monthlyQuota.trim() || '0',
              isActive: values.isActive,
            });
            if (outcome.ok) onClose();
            else setErrors(outcome.fieldErrors);
          }}
        >
          {({ isSubmitting, values, setFieldValue }) => (
            <Form noValidate aria-label="Sales representative">
              <DialogContent>
                <Stack spacing={2} sx={{ pt: 1 }}>
                  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                    <FormTextField name="firstName" label="First Name" required autoFocus />
                    <FormTextField name="lastName" label="Last Name" required />
                  </Stack>
                  <FormTextField name="email" label="Email" type="email" required />
                  <FormTextField name="phone" label="Phone" />
                  <FormTextField name="commissionStructure" label="Commission Structure" select>
                    {Object.entries(structureLabels).map(([value, label]) => (
                      <MenuItem key={value} value={value}>
                        {label}
                      </MenuItem>
                    ))}
                  </FormTextField>
                  {values.commissionStructure === 'percentage' && (
                    <FormTextField
                      name="commissionRate"
                      label="Commission Rate (%)"
                      required
                      type="number"
                      slotProps={{ htmlInput: { step: 0.1, min: 0, max: 100 } }}
                    />
                  )}
                  {values.commissionStructure === 'flat' && (
                    <FormTextField
                      name="flatAmount"
                      label="Amount per sale ($)"
                      required
                      helperText="Paid for each paid sale"
                    />
                  )}
                  {values.commissionStructure === 'tiered' && (
                    <FormTextField
                      name="tiersText"
                      label="Tiers (from:rate)"
                      required
                      helperText="The rate applies once the month's paid sales reach the amount, e.g. 0:8, 1000:12"
                    />
                  )}
                  <FormTextField name="territory" label="Territory" />
                  <FormTextField
                    name="monthlyQuota"
                    label="Monthly Quota ($)"
                    type="number"
                    helperText="0 if left empty"
                    slotProps={{ htmlInput: { step: 100, min: 0 } }}
                  />
                  {rep && (
                    <FormControlLabel
                      control={
                        <Switch
                          checked={values.isActive}
                          onChange={(_, checked) => void setFieldValue('isActive', checked)}
                        />
                      }
                      label="Active"
                    />
                  )}
                </Stack>
              </DialogContent>
              <DialogActions>
                <Button onClick={onClose} disabled={isSubmitting}>
                  Cancel
                </Button>
                <Button type="submit" variant="contained" disabled={isSubmitting}>
                  {isSubmitting ? 'Saving...' : rep ? 'Update Representative' : 'Add Representative'}
                </Button>
              </DialogActions>
            </Form>
          )}
        </Formik>
      )}
    </Dialog>
  );
}
