import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import { PageHeader } from '../../../components/PageHeader';
import { useCurrentUser } from '../../../app/auth/useCurrentUser';
import { isUnauthenticatedError } from '../../../lib/graphqlErrors';
import { AdminAccessDenied } from '../AdminAccessDenied';
import { SalesTab } from './SalesTab';

/** /admin/sales: the console's Sales tab on a page of its own, with the portal's super admin gate. */
export default function SalesPage() {
  const { user, loading, error, refetch } = useCurrentUser();
  if (loading) return <LoadingState label="Loading..." fullScreen />;
  if (error && !isUnauthenticatedError(error))
    return (
      <ErrorState
        title="We could not check your access"
        message="The server did not answer. Check your connection and try again."
        onRetry={refetch}
      />
    );
  if (user?.role !== 'super_admin') return <AdminAccessDenied title="Sales Commission Management" />;
  return (
    <>
      <PageHeader title="Sales Commission Management" subtitle={`Signed in as ${user.fullName}`} />
      <SalesTab headed={false} />
    </>
  );
}
