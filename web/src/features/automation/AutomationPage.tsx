import { useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import { useCurrentUser } from '../../app/auth/useCurrentUser';
import { paths } from '../../app/paths';
import { AccessRestrictedNotice } from '../../components/AccessRestrictedNotice';
import { RecordTable } from '../../components/DataTable/RecordTable';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { PageHeader } from '../../components/PageHeader';
import { SectionCard } from '../../components/SectionCard';
import type { AutomationRuleFieldsFragment } from '../../gql/graphql';
import { AutomationRulesQuery } from './automationDocuments';
import { actionLabels, ruleStatusLabels, triggerSentence } from './automationLabels';
import { canManageRules, canReadRules } from './automationRoles';
import { ExecutionHistory } from './ExecutionHistory';
import { RuleSwitch } from './RuleSwitch';

function RulesTable({ rules, canManage }: { rules: readonly AutomationRuleFieldsFragment[]; canManage: boolean }) {
  return (
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
          key: true,
        },
        { id: 'actions', header: 'Then', accessor: (rule) => rule.actions.map((a) => actionLabels[a.type]).join(', ') },
        {
          id: 'status',
          header: 'On',
          accessor: (rule) => ruleStatusLabels[rule.status],
          render: (rule) => (
            <Stack direction="row" sx={{ alignItems: 'center' }}>
              <RuleSwitch rule={rule} disabled={!canManage} />
              {rule.status === 'disabled' && ruleStatusLabels.disabled}
            </Stack>
          ),
          key: true,
        },
        {
          id: 'lastRun',
          header: 'Last run',
          accessor: (rule) => (rule.lastRunAt ? new Date(rule.lastRunAt).toLocaleString() : 'Never'),
        },
        {
          id: 'counts',
          header: 'Last 30 days',
          accessor: (rule) => `${rule.succeeded30d} succeeded, ${rule.failed30d} failed`,
          key: true,
        },
      ]}
    />
  );
}

/** /automation: the clinic's workflow rules with their switches and counts, and the latest executions. */
export default function AutomationPage() {
  const { user } = useCurrentUser();
  const { data, loading, error, refetch } = useQuery(AutomationRulesQuery, { skip: !canReadRules(user?.role) });
  // Until the user is known the rules query waits: no empty list meanwhile.
  if (!user) return <LoadingState label="Loading rules..." />;
  if (!canReadRules(user.role))
    return (
      <AccessRestrictedNotice
        reason="Workflow rules are the clinic's own operations."
        back={{ label: 'Back to Dashboard', to: paths.dashboard }}
      />
    );
  const canManage = canManageRules(user.role);
  const rules = data?.automationRules ?? [];
  const newRuleButton = canManage && (
    <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={paths.newAutomationRule}>
      New rule
    </Button>
  );

  return (
    <Box>
      <PageHeader
        title="Workflow automation"
        subtitle="Rules that do the follow-up work: when something happens (or does not), they create tasks, send messages and tell the attorney."
        actions={newRuleButton}
      />
      <Stack spacing={3}>
        <SectionCard title="Rules">
          {loading ? (
            <LoadingState label="Loading rules..." />
          ) : error ? (
            <ErrorState message="The rules could not be loaded." onRetry={() => void refetch()} />
          ) : rules.length === 0 ? (
            <EmptyState
              title="No workflow rules yet."
              description={
                canManage
                  ? 'Build one: for example, no visit for 14 days creates a task and tells the attorney.'
                  : "Your clinic's admins build the rules."
              }
              action={newRuleButton}
            />
          ) : (
            <RulesTable rules={rules} canManage={canManage} />
          )}
        </SectionCard>
        <SectionCard title="Recent executions">
          <ExecutionHistory ruleId={null} />
        </SectionCard>
      </Stack>
    </Box>
  );
}
