import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useToast } from '../../app/toast/toastContext';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { SectionCard } from '../../components/SectionCard';
import { errorMessageOf } from '../../lib/graphqlErrors';
import { PatientPicker, type PatientOption } from '../cases/form/PatientPicker';
import {
  MyProviderReviewsQuery,
  ProviderReviewInviteMutation,
  ProviderReviewRespondMutation,
} from './networkDocuments';
import { LoadMoreButton } from './LoadMoreButton';

/** A one-time review link for one of the side's own patients: e-mailed when the patient has an address, shown once. */
function ReviewLinkCard() {
  const showToast = useToast();
  const [patient, setPatient] = useState<PatientOption | null>(null);
  const [invite, { loading }] = useMutation(ProviderReviewInviteMutation);
  const [link, setLink] = useState<{ link: string; emailed: boolean } | null>(null);
  const send = async () => {
    if (!patient) return;
    try {
      const result = await invite({ variables: { patientId: patient.id } });
      setLink(result.data!.providerReviewInvite);
    } catch (error) {
      showToast({ title: 'Could not make the link', description: errorMessageOf(error) });
    }
  };
  return (
    <SectionCard title="Ask a patient for a review">
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          The link works once, for 30 days, and marks the review as from a verified patient. It shows the patient's
          first name and initial unless they choose otherwise.
        </Typography>
        <PatientPicker name="reviewPatient" value={patient} onChange={setPatient} />
        <Box>
          <Button variant="contained" disabled={!patient || loading} onClick={() => void send()}>
            Make a review link
          </Button>
        </Box>
        {link && (
          <Alert severity="success">
            {link.emailed ? 'E-mailed to the patient. ' : 'The patient has no e-mail address: give them this link. '}
            <Box component="span" sx={{ wordBreak: 'break-all' }} data-testid="review-link">
              {link.link}
            </Box>
          </Alert>
        )}
      </Stack>
    </SectionCard>
  );
}

function RespondBox({ reviewId }: { reviewId: number }) {
  const showToast = useToast();
  const [text, setText] = useState('');
  const [respond, { loading }] = useMutation(ProviderReviewRespondMutation);
  const error = text.length > 2000 ? 'Response must be at most 2000 characters' : undefined;
  return (
    <Stack spacing={1} sx={{ mt: 1 }}>
      <TextField
        label="Your public response"
        value={text}
        onChange={(event) => setText(event.target.value)}
        multiline
        minRows={2}
        error={Boolean(error)}
        helperText={error ?? 'One response per review, shown under it on your page'}
      />
      <Box>
        <Button
          variant="outlined"
          disabled={!text.trim() || Boolean(error) || loading}
          onClick={() =>
            void respond({ variables: { input: { reviewId, response: text.trim() } } }).then(
              () =>
                showToast({
                  title: 'Response published',
                  description: 'It shows under the review.',
                  severity: 'success',
                }),
              (failure: unknown) => showToast({ title: 'Could not publish', description: errorMessageOf(failure) }),
            )
          }
        >
          Publish response
        </Button>
      </Box>
    </Stack>
  );
}

/** The reviews of the side's profile, every state; editors answer each once. */
export function ReviewsPanel({ canRespond }: { canRespond: boolean }) {
  const { data, loading, error, refetch, fetchMore } = useQuery(MyProviderReviewsQuery, {
    fetchPolicy: 'cache-and-network',
  });
  const loadMore = (after: string) =>
    fetchMore({
      variables: { after },
      updateQuery: (previous, { fetchMoreResult }) => ({
        myProviderReviews: {
          ...fetchMoreResult.myProviderReviews,
          nodes: [...previous.myProviderReviews.nodes, ...fetchMoreResult.myProviderReviews.nodes],
        },
      }),
    });
  return (
    <Stack spacing={3}>
      <ReviewLinkCard />
      <SectionCard title="Reviews">
        {loading && !data ? (
          <LoadingState label="Loading reviews..." />
        ) : error && !data ? (
          <ErrorState message={errorMessageOf(error)} onRetry={() => void refetch()} />
        ) : !data?.myProviderReviews.nodes.length ? (
          <EmptyState title="No reviews yet" description="Send a review link to a patient to get the first one." />
        ) : (
          <Stack
            divider={<Divider />}
            spacing={2}
            component="ul"
            sx={{ listStyle: 'none', p: 0, m: 0 }}
            aria-label="Your reviews"
          >
            {data.myProviderReviews.nodes.map((review) => (
              <Box component="li" key={review.id}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Rating value={review.rating} readOnly size="small" aria-label={`${review.rating} of 5 stars`} />
                  <Typography variant="subtitle2">{review.reviewTitle ?? `${review.rating} of 5`}</Typography>
                  {review.moderationStatus !== 'published' && (
                    <Chip size="small" label={review.moderationStatus} color="warning" />
                  )}
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {review.reviewerName} · {new Date(review.createdAt).toLocaleDateString()}
                </Typography>
                {review.reviewContent && <Typography variant="body2">{review.reviewContent}</Typography>}
                {review.responseFromProvider ? (
                  <Typography variant="body2" sx={{ mt: 1, pl: 2, borderLeft: 3, borderColor: 'divider' }}>
                    Your response: {review.responseFromProvider}
                  </Typography>
                ) : (
                  canRespond && <RespondBox reviewId={review.id} />
                )}
              </Box>
            ))}
          </Stack>
        )}
        <LoadMoreButton pageInfo={data?.myProviderReviews.pageInfo} onLoad={loadMore} />
      </SectionCard>
    </Stack>
  );
}
