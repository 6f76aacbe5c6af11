import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useCurrentUser } from '../../app/auth/useCurrentUser';
import { PageHeader } from '../../components/PageHeader';
import { DashboardStatsSection } from './DashboardStatsSection';
import { RecentCasesCard } from './RecentCasesCard';
import { RecentPatientsCard } from './RecentPatientsCard';

function welcomeLine(firstName: string, clinicName: string | undefined): string {
  return clinicName ? `Welcome back, ${firstName} · ${clinicName}` : `Welcome back, ${firstName}`;
}

export default function DashboardPage() {
  const { user } = useCurrentUser();

  return (
    <>
      <PageHeader title="Dashboard" subtitle={user && welcomeLine(user.firstName, user.clinic?.name)} />
      <Stack spacing={3}>
        <DashboardStatsSection />
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 7 }}>
            <RecentCasesCard />
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <RecentPatientsCard />
          </Grid>
        </Grid>
      </Stack>
    </>
  );
}
