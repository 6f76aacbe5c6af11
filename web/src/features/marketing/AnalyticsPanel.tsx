import { lazy, Suspense } from 'react';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { StatCard } from '../../components/StatCard';
import { MarketingAnalyticsQuery } from './marketingDocuments';
import { money, rate, roiText } from './marketingFormat';

const MarketingCharts = lazy(() => import('./MarketingCharts'));

/** Figures computed from the records: delivery and engagement, cost, revenue and ROI, leads by source and stage. */
export function AnalyticsPanel() {
  const { data, loading, error, refetch } = useQuery(MarketingAnalyticsQuery, { fetchPolicy: 'cache-and-network' });
  if (loading && !data) return <LoadingState label="Loading analytics..." />;
  if (error || !data) return <ErrorState message="The analytics could not be loaded." onRetry={() => void refetch()} />;
  const a = data.marketingAnalytics;
  const cards: [string, string, string][] = [
    ['Sent', String(a.sent), 'e-mails to campaign recipients'],
    ['Delivered', String(a.delivered), rate(a.delivered, a.sent)],
    ['Opened', String(a.opened), rate(a.opened, a.sent)],
    ['Clicked', String(a.clicked), rate(a.clicked, a.sent)],
    ['Unsubscribed', String(a.unsubscribed), rate(a.unsubscribed, a.sent)],
    ['Converted', String(a.converted), rate(a.converted, a.sent)],
    ['ROI', roiText(a.roi), `${money(a.revenue)} revenue on ${money(a.cost)} cost`],
  ];
  return (
    <Stack spacing={2}>
      <Box
        component="section"
        aria-label="Campaign figures"
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)', lg: 'repeat(7, 1fr)' },
        }}
      >
        {cards.map(([label, value, detail]) => (
          <StatCard key={label} label={label} value={value} detail={detail} />
        ))}
      </Box>
      <Suspense fallback={<LoadingState label="Loading charts..." />}>
        <MarketingCharts analytics={a} />
      </Suspense>
      <Typography variant="caption" color="text.secondary">
        {a.rolledUpAt
          ? `Computed now from the records; the daily history was last rolled up ${new Date(a.rolledUpAt).toLocaleString()}.`
          : 'Computed now from the records.'}
      </Typography>
    </Stack>
  );
}
