import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import { SectionCard } from '../../../components/SectionCard';
import { formatDateTime } from '../../../lib/format';
import { errorMessageOf } from '../../../lib/graphqlErrors';
import { LoadMoreButton } from '../../cases/list/LoadMoreButton';
import { useContactInbox } from './useContactInbox';

export const EMPTY_CONTACT_INBOX = 'No contact messages yet.';

/** Messages from the landing page's contact form, newest first, each marked handled when dealt with. */
export function ContactInbox() {
  const { connection, error, loading, loadingMore, loadMore, retry, setHandled } = useContactInbox();
  const title = connection ? `Contact Messages (${connection.openCount} open)` : 'Contact Messages';

  let body;
  if (error)
    body = <ErrorState title="Could not load the contact messages" message={errorMessageOf(error)} onRetry={retry} />;
  else if (loading || !connection) body = <LoadingState label="Loading the contact messages..." />;
  else if (connection.nodes.length === 0)
    body = <EmptyState title={EMPTY_CONTACT_INBOX} description="Messages sent from the landing page appear here." />;
  else
    body = (
      <Stack component="ul" aria-label="Contact messages" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {connection.nodes.map((message) => (
          <Box
            component="li"
            key={message.id}
            aria-label={`Message from ${message.name}`}
            sx={{ px: 2.5, py: 2, borderTop: 1, borderColor: 'divider' }}
          >
            <Box
              sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, justifyContent: 'space-between' }}
            >
              <Box>
                <Typography sx={{ fontWeight: 600 }}>
                  {message.name}
                  {message.practiceName ? ` · ${message.practiceName}` : ''}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  <Link href={`mailto:${message.email}`}>{message.email}</Link>
                  {message.phone ? ` · ${message.phone}` : ''} · {formatDateTime(message.createdAt)}
                </Typography>
              </Box>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Chip
                  size="small"
                  label={message.handledAt ? 'Handled' : 'Open'}
                  color={message.handledAt ? 'success' : 'warning'}
                  variant={message.handledAt ? 'outlined' : 'filled'}
                />
                <Button size="small" onClick={() => void setHandled(message.id, !message.handledAt)}>
                  {message.handledAt ? 'Reopen' : 'Mark Handled'}
                </Button>
              </Box>
            </Box>
            <Typography sx={{ mt: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.message}</Typography>
          </Box>
        ))}
      </Stack>
    );

  return (
    <SectionCard title={title}>
      {body}
      {connection?.pageInfo.hasNextPage && (
        <Box sx={{ py: 2 }}>
          <LoadMoreButton what="contact messages" loading={loadingMore} onClick={loadMore} />
        </Box>
      )}
    </SectionCard>
  );
}
