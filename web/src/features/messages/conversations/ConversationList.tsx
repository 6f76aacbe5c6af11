import { Link as RouterLink } from 'react-router-dom';
import { useQuery, useSubscription } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import type { MessageFilter } from '../../../gql/graphql';
import { countOf, formatDateTime } from '../../../lib/format';
import { serverMessage } from '../../../lib/graphqlErrors';
import { refetchInBackground } from '../../../lib/refetchInBackground';
import { useConnectionPages } from '../../../lib/useConnectionPages';
import { LoadMoreButton } from '../../cases/list/LoadMoreButton';
import { MessageAddedSubscription } from '../live/messageAddedSubscription';
import { formatMessageTime } from '../list/messageTime';
import { useNow } from '../list/useNow';
import { CONVERSATIONS_PAGE_SIZE, MessageConversationsQuery } from './conversationsQuery';

interface ConversationListProps {
  filter: MessageFilter | null;
  /** The open conversation's case. */
  selectedCaseId: number | null;
  /** The address that opens a case's conversation (keeping the filters). */
  hrefOf: (caseId: number) => string;
}

/**
 * The user's conversations, one per case, latest activity first, with their unread counts. A new
 * message anywhere in scope asks the server again (one small query), so order and counts stay true.
 */
export function ConversationList({ filter, selectedCaseId, hrefOf }: ConversationListProps) {
  const result = useQuery(MessageConversationsQuery, {
    variables: { filter, first: CONVERSATIONS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const { connection, error, loading, updating, loadingMore, loadMore, retry } = useConnectionPages(
    result,
    'messageConversations',
    'conversations',
  );
  useSubscription(MessageAddedSubscription, {
    variables: { caseId: null },
    onData: () => refetchInBackground(result.refetch),
  });
  const now = useNow(60_000);

  if (error) return <ErrorState title="Could not load conversations" message={serverMessage(error)} onRetry={retry} />;
  if (loading || !connection) return <LoadingState label="Loading conversations..." />;
  if (connection.nodes.length === 0)
    return filter?.search ? (
      <EmptyState title="No conversations match" description="Try other words, or show every conversation." />
    ) : filter?.unread ? (
      <EmptyState title="No unread conversations" description="You have read every message." />
    ) : (
      <EmptyState title="No conversations yet" description="Messages on a case appear here as its conversation." />
    );

  return (
    <Box>
      {updating && <LinearProgress aria-label="Updating conversations" />}
      <List aria-label="Conversations" disablePadding>
        {connection.nodes.map((conversation) => {
          const selected = conversation.caseId === selectedCaseId;
          return (
            <ListItem key={conversation.caseId} disablePadding divider>
              <ListItemButton
                component={RouterLink}
                to={hrefOf(conversation.caseId)}
                selected={selected}
                aria-current={selected ? 'true' : undefined}
                sx={{ display: 'block', py: 1.5 }}
              >
                <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
                  <Typography
                    component="span"
                    variant="subtitle2"
                    sx={{ flex: 1, fontWeight: conversation.unreadCount > 0 ? 700 : 600 }}
                  >
                    {conversation.caseNumber} · {conversation.patientName}
                  </Typography>
                  <Typography
                    component="time"
                    variant="caption"
                    color="text.secondary"
                    dateTime={conversation.lastMessageAt}
                    title={formatDateTime(conversation.lastMessageAt)}
                  >
                    {formatMessageTime(conversation.lastMessageAt, now)}
                  </Typography>
                </Box>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5 }}>
                  <Typography component="span" variant="body2" color="text.secondary" noWrap sx={{ flex: 1 }}>
                    {conversation.lastSenderName}: {conversation.lastSubject}
                  </Typography>
                  {conversation.unreadCount > 0 ? (
                    <Chip size="small" color="primary" label={`${conversation.unreadCount} unread`} />
                  ) : (
                    <Typography component="span" variant="caption" color="text.secondary">
                      {countOf(conversation.messageCount, 'message')}
                    </Typography>
                  )}
                </Box>
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
      {connection.pageInfo.hasNextPage && (
        <Box sx={{ p: 2 }}>
          <LoadMoreButton what="conversations" loading={loadingMore} onClick={loadMore} />
        </Box>
      )}
    </Box>
  );
}
