import { useCurrentUser } from '../../app/auth/useCurrentUser';
import { LoadingState } from '../../components/LoadingState';
import { PageHeader } from '../../components/PageHeader';
import { SectionTabs } from '../../components/SectionTabs';
import { useTabParam } from '../../lib/useTabParam';
import { ClinicAccessDenied } from './ClinicAccessDenied';
import { DEFAULT_CLINIC_CONSOLE_TAB, clinicConsoleTabs, type ClinicConsoleTab } from './clinicConsoleTabs';
import { ClinicPlanTab } from './plan/ClinicPlanTab';
import { ClinicSubscriptionTab } from './plan/ClinicSubscriptionTab';
import { ClinicProfileTab } from './profile/ClinicProfileTab';
import { ClinicUsersTab } from './users/ClinicUsersTab';
import { FeeScheduleTab } from './fee-schedule/FeeScheduleTab';
import { ClinicSchedulingTab } from './scheduling/ClinicSchedulingTab';
import { ClinicWebhooksTab } from './webhooks/ClinicWebhooksTab';
import { ClinicRemindersTab } from '../reminders/ClinicRemindersTab';
import { ClinicAlertsTab } from '../alerts/ClinicAlertsTab';

function TabContent({ tab }: { tab: ClinicConsoleTab }) {
  switch (tab) {
    case 'users':
      return <ClinicUsersTab />;
    case 'profile':
      return <ClinicProfileTab />;
    case 'scheduling':
      return <ClinicSchedulingTab />;
    case 'plan':
      return <ClinicPlanTab />;
    case 'subscription':
      return <ClinicSubscriptionTab />;
    case 'fee-schedule':
      return <FeeScheduleTab />;
    case 'webhooks':
      return <ClinicWebhooksTab />;
    case 'reminders':
      return <ClinicRemindersTab />;
    case 'alerts':
      return <ClinicAlertsTab />;
  }
}

/**
 * /clinic, the clinic admin's console: their clinic's users, profile, plan and subscription. Only a
 * clinic admin gets it (the server refuses everyone else on every call); others see why.
 */
export default function ClinicConsolePage() {
  const { user, loading } = useCurrentUser();
  const { tab, openTab } = useTabParam(clinicConsoleTabs, DEFAULT_CLINIC_CONSOLE_TAB);

  if (loading) return <LoadingState label="Loading the clinic settings..." fullScreen />;
  if (user?.role !== 'clinic_admin') return <ClinicAccessDenied />;

  return (
    <>
      <PageHeader title="Clinic Settings" subtitle={user.clinic?.name ?? undefined} />
      <SectionTabs tabs={clinicConsoleTabs} value={tab} onChange={openTab} label="Clinic settings sections">
        <TabContent tab={tab} />
      </SectionTabs>
    </>
  );
}
