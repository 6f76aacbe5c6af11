import { useQuery } from '@apollo/client/react';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { SectionCard } from '../../components/SectionCard';
import { serverMessage } from '../../lib/graphqlErrors';
import { refetchInBackground } from '../../lib/refetchInBackground';
import { AdminClinicPlansQuery } from '../admin/clinics/clinicQueries';
import { UpdateBillingForm } from './UpdateBillingForm';
import { usePanelClinics } from './usePanelClinics';

export const FETCH_CLINICS_FAILED = 'Failed to fetch clinics';

/** The clinic, plan and status form, once the clinics (REST) and the plans (the plans table) are in. */
export function UpdateBillingSection() {
  const clinics = usePanelClinics();
  const plans = useQuery(AdminClinicPlansQuery);

  let content;
  if (clinics.error) {
    content = <ErrorState title={FETCH_CLINICS_FAILED} message={clinics.error.message} onRetry={clinics.reload} />;
  } else if (plans.error && !plans.data) {
    content = (
      <ErrorState
        title="Could not load the plans"
        message={serverMessage(plans.error)}
        onRetry={() => refetchInBackground(plans.refetch)}
      />
    );
  } else if (!clinics.data || !plans.data) {
    content = <LoadingState label="Loading clinics..." />;
  } else if (clinics.data.length === 0) {
    content = <EmptyState title="No clinics yet" description="Clinics added in the admin portal appear here." />;
  } else {
    content = <UpdateBillingForm clinics={clinics.data} plans={plans.data.plans} onUpdated={clinics.reload} />;
  }

  return <SectionCard title="Clinic Billing">{content}</SectionCard>;
}
