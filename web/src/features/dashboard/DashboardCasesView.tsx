import Stack from '@mui/material/Stack';
import { CaseList } from '../cases/list/CaseList';
import { NewCaseButton } from '../cases/NewCaseButton';
import { DashboardSectionHeading } from './DashboardSectionHeading';

/** /dashboard?view=cases: the Cases page's list under the dashboard header. */
export function DashboardCasesView() {
  return (
    <Stack spacing={2}>
      <DashboardSectionHeading title="All Cases" actions={<NewCaseButton />} />
      <CaseList />
    </Stack>
  );
}
