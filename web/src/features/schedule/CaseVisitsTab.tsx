import Stack from '@mui/material/Stack';
import { VisitsList } from './VisitsList';

/** A case's Visits tab: its upcoming and past appointments (the treatment notes hang from these visits). */
export function CaseVisitsTab({ caseId }: { caseId: number }) {
  return (
    <Stack spacing={3}>
      <VisitsList when="upcoming" caseId={caseId} title="Upcoming visits" />
      <VisitsList when="past" caseId={caseId} title="Past visits" />
    </Stack>
  );
}
