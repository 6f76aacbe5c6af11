import { lazy, Suspense } from 'react';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import { StatCard } from '../../../components/StatCard';
import { errorMessageOf } from '../../../lib/graphqlErrors';
import { refetchInBackground } from '../../../lib/refetchInBackground';
import { AiInsightsQuery } from './aiInsightsQueries';
import { RecommendationList } from './RecommendationList';
import { useAiFeature } from './useAiFeature';

// The charts library is large: its own chunk, loaded when the Insights tab shows its trends.
const InsightsTrendCharts = lazy(() => import('./InsightsTrendCharts'));

/** The Insights tab: the case figures, recommendations each linking to its case, and twelve months of trends. */
export function InsightsTab({ chartWidth }: { chartWidth?: number }) {
  const feature = useAiFeature('insights');
  const { data, error, refetch } = useQuery(AiInsightsQuery, { skip: !feature.on, fetchPolicy: 'cache-and-network' });

  if (!feature.ready) return <LoadingState label="Loading insights..." />;
  if (feature.offReason) return <Alert severity="info">{feature.offReason}</Alert>;
  if (!data) {
    return error ? (
      <ErrorState
        title="Could not compute the insights"
        message={errorMessageOf(error)}
        onRetry={() => refetchInBackground(refetch)}
      />
    ) : (
      <LoadingState label="Computing insights..." />
    );
  }

  const { caseMetrics: metrics, recommendations, trends } = data.aiInsights;
  return (
    <Stack spacing={3}>
      <Grid container spacing={2}>
        {[
          ['Total Cases', metrics.totalCases],
          ['Closed Cases', metrics.closedCases],
          ['Settled Cases', metrics.settledCases],
          ['Recommendations', recommendations.length],
        ].map(([label, value]) => (
          <Grid key={label} size={{ xs: 6, md: 3 }}>
            <StatCard label={String(label)} value={String(value)} />
          </Grid>
        ))}
      </Grid>
      <RecommendationList recommendations={recommendations} />
      <Suspense fallback={<LoadingState label="Loading charts..." />}>
        <InsightsTrendCharts trends={trends} width={chartWidth} />
      </Suspense>
    </Stack>
  );
}
