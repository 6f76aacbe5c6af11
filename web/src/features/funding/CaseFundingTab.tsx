import { useId, useState } from 'react';
import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useToast } from '../../app/toast/toastContext';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { SectionCard } from '../../components/SectionCard';
import type { FundingRequestFieldsFragment } from '../../gql/graphql';
import { formatDateTime, formatLocalDate, formatMoney } from '../../lib/format';
import { errorMessageOf } from '../../lib/graphqlErrors';
import { FundingPacketView } from './FundingPacketView';
import { FundingRequestDialog } from './FundingRequestDialog';
import { FundingRecordFundedDialog } from './FundingRecordFundedDialog';
import {
  CaseFundingQuery,
  FundingRequestChangedSubscription,
  FundingRequestQuoteMutation,
  FundingRequestRenewLinkMutation,
  FundingRequestSubmitMutation,
} from './fundingDocuments';
import { fundingStatusLabels, shareLabels, urgencyLabels } from './fundingLabels';

export function FundingStatusChip({ status }: { status: string }) {
  const { label, color } = fundingStatusLabels[status] ?? { label: status, color: 'default' as const };
  return <Chip size="small" label={label} color={color} />;
}

/** The partner's link, shown once after a submission or renewal: the attorney copies it to the partner. */
function PartnerLinkDialog({ link, onClose }: { link: string; onClose: () => void }) {
  const titleId = useId();
  const showToast = useToast();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Partner link</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Alert severity="info">
            Send this link to the partner. It opens the shared packet only, takes one answer and expires in 14 days. It
            is shown this once.
          </Alert>
          <TextField
            label="One-time partner link"
            value={link}
            fullWidth
            multiline
            slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'partner-link' } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button
          onClick={() =>
            void navigator.clipboard
              ?.writeText(link)
              .then(() => showToast({ title: 'Link copied', severity: 'success' }))
              .catch(() => undefined)
          }
        >
          Copy
        </Button>
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2">{value}</Typography>
    </Box>
  );
}

function RequestCard({ request, caseId }: { request: FundingRequestFieldsFragment; caseId: number }) {
  const showToast = useToast();
  const [link, setLink] = useState<string | null>(null);
  const [recording, setRecording] = useState(false);
  const refetch = { refetchQueries: [{ query: CaseFundingQuery, variables: { caseId } }], awaitRefetchQueries: true };
  const [submit, submitting] = useMutation(FundingRequestSubmitMutation, refetch);
  const [renew, renewing] = useMutation(FundingRequestRenewLinkMutation, refetch);
  const [quote, quoting] = useMutation(FundingRequestQuoteMutation, refetch);
  const failed = (title: string) => (error: unknown) =>
    showToast({ title, description: errorMessageOf(error), severity: 'error' });
  const { abilities } = request;
  return (
    <SectionCard
      title={`${request.reference}: ${request.partnerName}`}
      action={<FundingStatusChip status={request.status} />}
    >
      <Stack spacing={2} sx={{ p: { xs: 1.5, sm: 2.5 } }} data-testid={`funding-request-${request.reference}`}>
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' } }}>
          <Figure label="Requested" value={formatMoney(request.requestedAmount)} />
          <Figure label="Urgency" value={urgencyLabels[request.urgencyLevel] ?? request.urgencyLevel} />
          <Figure label="Submitted" value={request.submittedAt ? formatDateTime(request.submittedAt) : 'Not yet'} />
          <Figure label="Shared" value={request.shared.map((part) => shareLabels[part]?.label ?? part).join(', ')} />
        </Box>
        <Typography variant="body2">Purpose: {request.purpose}</Typography>
        {request.status === 'approved' || request.status === 'funded' ? (
          <Alert severity="success">
            {request.partnerName} approved {formatMoney(request.approvedAmount!)} at {request.interestRate}% on{' '}
            {request.decisionDate ? formatLocalDate(request.decisionDate) : 'its decision date'}. Terms:{' '}
            {request.repaymentTerms}
            {request.partnerNote ? `. Note: ${request.partnerNote}` : ''}
            {request.status === 'funded' &&
              ` Funded ${formatMoney(request.fundedAmount!)} on ${formatLocalDate(request.fundedDate!)}.`}
          </Alert>
        ) : request.status === 'declined' ? (
          <Alert severity="error">
            {request.partnerName} declined on {request.decisionDate ? formatLocalDate(request.decisionDate) : '-'}:{' '}
            {request.partnerNote}
          </Alert>
        ) : request.status === 'submitted' ? (
          <Alert severity="warning">
            Awaiting {request.partnerName}'s answer through its link
            {request.partnerLinkExpiresAt ? ` (open until ${formatDateTime(request.partnerLinkExpiresAt)})` : ''}.
          </Alert>
        ) : null}
        {request.quote && (
          <Alert
            severity={request.quote.outcome === 'quoted' ? 'info' : request.quote.outcome === 'none' ? 'info' : 'error'}
          >
            Instant quote ({formatDateTime(request.quote.at)}):{' '}
            {request.quote.outcome === 'quoted'
              ? `${formatMoney(request.quote.amount!)}${request.quote.rate ? ` at ${request.quote.rate}%` : ''}${request.quote.terms ? `, ${request.quote.terms}` : ''}`
              : request.quote.message}
          </Alert>
        )}
        <details>
          <summary>
            <Typography component="span" variant="body2">
              What the partner reads
            </Typography>
          </summary>
          <Box sx={{ pt: 1 }}>
            <FundingPacketView packet={request.packet} />
          </Box>
        </details>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          {abilities.canSubmit && (
            <Button
              variant="contained"
              disabled={submitting.loading}
              onClick={() =>
                void submit({ variables: { id: request.id } })
                  .then(({ data }) => data && setLink(data.fundingRequestSubmit.partnerLink))
                  .catch(failed('Could not submit'))
              }
            >
              {submitting.loading ? 'Submitting...' : 'Submit to partner'}
            </Button>
          )}
          {abilities.canQuote && (
            <Button
              variant="outlined"
              disabled={quoting.loading}
              onClick={() => void quote({ variables: { id: request.id } }).catch(failed('Could not ask for a quote'))}
            >
              {quoting.loading ? 'Asking...' : 'Instant quote'}
            </Button>
          )}
          {abilities.canRenewLink && (
            <Button
              disabled={renewing.loading}
              onClick={() =>
                void renew({ variables: { id: request.id } })
                  .then(({ data }) => data && setLink(data.fundingRequestRenewLink.partnerLink))
                  .catch(failed('Could not make a new link'))
              }
            >
              New partner link
            </Button>
          )}
          {abilities.canRecordFunded && (
            <Button variant="contained" onClick={() => setRecording(true)}>
              Record funds received
            </Button>
          )}
        </Stack>
        <Typography variant="caption" color="text.secondary">
          Requested by {request.requestedByName} on {formatDateTime(request.createdAt)}
        </Typography>
      </Stack>
      {link && <PartnerLinkDialog link={link} onClose={() => setLink(null)} />}
      {recording && <FundingRecordFundedDialog request={request} caseId={caseId} onClose={() => setRecording(false)} />}
    </SectionCard>
  );
}

/**
 * A case's Funding tab (the case's attorney; the operator reads): the verified packet as it stands,
 * the requests with the partners' answers, and the request form built from the packet.
 */
export function CaseFundingTab({ caseId }: { caseId: number }) {
  const { data, error, refetch, loading } = useQuery(CaseFundingQuery, {
    variables: { caseId },
    fetchPolicy: 'cache-and-network',
  });
  // Live: a changed request is merged into the cache by its id (the card re-renders); one this tab
  // has not loaded yet (made in another window) reads the case's funding again.
  const known = data?.caseFunding.requests.map((request) => request.id) ?? [];
  useSubscription(FundingRequestChangedSubscription, {
    variables: { caseId },
    onData: ({ data: event }) => {
      const changed = event.data?.fundingRequestChanged;
      if (changed && !known.includes(changed.id)) void refetch();
    },
  });
  const [requesting, setRequesting] = useState(false);
  const funding = data?.caseFunding;
  if (!funding)
    return error ? (
      <ErrorState title="Could not load funding" message={errorMessageOf(error)} onRetry={() => void refetch()} />
    ) : (
      <LoadingState label="Loading funding..." />
    );
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
        <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 640 }}>
          Pre-settlement and medical funding, asked from the case's verified records. The partner reads only what you
          share, through a one-time link. No fee or payment tied to referrals is allowed.
        </Typography>
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
          <Button onClick={() => void refetch()} disabled={loading}>
            Refresh
          </Button>
          {funding.canRequest && (
            <Button variant="contained" onClick={() => setRequesting(true)}>
              Request funding
            </Button>
          )}
        </Stack>
      </Stack>
      <SectionCard title="Verified packet">
        <Box sx={{ p: { xs: 1.5, sm: 2.5 } }}>
          <FundingPacketView packet={funding.packet} />
        </Box>
      </SectionCard>
      {funding.requests.length === 0 ? (
        <EmptyState
          title="No funding requests"
          description={
            funding.canRequest
              ? 'Request funding to send a partner the parts of this packet you choose.'
              : "Only the case's attorney requests funding."
          }
        />
      ) : (
        funding.requests.map((request) => <RequestCard key={request.id} request={request} caseId={caseId} />)
      )}
      {requesting && <FundingRequestDialog caseId={caseId} onClose={() => setRequesting(false)} />}
    </Stack>
  );
}
