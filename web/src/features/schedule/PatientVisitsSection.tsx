import Stack from '@mui/material/Stack';
import { SectionCard } from '../../components/SectionCard';
import { VisitsList } from './VisitsList';

/** The patient page's Visits: upcoming and past appointments across the patient's cases. */
export function PatientVisitsSection({ patientId }: { patientId: number }) {
  return (
    <SectionCard title="Visits">
      <Stack spacing={3}>
        <VisitsList when="upcoming" patientId={patientId} title="Upcoming visits" />
        <VisitsList when="past" patientId={patientId} title="Past visits" />
      </Stack>
    </SectionCard>
  );
}
