import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { ExportAllDataCard } from './ExportAllDataCard';
import { PlatformFigureCards } from './PlatformFigureCards';
import { QuickActions } from './QuickActions';

/** The Overview tab: the platform's figures, shortcuts, and the full data export. */
export function OverviewTab() {
  return (
    <Stack spacing={3}>
      <PlatformFigureCards />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <QuickActions />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <ExportAllDataCard />
        </Grid>
      </Grid>
    </Stack>
  );
}
