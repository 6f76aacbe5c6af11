import { byId, gql, input, listIds, nodeIds, rest, restIds, type Entry, type Verdicts } from './matrix-dsl';

/**
 * Workflow rules (decision 292): the clinic's own operations. Its staff read its rules and their
 * executions; only its admins create, change, switch, run and delete them. Attorneys and the
 * operator are refused outright (no rule id of theirs exists to tell apart from a missing one).
 */
const ruleReaders: Verdicts = {
  clinic_staff: 'allow',
  clinic_admin: 'allow',
  attorney: 'forbid',
  super_admin: 'forbid',
};
const ruleManagers: Verdicts = {
  clinic_staff: 'forbid',
  clinic_admin: 'allow',
  attorney: 'forbid',
  super_admin: 'forbid',
};

const ruleInput = {
  name: 'Matrix rule',
  triggerType: 'no_visit',
  triggerDays: 14,
  conditions: [{ field: 'case_type', operator: 'is', value: 'auto_accident' }],
  actions: [{ type: 'create_task', target: null, template: 'Matrix follow-up' }],
  priority: 1,
  isActive: true,
};
interface Preview {
  records: { caseId: number }[];
}
interface GqlPreview {
  data: { automationRulePreview: Preview };
}
const previewCaseIds = (preview: (body: unknown) => Preview) => (body: unknown) =>
  preview(body).records.map((record) => record.caseId);
const ruleRows = { kind: 'automationRule' as const, ids: listIds('automationRules') };
const executionRows = { kind: 'automationExecution' as const, ids: nodeIds('automationExecutions') };

export const automationMatrix: Record<string, Entry> = {
  'Query.automationRules': [
    { label: 'list', call: gql('{ automationRules { id } }'), roles: ruleReaders, rows: ruleRows },
  ],
  'Query.automationRule': [
    {
      label: 'by id',
      call: byId('query($id: Int!) { automationRule(id: $id) { id } }'),
      target: 'automationRule',
      roles: ruleReaders,
    },
  ],
  'Query.automationActionChoices': [
    { label: 'choices', call: gql('{ automationActionChoices { type label } }'), roles: ruleReaders },
  ],
  'Query.automationExecutions': [
    {
      label: 'of the clinic',
      call: gql('{ automationExecutions(first: 100) { nodes { id } } }'),
      roles: ruleReaders,
      rows: executionRows,
    },
    {
      label: 'of a rule',
      call: gql('query($id: Int) { automationExecutions(ruleId: $id, first: 100) { nodes { id } } }', (a) => ({
        id: a.id,
      })),
      target: 'automationRule',
      roles: ruleReaders,
      rows: executionRows,
    },
  ],
  'Query.automationRulePreview': [
    {
      label: 'no visit',
      call: input(
        'query($input: AutomationRuleInput!) { automationRulePreview(input: $input) { count records { caseId } } }',
        () => ruleInput,
      ),
      roles: ruleReaders,
      rows: { kind: 'case', ids: previewCaseIds((body) => (body as GqlPreview).data.automationRulePreview) },
    },
  ],
  'Mutation.automationRuleCreate': [
    {
      label: 'no visit',
      call: input(
        'mutation($input: AutomationRuleInput!) { automationRuleCreate(input: $input) { id } }',
        () => ruleInput,
      ),
      roles: ruleManagers,
    },
  ],
  'Mutation.automationRuleUpdate': [
    {
      label: 'replace',
      call: gql(
        'mutation($id: Int!, $input: AutomationRuleInput!) { automationRuleUpdate(id: $id, input: $input) { id } }',
        (a) => ({
          id: a.id,
          input: { ...ruleInput, name: 'Matrix rule, changed' },
        }),
      ),
      target: 'automationRule',
      roles: ruleManagers,
      fresh: true,
    },
  ],
  'Mutation.automationRuleSetActive': [
    {
      label: 'off',
      call: gql('mutation($id: Int!) { automationRuleSetActive(id: $id, isActive: false) { id } }', (a) => ({
        id: a.id,
      })),
      target: 'automationRule',
      roles: ruleManagers,
      fresh: true,
    },
  ],
  'Mutation.automationRuleRunNow': [
    {
      label: 'run',
      call: byId('mutation($id: Int!) { automationRuleRunNow(id: $id) { matched started } }'),
      target: 'automationRule',
      roles: ruleManagers,
      fresh: true,
    },
  ],
  'Mutation.automationRuleDelete': [
    {
      label: 'delete',
      call: byId('mutation($id: Int!) { automationRuleDelete(id: $id) }'),
      target: 'automationRule',
      roles: ruleManagers,
      fresh: true,
      deletes: true,
    },
  ],
  'GET /api/automation/rules': [
    { label: 'list', call: rest(), roles: ruleReaders, rows: { kind: 'automationRule', ids: restIds } },
  ],
  'POST /api/automation/rules': [{ label: 'no visit', call: rest({ body: () => ruleInput }), roles: ruleManagers }],
  'POST /api/automation/rules/preview': [
    {
      label: 'no visit',
      call: rest({ body: () => ruleInput }),
      roles: ruleReaders,
      rows: { kind: 'case', ids: previewCaseIds((body) => (body as { data: Preview }).data) },
    },
  ],
  'GET /api/automation/rules/:id': [{ label: 'by id', call: rest(), target: 'automationRule', roles: ruleReaders }],
  'PUT /api/automation/rules/:id': [
    {
      label: 'replace',
      call: rest({ body: () => ({ ...ruleInput, name: 'Matrix rule, changed' }) }),
      target: 'automationRule',
      roles: ruleManagers,
      fresh: true,
    },
  ],
  'POST /api/automation/rules/:id/active': [
    {
      label: 'off',
      call: rest({ body: () => ({ isActive: false }) }),
      target: 'automationRule',
      roles: ruleManagers,
      fresh: true,
    },
  ],
  'POST /api/automation/rules/:id/run': [
    { label: 'run', call: rest(), target: 'automationRule', roles: ruleManagers, fresh: true },
  ],
  'DELETE /api/automation/rules/:id': [
    { label: 'delete', call: rest(), target: 'automationRule', roles: ruleManagers, fresh: true, deletes: true },
  ],
  'GET /api/automation/executions': [
    {
      label: 'of a rule',
      call: rest({ path: (a) => `/api/automation/executions?ruleId=${a.id}&limit=100` }),
      target: 'automationRule',
      roles: ruleReaders,
      rows: { kind: 'automationExecution', ids: restIds },
    },
  ],
};
