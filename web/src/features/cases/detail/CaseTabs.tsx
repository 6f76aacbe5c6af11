import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ChatOutlinedIcon from '@mui/icons-material/ChatOutlined';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import type { CaseDetailFieldsFragment } from '../../../gql/graphql';
import { casePaths } from '../casePaths';
import { CaseHistoryTab } from './CaseHistoryTab';
import { CaseLinkedAreaTab } from './CaseLinkedAreaTab';
import { CaseOverviewTab } from './CaseOverviewTab';

const tabs = [
  { value: 'overview', label: 'Overview' },
  { value: 'documents', label: 'Documents' },
  { value: 'messages', label: 'Messages' },
  { value: 'history', label: 'History' },
] as const;

type CaseTabValue = (typeof tabs)[number]['value'];

function TabContent({ tab, caseRecord }: { tab: CaseTabValue; caseRecord: CaseDetailFieldsFragment }) {
  switch (tab) {
    case 'overview':
      return <CaseOverviewTab caseRecord={caseRecord} />;
    case 'documents':
      return (
        <CaseLinkedAreaTab
          text="Documents for this case are managed in Document Management, where they can be uploaded and downloaded."
          actionLabel="Upload Document"
          actionIcon={<UploadFileOutlinedIcon />}
          to={casePaths.documents(caseRecord.id)}
        />
      );
    case 'messages':
      return (
        <CaseLinkedAreaTab
          text="Secure messages about this case are in Secure Messaging."
          actionLabel="Send Message"
          actionIcon={<ChatOutlinedIcon />}
          to={casePaths.messages(caseRecord.id)}
        />
      );
    case 'history':
      return <CaseHistoryTab caseRecord={caseRecord} />;
  }
}

/** Overview, Documents, Messages and History; the open tab is kept in the address (`?tab=history`). */
export function CaseTabs({ caseRecord }: { caseRecord: CaseDetailFieldsFragment }) {
  const idPrefix = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const current = tabs.find((tab) => tab.value === searchParams.get('tab'))?.value ?? 'overview';

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
        {tabs.map((tab) => (
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
