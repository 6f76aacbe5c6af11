import { useQuery } from '@apollo/client/react';
import Stack from '@mui/material/Stack';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import { errorMessageOf } from '../../../lib/graphqlErrors';
import { AiAutomationQuery } from './aiAutomationQuery';
import { DocumentAnalysesSection } from './DocumentAnalysesSection';
import { ModelRefitsSection } from './ModelRefitsSection';
import { WorkflowRulesSection } from './WorkflowRulesSection';
import { useCurrentUser } from '../../../app/auth/useCurrentUser';
import { canReadRules } from '../../automation/automationRoles';

/**
 * What the AI does on its own for the caller's cases, from the records it leaves: the models the
 * refit job fitted and the uploads the analysis job read, and for clinic users their workflow rules
 * with their execution counts. Nothing is shown that does not run.
 */
export function AutomationTab() {
  const { user } = useCurrentUser();
  const { data, loading, error, refetch } = useQuery(AiAutomationQuery, { fetchPolicy: 'cache-and-network' });
  if (loading && !data) return <LoadingState label="Loading the automation..." />;
  if (error && !data)
    return (
      <ErrorState
        title="The automation could not be loaded"
        message={errorMessageOf(error)}
        onRetry={() => void refetch()}
      />
    );
  const summary = data!.aiAutomation;
  return (
    <Stack spacing={3}>
      <ModelRefitsSection refits={summary.modelRefits} predictionsOn={summary.predictionsOn} />
      <DocumentAnalysesSection summary={summary} />
      {canReadRules(user?.role) && <WorkflowRulesSection />}
    </Stack>
  );
}
