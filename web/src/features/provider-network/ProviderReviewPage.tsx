import { useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import { Form, Formik } from 'formik';
import * as Yup from 'yup';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { PageHeader } from '../../components/PageHeader';
import { errorMessageOf, fieldErrorsOf } from '../../lib/graphqlErrors';
import { FormTextField } from '../patients/form/FormTextField';
import { ProviderReviewInviteCheckQuery, ProviderReviewSubmitMutation } from './networkDocuments';

interface ReviewValues {
  rating: number;
  reviewTitle: string;
  reviewContent: string;
  wouldRecommend: boolean;
  showFullName: boolean;
}

/** The server's rules (ProviderReviewSubmitInput), so a mistake shows before sending. */
export const reviewSchema = Yup.object({
  rating: Yup.number()
    .integer()
    .min(1, 'Choose from 1 to 5 stars')
    .max(5, 'Choose from 1 to 5 stars')
    .required('Choose from 1 to 5 stars'),
  reviewTitle: Yup.string().max(120, 'Title must be at most 120 characters'),
  reviewContent: Yup.string().max(4000, 'Review must be at most 4000 characters'),
});

/**
 * /providers/:slug/review?token=...: a verified patient writes one review through a one-time link.
 * Search engines are told not to index it (React hoists the meta tag into the head).
 */
export default function ProviderReviewPage() {
  return (
    <>
      <meta name="robots" content="noindex" />
      <ReviewThroughLink />
    </>
  );
}

function ReviewThroughLink() {
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const check = useQuery(ProviderReviewInviteCheckQuery, {
    variables: { token },
    skip: !token,
    fetchPolicy: 'network-only',
  });
  const [submit] = useMutation(ProviderReviewSubmitMutation);
  const [done, setDone] = useState(false);

  if (!token)
    return <Notice title="Review link missing" text="Open the review link from your e-mail again." slug={slug} />;
  if (check.loading) return <LoadingState label="Checking your review link..." />;
  if (check.error) return <ErrorState message={errorMessageOf(check.error)} onRetry={() => void check.refetch()} />;
  const invite = check.data?.providerReviewInviteCheck;
  if (done)
    return (
      <Notice
        title="Thank you for your review"
        text="Your review is published on the provider's page."
        slug={slug}
        severity="success"
      />
    );
  if (!invite?.valid)
    return (
      <Notice title="This link cannot be used" text={invite?.reason ?? 'This review link is not valid.'} slug={slug} />
    );

  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', px: { xs: 2, sm: 3 }, py: 3 }}>
      <PageHeader
        title={`Review ${invite.displayName}`}
        subtitle="Tell others how your care went. This link works once."
      />
      <Formik<ReviewValues>
        initialValues={{ rating: 0, reviewTitle: '', reviewContent: '', wouldRecommend: true, showFullName: false }}
        validationSchema={reviewSchema}
        onSubmit={async (values, helpers) => {
          try {
            await submit({
              variables: {
                input: {
                  token,
                  rating: values.rating,
                  reviewTitle: values.reviewTitle.trim() || null,
                  reviewContent: values.reviewContent.trim() || null,
                  wouldRecommend: values.wouldRecommend,
                  showFullName: values.showFullName,
                },
              },
            });
            setDone(true);
          } catch (error) {
            const fields = fieldErrorsOf(error);
            helpers.setErrors(fields);
            helpers.setStatus(fields.token ?? (Object.keys(fields).length ? undefined : errorMessageOf(error)));
          }
        }}
      >
        {({ values, errors, touched, setFieldValue, setFieldTouched, isSubmitting, status }) => (
          <Form noValidate>
            <Stack spacing={2}>
              {status && <Alert severity="error">{status}</Alert>}
              <Box>
                <Typography component="legend" id="rating-label">
                  Your rating
                </Typography>
                <Rating
                  name="rating"
                  size="large"
                  value={values.rating || null}
                  aria-labelledby="rating-label"
                  onChange={(_event, value) => {
                    void setFieldValue('rating', value ?? 0);
                    void setFieldTouched('rating', true, false);
                  }}
                />
                {touched.rating && errors.rating && <FormHelperText error>{errors.rating}</FormHelperText>}
              </Box>
              <FormTextField name="reviewTitle" label="Title" />
              <FormTextField name="reviewContent" label="Your review" multiline minRows={4} />
              <FormControlLabel
                control={
                  <Checkbox
                    checked={values.wouldRecommend}
                    onChange={(event) => void setFieldValue('wouldRecommend', event.target.checked)}
                  />
                }
                label="I would recommend this provider"
              />
              <FormControlLabel
                control={
                  <Checkbox
                    checked={values.showFullName}
                    onChange={(event) => void setFieldValue('showFullName', event.target.checked)}
                  />
                }
                label={`Show my full name (otherwise: ${invite.shortName})`}
              />
              <Button type="submit" variant="contained" disabled={isSubmitting} sx={{ alignSelf: 'flex-start' }}>
                {isSubmitting ? 'Publishing...' : 'Publish my review'}
              </Button>
            </Stack>
          </Form>
        )}
      </Formik>
    </Box>
  );
}

function Notice({
  title,
  text,
  slug,
  severity = 'info',
}: {
  title: string;
  text: string;
  slug: string;
  severity?: 'info' | 'success';
}) {
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', px: { xs: 2, sm: 3 }, py: 3 }}>
      <PageHeader title={title} />
      <Alert severity={severity} sx={{ mb: 2 }}>
        {text}
      </Alert>
      {slug && (
        <Button component={RouterLink} to={`/providers/${slug}`}>
          See the provider's page
        </Button>
      )}
    </Box>
  );
}
