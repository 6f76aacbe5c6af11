import { useSearchParams } from 'react-router-dom';
import { useCurrentUser } from '../../app/auth/useCurrentUser';
import { PageHeader } from '../../components/PageHeader';
import { AttorneyDashboard } from './attorney/AttorneyDashboard';
import { DashboardCasesView } from './DashboardCasesView';
import { DashboardSummary } from './DashboardSummary';
import { DashboardViewLinks } from './DashboardViewLinks';
import { dashboardViewOf, type DashboardView } from './dashboardViews';
import { PlatformOverview } from './overview/PlatformOverview';

function welcomeLine(firstName: string, clinicName: string | undefined): string {
  return clinicName ? `Welcome back, ${firstName} · ${clinicName}` : `Welcome back, ${firstName}`;
}

function DashboardViewContent({ view }: { view: DashboardView }) {
  switch (view) {
    case 'cases':
      return <DashboardCasesView />;
    case 'overview':
      return <PlatformOverview />;
    case 'summary':
      return <DashboardSummary />;
  }
}

/** /dashboard: an attorney's own dashboard; the clinic's and the operator's views for everyone else. */
export default function DashboardPage() {
  const { user } = useCurrentUser();
  const [searchParams] = useSearchParams();
  const view = dashboardViewOf(searchParams.get('view'));

  if (user?.role === 'attorney') {
    return (
      <>
        <PageHeader title="Dashboard" subtitle={welcomeLine(user.firstName, undefined)} />
        <AttorneyDashboard />
      </>
    );
  }
  return (
    <>
      <PageHeader
        title="Dashboard"
        subtitle={user && welcomeLine(user.firstName, user.clinic?.name)}
        actions={<DashboardViewLinks current={view} />}
      />
      <DashboardViewContent view={view} />
    </>
  );
}
