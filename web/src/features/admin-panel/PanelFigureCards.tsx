import Grid from '@mui/material/Grid';
import { StatCard } from '../../components/StatCard';
import { formatMoney } from '../../lib/format';
import { usePlatformFigures } from '../admin/overview/usePlatformFigures';

/** The panel's four figures across the whole platform, counted as the portal's Overview counts them. */
export function PanelFigureCards() {
  const { figures, placeholder } = usePlatformFigures();
  if (!figures) return placeholder;

  const cards = [
    { label: 'Total Users', value: figures.totalUsers, detail: `${figures.activeUsers} active` },
    { label: 'Total Clinics', value: figures.totalClinics, detail: `${figures.activeClinics} active` },
    { label: 'Super Admin Users', value: figures.superAdminUsers, detail: 'Platform operators' },
    {
      label: 'Monthly Revenue',
      value: formatMoney(figures.monthlyRevenue),
      detail: 'Active and overdue subscriptions',
    },
  ];

  return (
    <Grid container spacing={2}>
      {cards.map((card) => (
        <Grid key={card.label} size={{ xs: 6, lg: 3 }}>
          <StatCard {...card} />
        </Grid>
      ))}
    </Grid>
  );
}
