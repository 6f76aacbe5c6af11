import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import RefreshIcon from '@mui/icons-material/Refresh';
import { CaseCard } from '../../cases/list/CaseCard';
import { useCaseConnection } from '../../cases/list/useCaseConnection';
import { DashboardSectionHeading } from '../DashboardSectionHeading';
import { OverviewSection } from './OverviewSection';
import { PatientCard } from './PatientCard';
import { useOverviewPatients } from './useOverviewPatients';

const PAGE_SIZE = 100;

/** /dashboard?view=overview: every patient and every case in scope as cards (read-only). */
export function PlatformOverview() {
  const patients = useOverviewPatients(PAGE_SIZE);
  const cases = useCaseConnection({ filter: {}, sortBy: 'createdAt', sortDirection: 'desc', first: PAGE_SIZE });
  const reloading = patients.updating || cases.updating;

  return (
    <Stack spacing={3}>
      <DashboardSectionHeading
        title="Platform Overview"
        actions={
          <Button
            variant="outlined"
            startIcon={<RefreshIcon />}
            disabled={reloading}
            onClick={() => {
              patients.retry();
              cases.retry();
            }}
          >
            Reload
          </Button>
        }
      />
      <OverviewSection title="Patients" pages={patients} renderCard={(patient) => <PatientCard patient={patient} />} />
      <OverviewSection title="Cases" pages={cases} renderCard={(summary) => <CaseCard summary={summary} />} />
    </Stack>
  );
}
