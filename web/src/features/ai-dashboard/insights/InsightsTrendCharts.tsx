import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { SectionCard } from '../../../components/SectionCard';
import { formatMoney } from '../../../lib/format';
import type { AiInsightsQuery } from '../../../gql/graphql';
import { monthLabel } from '../../admin/revenue/revenuePeriods';

type Trends = AiInsightsQuery['aiInsights']['trends'];

const CHART_HEIGHT = 240;
const money = (value: number | null) => (value === null ? 'no settlement' : formatMoney(value.toFixed(2)));
const months = (value: number | null) => (value === null ? 'none closed' : `${value} months`);

function Caption({ children }: { children: string }) {
  return (
    <Typography variant="caption" color="text.secondary" component="p" sx={{ px: 2.5, pb: 2 }}>
      {children}
    </Typography>
  );
}

/** The Insights tab's trends over the last twelve months (loaded in their own chunk: the charts library is large). */
export default function InsightsTrendCharts({ trends, width }: { trends: Trends; width?: number }) {
  const labels = trends.caseVolumeTrend.map(({ month }) => monthLabel(month));
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 4 }}>
        <SectionCard title="Case volume">
          <Box role="figure" aria-label="Cases opened in each of the last 12 months" sx={{ px: 1 }}>
            <BarChart
              width={width}
              height={CHART_HEIGHT}
              xAxis={[{ scaleType: 'band', data: labels }]}
              series={[{ data: trends.caseVolumeTrend.map(({ count }) => count), label: 'Cases opened' }]}
              hideLegend
            />
          </Box>
          <Caption>Cases opened per month.</Caption>
        </SectionCard>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <SectionCard title="Settlements">
          <Box
            role="figure"
            aria-label="Average settlement of the cases closed in each of the last 12 months"
            sx={{ px: 1 }}
          >
            <LineChart
              width={width}
              height={CHART_HEIGHT}
              xAxis={[{ scaleType: 'point', data: labels }]}
              yAxis={[{ width: 60, min: 0 }]}
              series={[
                {
                  data: trends.settlementTrend.map(({ averageAmount }) =>
                    averageAmount === null ? null : Number(averageAmount),
                  ),
                  label: 'Average settlement',
                  valueFormatter: money,
                  connectNulls: false,
                  curve: 'linear',
                  showMark: true,
                },
              ]}
              hideLegend
            />
          </Box>
          <Caption>
            {`Average settlement of cases closed each month (${trends.settlementTrend.reduce((sum, { count }) => sum + count, 0)} settled in 12 months).`}
          </Caption>
        </SectionCard>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <SectionCard title="Treatment duration">
          <Box
            role="figure"
            aria-label="Average months from opening to closing of the cases closed each month"
            sx={{ px: 1 }}
          >
            <LineChart
              width={width}
              height={CHART_HEIGHT}
              xAxis={[{ scaleType: 'point', data: labels }]}
              yAxis={[{ min: 0 }]}
              series={[
                {
                  data: trends.treatmentDurationTrend.map(({ averageMonths }) => averageMonths),
                  label: 'Average months',
                  valueFormatter: months,
                  connectNulls: false,
                  curve: 'linear',
                  showMark: true,
                },
              ]}
              hideLegend
            />
          </Box>
          <Caption>Average months from opening to closing of the cases closed each month.</Caption>
        </SectionCard>
      </Grid>
    </Grid>
  );
}
