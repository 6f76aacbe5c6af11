import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { SectionCard } from '../../../components/SectionCard';
import { formatMoney } from '../../../lib/format';
import type { RevenueOverviewQuery } from '../../../gql/graphql';
import { monthLabel } from './revenuePeriods';

type RevenueMonths = RevenueOverviewQuery['revenueMonths'];
type RevenueByPlan = RevenueOverviewQuery['revenueSummary']['byPlan'];

/** A fixed width for tests (jsdom lays nothing out); on screen the charts fill their card. */
interface ChartSize {
  width?: number;
}

const CHART_HEIGHT = 280;
// Charts need numbers; the exact amounts are in the cards, the tooltips format these for reading.
const amount = (decimal: string) => Number(decimal);
const money = (value: number | null) => (value === null ? '' : formatMoney(value.toFixed(2)));
const compactMoney = (value: number) =>
  value.toLocaleString('en-US', { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 });

function ChartCaption({ children }: { children: string }) {
  return (
    <Typography variant="caption" color="text.secondary" component="p" sx={{ px: 2.5, pb: 2 }}>
      {children}
    </Typography>
  );
}

export function MrrTrendChart({ months, width }: { months: RevenueMonths } & ChartSize) {
  return (
    <SectionCard title="MRR over the last 12 months">
      <Box role="figure" aria-label="MRR at the end of each of the last 12 months" sx={{ px: 1 }}>
        <LineChart
          width={width}
          height={CHART_HEIGHT}
          xAxis={[{ scaleType: 'point', data: months.map(({ month }) => monthLabel(month)) }]}
          yAxis={[{ valueFormatter: compactMoney, width: 60 }]}
          series={[
            {
              data: months.map(({ endMrr }) => amount(endMrr)),
              label: 'MRR',
              valueFormatter: money,
              area: true,
              // Straight segments: a smoothed curve would overshoot between months.
              curve: 'linear',
            },
          ]}
          hideLegend
        />
      </Box>
      <ChartCaption>Each month's closing MRR; the current month's is the MRR now.</ChartCaption>
    </SectionCard>
  );
}

const movementSeries = [
  { key: 'newMrr', label: 'New', color: '#2e7d32', sign: 1 },
  { key: 'expansionMrr', label: 'Expansion', color: '#0288d1', sign: 1 },
  { key: 'reactivationMrr', label: 'Reactivation', color: '#7b1fa2', sign: 1 },
  { key: 'contractionMrr', label: 'Contraction', color: '#ed6c02', sign: -1 },
  { key: 'churnedMrr', label: 'Churn', color: '#d32f2f', sign: -1 },
] as const;

export function MrrMovementsChart({ months, width }: { months: RevenueMonths } & ChartSize) {
  return (
    <SectionCard title="MRR movements per month">
      <Box
        role="figure"
        aria-label="New, expansion, reactivation, contraction and churned MRR per month"
        sx={{ px: 1 }}
      >
        <BarChart
          width={width}
          height={CHART_HEIGHT}
          xAxis={[{ scaleType: 'band', data: months.map(({ month }) => monthLabel(month)) }]}
          yAxis={[{ valueFormatter: compactMoney, width: 60 }]}
          series={movementSeries.map(({ key, label, color, sign }) => ({
            data: months.map((month) => sign * amount(month[key])),
            label,
            color,
            stack: 'movements',
            valueFormatter: money,
          }))}
        />
      </Box>
      <ChartCaption>Gains above the line, losses (contraction and churn) below it.</ChartCaption>
    </SectionCard>
  );
}

export function RevenueByPlanChart({ byPlan, width }: { byPlan: RevenueByPlan } & ChartSize) {
  return (
    <SectionCard title="Revenue by plan">
      <Box role="figure" aria-label="MRR by plan" sx={{ px: 1 }}>
        <BarChart
          width={width}
          height={CHART_HEIGHT - 60}
          xAxis={[{ scaleType: 'band', data: byPlan.map(({ planName }) => planName) }]}
          yAxis={[{ valueFormatter: compactMoney, width: 60 }]}
          series={[{ data: byPlan.map(({ mrr }) => amount(mrr)), label: 'MRR', valueFormatter: money }]}
          hideLegend
        />
      </Box>
      <Table size="small" aria-label="Revenue by plan">
        <TableHead>
          <TableRow>
            <TableCell>Plan</TableCell>
            <TableCell align="right">Paying clinics</TableCell>
            <TableCell align="right">MRR</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {byPlan.map((plan) => (
            <TableRow key={plan.planCode}>
              <TableCell>{plan.planName}</TableCell>
              <TableCell align="right">{plan.clinics}</TableCell>
              <TableCell align="right">{formatMoney(plan.mrr)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </SectionCard>
  );
}
