import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The heading of a dashboard view, under the page header, with its actions. */
export function DashboardSectionHeading({ title, actions }: { title: string; actions?: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
      <Typography variant="h5" component="h2">
        {title}
      </Typography>
      {actions}
    </Box>
  );
}
