import { graphql } from '../../gql';

export const AutomationRuleFieldsFragment = graphql(`
  fragment AutomationRuleFields on AutomationRule {
    id
    name
    description
    status
    triggerType
    triggerDays
    conditions {
      field
      operator
      value
    }
    actions {
      type
      target
      template
    }
    isActive
    priority
    consecutiveFailures
    disabledReason
    lastRunAt
    succeeded30d
    failed30d
  }
`);

export const AutomationRulesQuery = graphql(`
  query AutomationRules {
    automationRules {
      ...AutomationRuleFields
    }
  }
`);

export const AutomationRuleQuery = graphql(`
  query AutomationRule($id: Int!) {
    automationRule(id: $id) {
      ...AutomationRuleFields
    }
  }
`);

export const AutomationBuilderChoicesQuery = graphql(`
  query AutomationBuilderChoices {
    automationActionChoices {
      type
      label
    }
    taskAssignees {
      id
      name
    }
  }
`);

export const AutomationRulePreviewQuery = graphql(`
  query AutomationRulePreview($input: AutomationRuleInput!) {
    automationRulePreview(input: $input) {
      count
      explanation
      records {
        caseId
        caseNumber
        patientName
        since
      }
    }
  }
`);

export const AutomationExecutionsQuery = graphql(`
  query AutomationExecutions($ruleId: Int, $first: Int!, $after: String) {
    automationExecutions(ruleId: $ruleId, first: $first, after: $after) {
      nodes {
        id
        ruleName
        caseId
        caseNumber
        executionStatus
        executionDetails
        errorMessage
        attempts
        createdAt
        executedAt
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

export const AutomationRuleCreateMutation = graphql(`
  mutation AutomationRuleCreate($input: AutomationRuleInput!) {
    automationRuleCreate(input: $input) {
      ...AutomationRuleFields
    }
  }
`);

export const AutomationRuleUpdateMutation = graphql(`
  mutation AutomationRuleUpdate($id: Int!, $input: AutomationRuleInput!) {
    automationRuleUpdate(id: $id, input: $input) {
      ...AutomationRuleFields
    }
  }
`);

export const AutomationRuleSetActiveMutation = graphql(`
  mutation AutomationRuleSetActive($id: Int!, $isActive: Boolean!) {
    automationRuleSetActive(id: $id, isActive: $isActive) {
      ...AutomationRuleFields
    }
  }
`);

export const AutomationRuleRunNowMutation = graphql(`
  mutation AutomationRuleRunNow($id: Int!) {
    automationRuleRunNow(id: $id) {
      matched
      started
    }
  }
`);

export const AutomationRuleDeleteMutation = graphql(`
  mutation AutomationRuleDelete($id: Int!) {
    automationRuleDelete(id: $id)
  }
`);
