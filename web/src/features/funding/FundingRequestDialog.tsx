import { useId } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
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
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useToast } from '../../app/toast/toastContext';
import { LoadingState } from '../../components/LoadingState';
import { formFieldErrorsOf } from '../../lib/formFieldErrors';
import { errorMessageOf } from '../../lib/graphqlErrors';
import { formatMoney } from '../../lib/format';
import { FormTextField } from '../patients/form/FormTextField';
import { CaseFundingQuery, FundingPartnerOptionsQuery, FundingRequestCreateMutation } from './fundingDocuments';
import { fundingTypeLabels, shareLabels, urgencyLabels } from './fundingLabels';
import { blankFundingRequest, fundingRequestSchema, type FundingRequestValues } from './fundingRequestSchema';

/** The attorney drafts a request: a partner, an amount, a purpose and the parts of the verified packet to share. */
export function FundingRequestDialog({ caseId, onClose }: { caseId: number; onClose: () => void }) {
  const titleId = useId();
  const showToast = useToast();
  const partners = useQuery(FundingPartnerOptionsQuery, { fetchPolicy: 'cache-and-network' });
  const [create] = useMutation(FundingRequestCreateMutation, {
    refetchQueries: [{ query: CaseFundingQuery, variables: { caseId } }],
    awaitRefetchQueries: true,
  });
  const options = partners.data?.fundingPartnerOptions ?? [];
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Request funding</DialogTitle>
      {!partners.data ? (
        <DialogContent>
          {partners.error ? (
            <Alert severity="error">{errorMessageOf(partners.error)}</Alert>
          ) : (
            <LoadingState label="Loading partners..." />
          )}
        </DialogContent>
      ) : options.length === 0 ? (
        <DialogContent>
          <Alert severity="info">No funding partner is active yet. The Casebridge operator adds them.</Alert>
        </DialogContent>
      ) : (
        <Formik<FundingRequestValues>
          initialValues={blankFundingRequest}
          validationSchema={fundingRequestSchema(options)}
          onSubmit={async (values, { setErrors, setStatus }) => {
            try {
              await create({
                variables: {
                  input: {
                    caseId,
                    fundingPartnerId: Number(values.fundingPartnerId),
                    requestedAmount: values.requestedAmount.trim(),
                    purpose: values.purpose.trim(),
                    urgencyLevel: values.urgencyLevel as never,
                    share: values.share as never,
                    notes: values.notes.trim() || null,
                  },
                },
              });
              showToast({
                title: 'Request drafted',
                description: 'Review it, then submit it to the partner.',
                severity: 'success',
              });
              onClose();
            } catch (error) {
              setErrors(formFieldErrorsOf(error));
              setStatus(errorMessageOf(error));
            }
          }}
        >
          {({ isSubmitting, values, setFieldValue, errors, touched, status }) => (
            <Form noValidate aria-label="Funding request">
              <DialogContent>
                <Stack spacing={2} sx={{ pt: 1 }}>
                  {typeof status === 'string' && <Alert severity="error">{status}</Alert>}
                  <FormTextField name="fundingPartnerId" label="Funding partner" select required>
                    {options.map((partner) => (
                      <MenuItem key={partner.id} value={String(partner.id)}>
                        {partner.companyName}
                        {partner.fundingTypes.length > 0 &&
                          ` (${partner.fundingTypes.map((type) => fundingTypeLabels[type] ?? type).join(', ')})`}
                        {partner.minimumAmount && partner.maximumAmount
                          ? `: ${formatMoney(partner.minimumAmount)} to ${formatMoney(partner.maximumAmount)}`
                          : ''}
                      </MenuItem>
                    ))}
                  </FormTextField>
                  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                    <FormTextField
                      name="requestedAmount"
                      label="Requested amount ($)"
                      required
                      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                    />
                    <FormTextField name="urgencyLevel" label="Urgency" select>
                      {Object.entries(urgencyLabels).map(([value, label]) => (
                        <MenuItem key={value} value={value}>
                          {label}
                        </MenuItem>
                      ))}
                    </FormTextField>
                  </Stack>
                  <FormTextField name="purpose" label="Purpose" required multiline minRows={2} />
                  <div>
                    <FormLabel component="legend">Share with the partner</FormLabel>
                    <Typography variant="body2" color="text.secondary">
                      The figures come from the case's records; the partner reads only the parts checked.
                    </Typography>
                    <FormGroup>
                      {Object.entries(shareLabels).map(([value, { label, description }]) => (
                        <FormControlLabel
                          key={value}
                          control={
                            <Checkbox
                              checked={values.share.includes(value)}
                              onChange={(event) =>
                                void setFieldValue(
                                  'share',
                                  event.target.checked
                                    ? [...values.share, value]
                                    : values.share.filter((part) => part !== value),
                                )
                              }
                            />
                          }
                          label={`${label}: ${description}`}
                        />
                      ))}
                    </FormGroup>
                    {touched.share && typeof errors.share === 'string' && (
                      <FormHelperText error>{errors.share}</FormHelperText>
                    )}
                  </div>
                  <FormTextField name="notes" label="Note to the partner" multiline minRows={2} />
                  <Typography variant="caption" color="text.secondary">
                    No fee or payment tied to referrals is allowed on Casebridge.
                  </Typography>
                </Stack>
              </DialogContent>
              <DialogActions>
                <Button onClick={onClose}>Cancel</Button>
                <Button type="submit" variant="contained" disabled={isSubmitting}>
                  {isSubmitting ? 'Saving...' : 'Save draft'}
                </Button>
              </DialogActions>
            </Form>
          )}
        </Formik>
      )}
    </Dialog>
  );
}
