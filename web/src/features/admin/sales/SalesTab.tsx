import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import { errorMessageOf } from '../../../lib/graphqlErrors';
import { CommissionsPanel } from './CommissionsPanel';
import { LeadsPanel } from './LeadsPanel';
import { PayoutsPanel } from './PayoutsPanel';
import { RepresentativesPanel } from './RepresentativesPanel';
import { SalesOverview } from './SalesOverview';
import { SalesSummaryCards } from './SalesSummaryCards';
import { SalesOverviewQuery } from './salesQueries';

const views = ['Overview', 'Representatives', 'Commissions', 'Leads', 'Payouts'] as const;
type View = (typeof views)[number];

/** Sales Commission Management: the console's Sales tab and /admin/sales (super admin only). */
export function SalesTab({ chartWidth, headed = true }: { chartWidth?: number; headed?: boolean }) {
  const [view, setView] = useState<View>('Overview');
  const { data, error, refetch } = useQuery(SalesOverviewQuery, { fetchPolicy: 'cache-and-network' });
  // On /admin/sales the page's own header names it; in the console the tab's heading does.
  const title = headed ? (
    <Typography variant="h5" component="h2">
      Sales Commission Management
    </Typography>
  ) : null;
  if (!data)
    return (
      <Stack spacing={2}>
        {title}
        {error ? (
          <ErrorState
            title="Could not load the sales figures"
            message={errorMessageOf(error)}
            onRetry={() => void refetch()}
          />
        ) : (
          <LoadingState label="Loading sales..." />
        )}
      </Stack>
    );
  const reps = data.salesRepresentatives;
  return (
    <Stack spacing={2}>
      {title}
      <SalesSummaryCards summary={data.salesSummary} />
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs value={view} onChange={(_, next: View) => setView(next)} aria-label="Sales sections" variant="scrollable">
          {views.map((name) => (
            <Tab key={name} value={name} label={name} id={`sales-tab-${name}`} aria-controls={`sales-panel-${name}`} />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`sales-panel-${view}`} aria-labelledby={`sales-tab-${view}`}>
        {view === 'Overview' && (
          <SalesOverview reps={reps} recentSales={data.salesRecentSales} chartWidth={chartWidth} />
        )}
        {view === 'Representatives' && <RepresentativesPanel reps={reps} />}
        {view === 'Commissions' && <CommissionsPanel />}
        {view === 'Leads' && <LeadsPanel reps={reps} />}
        {view === 'Payouts' && <PayoutsPanel reps={reps} />}
      </Box>
    </Stack>
  );
}
