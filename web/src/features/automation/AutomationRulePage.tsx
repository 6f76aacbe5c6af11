import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useNavigate, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { useCurrentUser } from '../../app/auth/useCurrentUser';
import { paths } from '../../app/paths';
import { useToast } from '../../app/toast/toastContext';
import { AccessRestrictedNotice } from '../../components/AccessRestrictedNotice';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { PageHeader } from '../../components/PageHeader';
import { SectionCard } from '../../components/SectionCard';
import type { AutomationRuleFieldsFragment, AutomationRuleInput } from '../../gql/graphql';
import { errorMessageOf } from '../../lib/graphqlErrors';
import {
  AutomationExecutionsQuery,
  AutomationRuleCreateMutation,
  AutomationRuleDeleteMutation,
  AutomationRuleQuery,
  AutomationRuleRunNowMutation,
  AutomationRulesQuery,
  AutomationRuleUpdateMutation,
} from './automationDocuments';
import { isTimeTrigger, triggerSentence } from './automationLabels';
import { canManageRules, canReadRules } from './automationRoles';
import { ExecutionHistory } from './ExecutionHistory';
import { RuleBuilder } from './RuleBuilder';
import { RuleSwitch } from './RuleSwitch';

const refetchLists = { refetchQueries: [AutomationRulesQuery, AutomationExecutionsQuery], awaitRefetchQueries: true };

/** Run now (admins, time rules): fires the rule on what it matches at once; its actions follow on the queue. */
function RunNowButton({ rule }: { rule: AutomationRuleFieldsFragment }) {
  const showToast = useToast();
  const [runNow, { loading }] = useMutation(AutomationRuleRunNowMutation, refetchLists);
  if (!isTimeTrigger(rule.triggerType)) return null;
  return (
    <Button
      variant="outlined"
      startIcon={<PlayArrowIcon />}
      disabled={loading || !rule.isActive}
      onClick={() =>
        runNow({ variables: { id: rule.id } })
          .then(({ data }) => {
            const result = data!.automationRuleRunNow;
            showToast({
              title: 'Rule run',
              description: `Matched ${result.matched} record${result.matched === 1 ? '' : 's'}; ${result.started} new execution${result.started === 1 ? '' : 's'} started.`,
              severity: 'success',
            });
          })
          .catch((error: unknown) =>
            showToast({
              title: 'Error',
              description: `Could not run the rule: ${errorMessageOf(error)}`,
              severity: 'error',
            }),
          )
      }
    >
      {loading ? 'Running...' : 'Run now'}
    </Button>
  );
}

function DeleteRuleButton({ rule }: { rule: AutomationRuleFieldsFragment }) {
  const showToast = useToast();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [remove] = useMutation(AutomationRuleDeleteMutation, { refetchQueries: [AutomationRulesQuery] });
  return (
    <>
      <Button color="error" onClick={() => setConfirming(true)}>
        Delete
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Delete this rule?"
        message={`"${rule.name}" and its execution history will be deleted. What it already did (tasks, messages) stays.`}
        confirmLabel="Delete rule"
        destructive
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          remove({ variables: { id: rule.id } })
            .then(() => {
              showToast({ title: 'Rule deleted', description: rule.name, severity: 'success' });
              navigate(paths.automation);
            })
            .catch((error: unknown) =>
              showToast({
                title: 'Error',
                description: `Could not delete the rule: ${errorMessageOf(error)}`,
                severity: 'error',
              }),
            );
        }}
      />
    </>
  );
}

function ExistingRule({ id, canManage }: { id: number; canManage: boolean }) {
  const showToast = useToast();
  const { data, loading, error, refetch } = useQuery(AutomationRuleQuery, { variables: { id } });
  const [update] = useMutation(AutomationRuleUpdateMutation, refetchLists);
  if (loading) return <LoadingState label="Loading the rule..." />;
  if (error) return <ErrorState message="The rule could not be loaded." onRetry={() => void refetch()} />;
  const rule = data?.automationRule;
  if (!rule)
    return <ErrorState title="Rule not found" message="It may have been deleted." onRetry={() => void refetch()} />;
  const save = async (input: AutomationRuleInput) => {
    await update({ variables: { id, input } });
    showToast({ title: 'Rule saved', description: input.name, severity: 'success' });
  };
  return (
    <Box>
      <PageHeader
        title={rule.name}
        subtitle={triggerSentence(rule.triggerType, rule.triggerDays)}
        actions={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <RuleSwitch rule={rule} disabled={!canManage} />
            {canManage && <RunNowButton rule={rule} />}
            {canManage && <DeleteRuleButton rule={rule} />}
          </Stack>
        }
      />
      {rule.status === 'disabled' && (
        <Alert severity="error" sx={{ mb: 3 }}>
          {rule.disabledReason ?? 'Switched off after repeated failures.'}
        </Alert>
      )}
      <Stack spacing={3}>
        <SectionCard title="Executions">
          <ExecutionHistory ruleId={rule.id} pollMs={5000} />
        </SectionCard>
        <RuleBuilder rule={rule} canEdit={canManage} onSave={save} />
      </Stack>
    </Box>
  );
}

function NewRule() {
  const showToast = useToast();
  const navigate = useNavigate();
  const [create] = useMutation(AutomationRuleCreateMutation, refetchLists);
  const save = async (input: AutomationRuleInput) => {
    const { data } = await create({ variables: { input } });
    showToast({ title: 'Rule saved', description: input.name, severity: 'success' });
    navigate(paths.automationRule(data!.automationRuleCreate.id));
  };
  return (
    <Box>
      <PageHeader
        title="New workflow rule"
        subtitle="Pick when it fires, which cases it applies to and what it does. The preview shows what it would match today."
      />
      <RuleBuilder canEdit onSave={save} onCancel={() => navigate(paths.automation)} />
    </Box>
  );
}

/** /automation/new (admins) and /automation/:id: the rule builder, switch, Run now and the rule's executions. */
export default function AutomationRulePage() {
  const { id } = useParams();
  const { user } = useCurrentUser();
  if (!user) return <LoadingState label="Loading the rule..." />;
  if (!canReadRules(user.role))
    return (
      <AccessRestrictedNotice
        reason="Workflow rules are the clinic's own operations."
        back={{ label: 'Back to Dashboard', to: paths.dashboard }}
      />
    );
  const canManage = canManageRules(user.role);
  if (id === undefined) {
    if (!canManage)
      return (
        <AccessRestrictedNotice
          reason="Only the clinic's admins build workflow rules."
          back={{ label: 'Back to Workflow automation', to: paths.automation }}
        />
      );
    return <NewRule />;
  }
  const ruleId = Number(id);
  if (!Number.isInteger(ruleId) || ruleId < 1)
    return <ErrorState title="Rule not found" message="Check the address." />;
  return <ExistingRule id={ruleId} canManage={canManage} />;
}
