import type { ReactNode } from 'react';
import { useCurrentUser } from '../../app/auth/useCurrentUser';
import { AccessRestrictedNotice } from '../../components/AccessRestrictedNotice';
import { LoadingState } from '../../components/LoadingState';
import { PageHeader } from '../../components/PageHeader';
import { canAddPatients, canEditPatients } from './patientAbilities';
import { patientPaths } from './patientPaths';

const reasons = {
  add: 'Only the clinic can register patients. Patients of your cases appear in Patients once a clinic opens the case.',
  edit: 'Only the clinic can change patient records. You can read this patient’s record.',
};

interface PatientEditorsOnlyProps {
  need: 'add' | 'edit';
  screenTitle: string;
  /** Where the refusal points instead: the list, or the patient's read-only record. */
  back: { label: string; to: string };
  children: ReactNode;
}

/** Renders a patient-changing screen only for those the server lets change patients; others are told why first. */
export function PatientEditorsOnly({ need, screenTitle, back, children }: PatientEditorsOnlyProps) {
  const { user, loading } = useCurrentUser();
  const allowed = need === 'add' ? canAddPatients(user?.role) : canEditPatients(user?.role);
  if (allowed) return children;
  return (
    <>
      <PageHeader title={screenTitle} />
      {loading ? <LoadingState /> : <AccessRestrictedNotice reason={reasons[need]} back={back} />}
    </>
  );
}

export const patientListBack = { label: 'Back to Patients', to: patientPaths.list };
