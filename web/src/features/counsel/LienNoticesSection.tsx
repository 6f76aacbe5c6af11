import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ErrorState } from '../../components/ErrorState';
import { formatMoney } from '../../lib/format';
import { serverMessage } from '../../lib/graphqlErrors';
import { refetchInBackground } from '../../lib/refetchInBackground';
import { LienNoticesQuery } from './scorecardQueries';

/**
 * The case's lien notices (substitution of counsel): shown to the clinic and to the attorney they
 * were sent to; nothing at all while there are none.
 */
export function LienNoticesSection({ caseId }: { caseId: number }) {
  const { data, error, refetch } = useQuery(LienNoticesQuery, { variables: { caseId } });
  if (error)
    return (
      <ErrorState
        title="Could not load the lien notices"
        message={serverMessage(error)}
        onRetry={() => refetchInBackground(refetch)}
      />
    );
  const notices = data?.lienNotices ?? [];
  if (notices.length === 0) return null;
  return (
    <Box component="section" id="lien-notices">
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, color: 'text.primary', mb: 0.5 }}>
        Lien Notices
      </Typography>
      <Stack spacing={1}>
        {notices.map((notice) => (
          <Box key={notice.id} sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}>
            <Typography sx={{ fontWeight: 600 }}>
              Notice of lien to {notice.toAttorneyName}: balance {formatMoney(notice.balance)} as of {notice.asOf}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Billed {formatMoney(notice.totalCharges)}, payments {formatMoney(notice.totalPayments)}, reductions{' '}
              {formatMoney(notice.totalReductions)}, write-offs {formatMoney(notice.totalWriteOffs)}
            </Typography>
            <Link href={notice.pdfUrl} target="_blank" rel="noopener">
              Download lien notice (PDF)
            </Link>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
