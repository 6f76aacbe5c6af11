import { useQuery } from '@apollo/client/react';
import Grid from '@mui/material/Grid';
import AttachMoneyIcon from '@mui/icons-material/AttachMoney';
import FolderOpenOutlinedIcon from '@mui/icons-material/FolderOpenOutlined';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import { StatCard } from '../../../components/StatCard';
import { serverMessage } from '../../../lib/graphqlErrors';
import { refetchInBackground } from '../../../lib/refetchInBackground';
import { AttorneyPortalSummaryQuery } from '../../attorney-portal/PortalSummaryCards';
import { averageSettlementFigure, RESPONSE_WINDOW_DAYS, responseTimeFigure } from '../../attorney-portal/portalFigures';

/**
 * The attorney's figures: the portal's own query and figure rules (computed once, on the server),
 * labelled here for exactly what each one measures.
 */
export function AttorneyFigures() {
  const { data, loading, error, refetch } = useQuery(AttorneyPortalSummaryQuery);

  if (loading && !data) return <LoadingState label="Loading your figures..." />;
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
      label: 'Your active cases (all clinics)',
      value: summary.activeCases,
      detail: 'Cases you hold that are not closed',
      icon: <FolderOpenOutlinedIcon />,
    },
    {
      label: 'Average settlement (your settled cases)',
      ...averageSettlementFigure(summary.averageSettlement, summary.settledCases),
      icon: <AttachMoneyIcon />,
    },
    {
      label: `Clinics' median reply time to you (last ${RESPONSE_WINDOW_DAYS} days)`,
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
