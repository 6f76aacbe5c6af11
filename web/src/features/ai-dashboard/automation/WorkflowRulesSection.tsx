import { useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { paths } from '../../../app/paths';
import { RecordTable } from '../../../components/DataTable/RecordTable';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import { SectionCard } from '../../../components/SectionCard';
import type { AutomationRuleFieldsFragment } from '../../../gql/graphql';
import { AutomationRulesQuery } from '../../automation/automationDocuments';
import { ruleStatusLabels, triggerSentence } from '../../automation/automationLabels';

/**
 * The clinic's workflow rules on the Automation tab (the spec's ai_workflow_automation, decision 294):
 * each with its executions of the last 30 days and a link to the rule builder.
 */
export function WorkflowRulesSection() {
  const { data, loading, error, refetch } = useQuery(AutomationRulesQuery, { fetchPolicy: 'cache-and-network' });
  const rules = data?.automationRules ?? [];
  const builderLink = (
    <Button component={RouterLink} to={paths.automation} size="small">
      Open the rule builder
    </Button>
  );
  return (
    <SectionCard title="Workflow rules" action={builderLink}>
      {loading && !data ? (
        <LoadingState label="Loading the rules..." />
      ) : error && !data ? (
        <ErrorState message="The rules could not be loaded." onRetry={() => void refetch()} />
      ) : rules.length === 0 ? (
        <EmptyState title="No workflow rules yet." description="Build one in the rule builder." />
      ) : (
        <Box>
          <RecordTable<AutomationRuleFieldsFragment>
            label="Workflow rules"
            rows={rules}
            getRowId={(rule) => rule.id}
            columns={[
              {
                id: 'name',
                header: 'Rule',
                accessor: (rule) => rule.name,
                render: (rule) => (
                  <Link component={RouterLink} to={paths.automationRule(rule.id)}>
                    {rule.name}
                  </Link>
                ),
                key: true,
              },
              {
                id: 'trigger',
                header: 'When',
                accessor: (rule) => triggerSentence(rule.triggerType, rule.triggerDays),
              },
              { id: 'status', header: 'Status', accessor: (rule) => ruleStatusLabels[rule.status], key: true },
              {
                id: 'succeeded',
                header: 'Succeeded (30 days)',
                accessor: (rule) => rule.succeeded30d,
                align: 'right',
                key: true,
              },
              {
                id: 'failed',
                header: 'Failed (30 days)',
                accessor: (rule) => rule.failed30d,
                align: 'right',
                key: true,
              },
            ]}
          />
        </Box>
      )}
    </SectionCard>
  );
}
