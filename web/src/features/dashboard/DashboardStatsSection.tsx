import { useQuery } from '@apollo/client/react';
import Grid from '@mui/material/Grid';
import AttachMoneyIcon from '@mui/icons-material/AttachMoney';
import FolderOpenOutlinedIcon from '@mui/icons-material/FolderOpenOutlined';
import GroupOutlinedIcon from '@mui/icons-material/GroupOutlined';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
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

export function DashboardStatsSection() {
  const { data, loading, error, refetch } = useQuery(DashboardStatsQuery);

  if (loading) return <LoadingState label="Loading dashboard figures..." />;
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
  const cards = [
    { label: 'Active Cases', value: stats.activeCases, icon: <FolderOpenOutlinedIcon /> },
    { label: 'Active Patients', value: stats.activePatients, icon: <GroupOutlinedIcon /> },
    // The same rule as the list it opens: open tasks (pending or in progress), decision 187.
    { label: 'Pending Tasks', value: stats.pendingTasks, icon: <TaskAltIcon />, to: `${paths.tasks}?status=open` },
    { label: 'Monthly Revenue', value: formatMoney(stats.monthlyRevenue), icon: <AttachMoneyIcon /> },
  ];

  return (
    <Grid container spacing={2}>
      {cards.map((card) => (
        <Grid key={card.label} size={{ xs: 12, sm: 6, md: 3 }}>
          <StatCard label={card.label} value={card.value} icon={card.icon} to={card.to} />
        </Grid>
      ))}
    </Grid>
  );
}
