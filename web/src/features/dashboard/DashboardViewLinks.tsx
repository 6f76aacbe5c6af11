import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { dashboardViews, type DashboardView } from './dashboardViews';

/** Small links between the dashboard's views; the current one is marked. */
export function DashboardViewLinks({ current }: { current: DashboardView }) {
  return (
    <Box component="nav" aria-label="Dashboard views" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {dashboardViews.map(({ view, label, to }) => (
        <Button
          key={view}
          component={RouterLink}
          to={to}
          size="small"
          variant={view === current ? 'contained' : 'outlined'}
          aria-current={view === current ? 'page' : undefined}
        >
          {label}
        </Button>
      ))}
    </Box>
  );
}
