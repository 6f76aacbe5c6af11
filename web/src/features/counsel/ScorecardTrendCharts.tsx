import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { AttorneyScorecardQuery } from '../../gql/graphql';
import { periodLabel } from './scorecardFormat';

type Point = NonNullable<AttorneyScorecardQuery['attorneyScorecard'][number]['trend']>[number];

const HEIGHT = 220;

/** The scorecard's trends: cases and withdrawals per period (bars), and the three averages (lines). */
export function ScorecardTrendCharts({
  trend,
  period,
  width,
}: {
  trend: Point[];
  period: 'month' | 'quarter';
  /** A fixed width for tests (jsdom lays nothing out); on screen the charts fill their box. */
  width?: number;
}) {
  const labels = trend.map((point) => periodLabel(point.periodStart, period));
  const line = (key: 'avgDaysToPayment' | 'avgReductionPercent' | 'avgResponseHours') =>
    trend.map((point) => point[key] ?? null);
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}
    >
      <Box role="figure" aria-label={`Cases opened, closed and withdrawn per ${period}`}>
        <Typography variant="subtitle2">Cases per {period}</Typography>
        <BarChart
          width={width}
          height={HEIGHT}
          xAxis={[{ scaleType: 'band', data: labels }]}
          series={[
            { data: trend.map((p) => p.casesOpened), label: 'Opened', color: '#1976d2' },
            { data: trend.map((p) => p.casesClosed), label: 'Closed', color: '#2e7d32' },
            { data: trend.map((p) => p.withdrawals), label: 'Withdrawn', color: '#d32f2f' },
          ]}
        />
      </Box>
      <Box role="figure" aria-label={`Days to payment and reduction per ${period}`}>
        <Typography variant="subtitle2">Days to payment and reduction granted</Typography>
        <LineChart
          width={width}
          height={HEIGHT}
          xAxis={[{ scaleType: 'point', data: labels }]}
          series={[
            { data: line('avgDaysToPayment'), label: 'Days to payment', connectNulls: true, curve: 'linear' },
            { data: line('avgReductionPercent'), label: 'Reduction %', connectNulls: true, curve: 'linear' },
          ]}
        />
      </Box>
      <Box role="figure" aria-label={`Response time in hours per ${period}`}>
        <Typography variant="subtitle2">Response time (hours)</Typography>
        <LineChart
          width={width}
          height={HEIGHT}
          xAxis={[{ scaleType: 'point', data: labels }]}
          series={[{ data: line('avgResponseHours'), label: 'Hours to reply', connectNulls: true, curve: 'linear' }]}
        />
      </Box>
    </Box>
  );
}
