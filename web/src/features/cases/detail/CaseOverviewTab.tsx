import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CaseDetailFieldsFragment } from '../../../gql/graphql';
import { formatMoney } from '../../../lib/format';
import { LatestOnCase } from '../../timeline/LatestOnCase';
import { LienNoticesSection } from '../../counsel/LienNoticesSection';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section">
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, color: 'text.primary', mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const preserveLines = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/** Description, settlement amount when there is one, and internal notes (only sent to clinic users and operators). */
export function CaseOverviewTab({ caseRecord }: { caseRecord: CaseDetailFieldsFragment }) {
  return (
    <Stack spacing={3}>
      <Section title="Description">
        <Typography sx={preserveLines} color={caseRecord.description ? 'text.primary' : 'text.secondary'}>
          {caseRecord.description || 'No description'}
        </Typography>
      </Section>
      {caseRecord.settlementAmount && (
        <Section title="Settlement Amount">
          <Typography sx={{ fontWeight: 600 }}>{formatMoney(caseRecord.settlementAmount)}</Typography>
        </Section>
      )}
      <LienNoticesSection caseId={caseRecord.id} />
      {caseRecord.notes !== null && (
        <Section title="Internal Notes">
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5 }}>
            Never shown to attorneys
          </Typography>
          <Typography sx={preserveLines} color={caseRecord.notes ? 'text.primary' : 'text.secondary'}>
            {caseRecord.notes || 'No internal notes'}
          </Typography>
        </Section>
      )}
      <LatestOnCase caseId={caseRecord.id} />
    </Stack>
  );
}
