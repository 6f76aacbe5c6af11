import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { CaseTimelineTab } from './CaseTimelineTab';

/** "Latest on this case": the timeline's five newest items, live, with a link to the whole timeline. */
export function LatestOnCase({ caseId }: { caseId: number }) {
  return (
    <Box component="section" aria-label="Latest on this case">
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1, mb: 0.5 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, color: 'text.primary' }}>
          Latest on this case
        </Typography>
        <Link component={RouterLink} to={`/cases/${caseId}?tab=timeline`} underline="hover">
          Open the timeline
        </Link>
      </Box>
      <CaseTimelineTab caseId={caseId} compact />
    </Box>
  );
}
