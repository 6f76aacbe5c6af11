import type { ReactNode } from 'react';
import { useCurrentUser } from '../../app/auth/useCurrentUser';
import { AccessRestrictedNotice } from '../../components/AccessRestrictedNotice';
import { LoadingState } from '../../components/LoadingState';
import { PageHeader } from '../../components/PageHeader';
import { canManageCases } from './caseAbilities';
import { casePaths } from './casePaths';

const reason =
  'Only the clinic can open or change cases. You can read your cases and message the clinic from each one.';

/** Renders a case-changing screen only for clinic users and operators; attorneys are told why before they type. */
export function CaseManagersOnly({ screenTitle, children }: { screenTitle?: string; children: ReactNode }) {
  const { user, loading } = useCurrentUser();
  if (canManageCases(user?.role)) return children;
  return (
    <>
      {screenTitle && <PageHeader title={screenTitle} />}
      {loading ? (
        <LoadingState />
      ) : (
        <AccessRestrictedNotice reason={reason} back={{ label: 'Back to Cases', to: casePaths.list }} />
      )}
    </>
  );
}
