import { useQuery } from '@apollo/client/react';
import Grid from '@mui/material/Grid';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import GroupAddOutlinedIcon from '@mui/icons-material/GroupAddOutlined';
import HourglassEmptyOutlinedIcon from '@mui/icons-material/HourglassEmptyOutlined';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import { StatCard } from '../../../components/StatCard';
import { serverMessage } from '../../../lib/graphqlErrors';
import { refetchInBackground } from '../../../lib/refetchInBackground';
import { WaitlistStatsQuery } from './waitlistQueries';

function percentOf(part: number, total: number): string {
  return total === 0 ? 'None yet' : `${Math.round((part / total) * 100)}% of signups`;
}

/** Total Signups, Contacted, Pending and Last 7 Days, over the whole waitlist (not the search). */
export function WaitlistStatsCards() {
  // Two cards side by side on a phone leave no room for the icons.
  const theme = useTheme();
  const showIcons = useMediaQuery(theme.breakpoints.up('sm'));
  const { data, error, refetch } = useQuery(WaitlistStatsQuery, {
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });

  if (error && !data) {
    return (
      <ErrorState
        title="Could not load the waitlist figures"
        message={serverMessage(error)}
        onRetry={() => refetchInBackground(refetch)}
      />
    );
  }
  if (!data) return <LoadingState label="Loading waitlist figures..." />;

  const stats = data.waitlistStats;
  const cards = [
    { label: 'Total Signups', value: stats.total, detail: 'Practices on the waitlist', icon: <GroupAddOutlinedIcon /> },
    {
      label: 'Contacted',
      value: stats.contacted,
      detail: percentOf(stats.contacted, stats.total),
      icon: <MarkEmailReadOutlinedIcon />,
    },
    {
      label: 'Pending',
      value: stats.pending,
      detail: percentOf(stats.pending, stats.total),
      icon: <HourglassEmptyOutlinedIcon />,
    },
    {
      label: 'Last 7 Days',
      value: stats.lastSevenDays,
      detail: 'New signups this week',
      icon: <EventAvailableOutlinedIcon />,
    },
  ];

  return (
    <Grid container spacing={2}>
      {cards.map((card) => (
        <Grid key={card.label} size={{ xs: 6, lg: 3 }}>
          <StatCard {...card} icon={showIcons ? card.icon : undefined} />
        </Grid>
      ))}
    </Grid>
  );
}
