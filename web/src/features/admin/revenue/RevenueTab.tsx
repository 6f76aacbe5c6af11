import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import { errorMessageOf } from '../../../lib/graphqlErrors';
import { refetchInBackground } from '../../../lib/refetchInBackground';
import { MrrMovementsChart, MrrTrendChart, RevenueByPlanChart } from './RevenueCharts';
import { definitionLookup, type DefinitionOf } from './revenueDefinitions';
import { RevenueNowCards } from './RevenueNowCards';
import { RevenuePeriodCards } from './RevenuePeriodCards';
import { RevenuePeriodPicker } from './RevenuePeriodPicker';
import { RevenueOverviewQuery, RevenuePeriodQuery } from './revenueQueries';
import { todayUtc, type RevenuePeriodKindValue } from './revenuePeriods';

interface RevenueTabProps {
  /** A fixed chart width for tests (jsdom lays nothing out); on screen charts fill their cards. */
  chartWidth?: number;
}

function PeriodSection({ definitionOf }: { definitionOf: DefinitionOf }) {
  const [choice, setChoice] = useState<{ kind: RevenuePeriodKindValue; day: string }>({
    kind: 'month',
    day: todayUtc(),
  });
  const { data, previousData, error, refetch } = useQuery(RevenuePeriodQuery, { variables: choice });
  const shown = data ?? previousData;

  return (
    <Stack spacing={2} component="section" aria-label="Chosen period">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography variant="h6" component="h2">
          Period
        </Typography>
        <RevenuePeriodPicker
          kind={choice.kind}
          day={choice.day}
          label={data?.revenuePeriod.label ?? null}
          onChange={setChoice}
        />
      </Stack>
      {error && !data ? (
        <ErrorState
          title="Could not compute this period"
          message={errorMessageOf(error)}
          onRetry={() => refetchInBackground(refetch)}
        />
      ) : shown ? (
        <RevenuePeriodCards period={shown.revenuePeriod} definitionOf={definitionOf} />
      ) : (
        <LoadingState label="Computing the period..." />
      )}
    </Stack>
  );
}

/** The Revenue tab: recurring revenue now, its last twelve months, and any month, quarter or year. */
export function RevenueTab({ chartWidth }: RevenueTabProps) {
  const { data, error, refetch } = useQuery(RevenueOverviewQuery, { fetchPolicy: 'cache-and-network' });

  const title = (
    <Typography variant="h5" component="h2">
      Revenue
    </Typography>
  );
  if (!data) {
    return (
      <Stack spacing={2}>
        {title}
        {error ? (
          <ErrorState
            title="Could not load the revenue figures"
            message={errorMessageOf(error)}
            onRetry={() => refetchInBackground(refetch)}
          />
        ) : (
          <LoadingState label="Loading revenue figures..." />
        )}
      </Stack>
    );
  }

  const { revenueSummary: summary, revenueMonths: months } = data;
  const definitionOf = definitionLookup(data.revenueDefinitions);
  const everPaid =
    summary.payingClinics > 0 || months.some(({ endMrr, churnedMrr }) => endMrr !== '0.00' || churnedMrr !== '0.00');
  if (!everPaid) {
    return (
      <Stack spacing={2}>
        {title}
        <EmptyState
          title="No paying clinics yet"
          description="Revenue figures appear once a clinic's subscription is active (trials count from their first payment)."
        />
      </Stack>
    );
  }

  return (
    <Stack spacing={3}>
      {title}
      <RevenueNowCards summary={summary} definitionOf={definitionOf} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7 }}>
          <MrrTrendChart months={months} width={chartWidth} />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <RevenueByPlanChart byPlan={summary.byPlan} width={chartWidth} />
        </Grid>
      </Grid>
      <PeriodSection definitionOf={definitionOf} />
      <MrrMovementsChart months={months} width={chartWidth} />
    </Stack>
  );
}
