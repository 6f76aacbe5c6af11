import { lazy, Suspense, useMemo } from 'react';
import { SectionTabs } from '../../components/SectionTabs';
import { adminTabs, type AdminTab } from './adminTabs';
import { ClinicsTab } from './clinics/ClinicsTab';
import { TitleOnlyTab } from './TitleOnlyTab';
import { useAdminTab } from './useAdminTab';
import { UsersTab } from './users/UsersTab';
import { OverviewTab } from './overview/OverviewTab';
import { WaitlistTab } from './waitlist/WaitlistTab';
import { AuditTab } from './audit/AuditTab';
import { HealthTab } from './health/HealthTab';
import { OutboundEmailTab } from './email/OutboundEmailTab';
import { SettingsTab } from './settings/SettingsTab';
import { LoadingState } from '../../components/LoadingState';
import { BillingTab } from './billing/BillingTab';
import { SalesTab } from './sales/SalesTab';
import { FundingPartnersTab } from './funding/FundingPartnersTab';
import { ProvidersAdminTab } from '../provider-network/ProvidersAdminTab';
import { IntakeDesk } from '../intake/IntakeDesk';
import { MarketingWorkspace } from '../marketing/MarketingWorkspace';
import { SupportDeskTab } from './support/SupportDeskTab';
import { SystemLogsTab } from './logs/SystemLogsTab';
import { AdminAreaDenied } from './AdminAreaDenied';
import { FlagsTab } from './flags/FlagsTab';
import { StaffTab } from './staff/StaffTab';

// Its charts library is large: loaded when the tab first opens, so the portal's bundle does not grow.
const RevenueTab = lazy(() => import('./revenue/RevenueTab').then(({ RevenueTab }) => ({ default: RevenueTab })));

function TabContent({ tab }: { tab: AdminTab }) {
  switch (tab) {
    case 'overview':
      return <OverviewTab />;
    case 'users':
      return <UsersTab />;
    case 'clinics':
      return <ClinicsTab />;
    case 'waitlist':
      return <WaitlistTab />;
    case 'intake':
      return <IntakeDesk />;
    case 'billing':
      return <BillingTab />;
    case 'audit':
      return <AuditTab />;
    case 'health':
      return <HealthTab />;
    case 'email':
      return <OutboundEmailTab />;
    case 'settings':
      return <SettingsTab />;
    case 'sales':
      return <SalesTab />;
    case 'funding':
      return <FundingPartnersTab />;
    case 'providers':
      return <ProvidersAdminTab />;
    case 'marketing':
      return <MarketingWorkspace operator />;
    case 'support':
      return <SupportDeskTab />;
    case 'logs':
      return <SystemLogsTab />;
    case 'flags':
      return <FlagsTab />;
    case 'staff':
      return <StaffTab />;
    case 'revenue':
      return (
        <Suspense fallback={<LoadingState label="Loading revenue figures..." />}>
          <RevenueTab />
        </Suspense>
      );
    default: {
      const { label } = adminTabs.find((candidate) => candidate.value === tab)!;
      return <TitleOnlyTab title={label} />;
    }
  }
}

/**
 * The portal's sections as tabs, only those of the caller's areas (decision 441); the open one follows
 * the address. A tab of another area typed into the address shows the access-denied state.
 */
export function AdminTabs({ areas }: { areas: readonly string[] }) {
  const visible = useMemo(() => adminTabs.filter((candidate) => areas.includes(candidate.value)), [areas]);
  const { tab, openTab, requested } = useAdminTab(visible);
  if (visible.length === 0) return <AdminAreaDenied label={null} />;
  const refused = adminTabs.find((candidate) => candidate.value === requested && !visible.includes(candidate));
  return (
    <SectionTabs tabs={visible} value={tab} onChange={openTab} label="Admin portal sections">
      {refused ? <AdminAreaDenied label={refused.label} /> : <TabContent tab={tab} />}
    </SectionTabs>
  );
}
