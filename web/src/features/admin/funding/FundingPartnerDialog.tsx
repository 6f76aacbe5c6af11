import { useId } from 'react';
import { useMutation } from '@apollo/client/react';
import { Form, Formik } from 'formik';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useToast } from '../../../app/toast/toastContext';
import type { FundingPartnerFieldsFragment } from '../../../gql/graphql';
import { formFieldErrorsOf } from '../../../lib/formFieldErrors';
import { errorMessageOf } from '../../../lib/graphqlErrors';
import { fundingTypeLabels } from '../../funding/fundingLabels';
import { FormTextField } from '../../patients/form/FormTextField';
import {
  FundingPartnerCreateMutation,
  FundingPartnersQuery,
  FundingPartnerUpdateMutation,
} from './fundingPartnerDocuments';
import { blankPartner, fundingPartnerSchema, valuesOfPartner, type FundingPartnerValues } from './fundingPartnerSchema';

const orNull = (value: string) => value.trim() || null;

/** Add or edit a funding partner; the API key is write-only (sealed on the server, shown as set or not set). */
export function FundingPartnerDialog({
  partner,
  onClose,
}: {
  partner: FundingPartnerFieldsFragment | null;
  onClose: () => void;
}) {
  const titleId = useId();
  const showToast = useToast();
  const options = { refetchQueries: [{ query: FundingPartnersQuery }], awaitRefetchQueries: true };
  const [create] = useMutation(FundingPartnerCreateMutation, options);
  const [update] = useMutation(FundingPartnerUpdateMutation, options);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{partner ? 'Edit funding partner' : 'Add funding partner'}</DialogTitle>
      <Formik<FundingPartnerValues>
        initialValues={partner ? valuesOfPartner(partner) : blankPartner}
        validationSchema={fundingPartnerSchema}
        onSubmit={async (values, { setErrors, setStatus }) => {
          const input = {
            companyName: values.companyName.trim(),
            contactPerson: orNull(values.contactPerson),
            email: orNull(values.email),
            phone: orNull(values.phone),
            website: orNull(values.website),
            fundingTypes: values.fundingTypes,
            minimumAmount: orNull(values.minimumAmount),
            maximumAmount: orNull(values.maximumAmount),
            typicalRate: orNull(values.typicalRate),
            approvalTimeHours: values.approvalTimeHours.trim() ? Number(values.approvalTimeHours) : null,
            instantQuoteApi: orNull(values.instantQuoteApi),
            apiKey: orNull(values.apiKey),
            clearApiKey: values.clearApiKey,
            isActive: values.isActive,
            rating: orNull(values.rating),
            notes: orNull(values.notes),
          };
          try {
            if (partner) await update({ variables: { id: partner.id, input } });
            else await create({ variables: { input } });
            showToast({ title: partner ? 'Partner saved' : 'Partner added', severity: 'success' });
            onClose();
          } catch (error) {
            setErrors(formFieldErrorsOf(error));
            setStatus(errorMessageOf(error));
          }
        }}
      >
        {({ values, setFieldValue, isSubmitting, status }) => (
          <Form noValidate aria-label="Funding partner">
            <DialogContent>
              <Stack spacing={2} sx={{ pt: 1 }}>
                {typeof status === 'string' && <Alert severity="error">{status}</Alert>}
                <FormTextField name="companyName" label="Company name" required autoFocus />
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  <FormTextField name="contactPerson" label="Contact person" />
                  <FormTextField name="email" label="Email" type="email" />
                </Stack>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  <FormTextField name="phone" label="Phone" />
                  <FormTextField name="website" label="Website" />
                </Stack>
                <div>
                  <FormLabel component="legend">Funding types</FormLabel>
                  <FormGroup row>
                    {Object.entries(fundingTypeLabels).map(([value, label]) => (
                      <FormControlLabel
                        key={value}
                        label={label}
                        control={
                          <Checkbox
                            checked={values.fundingTypes.includes(value)}
                            onChange={(event) =>
                              void setFieldValue(
                                'fundingTypes',
                                event.target.checked
                                  ? [...values.fundingTypes, value]
                                  : values.fundingTypes.filter((type) => type !== value),
                              )
                            }
                          />
                        }
                      />
                    ))}
                  </FormGroup>
                </div>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  <FormTextField name="minimumAmount" label="Minimum amount ($)" />
                  <FormTextField name="maximumAmount" label="Maximum amount ($)" />
                </Stack>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  <FormTextField name="typicalRate" label="Typical rate (%)" />
                  <FormTextField name="approvalTimeHours" label="Approval time (hours)" />
                  <FormTextField name="rating" label="Rating (0-5)" />
                </Stack>
                <FormTextField
                  name="instantQuoteApi"
                  label="Instant quote API"
                  helperText="Where instant quotes are posted; leave empty for none"
                />
                <FormTextField
                  name="apiKey"
                  label="API key"
                  type="password"
                  helperText={
                    partner?.apiKeySet
                      ? 'A key is set. Type a new one to replace it; it is sealed and never shown again.'
                      : 'Not set. It is sealed when saved and never shown again.'
                  }
                />
                {partner?.apiKeySet && (
                  <FormControlLabel
                    control={
                      <Checkbox
                        checked={values.clearApiKey}
                        onChange={(event) => void setFieldValue('clearApiKey', event.target.checked)}
                      />
                    }
                    label="Remove the API key"
                  />
                )}
                <FormTextField name="notes" label="Notes" multiline minRows={2} />
                <FormControlLabel
                  control={
                    <Switch
                      checked={values.isActive}
                      onChange={(event) => void setFieldValue('isActive', event.target.checked)}
                    />
                  }
                  label="Active (attorneys can choose it)"
                />
                <Typography variant="caption" color="text.secondary">
                  No fee or payment tied to referrals: Casebridge records none and refuses any.
                </Typography>
              </Stack>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>Cancel</Button>
              <Button type="submit" variant="contained" disabled={isSubmitting}>
                {isSubmitting ? 'Saving...' : 'Save partner'}
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
