import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { PageHeader } from '../../components/PageHeader';
import { useCurrentUser } from '../../app/auth/useCurrentUser';
import { isUnauthenticatedError } from '../../lib/graphqlErrors';
import { AdminAccessDenied } from './AdminAccessDenied';
import { AdminTabs } from './AdminTabs';
import { ExitSuperAdminButton } from './ExitSuperAdminButton';

/**
 * /admin, the platform operator's portal. Only a signed-in super admin who has passed the second
 * factor gets it (the API answers `me: null` until then); everyone else is told access is denied.
 */
export default function AdminPortalPage() {
  const { user, loading, error, refetch } = useCurrentUser();

  if (loading) return <LoadingState label="Loading the admin portal..." fullScreen />;
  if (error && !isUnauthenticatedError(error)) {
    return (
      <ErrorState
        title="We could not check your access"
        message="The server did not answer. Check your connection and try again."
        onRetry={refetch}
      />
    );
  }
  // The super admin, or operator staff for the areas of their role (the server refuses the rest anyway).
  if (!user || (user.role !== 'super_admin' && user.role !== 'operator_staff')) return <AdminAccessDenied />;

  return (
    <>
      <PageHeader
        title={user.role === 'super_admin' ? 'Super Admin Portal' : 'Operator Console'}
        subtitle={`Signed in as ${user.fullName}`}
        actions={<ExitSuperAdminButton label={user.role === 'super_admin' ? 'Exit Super Admin' : 'Exit Console'} />}
      />
      <AdminTabs areas={user.operatorAreas} />
    </>
  );
}
