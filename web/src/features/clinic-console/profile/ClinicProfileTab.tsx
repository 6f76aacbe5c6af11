import { useMutation, useQuery } from '@apollo/client/react';
import { Form, Formik } from 'formik';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useToast } from '../../../app/toast/toastContext';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import { SectionCard } from '../../../components/SectionCard';
import { formFieldErrorsOf } from '../../../lib/formFieldErrors';
import { errorMessageOf, serverMessage } from '../../../lib/graphqlErrors';
import { FormTextField } from '../../patients/form/FormTextField';
import { BusinessHoursFields } from './BusinessHoursFields';
import { ClinicLogoCard } from './ClinicLogoCard';
import { ClinicProfileQuery, ClinicProfileUpdateMutation } from './clinicProfileQueries';
import { profileInputOf, profileSchema, profileValuesOf, type ProfileValues } from './profileSchema';
import { TimeZoneField } from './TimeZoneField';

/** The clinic's profile: contact details, time zone, business hours and the letterhead of its PDFs; and its logo. */
export function ClinicProfileTab() {
  const showToast = useToast();
  const { data, error, refetch } = useQuery(ClinicProfileQuery, { fetchPolicy: 'cache-and-network' });
  const [save] = useMutation(ClinicProfileUpdateMutation);

  if (error)
    return (
      <ErrorState title="Could not load the profile" message={serverMessage(error)} onRetry={() => void refetch()} />
    );
  const profile = data?.clinicProfile;
  if (!profile) return <LoadingState label="Loading the profile..." />;

  return (
    <Stack spacing={3}>
      <SectionCard title="Clinic profile">
        <Formik<ProfileValues>
          initialValues={profileValuesOf(profile)}
          enableReinitialize
          validationSchema={profileSchema}
          onSubmit={async (values, { setErrors }) => {
            try {
              await save({ variables: { input: profileInputOf(values) } });
              showToast({
                title: 'Profile saved',
                description: 'Your invoices and letters use it from now on.',
                severity: 'success',
              });
            } catch (saveError) {
              showToast({
                title: 'Error',
                description: `Failed to save the profile: ${errorMessageOf(saveError)}`,
                severity: 'error',
              });
              setErrors(formFieldErrorsOf(saveError));
            }
          }}
        >
          {({ isSubmitting, dirty }) => (
            <Form noValidate aria-label="Clinic profile">
              <Box sx={{ px: 2.5, py: 2 }}>
                <Grid container spacing={2}>
                  <Grid size={12}>
                    <FormTextField name="name" label="Clinic name" required />
                  </Grid>
                  <Grid size={12}>
                    <FormTextField name="address" label="Address" />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 5 }}>
                    <FormTextField name="city" label="City" />
                  </Grid>
                  <Grid size={{ xs: 6, sm: 3 }}>
                    <FormTextField name="state" label="State" />
                  </Grid>
                  <Grid size={{ xs: 6, sm: 4 }}>
                    <FormTextField name="zipCode" label="ZIP code" />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <FormTextField name="phone" label="Phone" type="tel" />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <FormTextField name="email" label="Email" type="email" />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <FormTextField name="npi" label="NPI" />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <FormTextField name="taxId" label="Tax ID (EIN)" />
                  </Grid>
                  <Grid size={12}>
                    <TimeZoneField />
                  </Grid>
                  <Grid size={12}>
                    <BusinessHoursFields />
                  </Grid>
                  <Grid size={12}>
                    <FormTextField
                      name="letterheadText"
                      label="Letterhead text"
                      multiline
                      minRows={2}
                      helperText="Printed under your clinic's name and address on every invoice and letter (e.g. the treating doctor, NPI)."
                    />
                  </Grid>
                </Grid>
                <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
                  <Button type="submit" variant="contained" disabled={isSubmitting || !dirty}>
                    {isSubmitting ? 'Saving...' : 'Save Profile'}
                  </Button>
                </Box>
              </Box>
            </Form>
          )}
        </Formik>
      </SectionCard>
      <ClinicLogoCard logoUpdatedAt={profile.logoUpdatedAt ?? null} />
    </Stack>
  );
}
