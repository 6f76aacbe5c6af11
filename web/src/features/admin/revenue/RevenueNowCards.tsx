import Grid from '@mui/material/Grid';
import { countOf, formatMoney } from '../../../lib/format';
import type { RevenueOverviewQuery } from '../../../gql/graphql';
import type { DefinitionOf } from './revenueDefinitions';
import { RevenueFigureCard } from './RevenueFigureCard';

/** MRR, ARR, average revenue per paying clinic and paying clinics, now. */
export function RevenueNowCards({
  summary,
  definitionOf,
}: {
  summary: RevenueOverviewQuery['revenueSummary'];
  definitionOf: DefinitionOf;
}) {
  const cards = [
    {
      label: 'Monthly Recurring Revenue',
      value: formatMoney(summary.mrr),
      detail: `from ${countOf(summary.payingClinics, 'paying clinic')}`,
      definition: definitionOf('mrr'),
    },
    { label: 'Annual Recurring Revenue', value: formatMoney(summary.arr), definition: definitionOf('arr') },
    {
      label: 'Average Revenue per Clinic',
      value: summary.averageRevenuePerClinic ? formatMoney(summary.averageRevenuePerClinic) : '—',
      detail: 'per paying clinic, per month',
      definition: definitionOf('averageRevenuePerClinic'),
    },
  ];
  return (
    <Grid container spacing={2}>
      {cards.map((card) => (
        <Grid key={card.label} size={{ xs: 12, sm: 4 }}>
          <RevenueFigureCard {...card} />
        </Grid>
      ))}
    </Grid>
  );
}
