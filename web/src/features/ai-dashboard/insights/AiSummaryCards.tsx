import { useQuery } from '@apollo/client/react';
import Grid from '@mui/material/Grid';
import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import PaidOutlinedIcon from '@mui/icons-material/PaidOutlined';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import { StatCard } from '../../../components/StatCard';
import { countOf, formatMoney } from '../../../lib/format';
import { errorMessageOf } from '../../../lib/graphqlErrors';
import { AiInsightsQuery } from './aiInsightsQueries';
import { useAiFeature } from './useAiFeature';

const none = '—';

/** The three cards at the top of every tab: active cases, average settlement, average duration, from insights. */
export function AiSummaryCards() {
  const insights = useAiFeature('insights');
  const { data, error } = useQuery(AiInsightsQuery, { skip: !insights.on });
  const metrics = data?.aiInsights.caseMetrics;
  const unavailable = insights.offReason ?? (error && !data ? errorMessageOf(error) : null);
  const pending = !metrics && !unavailable;

  const cards = metrics
    ? [
        {
          label: 'Active Cases',
          value: String(metrics.activeCases),
          detail: `of ${countOf(metrics.totalCases, 'case')} in all`,
          icon: <AssignmentOutlinedIcon />,
        },
        {
          label: 'Average Settlement',
          value: metrics.averageSettlement === null ? none : formatMoney(metrics.averageSettlement),
          detail:
            metrics.averageSettlement === null
              ? 'No closed case with a settlement amount yet'
              : `over ${countOf(metrics.settledCases, 'settled case')}`,
          icon: <PaidOutlinedIcon />,
        },
        {
          label: 'Average Case Duration',
          value: metrics.averageDuration === null ? none : `${metrics.averageDuration} months`,
          detail:
            metrics.averageDuration === null
              ? 'No closed cases yet'
              : `opening to closing, over ${countOf(metrics.closedCases, 'closed case')}`,
          icon: <ScheduleOutlinedIcon />,
        },
      ]
    : [
        { label: 'Active Cases', icon: <AssignmentOutlinedIcon /> },
        { label: 'Average Settlement', icon: <PaidOutlinedIcon /> },
        { label: 'Average Case Duration', icon: <ScheduleOutlinedIcon /> },
      ].map((card) => ({ ...card, value: pending ? '…' : none, detail: pending ? 'Computing…' : unavailable }));

  return (
    <Grid container spacing={2} sx={{ mb: 3 }}>
      {cards.map((card) => (
        <Grid key={card.label} size={{ xs: 12, sm: 4 }}>
          <StatCard label={card.label} value={card.value} detail={card.detail} icon={card.icon} />
        </Grid>
      ))}
    </Grid>
  );
}
