import { useQuery } from '@apollo/client/react';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import AttachMoneyIcon from '@mui/icons-material/AttachMoney';
import FolderOpenOutlinedIcon from '@mui/icons-material/FolderOpenOutlined';
import GroupOutlinedIcon from '@mui/icons-material/GroupOutlined';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { ErrorState } from '../../components/ErrorState';
import { StatCard } from '../../components/StatCard';
import { paths } from '../../app/paths';
import { graphql } from '../../gql';
import { formatMoney } from '../../lib/format';
import { serverMessage } from '../../lib/graphqlErrors';
import { refetchInBackground } from '../../lib/refetchInBackground';

export const DashboardStatsQuery = graphql(`
  query DashboardStats {
    dashboardStats {
      activeCases
      activePatients
      pendingTasks
      monthlyRevenue
    }
  }
`);

const statCards = [
  { label: 'Active Cases', icon: <FolderOpenOutlinedIcon /> },
  { label: 'Active Patients', icon: <GroupOutlinedIcon /> },
  // The same rule as the list it opens: open tasks (pending or in progress), decision 187.
  { label: 'Pending Tasks', icon: <TaskAltIcon />, to: `${paths.tasks}?status=open` },
  { label: 'Monthly Revenue', icon: <AttachMoneyIcon /> },
] as const;

export function DashboardStatsSection() {
  const { data, loading, error, refetch } = useQuery(DashboardStatsQuery);

  // While the figures load, the four cards hold their places with placeholders, so nothing below
  // them moves when the figures arrive (the dashboard's layout shift, decision 515).
  if (loading)
    return (
      <Grid container spacing={2} role="progressbar" aria-label="Loading dashboard figures..." aria-busy>
        {statCards.map((card) => (
          <Grid key={card.label} size={{ xs: 12, sm: 6, md: 3 }}>
            <StatCard label={card.label} value={<Skeleton width="5ch" />} icon={card.icon} />
          </Grid>
        ))}
      </Grid>
    );
  if (error || !data) {
    return (
      <ErrorState
        title="Could not load dashboard figures"
        message={serverMessage(error)}
        onRetry={() => refetchInBackground(refetch)}
      />
    );
  }

  const stats = data.dashboardStats;
  const values: Record<(typeof statCards)[number]['label'], string | number> = {
    'Active Cases': stats.activeCases,
    'Active Patients': stats.activePatients,
    'Pending Tasks': stats.pendingTasks,
    'Monthly Revenue': formatMoney(stats.monthlyRevenue),
  };

  return (
    <Grid container spacing={2}>
      {statCards.map((card) => (
        <Grid key={card.label} size={{ xs: 12, sm: 6, md: 3 }}>
          <StatCard
            label={card.label}
            value={values[card.label]}
            icon={card.icon}
            to={'to' in card ? card.to : undefined}
          />
        </Grid>
      ))}
    </Grid>
  );
}
