import { useSearchParams } from 'react-router-dom';
import { useCurrentUser } from '../../app/auth/useCurrentUser';
import { AccessRestrictedNotice } from '../../components/AccessRestrictedNotice';
import { PageHeader } from '../../components/PageHeader';
import { SectionTabs } from '../../components/SectionTabs';
import { PublicProfileEditor } from './PublicProfileEditor';
import { ReferralsPanel } from './ReferralsPanel';
import { ReviewsPanel } from './ReviewsPanel';

const tabs = [
  { value: 'referrals', label: 'Referrals' },
  { value: 'profile', label: 'Public profile' },
  { value: 'reviews', label: 'Reviews' },
] as const;
type NetworkTab = (typeof tabs)[number]['value'];

/** /network: the provider network for clinic users and attorneys: referrals, the public profile, reviews. */
export default function NetworkPage() {
  const { user } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: NetworkTab = tabs.some((t) => t.value === requested) ? (requested as NetworkTab) : 'referrals';
  if (!user || user.role === 'super_admin')
    return (
      <AccessRestrictedNotice
        reason="The provider network is for clinics and attorneys; the operator moderates reviews under Admin."
        back={{ label: 'Back to Dashboard', to: '/dashboard' }}
      />
    );
  const isClinic = user.role === 'clinic_staff' || user.role === 'clinic_admin';
  const canEdit = user.role === 'clinic_admin' || user.role === 'attorney';
  return (
    <>
      <PageHeader title="Provider network" subtitle="Referrals, your public profile and your reviews" />
      <SectionTabs
        tabs={tabs}
        value={tab}
        onChange={(next) => setParams({ tab: next }, { replace: true })}
        label="Provider network sections"
      >
        {tab === 'referrals' && <ReferralsPanel canSend={isClinic} />}
        {tab === 'profile' && <PublicProfileEditor canEdit={canEdit} isAttorney={user.role === 'attorney'} />}
        {tab === 'reviews' && <ReviewsPanel canRespond={canEdit} />}
      </SectionTabs>
    </>
  );
}
