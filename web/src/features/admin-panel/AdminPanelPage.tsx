import Stack from '@mui/material/Stack';
import { useCurrentUser } from '../../app/auth/useCurrentUser';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { PageHeader } from '../../components/PageHeader';
import { isUnauthenticatedError } from '../../lib/graphqlErrors';
import { AdminAccessDenied } from '../admin/AdminAccessDenied';
import { PanelFigureCards } from './PanelFigureCards';
import { PanelUsersSection } from './PanelUsersSection';
import { UpdateBillingSection } from './UpdateBillingSection';

/**
 * /admin-panel, the simple admin panel: platform figures, a clinic's plan and billing status, and
 * every user. Like /admin, only a super admin past the second factor gets it; the server refuses
 * its calls to anyone else whatever this page shows.
 */
export default function AdminPanelPage() {
  const { user, loading, error, refetch } = useCurrentUser();

  if (loading) return <LoadingState label="Loading the admin panel..." fullScreen />;
  if (error && !isUnauthenticatedError(error)) {
    return (
      <ErrorState
        title="We could not check your access"
        message="The server did not answer. Check your connection and try again."
        onRetry={refetch}
      />
    );
  }
  if (user?.role !== 'super_admin') return <AdminAccessDenied title="Admin Panel" />;

  return (
    <>
      <PageHeader title="Admin Panel" subtitle={`Signed in as ${user.fullName}`} />
      <Stack spacing={3}>
        <PanelFigureCards />
        <UpdateBillingSection />
        <PanelUsersSection />
      </Stack>
    </>
  );
}
