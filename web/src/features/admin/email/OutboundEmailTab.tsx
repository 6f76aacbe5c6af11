import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import { SectionCard } from '../../../components/SectionCard';
import { graphql } from '../../../gql';
import { formatDateTime } from '../../../lib/format';
import { useConnectionPages } from '../../../lib/useConnectionPages';
import { LoadMoreButton } from '../../cases/list/LoadMoreButton';
import { errorMessageOf } from '../../../lib/graphqlErrors';

export const OutboundEmailsQuery = graphql(`
  query OutboundEmails($first: Int!, $after: String) {
    outboundEmails(first: $first, after: $after) {
      nodes {
        id
        kind
        toAddress
        subject
        bodyText
        createdAt
        sentAt
        lastError
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

export const NotificationDigestRunNowMutation = graphql(`
  mutation NotificationDigestRunNow {
    notificationDigestRunNow {
      emails
      notifications
    }
  }
`);

const PAGE_SIZE = 20;

function status(email: { sentAt: unknown; lastError: string | null }) {
  if (email.sentAt) return <Chip size="small" color="success" label="Sent" />;
  if (email.lastError) return <Chip size="small" color="warning" label="Not sent" title={email.lastError} />;
  return <Chip size="small" label="Waiting" />;
}

/** The operator's read-only view of the e-mails the platform recorded, and the daily digest on demand. */
export function OutboundEmailTab() {
  const { connection, loading, loadingMore, loadMore, retry } = useConnectionPages(
    useQuery(OutboundEmailsQuery, { variables: { first: PAGE_SIZE, after: null } }),
    'outboundEmails',
    'e-mails',
  );
  const [runDigest, digest] = useMutation(NotificationDigestRunNowMutation, {
    refetchQueries: [OutboundEmailsQuery],
  });

  const action = (
    <Button size="small" variant="outlined" onClick={() => void runDigest()} disabled={digest.loading}>
      Run daily digest now
    </Button>
  );
  let body;
  if (loading) body = <LoadingState label="Loading e-mails..." />;
  else if (!connection) body = <ErrorState message="E-mails could not be loaded." onRetry={retry} />;
  else if (connection.nodes.length === 0) body = <EmptyState title="No e-mails recorded yet" />;
  else {
    const page = connection;
    body = (
      <>
        <List aria-label="Outbound e-mails" disablePadding>
          {page.nodes.map((email) => (
            <ListItem key={email.id} divider aria-label={email.subject} sx={{ display: 'block' }}>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="subtitle2" component="h3" sx={{ flex: 1 }}>
                  {email.subject}
                </Typography>
                <Chip size="small" variant="outlined" label={email.kind} />
                {status(email)}
              </Box>
              <Typography variant="body2" color="text.secondary">
                To {email.toAddress} · {formatDateTime(String(email.createdAt))}
              </Typography>
              <Typography
                variant="caption"
                component="pre"
                sx={{ whiteSpace: 'pre-wrap', m: 0, mt: 0.5, color: 'text.secondary', fontFamily: 'inherit' }}
              >
                {email.bodyText}
              </Typography>
            </ListItem>
          ))}
        </List>
        {page.pageInfo.hasNextPage && (
          <Box sx={{ p: 2 }}>
            <LoadMoreButton what="e-mails" loading={loadingMore} onClick={loadMore} />
          </Box>
        )}
      </>
    );
  }

  return (
    <SectionCard title="Outbound e-mail" action={action}>
      {digest.data && (
        <Alert severity="success" sx={{ m: 2 }}>
          Daily digest: {digest.data.notificationDigestRunNow.emails} e-mail(s) for{' '}
          {digest.data.notificationDigestRunNow.notifications} notification(s).
        </Alert>
      )}
      {digest.error && (
        <Alert severity="error" sx={{ m: 2 }}>
          {errorMessageOf(digest.error)}
        </Alert>
      )}
      {body}
    </SectionCard>
  );
}
