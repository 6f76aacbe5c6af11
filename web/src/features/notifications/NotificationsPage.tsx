import { useMutation, useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { PageHeader } from '../../components/PageHeader';
import { SectionCard } from '../../components/SectionCard';
import type { NotificationDelivery } from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';
import { useConnectionPages } from '../../lib/useConnectionPages';
import { LoadMoreButton } from '../cases/list/LoadMoreButton';
import {
  NotificationPreferenceSetMutation,
  NotificationPreferencesQuery,
  NotificationsQuery,
} from './notificationDocuments';
import { useMarkAllNotificationsRead, useMarkNotificationRead } from './useNotifications';
import { errorMessageOf } from '../../lib/graphqlErrors';

const PAGE_SIZE = 20;

export const deliveryLabels: Record<NotificationDelivery, string> = {
  immediately: 'Immediately',
  daily_digest: 'Daily digest',
  off: 'Off',
};

function NotificationList() {
  const navigate = useNavigate();
  const markRead = useMarkNotificationRead();
  const [markAllRead, markingAll] = useMarkAllNotificationsRead();
  const { connection, loading, loadingMore, loadMore, retry } = useConnectionPages(
    useQuery(NotificationsQuery, { variables: { first: PAGE_SIZE, after: null, unreadOnly: false } }),
    'notifications',
    'notifications',
  );
  if (loading) return <LoadingState label="Loading notifications..." />;
  if (!connection) return <ErrorState message="Notifications could not be loaded." onRetry={retry} />;
  const page = connection;
  const anyUnread = page.nodes.some((n) => n.readAt === null);

  return (
    <SectionCard
      title="All notifications"
      action={
        <Button size="small" onClick={() => void markAllRead()} disabled={!anyUnread || markingAll.loading}>
          Mark all read
        </Button>
      }
    >
      {page.nodes.length === 0 ? (
        <EmptyState
          title="No notifications yet"
          description="Messages, reductions and bill changes on your cases appear here."
        />
      ) : (
        <List aria-label="Notifications" disablePadding>
          {page.nodes.map((n) => (
            <ListItem disablePadding key={n.id}>
              <ListItemButton
                divider
                onClick={() => {
                  if (n.readAt === null) void markRead(n.id);
                  void navigate(n.link);
                }}
                sx={{ bgcolor: n.readAt ? undefined : 'action.hover' }}
              >
                <ListItemText
                  primary={n.title}
                  secondary={[n.body, formatDateTime(String(n.createdAt))].filter(Boolean).join(' · ')}
                  slotProps={{ primary: { sx: { fontWeight: n.readAt ? 400 : 600 } } }}
                />
                {n.readAt === null && (
                  <Typography variant="caption" color="primary" sx={{ ml: 1 }}>
                    Unread
                  </Typography>
                )}
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
      {page.pageInfo.hasNextPage && (
        <Box sx={{ p: 2 }}>
          <LoadMoreButton what="notifications" loading={loadingMore} onClick={loadMore} />
        </Box>
      )}
    </SectionCard>
  );
}

function NotificationPreferences() {
  const { data, loading, error, refetch } = useQuery(NotificationPreferencesQuery);
  const [setPreference, saving] = useMutation(NotificationPreferenceSetMutation);
  if (loading && !data) return <LoadingState label="Loading e-mail settings..." />;
  if (error && !data)
    return <ErrorState message="E-mail settings could not be loaded." onRetry={() => void refetch()} />;

  return (
    <SectionCard title="E-mail settings">
      <Box sx={{ p: 2.5, display: 'grid', gap: 2.5 }}>
        <Typography variant="body2" color="text.secondary">
          You always see notifications here. Choose when we also e-mail you; e-mails never include patient details, only
          a link to sign in.
        </Typography>
        {saving.error && (
          <Typography role="alert" color="error" variant="body2">
            {errorMessageOf(saving.error)}
          </Typography>
        )}
        {data!.notificationPreferences.map((preference) => (
          <FormControl key={preference.kind} component="fieldset">
            <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary' }}>
              {preference.label}
            </FormLabel>
            <Typography variant="caption" color="text.secondary">
              {preference.description}
            </Typography>
            <RadioGroup
              row
              name={`delivery-${preference.kind}`}
              value={preference.delivery}
              onChange={(event) =>
                void setPreference({
                  variables: { kind: preference.kind, delivery: event.target.value as NotificationDelivery },
                  optimisticResponse: {
                    notificationPreferenceSet: {
                      ...preference,
                      delivery: event.target.value as NotificationDelivery,
                    },
                  },
                  // A preference has no id of its own: write the answer into the list by its kind.
                  update: (cache, { data: answer }) => {
                    const saved = answer?.notificationPreferenceSet;
                    if (!saved) return;
                    cache.updateQuery({ query: NotificationPreferencesQuery }, (previous) =>
                      previous
                        ? {
                            notificationPreferences: previous.notificationPreferences.map((p) =>
                              p.kind === saved.kind ? { ...p, delivery: saved.delivery } : p,
                            ),
                          }
                        : previous,
                    );
                  },
                })
              }
            >
              {(Object.keys(deliveryLabels) as NotificationDelivery[]).map((delivery) => (
                <FormControlLabel
                  key={delivery}
                  value={delivery}
                  control={<Radio size="small" />}
                  label={deliveryLabels[delivery]}
                />
              ))}
            </RadioGroup>
          </FormControl>
        ))}
      </Box>
    </SectionCard>
  );
}

/** /notifications: every notification of the signed-in user, and how they are e-mailed per kind. */
export default function NotificationsPage() {
  return (
    <>
      <PageHeader title="Notifications" subtitle="What happened on your cases, and how you hear about it." />
      <Grid container spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Grid size={{ xs: 12, md: 7 }}>
          <NotificationList />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <NotificationPreferences />
        </Grid>
      </Grid>
    </>
  );
}
