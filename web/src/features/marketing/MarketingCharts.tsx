import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SectionCard } from '../../components/SectionCard';
import type { MarketingAnalyticsQuery } from '../../gql/graphql';
import { leadStages, stageLabels } from './marketingFormat';

type Analytics = MarketingAnalyticsQuery['marketingAnalytics'];

/** The funnel, leads by source and leads by week and stage (lazily loaded: the charts chunk). */
export default function MarketingCharts({ analytics }: { analytics: Analytics }) {
  const funnel = [
    ['Sent', analytics.sent],
    ['Delivered', analytics.delivered],
    ['Opened', analytics.opened],
    ['Clicked', analytics.clicked],
    ['Converted', analytics.converted],
    ['Unsubscribed', analytics.unsubscribed],
  ] as const;
  const weeks = analytics.leadsOverTime;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <SectionCard title="Campaign funnel">
        <BarChart
          height={260}
          xAxis={[{ scaleType: 'band', data: funnel.map(([label]) => label) }]}
          series={[{ label: 'Recipients', data: funnel.map(([, value]) => value) }]}
        />
      </SectionCard>
      <SectionCard title="Leads by source">
        {analytics.leadsBySource.length === 0 ? (
          <Typography sx={{ p: 2 }} color="text.secondary">
            No leads yet.
          </Typography>
        ) : (
          <PieChart
            height={260}
            series={[
              {
                data: analytics.leadsBySource.map((row, id) => ({ id, value: row.count, label: row.key })),
                innerRadius: 40,
              },
            ]}
          />
        )}
      </SectionCard>
      <Box sx={{ gridColumn: { md: '1 / -1' } }}>
        <SectionCard title="Leads added per week, by stage now">
          {weeks.length === 0 ? (
            <Typography sx={{ p: 2 }} color="text.secondary">
              No leads in the last 12 weeks.
            </Typography>
          ) : (
            <BarChart
              height={280}
              xAxis={[{ scaleType: 'band', data: weeks.map((week) => week.weekStart) }]}
              series={leadStages.map((stage) => ({
                label: stageLabels[stage],
                stack: 'leads',
                data: weeks.map((week) => week.byStatus.find((row) => row.key === stage)?.count ?? 0),
              }))}
            />
          )}
        </SectionCard>
      </Box>
    </Box>
  );
}
