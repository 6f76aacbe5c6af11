import { useQuery } from '@apollo/client/react';
import Grid from '@mui/material/Grid';
import AttachMoneyIcon from '@mui/icons-material/AttachMoney';
import FolderOpenOutlinedIcon from '@mui/icons-material/FolderOpenOutlined';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { graphql } from '../../gql';
import { serverMessage } from '../../lib/graphqlErrors';
import { refetchInBackground } from '../../lib/refetchInBackground';
import { StatCard } from '../../components/StatCard';
import { averageSettlementFigure, responseTimeFigure } from './portalFigures';

export const AttorneyPortalSummaryQuery = graphql(`
  query AttorneyPortalSummary {
    attorneyPortalSummary {
      activeCases
      settledCases
      averageSettlement
      responseTimeHours
      answeredMessages
    }
  }
`);

/** Active Cases, Avg Settlement and Response Time, computed by the server from the attorney's own cases. */
export function PortalSummaryCards() {
  const { data, loading, error, refetch } = useQuery(AttorneyPortalSummaryQuery);

  if (loading) return <LoadingState label="Loading your figures..." />;
  if (error || !data) {
    return (
      <ErrorState
        title="Could not load your figures"
        message={serverMessage(error)}
        onRetry={() => refetchInBackground(refetch)}
      />
    );
  }

  const summary = data.attorneyPortalSummary;
  const cards = [
    {
      label: 'Active Cases',
      value: summary.activeCases,
      detail: 'Your cases that are not closed',
      icon: <FolderOpenOutlinedIcon />,
    },
    {
      label: 'Avg Settlement',
      ...averageSettlementFigure(summary.averageSettlement, summary.settledCases),
      icon: <AttachMoneyIcon />,
    },
    {
      label: 'Response Time',
      ...responseTimeFigure(summary.responseTimeHours, summary.answeredMessages),
      icon: <ScheduleIcon />,
    },
  ];

  return (
    <Grid container spacing={2}>
      {cards.map((card) => (
        <Grid key={card.label} size={{ xs: 12, md: 4 }}>
          <StatCard {...card} />
        </Grid>
      ))}
    </Grid>
  );
}
