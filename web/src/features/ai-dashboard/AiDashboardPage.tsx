import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { SectionTabs } from '../../components/SectionTabs';
import { aiDashboardTabs, isAiDashboardTab, type AiDashboardTab } from './aiDashboardTabs';
import { AiSummaryCards } from './insights/AiSummaryCards';
import { InsightsTab } from './insights/InsightsTab';
import { CaseAnalysisTab } from './analysis/CaseAnalysisTab';
import { PredictionsTab } from './predictions/PredictionsTab';
import { AiChatTab } from './chat/AiChatTab';
import { AutomationTab } from './automation/AutomationTab';

/**
 * /ai-dashboard: three summary cards over the spec's five tabs. A case card's AI button opens it with
 * ?caseId=, which the Case Analysis, Predictions and Chat tabs start from (useAiCaseParam).
 */
export default function AiDashboardPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  // A case card's AI button names a case and no tab: its analysis is what the user came for.
  const tab: AiDashboardTab = isAiDashboardTab(requested) ? requested : params.has('caseId') ? 'analysis' : 'insights';
  const openTab = (next: AiDashboardTab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );

  return (
    <>
      <PageHeader
        title="AI Dashboard"
        subtitle="Insights, analyses and predictions computed from your own cases, with the accuracy they have shown"
      />
      <AiSummaryCards />
      <SectionTabs tabs={aiDashboardTabs} value={tab} onChange={openTab} label="AI dashboard sections">
        {tab === 'insights' && <InsightsTab />}
        {tab === 'analysis' && <CaseAnalysisTab />}
        {tab === 'predictions' && <PredictionsTab />}
        {tab === 'chat' && <AiChatTab />}
        {tab === 'automation' && <AutomationTab />}
      </SectionTabs>
    </>
  );
}
