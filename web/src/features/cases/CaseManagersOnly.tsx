import type { ReactNode } from 'react';
import { useCurrentUser } from '../../app/auth/useCurrentUser';
import { EmptyState } from '../../components/EmptyState';
import { LoadingState } from '../../components/LoadingState';
import { PageHeader } from '../../components/PageHeader';
import { canManageCases } from './caseAbilities';

/** Renders a case-changing screen only for clinic users and operators; attorneys get the access notice. */
export function CaseManagersOnly({ screenTitle, children }: { screenTitle?: string; children: ReactNode }) {
  const { user, loading } = useCurrentUser();
  if (canManageCases(user?.role)) return children;
  return (
    <>
      {screenTitle && <PageHeader title={screenTitle} />}
      {loading ? (
        <LoadingState />
      ) : (
        <EmptyState
          title="Access Restricted"
          description="Please contact your administrator if you believe this is an error."
        />
      )}
    </>
  );
}
