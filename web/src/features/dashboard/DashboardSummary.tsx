import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { DashboardStatsSection } from './DashboardStatsSection';
import { RecentCasesCard } from './RecentCasesCard';
import { RecentPatientsCard } from './RecentPatientsCard';
import { AlertsCard } from '../alerts/AlertsCard';

/** The default dashboard: the four figures, recent cases and recent patients. */
export function DashboardSummary() {
  return (
    <Stack spacing={3}>
      <DashboardStatsSection />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <RecentCasesCard />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <RecentPatientsCard />
        </Grid>
        <Grid size={12}>
          <AlertsCard />
        </Grid>
      </Grid>
    </Stack>
  );
}
