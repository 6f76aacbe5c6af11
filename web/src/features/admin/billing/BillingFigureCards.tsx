import Grid from '@mui/material/Grid';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { StatCard } from '../../../components/StatCard';
import type { AdminBillingSummaryQuery } from '../../../gql/graphql';
import { formatMoney } from '../../../lib/format';

type Summary = AdminBillingSummaryQuery['operatorBillingSummary'];

/** Each card's one-line definition, shown as its tooltip. */
export const figureDefinitions = {
  monthlyRevenue:
    'Monthly recurring revenue now: each clinic’s latest subscription change, annual plans divided by 12; trials, suspended and cancelled clinics count 0.',
  activeSubscriptions: 'Clinics whose subscription status is active.',
  overdueAccounts: 'Clinics overdue or suspended, and the total of what they owe (their negative balances).',
  successRate: 'Successful charges in % of successful and failed charges over the last 30 days.',
} as const;

function Defined({ definition, children }: { definition: string; children: string }) {
  return (
    <Tooltip title={definition} describeChild>
      <Typography component="span" variant="inherit" tabIndex={0} sx={{ borderBottom: '1px dotted', cursor: 'help' }}>
        {children}
      </Typography>
    </Tooltip>
  );
}

/** The Billing tab's header: monthly revenue, active subscriptions, overdue accounts, success rate. */
export function BillingFigureCards({ summary }: { summary: Summary }) {
  const charges = summary.successfulCharges + summary.failedCharges;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <StatCard
          label="Monthly Revenue"
          value={formatMoney(summary.monthlyRevenue)}
          detail={<Defined definition={figureDefinitions.monthlyRevenue}>Recurring, from subscriptions</Defined>}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <StatCard
          label="Active Subscriptions"
          value={summary.activeSubscriptions}
          detail={<Defined definition={figureDefinitions.activeSubscriptions}>Status active</Defined>}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <StatCard
          label="Overdue Accounts"
          value={summary.overdueAccounts}
          detail={
            <Defined definition={figureDefinitions.overdueAccounts}>
              {`${formatMoney(summary.outstandingTotal)} outstanding`}
            </Defined>
          }
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <StatCard
          label="Success Rate"
          value={
            summary.successRate === null || summary.successRate === undefined
              ? 'No charges yet'
              : `${summary.successRate}%`
          }
          detail={
            <Defined definition={figureDefinitions.successRate}>
              {charges === 0 ? 'Last 30 days' : `${summary.successfulCharges} of ${charges} charges, 30 days`}
            </Defined>
          }
        />
      </Grid>
    </Grid>
  );
}
