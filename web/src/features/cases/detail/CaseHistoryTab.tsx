import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EmptyState } from '../../../components/EmptyState';
import type { CaseDetailFieldsFragment } from '../../../gql/graphql';
import { AuditEntryItem } from './AuditEntryItem';
import { CaseTransferItem } from './CaseTransferItem';

function HistorySection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {children}
      </Box>
    </Box>
  );
}

/** The case's audit entries (newest first) and its attorney transfers. */
export function CaseHistoryTab({ caseRecord }: { caseRecord: CaseDetailFieldsFragment }) {
  const { history, transfers } = caseRecord;
  if (history.length === 0 && transfers.length === 0) return <EmptyState title="No history yet" />;

  return (
    <Stack spacing={3}>
      {history.length > 0 && (
        <HistorySection title="Audit Trail">
          {history.map((entry) => (
            <AuditEntryItem key={entry.id} entry={entry} />
          ))}
        </HistorySection>
      )}
      {transfers.length > 0 && (
        <HistorySection title="Transfers">
          {transfers.map((transfer) => (
            <CaseTransferItem key={transfer.id} transfer={transfer} />
          ))}
        </HistorySection>
      )}
    </Stack>
  );
}
