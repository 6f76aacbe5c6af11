import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { EmptyState } from '../../../components/EmptyState';
import { SectionCard } from '../../../components/SectionCard';
import type { AttorneyDashboardQuery } from '../../../gql/graphql';
import { formatDateTime } from '../../../lib/format';
import { waitingCountLines, waitingKindLabels, type WaitingCountsShape } from './waitingLabels';

type WaitingItem = AttorneyDashboardQuery['attorneyDashboard']['waiting'][number];

/** How many items show before "Show all": the newest, so the card stays short. */
export const WAITING_SHOWN_FIRST = 8;

/** What waits on the attorney, newest first; each row opens the record it is about. */
export function WaitingOnYouCard({ items, counts }: { items: readonly WaitingItem[]; counts: WaitingCountsShape }) {
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? items : items.slice(0, WAITING_SHOWN_FIRST);
  return (
    <SectionCard title="Waiting on you">
      <Box
        component="ul"
        aria-label="Waiting on you, by kind"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, px: 2.5, py: 1.5 }}
      >
        {waitingCountLines(counts).map(({ label, count }) => (
          <li key={label}>
            <Chip label={`${label}: ${count}`} color={count > 0 ? 'primary' : 'default'} variant="outlined" />
          </li>
        ))}
      </Box>
      {items.length === 0 ? (
        <EmptyState
          title="Nothing waits on you"
          description="Counter offers, new documents, unread messages and submitted bills on your cases appear here."
        />
      ) : (
        <List disablePadding aria-label="Waiting items">
          {shown.map((item) => (
            <ListItem key={`${item.kind}-${item.link}-${item.summary}`} disablePadding>
              <ListItemButton
                component={RouterLink}
                to={item.link}
                divider
                sx={{ px: 2.5, py: 1.5, gap: 2, alignItems: 'flex-start' }}
              >
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography variant="overline" color="primary" sx={{ lineHeight: 1.5 }}>
                    {waitingKindLabels[item.kind]}
                  </Typography>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{item.summary}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {[item.caseNumber, item.patientName, item.clinicName].join(' · ')}
                  </Typography>
                </Box>
                <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(item.occurredAt)}
                </Typography>
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
      {shown.length < items.length && (
        <Box sx={{ p: 1.5, textAlign: 'center' }}>
          <Button onClick={() => setShowAll(true)}>{`Show all ${items.length} items`}</Button>
        </Box>
      )}
    </SectionCard>
  );
}
