import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CaseLedger } from '../ledgerFields';
import { ReductionRequestCard } from './ReductionRequestCard';

/** Every reduction request of the case, newest first; the open one carries the user's answers. */
export function ReductionRequestsSection({ ledger }: { ledger: CaseLedger }) {
  if (ledger.reductionRequests.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        No reduction has been requested on this case.
      </Typography>
    );
  }
  return (
    <Box
      component="ul"
      aria-label="Reduction requests"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
    >
      {ledger.reductionRequests.map((request) => (
        <ReductionRequestCard key={request.id} request={request} actions={ledger.abilities.reductionActions} />
      ))}
    </Box>
  );
}
