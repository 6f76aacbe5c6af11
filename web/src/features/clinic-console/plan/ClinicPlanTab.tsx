import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import { SectionCard } from '../../../components/SectionCard';
import { serverMessage } from '../../../lib/graphqlErrors';
import { humanize } from '../../../lib/format';
import { UsageBar } from '../../admin/clinics/UsageBar';
import { formatStorage, gbToBytes } from '../../admin/clinics/usageRules';
import { useClinicSubscription } from './useClinicSubscription';

/** The plan's limits and what the clinic uses against each: users, active cases, document storage. */
export function ClinicPlanTab() {
  const { data, error, refetch } = useClinicSubscription();
  if (error)
    return (
      <ErrorState title="Could not load your plan" message={serverMessage(error)} onRetry={() => void refetch()} />
    );
  const subscription = data?.clinicSubscription;
  if (!subscription) return <LoadingState label="Loading your plan..." />;
  const { plan, usage } = subscription;

  return (
    <SectionCard title={`${plan.name} plan`}>
      <Box sx={{ px: 2.5, py: 2, maxWidth: 560 }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {humanize(plan.supportLevel)} support. A bar turns red above 80% of a limit; at the limit, new users, cases or
          uploads are refused until something is freed or the plan is upgraded.
        </Typography>
        <Stack spacing={2}>
          <UsageBar label="Users" used={usage.users} limit={plan.maxUsers ?? null} />
          <UsageBar label="Active cases" used={usage.activeCases} limit={plan.maxActiveCases ?? null} />
          <UsageBar
            label="Document storage"
            used={usage.storageBytes}
            limit={gbToBytes(plan.storageGb)}
            describe={formatStorage}
          />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          To change your plan, contact Casebridge support.
        </Typography>
      </Box>
    </SectionCard>
  );
}
