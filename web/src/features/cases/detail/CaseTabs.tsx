import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { CaseDetailFieldsFragment } from '../../../gql/graphql';
import { CaseInsuranceTab } from '../../claims/CaseInsuranceTab';
import { CaseDocumentsTab } from '../../documents/CaseDocumentsTab';
import { CaseBillingTab } from '../../ledger/CaseBillingTab';
import { CaseSettlementTab } from '../../settlement/CaseSettlementTab';
import { CaseRecordsTab } from '../../records/CaseRecordsTab';
import { CaseFundingTab } from '../../funding/CaseFundingTab';
import { CaseMessagesTab } from '../../messages/CaseMessagesTab';
import { CaseNotesTab } from '../../treatment-notes/CaseNotesTab';
import { CaseTasksTab } from '../../tasks/CaseTasksTab';
import { useCurrentUser } from '../../../app/auth/useCurrentUser';
import { CaseVisitsTab } from '../../schedule/CaseVisitsTab';
import { CaseTimelineTab } from '../../timeline/CaseTimelineTab';
import { CaseHistoryTab } from './CaseHistoryTab';
import { CaseOverviewTab } from './CaseOverviewTab';

const tabs = [
  { value: 'overview', label: 'Overview' },
  { value: 'timeline', label: 'Timeline' },
  { value: 'visits', label: 'Visits' },
  { value: 'documents', label: 'Documents' },
  { value: 'messages', label: 'Messages' },
  { value: 'billing', label: 'Billing' },
  { value: 'settlement', label: 'Settlement' },
  { value: 'records', label: 'Records' },
  { value: 'funding', label: 'Funding' },
  { value: 'notes', label: 'Notes & plan' },
  { value: 'tasks', label: 'Tasks' },
  { value: 'insurance', label: 'Insurance' },
  { value: 'history', label: 'History' },
] as const;

type CaseTabValue = (typeof tabs)[number]['value'];

function TabContent({ tab, caseRecord }: { tab: CaseTabValue; caseRecord: CaseDetailFieldsFragment }) {
  switch (tab) {
    case 'overview':
      return <CaseOverviewTab caseRecord={caseRecord} />;
    case 'timeline':
      return <CaseTimelineTab caseId={caseRecord.id} />;
    case 'visits':
      return <CaseVisitsTab caseId={caseRecord.id} />;
    case 'documents':
      return <CaseDocumentsTab caseId={caseRecord.id} />;
    case 'messages':
      return <CaseMessagesTab caseId={caseRecord.id} />;
    case 'billing':
      return <CaseBillingTab caseId={caseRecord.id} />;
    case 'settlement':
      return <CaseSettlementTab caseId={caseRecord.id} />;
    case 'records':
      return <CaseRecordsTab caseId={caseRecord.id} />;
    case 'funding':
      return <CaseFundingTab caseId={caseRecord.id} />;
    case 'notes':
      return <CaseNotesTab caseId={caseRecord.id} />;
    case 'tasks':
      return <CaseTasksTab caseId={caseRecord.id} caseNumber={caseRecord.caseNumber} />;
    case 'insurance':
      return <CaseInsuranceTab caseId={caseRecord.id} />;
    case 'history':
      return <CaseHistoryTab caseRecord={caseRecord} />;
  }
}

/** Overview, Documents, Messages, Billing (the lien ledger), Notes & plan, Tasks, Insurance (coverages and claims) and History; the open tab is kept in the address (`?tab=history`). */
export function CaseTabs({ caseRecord }: { caseRecord: CaseDetailFieldsFragment }) {
  const idPrefix = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const { user } = useCurrentUser();
  // Tasks are the clinic's internal work list: attorneys have none (decision 186).
  const shown = tabs
    .filter((tab) => tab.value !== 'tasks' || (user !== null && user.role !== 'attorney'))
    // Funding is the attorney's with the partner; the operator reads it; clinics do not (decision 381).
    .filter((tab) => tab.value !== 'funding' || (user !== null && ['attorney', 'super_admin'].includes(user.role)));
  const current = shown.find((tab) => tab.value === searchParams.get('tab'))?.value ?? 'overview';

  const openTab = (tab: CaseTabValue) =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (tab === 'overview') next.delete('tab');
        else next.set('tab', tab);
        return next;
      },
      { replace: true },
    );

  return (
    <Card>
      <Tabs
        value={current}
        onChange={(_event, tab: CaseTabValue) => openTab(tab)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Case sections"
        sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}
      >
        {shown.map((tab) => (
          <Tab
            key={tab.value}
            value={tab.value}
            label={tab.label}
            id={`${idPrefix}-tab-${tab.value}`}
            aria-controls={`${idPrefix}-panel-${tab.value}`}
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={`${idPrefix}-panel-${current}`}
        aria-labelledby={`${idPrefix}-tab-${current}`}
        sx={{ p: { xs: 2, md: 3 } }}
      >
        <TabContent tab={current} caseRecord={caseRecord} />
      </Box>
    </Card>
  );
}
