import { AutomationConditionField, AutomationConditionOperator } from './automation.enums';
import { caseStatuses, caseTypes } from '../cases/case.enums';
import type { SqlParams } from '../../db/sql-params';
import { signedAmountSql } from '../ledger/ledger-postings';

/** One test on the subject's case, stored in a rule's `conditions`. */
export interface AutomationCondition {
  field: AutomationConditionField;
  operator: AutomationConditionOperator;
  value: string;
}

const operatorsOf: Record<AutomationConditionField, readonly AutomationConditionOperator[]> = {
  case_status: [AutomationConditionOperator.is, AutomationConditionOperator.is_not],
  case_type: [AutomationConditionOperator.is, AutomationConditionOperator.is_not],
  has_attorney: [AutomationConditionOperator.is],
  balance: [AutomationConditionOperator.over, AutomationConditionOperator.under],
};

/** What is wrong with a condition (the message names it by its position), or null. */
export function conditionProblem(condition: AutomationCondition): string | null {
  if (!operatorsOf[condition.field]?.includes(condition.operator))
    return `${condition.field} cannot be tested with "${condition.operator}"`;
  switch (condition.field) {
    case AutomationConditionField.case_status:
      return (caseStatuses as string[]).includes(condition.value) ? null : `${condition.value} is not a case status`;
    case AutomationConditionField.case_type:
      return (caseTypes as string[]).includes(condition.value) ? null : `${condition.value} is not a case type`;
    case AutomationConditionField.has_attorney:
      return condition.value === 'true' || condition.value === 'false' ? null : 'has attorney is true or false';
    case AutomationConditionField.balance:
      return /^\d{1,9}(\.\d{1,2})?$/.test(condition.value) ? null : 'The balance is an amount in dollars, like 1500';
  }
}

/**
 * The conditions as one SQL condition on the case `caseAlias` (THE place conditions are evaluated,
 * by the sweep, the preview and event firings alike). The balance is the case's lien ledger balance.
 */
export function conditionsSql(
  conditions: readonly AutomationCondition[],
  params: SqlParams,
  caseAlias: string,
): string {
  const parts = conditions.map((condition) => {
    const value = params.add(condition.value);
    const negate = condition.operator === AutomationConditionOperator.is_not ? 'NOT ' : '';
    switch (condition.field) {
      case AutomationConditionField.case_status:
        return `${negate}(${caseAlias}.status = ${value})`;
      case AutomationConditionField.case_type:
        return `${negate}(${caseAlias}.case_type = ${value})`;
      case AutomationConditionField.has_attorney:
        return `((${caseAlias}.attorney_id IS NOT NULL) = (${value} = 'true'))`;
      case AutomationConditionField.balance:
        return `(${caseBalanceSql(caseAlias)} ${condition.operator === AutomationConditionOperator.over ? '>' : '<'} ${value}::numeric)`;
    }
  });
  return parts.length ? parts.join(' AND ') : 'TRUE';
}

function caseBalanceSql(caseAlias: string): string {
  return `coalesce((SELECT sum(${signedAmountSql('le')}) FROM case_ledger_entries le WHERE le.case_id = ${caseAlias}.id), 0)`;
}
