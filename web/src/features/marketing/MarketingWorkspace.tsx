import { useSearchParams } from 'react-router-dom';
import { SectionTabs } from '../../components/SectionTabs';
import { useCurrentUser } from '../../app/auth/useCurrentUser';
import { ActivitiesPanel } from './ActivitiesPanel';
import { AnalyticsPanel } from './AnalyticsPanel';
import { CampaignsPanel } from './CampaignsPanel';
import { LeadsPanel } from './LeadsPanel';
import { SettingsPanel } from './SettingsPanel';

const sections = [
  { value: 'leads', label: 'Leads' },
  { value: 'campaigns', label: 'Campaigns' },
  { value: 'activities', label: 'Activities' },
  { value: 'analytics', label: 'Analytics' },
  { value: 'settings', label: 'Settings' },
] as const;
type Section = (typeof sections)[number]['value'];

/**
 * Marketing and CRM: a clinic's (/marketing; its admins manage, staff read and log activities) or the
 * operator's own growth (the console's Marketing tab). The open section is kept as `?section=`.
 */
export function MarketingWorkspace({ operator = false }: { operator?: boolean }) {
  const { user } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const asked = params.get('section');
  const section: Section = sections.some((s) => s.value === asked) ? (asked as Section) : 'leads';
  const canManage = user?.role === 'clinic_admin' || user?.role === 'super_admin';
  return (
    <SectionTabs
      tabs={sections}
      value={section}
      label="Marketing sections"
      onChange={(next) =>
        setParams(
          (previous) => {
            const copy = new URLSearchParams(previous);
            copy.set('section', next);
            return copy;
          },
          { replace: true },
        )
      }
    >
      {section === 'leads' && <LeadsPanel canManage={canManage} operator={operator} />}
      {section === 'campaigns' && <CampaignsPanel canManage={canManage} operator={operator} />}
      {section === 'activities' && <ActivitiesPanel />}
      {section === 'analytics' && <AnalyticsPanel />}
      {section === 'settings' && <SettingsPanel canManage={canManage} operator={operator} />}
    </SectionTabs>
  );
}
