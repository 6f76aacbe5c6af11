import { useQuery } from '@apollo/client/react';
import Grid from '@mui/material/Grid';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { StatCard } from '../../components/StatCard';
import { formatMoney } from '../../lib/format';
import { serverMessage } from '../../lib/graphqlErrors';
import { refetchInBackground } from '../../lib/refetchInBackground';
import { PlatformOverviewQuery } from '../admin/overview/overviewQueries';

/** The panel's four figures across the whole platform, counted as the portal's Overview counts them. */
export function PanelFigureCards() {
  const { data, error, refetch } = useQuery(PlatformOverviewQuery, {
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });

  if (error && !data) {
    return (
      <ErrorState
        title="Could not load the platform figures"
        message={serverMessage(error)}
        onRetry={() => refetchInBackground(refetch)}
      />
    );
  }
  if (!data) return <LoadingState label="Loading platform figures..." />;

  const figures = data.platformOverview;
  const cards = [
    { label: 'Total Users', value: figures.totalUsers, detail: `${figures.activeUsers} active` },
    { label: 'Total Clinics', value: figures.totalClinics, detail: `${figures.activeClinics} active` },
    { label: 'Super Admin Users', value: figures.superAdminUsers, detail: 'Platform operators' },
    {
      label: 'Monthly Revenue',
      value: formatMoney(figures.monthlyRevenue),
      detail: 'Active and overdue subscriptions',
    },
  ];

  return (
    <Grid container spacing={2}>
      {cards.map((card) => (
        <Grid key={card.label} size={{ xs: 6, lg: 3 }}>
          <StatCard {...card} />
        </Grid>
      ))}
    </Grid>
  );
}
