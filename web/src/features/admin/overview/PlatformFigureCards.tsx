import { useQuery } from '@apollo/client/react';
import Grid from '@mui/material/Grid';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import AttachMoneyOutlinedIcon from '@mui/icons-material/AttachMoneyOutlined';
import FolderOpenOutlinedIcon from '@mui/icons-material/FolderOpenOutlined';
import LocalHospitalOutlinedIcon from '@mui/icons-material/LocalHospitalOutlined';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import { StatCard } from '../../../components/StatCard';
import { formatMoney } from '../../../lib/format';
import { serverMessage } from '../../../lib/graphqlErrors';
import { refetchInBackground } from '../../../lib/refetchInBackground';
import { PlatformOverviewQuery } from './overviewQueries';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Total Users, Active Clinics, Monthly Revenue and Active Cases, across the whole platform. */
export function PlatformFigureCards() {
  // Two cards side by side on a phone leave no room for the icons.
  const theme = useTheme();
  const showIcons = useMediaQuery(theme.breakpoints.up('sm'));
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
    {
      label: 'Total Users',
      value: figures.totalUsers,
      detail: `${figures.activeUsers} active`,
      icon: <PeopleAltOutlinedIcon />,
    },
    {
      label: 'Active Clinics',
      value: figures.activeClinics,
      detail: `of ${count(figures.totalClinics, 'clinic', 'clinics')}`,
      icon: <LocalHospitalOutlinedIcon />,
    },
    {
      label: 'Monthly Revenue',
      value: formatMoney(figures.monthlyRevenue),
      detail: 'Active and overdue subscriptions',
      icon: <AttachMoneyOutlinedIcon />,
    },
    {
      label: 'Active Cases',
      value: figures.activeCases,
      detail: 'Cases not closed',
      icon: <FolderOpenOutlinedIcon />,
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
