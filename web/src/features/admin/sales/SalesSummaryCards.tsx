import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { StatCard } from '../../../components/StatCard';
import type { SalesOverviewQuery } from '../../../gql/graphql';
import { formatMoney } from '../../../lib/format';

type Summary = SalesOverviewQuery['salesSummary'];

function Change({ change, extra }: { change: { text: string; positive: boolean }; extra?: string }) {
  return (
    <>
      {extra && <span>{extra} · </span>}
      <Typography component="span" variant="body2" color={change.positive ? 'success.main' : 'error.main'}>
        {change.text}
      </Typography>
    </>
  );
}

/** Total Revenue, Total Commissions (pending count), Active Reps (of the total), Active Leads (qualified count). */
export function SalesSummaryCards({ summary }: { summary: Summary }) {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <StatCard
          label="Total Revenue"
          value={formatMoney(summary.totalRevenue)}
          detail={<Change change={summary.totalRevenueChange} extra="Paid sales this month" />}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <StatCard
          label="Total Commissions"
          value={formatMoney(summary.totalCommissions)}
          detail={<Change change={summary.totalCommissionsChange} extra={`${summary.pendingCommissions} pending`} />}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <StatCard
          label="Active Reps"
          value={summary.activeReps}
          detail={<Change change={summary.activeRepsChange} extra={`of ${summary.totalReps} total`} />}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <StatCard
          label="Active Leads"
          value={summary.activeLeads}
          detail={<Change change={summary.activeLeadsChange} extra={`${summary.qualifiedLeads} qualified`} />}
        />
      </Grid>
    </Grid>
  );
}
