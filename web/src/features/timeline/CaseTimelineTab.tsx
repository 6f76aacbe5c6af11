import { useState } from 'react';
import { useQuery, useSubscription } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import FolderSharedOutlinedIcon from '@mui/icons-material/FolderSharedOutlined';
import ForwardToInboxOutlinedIcon from '@mui/icons-material/ForwardToInboxOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import HandshakeOutlinedIcon from '@mui/icons-material/HandshakeOutlined';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import type { TimelineKind } from '../../gql/graphql';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { formatDateTime } from '../../lib/format';
import { serverMessage } from '../../lib/graphqlErrors';
import { refetchInBackground } from '../../lib/refetchInBackground';
import { CaseActivitySubscription, CaseTimelineQuery } from './timelineDocuments';
import { mergeTimeline, timelineKindLabels, timelineKindsInOrder, type TimelineEntry } from './timelineItems';

const PAGE_SIZE = 25;

const kindIcons: Record<TimelineKind, SvgIconComponent> = {
  visit: EventAvailableIcon,
  note: DescriptionOutlinedIcon,
  billing: ReceiptLongOutlinedIcon,
  reduction: TrendingDownIcon,
  document: AttachFileIcon,
  message: ChatBubbleOutlineIcon,
  status: FlagOutlinedIcon,
  transfer: SwapHorizIcon,
  claim: VerifiedOutlinedIcon,
  settlement: HandshakeOutlinedIcon,
  alert: ReportProblemOutlinedIcon,
  records: FolderSharedOutlinedIcon,
  referral: ForwardToInboxOutlinedIcon,
};

function TimelineRow({ item }: { item: TimelineEntry }) {
  const Icon = kindIcons[item.kind];
  return (
    <ListItem divider alignItems="flex-start" sx={{ px: { xs: 1, sm: 2 } }} data-testid="timeline-item">
      <ListItemIcon sx={{ minWidth: 40, mt: 0.5 }}>
        <Icon color="primary" aria-label={timelineKindLabels[item.kind]} />
      </ListItemIcon>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        {item.link ? (
          <Link
            component={RouterLink}
            to={item.link}
            underline="hover"
            sx={{ overflowWrap: 'anywhere', fontWeight: 500 }}
          >
            {item.summary}
          </Link>
        ) : (
          <Typography sx={{ overflowWrap: 'anywhere', fontWeight: 500 }}>{item.summary}</Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          {formatDateTime(item.occurredAt)}
          {item.actorName ? ` · ${item.actorName}` : ''}
        </Typography>
      </Box>
    </ListItem>
  );
}

/**
 * The case's timeline, newest first, for the clinic and the attorney alike (each sees what they may
 * read): kind chips, Load more, and new items arriving live.
 */
export function CaseTimelineTab({ caseId, compact = false }: { caseId: number; compact?: boolean }) {
  const [kinds, setKinds] = useState<TimelineKind[]>([]);
  const [live, setLive] = useState<TimelineEntry[]>([]);
  const [loadingMore, setLoadingMore] = useState(false);
  const filter = kinds.length > 0 ? kinds : null;
  const { data, loading, error, refetch, fetchMore } = useQuery(CaseTimelineQuery, {
    variables: { caseId, kinds: filter, first: compact ? 5 : PAGE_SIZE },
    // Live items reach only a mounted timeline: opened again, it shows the cached page at once and
    // reads what happened meanwhile.
    fetchPolicy: 'cache-and-network',
  });
  useSubscription(CaseActivitySubscription, {
    variables: { caseId },
    onData: ({ data: event }) => {
      const items = event.data?.caseActivity.items ?? [];
      if (items.length > 0) setLive((current) => [...items, ...current]);
    },
  });

  const toggle = (kind: TimelineKind) =>
    setKinds((current) => (current.includes(kind) ? current.filter((k) => k !== kind) : [...current, kind]));

  const page = data?.caseTimeline;
  const items = page ? mergeTimeline(live, page.nodes, filter) : [];
  const shown = compact ? items.slice(0, 5) : items;

  const loadMore = async () => {
    if (!page?.pageInfo.endCursor) return;
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { after: page.pageInfo.endCursor },
        updateQuery: (previous, { fetchMoreResult }) => ({
          caseTimeline: {
            ...fetchMoreResult.caseTimeline,
            nodes: [...previous.caseTimeline.nodes, ...fetchMoreResult.caseTimeline.nodes],
          },
        }),
      });
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <Box>
      {!compact && (
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }} aria-label="Show kinds">
          {timelineKindsInOrder.map((kind) => {
            const on = kinds.includes(kind);
            return (
              <Chip
                key={kind}
                label={timelineKindLabels[kind]}
                color={on ? 'primary' : 'default'}
                variant={on ? 'filled' : 'outlined'}
                onClick={() => toggle(kind)}
                aria-pressed={on}
              />
            );
          })}
          {kinds.length > 0 && <Chip label="Show all" variant="outlined" onClick={() => setKinds([])} />}
        </Stack>
      )}
      {loading && !page ? (
        <LoadingState label="Loading the timeline..." />
      ) : error || !page ? (
        <ErrorState
          title="Could not load the timeline"
          message={serverMessage(error)}
          onRetry={() => refetchInBackground(refetch)}
        />
      ) : shown.length === 0 ? (
        <EmptyState
          title={kinds.length > 0 ? 'Nothing of these kinds yet' : 'Nothing on this case yet'}
          description="Visits, notes, bills, documents and messages appear here as they happen."
        />
      ) : (
        <>
          <List disablePadding aria-label="Case timeline">
            {shown.map((item) => (
              <TimelineRow key={item.id} item={item} />
            ))}
          </List>
          {!compact && page.pageInfo.hasNextPage && (
            <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
              <Button variant="outlined" onClick={() => void loadMore()} disabled={loadingMore}>
                {loadingMore ? 'Loading...' : 'Load more'}
              </Button>
            </Box>
          )}
        </>
      )}
    </Box>
  );
}
