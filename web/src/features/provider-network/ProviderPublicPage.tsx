import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import VerifiedIcon from '@mui/icons-material/Verified';
import { useToast } from '../../app/toast/toastContext';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { PageHeader } from '../../components/PageHeader';
import { SectionCard } from '../../components/SectionCard';
import { errorMessageOf, hasErrorCode } from '../../lib/graphqlErrors';
import { ProviderPageQuery, ProviderReviewReportMutation } from './networkDocuments';
import { insuranceLabels, labelOf, ratingText, specialtyLabels } from './networkLabels';

const dateText = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

/** /providers/:slug: a public profile with its verified reviews (no sign-in). The server sends its SEO head. */
export default function ProviderPublicPage() {
  const { slug = '' } = useParams();
  const showToast = useToast();
  const { data, loading, error, refetch } = useQuery(ProviderPageQuery, { variables: { slug } });
  const [report] = useMutation(ProviderReviewReportMutation);
  const [reported, setReported] = useState<number[]>([]);
  if (loading && !data) return <LoadingState label="Loading the provider..." />;
  if (error && hasErrorCode(error, 'NOT_FOUND'))
    return (
      <Box sx={{ maxWidth: 900, mx: 'auto', p: 3 }}>
        <EmptyState
          title="Provider not found"
          description="This page does not exist or is no longer public."
          action={
            <Button component={RouterLink} to="/providers">
              Find a provider
            </Button>
          }
        />
      </Box>
    );
  if (error || !data) return <ErrorState message={errorMessageOf(error)} onRetry={() => void refetch()} />;
  const profile = data.providerProfile;
  const reviews = data.providerReviews.nodes;
  const reportReview = async (id: number) => {
    try {
      await report({ variables: { reviewId: id } });
      setReported((ids) => [...ids, id]);
      showToast({ title: 'Reported', description: 'Thank you: the review will be checked.', severity: 'success' });
    } catch (reportError) {
      showToast({ title: 'Could not report', description: errorMessageOf(reportError) });
    }
  };

  return (
    <Box sx={{ maxWidth: 900, mx: 'auto', px: { xs: 2, sm: 3 }, py: 3 }}>
      <Link component={RouterLink} to="/providers" variant="body2">
        ← All providers
      </Link>
      <PageHeader
        title={profile.displayName}
        subtitle={
          <>
            {profile.profileType === 'clinic' ? 'Clinic' : 'Attorney'}
            {profile.city && profile.state ? ` · ${profile.city}, ${profile.state}` : ''}
            {profile.verifiedBadge && (
              <Chip icon={<VerifiedIcon />} label="Verified" color="primary" size="small" sx={{ ml: 1 }} />
            )}
          </>
        }
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }} aria-label="Rating">
        <Rating value={profile.averageRating ?? 0} precision={0.1} readOnly />
        <Typography data-testid="provider-rating">{ratingText(profile.averageRating, profile.reviewCount)}</Typography>
      </Stack>
      {profile.bio && <Typography sx={{ mb: 2, whiteSpace: 'pre-line' }}>{profile.bio}</Typography>}
      <SectionCard title="About">
        <Stack spacing={1.5} sx={{ px: 2.5, py: 2 }}>
          <Detail
            label="Specializations"
            value={profile.specializations.map((s) => labelOf(specialtyLabels, s)).join(', ')}
          />
          <Detail label="Areas served" value={profile.coverageAreas.join('; ')} />
          <Detail label="Languages" value={profile.languagesSpoken.join(', ')} />
          {profile.acceptedInsurance.length > 0 && (
            <Detail
              label="Accepts"
              value={profile.acceptedInsurance.map((i) => labelOf(insuranceLabels, i)).join(', ')}
            />
          )}
          {profile.yearsExperience !== null && profile.yearsExperience !== undefined && (
            <Detail label="Experience" value={`${profile.yearsExperience} years`} />
          )}
          <Detail
            label="New patients"
            value={profile.acceptingNewPatients ? 'Taking new patients' : 'Not taking new patients now'}
          />
          {profile.successRate !== null && profile.successRate !== undefined && (
            <Detail
              label="Outcomes"
              value={`${profile.successRate.toFixed(0)}% of ${profile.closedCaseCount} closed cases settled; ${profile.averageSettlementTime} days on average`}
            />
          )}
          {profile.publicPhone && <Detail label="Phone" value={profile.publicPhone} />}
          {profile.publicEmail && <Detail label="E-mail" value={profile.publicEmail} />}
          {profile.website && (
            <Typography variant="body2">
              <Link href={profile.website} rel="noopener nofollow" target="_blank">
                Website
              </Link>
            </Typography>
          )}
        </Stack>
      </SectionCard>
      <Typography variant="h5" component="h2" sx={{ mt: 4, mb: 1 }}>
        Reviews
      </Typography>
      {reviews.length === 0 ? (
        <EmptyState title="No reviews yet" description="Reviews come only from the provider's verified patients." />
      ) : (
        <Stack divider={<Divider />} spacing={2} component="ul" sx={{ listStyle: 'none', p: 0 }} aria-label="Reviews">
          {reviews.map((review) => (
            <Box component="li" key={review.id}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Rating value={review.rating} readOnly size="small" aria-label={`${review.rating} of 5 stars`} />
                <Typography variant="subtitle1" component="h3">
                  {review.reviewTitle ?? `${review.rating} of 5`}
                </Typography>
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {review.reviewerName}
                {review.isVerified ? ' · verified patient' : ''} · {dateText(review.createdAt)}
              </Typography>
              {review.reviewContent && (
                <Typography sx={{ mt: 1, whiteSpace: 'pre-line' }}>{review.reviewContent}</Typography>
              )}
              {review.responseFromProvider && (
                <Box sx={{ mt: 1, pl: 2, borderLeft: 3, borderColor: 'divider' }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    Response from {profile.displayName}
                  </Typography>
                  <Typography variant="body2">{review.responseFromProvider}</Typography>
                </Box>
              )}
              <Button
                size="small"
                color="inherit"
                disabled={reported.includes(review.id)}
                onClick={() => void reportReview(review.id)}
                sx={{ mt: 0.5 }}
              >
                {reported.includes(review.id) ? 'Reported' : 'Report'}
              </Button>
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  if (!value) return null;
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography variant="body2">{value}</Typography>
    </Box>
  );
}
