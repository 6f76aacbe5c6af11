import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import { formatDateTime, humanize } from '../../../lib/format';
import { AiChatSessionsQuery, allChatsCount, recentChatCount } from './aiChatDocuments';

interface ChatSessionListProps {
  selectedId: number | null;
  onSelect: (id: number) => void;
}

/** The caller's chats, the 3 most recently used first (the spec's number), with "Show all". */
export function ChatSessionList({ selectedId, onSelect }: ChatSessionListProps) {
  const [showAll, setShowAll] = useState(false);
  const { data, previousData, loading, error, refetch } = useQuery(AiChatSessionsQuery, {
    variables: { first: showAll ? allChatsCount : recentChatCount },
  });
  const page = (data ?? previousData)?.aiChatSessions;
  if (!page && loading) return <LoadingState label="Loading chats" />;
  if (!page)
    return <ErrorState message={error?.message ?? 'Chats could not be loaded'} onRetry={() => void refetch()} />;
  if (page.nodes.length === 0)
    return <EmptyState title="No chats yet" description="Start a new chat to ask about your cases." />;
  return (
    <>
      <List dense aria-label={showAll ? 'All chats' : 'Recent chats'}>
        {page.nodes.map((session) => (
          <ListItem key={session.id} disablePadding>
            <ListItemButton selected={session.id === selectedId} onClick={() => onSelect(session.id)}>
              <ListItemText
                primary={session.title}
                secondary={`${humanize(session.sessionType)} · ${formatDateTime(session.updatedAt)}`}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      {(page.pageInfo.hasNextPage || showAll) && (
        <Button size="small" sx={{ m: 1 }} onClick={() => setShowAll((current) => !current)}>
          {showAll ? `Show the ${recentChatCount} most recent` : 'Show all'}
        </Button>
      )}
    </>
  );
}
