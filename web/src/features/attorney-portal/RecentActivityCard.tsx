import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { SectionCard } from '../../components/SectionCard';
import { formatDateTime, truncateText } from '../../lib/format';
import { serverMessage } from '../../lib/graphqlErrors';
import { refetchInBackground } from '../../lib/refetchInBackground';
import { casePaths } from '../cases/casePaths';
import {
  AttorneyPortalMessageAddedSubscription,
  AttorneyRecentMessagesQuery,
  RECENT_ACTIVITY_LIMIT,
  withNewMessage,
  type ActivityMessage,
} from './recentActivity';

const PREVIEW_LENGTH = 120;

function ActivityItem({ message }: { message: ActivityMessage }) {
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={RouterLink}
        to={casePaths.messages(message.caseId)}
        divider
        sx={{ px: 2.5, py: 1.5, display: 'block' }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, justifyContent: 'space-between' }}>
          <Typography sx={{ fontWeight: message.isRead ? 500 : 700, overflowWrap: 'anywhere' }}>
            {message.subject}
          </Typography>
          {!message.isRead && <Chip component="span" size="small" color="primary" label="New" />}
        </Box>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {truncateText(message.content, PREVIEW_LENGTH)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {message.senderName} · {message.caseNumber} ({message.patientName}) · {formatDateTime(message.sentDate)}
        </Typography>
      </ListItemButton>
    </ListItem>
  );
}

/** The latest 10 messages on the attorney's cases; new ones appear on top as they are sent. */
export function RecentActivityCard() {
  const { data, loading, error, refetch, subscribeToMore } = useQuery(AttorneyRecentMessagesQuery, {
    variables: { first: RECENT_ACTIVITY_LIMIT },
  });
  const loaded = Boolean(data);

  // Live once the list is there, so nothing arrives for a list that is not in the cache yet.
  useEffect(() => {
    if (!loaded) return undefined;
    return subscribeToMore({
      document: AttorneyPortalMessageAddedSubscription,
      updateQuery: (_unsafe, { complete, previousData, subscriptionData }) => {
        if (!complete) return undefined;
        return withNewMessage(previousData, subscriptionData.data.messageAdded) ?? undefined;
      },
    });
  }, [loaded, subscribeToMore]);

  const messages = data?.messages.nodes;

  return (
    <SectionCard title="Recent Activity">
      {loading ? (
        <LoadingState label="Loading messages..." />
      ) : error || !messages ? (
        <ErrorState
          title="Could not load recent activity"
          message={serverMessage(error)}
          onRetry={() => refetchInBackground(refetch)}
        />
      ) : messages.length === 0 ? (
        <EmptyState title="No messages yet" description="Messages on your cases appear here as they are sent." />
      ) : (
        <List disablePadding aria-label="Latest messages">
          {messages.map((message) => (
            <ActivityItem key={message.id} message={message} />
          ))}
        </List>
      )}
    </SectionCard>
  );
}
