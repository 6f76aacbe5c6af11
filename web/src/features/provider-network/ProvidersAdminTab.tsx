import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import MenuItem from '@mui/material/MenuItem';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useToast } from '../../app/toast/toastContext';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { SectionCard } from '../../components/SectionCard';
import type { ProviderReviewStatus } from '../../gql/graphql';
import { errorMessageOf } from '../../lib/graphqlErrors';
import {
  ProviderBadgesSetMutation,
  ProviderProfilesAdminQuery,
  ProviderReviewModerateMutation,
  ProviderReviewQueueQuery,
} from './networkDocuments';
import { ratingText } from './networkLabels';
import { LoadMoreButton } from './LoadMoreButton';

/** The operator's review moderation: reported first; publish (keep) or hide, with a reason. */
function ReviewModeration() {
  const showToast = useToast();
  const [status, setStatus] = useState<ProviderReviewStatus>('reported');
  const { data, loading, error, refetch, fetchMore } = useQuery(ProviderReviewQueueQuery, {
    variables: { status },
    fetchPolicy: 'cache-and-network',
  });
  const loadMore = (after: string) =>
    fetchMore({
      variables: { after },
      updateQuery: (previous, { fetchMoreResult }) => ({
        providerReviewQueue: {
          ...fetchMoreResult.providerReviewQueue,
          nodes: [...previous.providerReviewQueue.nodes, ...fetchMoreResult.providerReviewQueue.nodes],
        },
      }),
    });
  const [moderate, { loading: saving }] = useMutation(ProviderReviewModerateMutation, {
    refetchQueries: [ProviderReviewQueueQuery],
  });
  const decide = (reviewId: number, next: ProviderReviewStatus) =>
    void moderate({ variables: { input: { reviewId, status: next } } }).then(
      () =>
        showToast({
          title: next === 'hidden' ? 'Review hidden' : 'Review published',
          description: 'The rating is recomputed.',
          severity: 'success',
        }),
      (failure: unknown) => showToast({ title: 'Could not moderate', description: errorMessageOf(failure) }),
    );
  const nodes = data?.providerReviewQueue.nodes ?? [];
  return (
    <SectionCard
      title="Review moderation"
      action={
        <TextField
          select
          size="small"
          label="Show"
          value={status}
          onChange={(event) => setStatus(event.target.value as ProviderReviewStatus)}
        >
          <MenuItem value="reported">Reported</MenuItem>
          <MenuItem value="published">Published</MenuItem>
          <MenuItem value="hidden">Hidden</MenuItem>
        </TextField>
      }
    >
      {loading && !data ? (
        <LoadingState label="Loading reviews..." />
      ) : error && !data ? (
        <ErrorState message={errorMessageOf(error)} onRetry={() => void refetch()} />
      ) : nodes.length === 0 ? (
        <EmptyState title={`No ${status} reviews`} />
      ) : (
        <List aria-label="Reviews to moderate">
          {nodes.map((review) => (
            <ListItem key={review.id} divider sx={{ display: 'block' }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Rating value={review.rating} readOnly size="small" />
                <Typography variant="subtitle2">{review.reviewTitle ?? `${review.rating} of 5`}</Typography>
                {review.reportCount > 0 && (
                  <Chip
                    size="small"
                    color="warning"
                    label={`${review.reportCount} report${review.reportCount === 1 ? '' : 's'}`}
                  />
                )}
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {review.reviewerName} on <Link href={`/providers/${review.profileSlug}`}>{review.profileName}</Link>
              </Typography>
              {review.reviewContent && <Typography variant="body2">{review.reviewContent}</Typography>}
              <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
                {review.moderationStatus !== 'published' && (
                  <Button
                    size="small"
                    variant="outlined"
                    disabled={saving}
                    onClick={() => decide(review.id, 'published')}
                  >
                    Publish
                  </Button>
                )}
                {review.moderationStatus !== 'hidden' && (
                  <Button
                    size="small"
                    color="error"
                    variant="outlined"
                    disabled={saving}
                    onClick={() => decide(review.id, 'hidden')}
                  >
                    Hide
                  </Button>
                )}
              </Stack>
            </ListItem>
          ))}
        </List>
      )}
      <LoadMoreButton pageInfo={data?.providerReviewQueue.pageInfo} onLoad={loadMore} />
    </SectionCard>
  );
}

/** Every profile with the operator's verified badge and featured flag. */
function ProfileBadges() {
  const showToast = useToast();
  const [q, setQ] = useState('');
  const { data, loading, error, refetch } = useQuery(ProviderProfilesAdminQuery, { variables: { q: q || null } });
  const [setBadges] = useMutation(ProviderBadgesSetMutation);
  const toggle = (profileId: number, verifiedBadge: boolean, featuredProvider: boolean) =>
    void setBadges({ variables: { input: { profileId, verifiedBadge, featuredProvider } } }).catch((failure: unknown) =>
      showToast({ title: 'Could not change the badge', description: errorMessageOf(failure) }),
    );
  return (
    <SectionCard title="Provider profiles">
      <TextField
        size="small"
        label="Search profiles"
        value={q}
        onChange={(event) => setQ(event.target.value)}
        sx={{ mb: 2 }}
      />
      {loading && !data ? (
        <LoadingState label="Loading profiles..." />
      ) : error && !data ? (
        <ErrorState message={errorMessageOf(error)} onRetry={() => void refetch()} />
      ) : !data?.providerProfilesAdmin.length ? (
        <EmptyState title="No profiles" />
      ) : (
        <List aria-label="Provider profiles">
          {data.providerProfilesAdmin.map((profile) => (
            <ListItem key={profile.id} divider sx={{ display: 'block' }}>
              <Box>
                <Link href={`/providers/${profile.profileSlug}`}>{profile.displayName}</Link>{' '}
                <Typography component="span" variant="body2" color="text.secondary">
                  {profile.isPublic ? 'public' : 'draft'} · {ratingText(profile.averageRating, profile.reviewCount)}
                </Typography>
              </Box>
              <FormControlLabel
                control={
                  <Switch
                    checked={profile.verifiedBadge}
                    onChange={(event) => toggle(profile.id, event.target.checked, profile.featuredProvider)}
                  />
                }
                label="Verified"
              />
              <FormControlLabel
                control={
                  <Switch
                    checked={profile.featuredProvider}
                    onChange={(event) => toggle(profile.id, profile.verifiedBadge, event.target.checked)}
                  />
                }
                label="Featured"
              />
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
}

/** Admin → Providers: review moderation and the profiles' badges (the operator). */
export function ProvidersAdminTab() {
  return (
    <Stack spacing={3}>
      <ReviewModeration />
      <ProfileBadges />
    </Stack>
  );
}
