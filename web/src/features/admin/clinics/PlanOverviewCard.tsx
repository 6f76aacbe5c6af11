import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import { SectionCard } from '../../../components/SectionCard';
import { formatMoney, humanize } from '../../../lib/format';
import { serverMessage } from '../../../lib/graphqlErrors';
import { refetchInBackground } from '../../../lib/refetchInBackground';
import { AdminClinicPlansQuery, type PlanData } from './clinicQueries';

const limit = (value: number | null | undefined, unit: string) =>
  value === null || value === undefined ? `Unlimited ${unit}` : `${value} ${unit}`;

function PlanSummary({ plan }: { plan: PlanData }) {
  return (
    <Box
      component="section"
      aria-label={`${plan.name} plan`}
      sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 2, height: '100%' }}
    >
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {plan.name}
      </Typography>
      <Typography variant="h5" component="p">
        {formatMoney(plan.monthlyPrice)}
        <Typography component="span" variant="body2" color="text.secondary">
          {' '}
          / month
        </Typography>
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {formatMoney(plan.annualPrice)} / year
      </Typography>
      <Typography component="ul" variant="body2" sx={{ pl: 2.5, m: 0 }}>
        <li>{limit(plan.maxUsers, 'users')}</li>
        <li>{limit(plan.maxActiveCases, 'active cases')}</li>
        <li>{plan.storageGb} GB storage</li>
        <li>{humanize(plan.supportLevel)} support</li>
      </Typography>
    </Box>
  );
}

/** The plans on sale with their prices and limits, read from the plans table. */
export function PlanOverviewCard() {
  const { data, error, refetch } = useQuery(AdminClinicPlansQuery);

  let content;
  if (error && !data) {
    content = (
      <ErrorState
        title="Could not load the plans"
        message={serverMessage(error)}
        onRetry={() => refetchInBackground(refetch)}
      />
    );
  } else if (!data) {
    content = <LoadingState label="Loading plans..." />;
  } else if (data.plans.length === 0) {
    content = <EmptyState title="No plans are on sale." description="Plans come from the plans table." />;
  } else {
    content = (
      <Grid container spacing={2} sx={{ p: 2.5 }}>
        {data.plans.map((plan) => (
          <Grid key={plan.id} size={{ xs: 12, md: 4 }}>
            <PlanSummary plan={plan} />
          </Grid>
        ))}
      </Grid>
    );
  }
  return <SectionCard title="Plan Overview">{content}</SectionCard>;
}
