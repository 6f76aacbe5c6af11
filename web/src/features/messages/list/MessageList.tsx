import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useCurrentUser } from '../../../app/auth/useCurrentUser';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import { serverMessage } from '../../../lib/graphqlErrors';
import { LoadMoreButton } from '../../cases/list/LoadMoreButton';
import { useLiveMessages } from '../live/useLiveMessages';
import type { MessageFilter } from '../../../gql/graphql';
import type { MessageItem } from '../messageFields';
import { useResyncUnreadCount } from '../unread/useResyncUnreadCount';
import { threadOrder } from '../conversations/threadOrder';
import { MessageListItem } from './MessageListItem';
import { useMarkMessagesRead } from './useMarkMessagesRead';
import { useMessageConnection } from './useMessageConnection';
import { useNow } from './useNow';

const EMPTY: readonly MessageItem[] = [];

interface MessageListProps {
  /** Only this case's messages (a case's Messages tab); every case's when null. */
  caseId: number | null;
  /** Offers Reply on messages from others. */
  onReply?: (message: MessageItem) => void;
  /** What the list is called for screen readers. */
  label: string;
  /** Secure Messaging's Unread and search filters, if any. */
  filter?: MessageFilter | null;
  /** One case's conversation: oldest first, replies under what they answer, earlier messages loaded on top. */
  thread?: boolean;
}

/**
 * Messages newest first, with "Load more" (or, as one case's `thread`, oldest first with replies under
 * the messages they answer and "Load more" for earlier ones above). New messages appear live at the top, and unread messages
 * on screen are marked read after a moment (which also lowers the unread badge). Opening a list also
 * brings the badge up to date.
 */
export function MessageList({ caseId, onReply, label, filter = null, thread = false }: MessageListProps) {
  const { user } = useCurrentUser();
  const { connection, error, loading, updating, loadingMore, loadMore, retry } = useMessageConnection(caseId, filter);
  const { liveError } = useLiveMessages(caseId);
  const now = useNow(60_000);
  const messages = connection?.nodes ?? EMPTY;
  const entries = useMemo(
    () => (thread ? threadOrder(messages) : messages.map((message) => ({ message, depth: 0, inReplyTo: null }))),
    [messages, thread],
  );
  useMarkMessagesRead(messages);
  useResyncUnreadCount();

  const more = connection?.pageInfo.hasNextPage && (
    <Box sx={{ p: 2 }}>
      <LoadMoreButton what={thread ? 'earlier messages' : 'messages'} loading={loadingMore} onClick={loadMore} />
    </Box>
  );

  if (error) return <ErrorState title="Could not load messages" message={serverMessage(error)} onRetry={retry} />;
  if (loading || !connection) return <LoadingState label="Loading messages..." />;

  return (
    <Box>
      {updating && <LinearProgress aria-label="Updating messages" />}
      {liveError && (
        <Alert severity="warning" sx={{ m: 2 }}>
          Live updates are paused. Reload the page to see new messages.
        </Alert>
      )}
      {messages.length === 0 ? (
        filter ? (
          <EmptyState title="No messages match" description="Try other words, or show every message." />
        ) : (
          <EmptyState
            title="No messages yet"
            description={
              caseId === null ? 'Messages you send and receive appear here.' : 'Messages about this case appear here.'
            }
          />
        )
      ) : (
        <>
          {thread && more}
          <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {entries.map(({ message, depth, inReplyTo }) => (
              <MessageListItem
                key={message.id}
                message={message}
                now={now}
                showCase={caseId === null}
                onReply={onReply}
                currentUserId={user?.id}
                depth={depth}
                inReplyTo={inReplyTo}
              />
            ))}
          </Box>
        </>
      )}
      {!thread && more}
    </Box>
  );
}
