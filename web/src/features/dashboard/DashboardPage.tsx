import { useSearchParams } from 'react-router-dom';
import { useCurrentUser } from '../../app/auth/useCurrentUser';
import { PageHeader } from '../../components/PageHeader';
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

export default function DashboardPage() {
  const { user } = useCurrentUser();
  const [searchParams] = useSearchParams();
  const view = dashboardViewOf(searchParams.get('view'));

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
