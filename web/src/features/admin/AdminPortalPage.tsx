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
  if (user?.role !== 'super_admin') return <AdminAccessDenied />;

  return (
    <>
      <PageHeader
        title="Super Admin Portal"
        subtitle={`Signed in as ${user.fullName}`}
        actions={<ExitSuperAdminButton />}
      />
      <AdminTabs />
    </>
  );
}
