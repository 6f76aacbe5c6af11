import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AddBusinessOutlinedIcon from '@mui/icons-material/AddBusinessOutlined';
import { useCurrentUser } from '../../../app/auth/useCurrentUser';
import { SectionCard } from '../../../components/SectionCard';
import { AddClinicDialog } from './AddClinicDialog';
import { ClinicCardList } from './ClinicCardList';
import type { ClinicCardData } from './clinicQueries';
import { ManageClinicDialog } from './ManageClinicDialog';
import { PlanOverviewCard } from './PlanOverviewCard';

/**
 * The Clinics tab: the plans, every clinic's usage against its plan, Add New Clinic and Manage. A clinic's
 * billing (status, amounts, the Manage dialog's billing part) shows only to users of the Billing area.
 */
export function ClinicsTab() {
  const { user } = useCurrentUser();
  const billing = user?.operatorAreas.includes('billing') ?? false;
  const [adding, setAdding] = useState(false);
  const [managed, setManaged] = useState<ClinicCardData | null>(null);

  return (
    <Stack spacing={3}>
      <PlanOverviewCard />
      <SectionCard
        title="Clinics"
        action={
          <Button variant="contained" startIcon={<AddBusinessOutlinedIcon />} onClick={() => setAdding(true)}>
            Add New Clinic
          </Button>
        }
      >
        <ClinicCardList billing={billing} onManage={setManaged} />
      </SectionCard>
      <AddClinicDialog open={adding} onClose={() => setAdding(false)} />
      {managed && (
        <ManageClinicDialog key={managed.id} card={managed} billing={billing} onClose={() => setManaged(null)} />
      )}
    </Stack>
  );
}
