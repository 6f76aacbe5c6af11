import { lazy, Suspense } from 'react';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { LoadingState } from '../../../components/LoadingState';
import { SectionCard } from '../../../components/SectionCard';
import type { SalesCommissionFieldsFragment, SalesRepresentativeFieldsFragment } from '../../../gql/graphql';
import { formatLocalDate, formatMoney } from '../../../lib/format';
import { saleTypeLabels, termsOf } from './salesFormat';

const QuotaAttainmentChart = lazy(() => import('./QuotaAttainmentChart'));

/** Overview: the top 3 reps by paid sales this year, the 5 most recent sales, and quota attainment. */
export function SalesOverview({
  reps,
  recentSales,
  chartWidth,
}: {
  reps: readonly SalesRepresentativeFieldsFragment[];
  recentSales: readonly SalesCommissionFieldsFragment[];
  chartWidth?: number;
}) {
  const top = [...reps].sort((a, b) => Number(b.ytdSales) - Number(a.ytdSales)).slice(0, 3);
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <SectionCard title="Top representatives">
          {top.length === 0 ? (
            <Typography sx={{ p: 2 }} color="text.secondary">
              No representatives yet.
            </Typography>
          ) : (
            <List aria-label="Top representatives">
              {top.map((rep, index) => (
                <ListItem key={rep.id}>
                  <ListItemText
                    primary={`${index + 1}. ${rep.firstName} ${rep.lastName}: ${formatMoney(rep.ytdSales)} this year`}
                    secondary={`${termsOf(rep)} · earned ${formatMoney(rep.totalEarned)}`}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </SectionCard>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <SectionCard title="Recent sales">
          {recentSales.length === 0 ? (
            <Typography sx={{ p: 2 }} color="text.secondary">
              No paid sales yet.
            </Typography>
          ) : (
            <List aria-label="Recent sales">
              {recentSales.map((sale) => (
                <ListItem key={sale.id}>
                  <ListItemText
                    primary={`${sale.clinicName}: ${formatMoney(sale.saleAmount)} (${saleTypeLabels[sale.saleType] ?? sale.saleType})`}
                    secondary={`${formatLocalDate(sale.saleDate)} · ${sale.salesRepName} · commission ${formatMoney(sale.commissionAmount)}`}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </SectionCard>
      </Grid>
      <Grid size={12}>
        <Suspense fallback={<LoadingState label="Loading the chart..." />}>
          <QuotaAttainmentChart reps={reps} width={chartWidth} />
        </Suspense>
      </Grid>
    </Grid>
  );
}
