import { BarChart } from '@mui/x-charts/BarChart';
import Typography from '@mui/material/Typography';
import { SectionCard } from '../../../components/SectionCard';
import { quotaAttainment } from './salesFormat';

interface QuotaRep {
  firstName: string;
  lastName: string;
  monthSales: string;
  monthlyQuota: string;
  isActive: boolean;
}

/** This month's paid sales of each active rep with a quota, as a percent of it (lazily loaded: the charts chunk). */
export default function QuotaAttainmentChart({ reps, width }: { reps: readonly QuotaRep[]; width?: number }) {
  const withQuota = reps.filter((rep) => rep.isActive && quotaAttainment(rep.monthSales, rep.monthlyQuota) !== null);
  return (
    <SectionCard title="Quota attainment this month">
      {withQuota.length === 0 ? (
        <Typography sx={{ p: 2 }} color="text.secondary">
          No active representative has a monthly quota.
        </Typography>
      ) : (
        <BarChart
          height={260}
          width={width}
          xAxis={[{ scaleType: 'band', data: withQuota.map((rep) => `${rep.firstName} ${rep.lastName}`) }]}
          yAxis={[{ valueFormatter: (value: number) => `${value}%` }]}
          series={[
            {
              label: 'Quota attained',
              data: withQuota.map((rep) => quotaAttainment(rep.monthSales, rep.monthlyQuota)),
              valueFormatter: (value) => (value === null ? '' : `${value}%`),
            },
          ]}
        />
      )}
    </SectionCard>
  );
}
