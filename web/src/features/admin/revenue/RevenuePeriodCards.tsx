import Grid from '@mui/material/Grid';
import { countOf, formatMoney } from '../../../lib/format';
import type { RevenuePeriodQuery } from '../../../gql/graphql';
import type { DefinitionOf } from './revenueDefinitions';
import { formatPercent } from './revenuePeriods';
import { RevenueFigureCard } from './RevenueFigureCard';

type RevenuePeriod = RevenuePeriodQuery['revenuePeriod'];

const signedPercent = (value: string | null) =>
  value === null || value.startsWith('-') ? formatPercent(value) : `+${formatPercent(value)}`;

/** The chosen period's growth, movements, churn, retention, cash and lifetime value. */
export function RevenuePeriodCards({ period, definitionOf }: { period: RevenuePeriod; definitionOf: DefinitionOf }) {
  const noBase = 'No paying clinics at the start of the period';
  const cards = [
    {
      label: 'MRR Growth',
      value: signedPercent(period.growthPercent),
      detail: `${formatMoney(period.startMrr)} → ${formatMoney(period.endMrr)}`,
      definition: definitionOf('growthPercent'),
    },
    {
      label: 'New MRR',
      value: formatMoney(period.newMrr),
      detail: countOf(period.newClinics, 'new clinic'),
      definition: definitionOf('newMrr'),
    },
    {
      label: 'Expansion MRR',
      value: formatMoney(period.expansionMrr),
      detail: countOf(period.upgrades, 'upgrade'),
      definition: definitionOf('expansionMrr'),
    },
    {
      label: 'Contraction MRR',
      value: formatMoney(period.contractionMrr),
      detail: countOf(period.downgrades, 'downgrade'),
      definition: definitionOf('contractionMrr'),
    },
    {
      label: 'Churned MRR',
      value: formatMoney(period.churnedMrr),
      detail: `${countOf(period.churnedClinics, 'clinic')} stopped paying`,
      definition: definitionOf('churnedMrr'),
    },
    {
      label: 'Reactivation MRR',
      value: formatMoney(period.reactivationMrr),
      detail: `${countOf(period.reactivations, 'clinic')} back`,
      definition: definitionOf('reactivationMrr'),
    },
    {
      label: 'Logo Churn',
      value: formatPercent(period.logoChurnPercent),
      detail:
        period.payingClinicsAtStart === 0
          ? noBase
          : `${period.churnedClinics} of ${countOf(period.payingClinicsAtStart, 'paying clinic')}`,
      definition: definitionOf('logoChurnPercent'),
    },
    {
      label: 'Revenue Churn',
      value: formatPercent(period.revenueChurnPercent),
      detail: period.revenueChurnPercent === null ? noBase : undefined,
      definition: definitionOf('revenueChurnPercent'),
    },
    {
      label: 'Net Revenue Retention',
      value: formatPercent(period.netRevenueRetentionPercent),
      detail: period.netRevenueRetentionPercent === null ? noBase : undefined,
      definition: definitionOf('netRevenueRetentionPercent'),
    },
    {
      label: 'New Clinics',
      value: `+${period.newClinics}`,
      detail: `${countOf(period.payingClinicsAtEnd, 'paying clinic')} at the end`,
      definition: definitionOf('newClinics'),
    },
    {
      label: 'Upgrades / Downgrades',
      value: `+${period.upgrades} / −${period.downgrades}`,
      definition: [definitionOf('upgrades'), definitionOf('downgrades')].filter(Boolean).join(' / '),
    },
    {
      label: 'Cash Collected',
      value: formatMoney(period.cashCollected),
      definition: definitionOf('cashCollected'),
    },
    {
      label: 'Lifetime Value',
      value: period.lifetimeValue ? formatMoney(period.lifetimeValue) : 'Not enough history',
      detail:
        period.lifetimeValueNote ??
        (period.averageRevenuePerClinic ? `ARPA ${formatMoney(period.averageRevenuePerClinic)} a month` : undefined),
      definition: definitionOf('lifetimeValue'),
    },
    {
      label: 'LTV:CAC',
      value: period.ltvToCac ?? 'Not known',
      detail: period.ltvToCacNote,
      definition: definitionOf('ltvToCac'),
    },
  ];
  return (
    <Grid container spacing={2}>
      {cards.map((card) => (
        <Grid key={card.label} size={{ xs: 12, sm: 6, lg: 3 }}>
          <RevenueFigureCard {...card} />
        </Grid>
      ))}
    </Grid>
  );
}
