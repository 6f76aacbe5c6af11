import { useMutation, useQuery } from '@apollo/client/react';
import { Form, Formik } from 'formik';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useToast } from '../../app/toast/toastContext';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { SectionCard } from '../../components/SectionCard';
import { errorMessageOf, fieldErrorsOf } from '../../lib/graphqlErrors';
import { FormTextField } from '../patients/form/FormTextField';
import {
  MyProviderProfileQuery,
  ProviderProfileSaveMutation,
  ProviderProfileSuggestionQuery,
} from './networkDocuments';
import {
  clinicSpecialties,
  insuranceLabels,
  insuranceTypes,
  lawSpecialties,
  ratingText,
  specialtyLabels,
} from './networkLabels';
import { profileInput, profileSchema, profileValues, type ProfileValues } from './profileForm';

/** The clinic admin's (or the attorney's own) public profile: what the directory and /providers/{slug} show. */
export function PublicProfileEditor({ canEdit, isAttorney }: { canEdit: boolean; isAttorney: boolean }) {
  const showToast = useToast();
  const mine = useQuery(MyProviderProfileQuery);
  const suggestion = useQuery(ProviderProfileSuggestionQuery, {
    skip: !canEdit || mine.loading || !!mine.data?.myProviderProfile,
  });
  const [save] = useMutation(ProviderProfileSaveMutation, { refetchQueries: [MyProviderProfileQuery] });
  if (mine.loading || suggestion.loading) return <LoadingState label="Loading your public profile..." />;
  if (mine.error) return <ErrorState message={errorMessageOf(mine.error)} onRetry={() => void mine.refetch()} />;
  const profile = mine.data?.myProviderProfile;
  const specialtyChoices = isAttorney ? lawSpecialties : clinicSpecialties;

  if (!canEdit)
    return (
      <SectionCard title="Public profile">
        {profile ? (
          <Typography>
            {profile.isPublic ? 'Public at ' : 'Not public yet: '}
            <Link href={`/providers/${profile.profileSlug}`}>/providers/{profile.profileSlug}</Link>. Your clinic's
            admins edit it.
          </Typography>
        ) : (
          <Typography>Your clinic has no public profile yet; its admins create it here.</Typography>
        )}
      </SectionCard>
    );

  return (
    <Formik<ProfileValues>
      initialValues={profileValues(profile, suggestion.data?.providerProfileSuggestion)}
      enableReinitialize
      validationSchema={profileSchema}
      onSubmit={async (values, helpers) => {
        helpers.setStatus(undefined);
        try {
          const result = await save({ variables: { input: profileInput(values) } });
          const saved = result.data!.providerProfileSave;
          showToast({
            title: 'Profile saved',
            description: saved.isPublic
              ? `Public at /providers/${saved.profileSlug}`
              : 'Saved as a draft (not public).',
            severity: 'success',
          });
        } catch (error) {
          const fields = fieldErrorsOf(error, ['BAD_USER_INPUT', 'CONFLICT']);
          helpers.setErrors(fields);
          if (!Object.keys(fields).length) helpers.setStatus(errorMessageOf(error));
        }
      }}
    >
      {({ values, errors, touched, setFieldValue, isSubmitting, status }) => (
        <Form noValidate aria-label="Public profile">
          <Stack spacing={3}>
            {status && <Alert severity="error">{status}</Alert>}
            {profile && (
              <Alert severity={profile.isPublic ? 'success' : 'info'}>
                {profile.isPublic ? 'Public at ' : 'Draft: not shown in the directory. Address: '}
                <Link href={`/providers/${profile.profileSlug}`} target="_blank" rel="noopener">
                  /providers/{profile.profileSlug}
                </Link>{' '}
                · {ratingText(profile.averageRating, profile.reviewCount)}
                {profile.verifiedBadge ? ' · verified' : ''}
              </Alert>
            )}
            <SectionCard title="Listing">
              <Stack spacing={2}>
                <FormControlLabel
                  control={
                    <Switch
                      checked={values.isPublic}
                      onChange={(event) => void setFieldValue('isPublic', event.target.checked)}
                    />
                  }
                  label="Show in the public directory"
                />
                <FormTextField name="displayName" label="Display name" required />
                <FormTextField
                  name="profileSlug"
                  label="Address (slug)"
                  required
                  helperText="casebridge/providers/your-address"
                />
                <TextField
                  select
                  label="Specializations"
                  value={values.specializations}
                  onChange={(event) => void setFieldValue('specializations', event.target.value as unknown as string[])}
                  slotProps={{
                    select: {
                      multiple: true,
                      renderValue: (selected) => (selected as string[]).map((s) => specialtyLabels[s] ?? s).join(', '),
                    },
                  }}
                  error={Boolean(touched.specializations && errors.specializations)}
                  helperText={
                    touched.specializations && typeof errors.specializations === 'string'
                      ? errors.specializations
                      : undefined
                  }
                >
                  {specialtyChoices.map((code) => (
                    <MenuItem key={code} value={code}>
                      <Checkbox checked={values.specializations.includes(code)} size="small" />
                      {specialtyLabels[code]}
                    </MenuItem>
                  ))}
                </TextField>
                <FormTextField
                  name="coverageAreas"
                  label="Areas served"
                  helperText='"City, ST" or "ST", separated by semicolons'
                />
                <FormTextField name="languagesSpoken" label="Languages" helperText="Separated by semicolons" />
                {!isAttorney && (
                  <TextField
                    select
                    label="Accepted insurance"
                    value={values.acceptedInsurance}
                    onChange={(event) =>
                      void setFieldValue('acceptedInsurance', event.target.value as unknown as string[])
                    }
                    slotProps={{
                      select: {
                        multiple: true,
                        renderValue: (selected) =>
                          (selected as string[]).map((s) => insuranceLabels[s] ?? s).join(', '),
                      },
                    }}
                  >
                    {insuranceTypes.map((code) => (
                      <MenuItem key={code} value={code}>
                        <Checkbox checked={values.acceptedInsurance.includes(code)} size="small" />
                        {insuranceLabels[code]}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={values.acceptingNewPatients}
                      onChange={(event) => void setFieldValue('acceptingNewPatients', event.target.checked)}
                    />
                  }
                  label={isAttorney ? 'Taking new clients' : 'Taking new patients'}
                />
                <FormTextField name="bio" label="About" multiline minRows={3} />
                <FormTextField name="yearsExperience" label="Years of experience" />
              </Stack>
            </SectionCard>
            <SectionCard title="Contact and place">
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                <FormTextField name="city" label="City" />
                <FormTextField name="state" label="State" />
                <FormTextField name="publicPhone" label="Public phone" />
                <FormTextField name="publicEmail" label="Public e-mail" />
                <FormTextField name="website" label="Website" />
              </Box>
            </SectionCard>
            <SectionCard title="Search engines">
              <Stack spacing={2}>
                <FormTextField name="seoTitle" label="Page title" helperText="Default: the display name" />
                <FormTextField
                  name="seoDescription"
                  label="Description"
                  helperText="At most 160 characters"
                  multiline
                />
              </Stack>
            </SectionCard>
            <Box>
              <Button type="submit" variant="contained" disabled={isSubmitting}>
                {isSubmitting ? 'Saving...' : 'Save profile'}
              </Button>
            </Box>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
