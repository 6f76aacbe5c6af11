import { Kind, type GraphQLResolveInfo } from 'graphql';
import type { Scope } from '../../platform/access/scope';
import { selectedArgumentValues, selectedFieldNames } from '../../platform/graphql/selected-columns';
import { billingTotalsJsonSql } from '../billing/billing.service';
import { latestMessagesJsonSql, messageViewColumnsFor } from '../messages/message.service';
import type { CaseListFields } from './case-list-columns';
import type { RelatedOfCase } from './case.service';

/**
 * Read-ahead planning of the case resolvers: what the queries of `cases` and `case` need, decided
 * from the GraphQL selection, handed to CaseService as plain values (field names, subqueries).
 */

/** How many messages `Case.messages` gives when not told. */
export const defaultMessageCount = 20;

/** Where `case` keeps the latest `first` messages it read with the case (see `relatedSelected`). */
export const messagesKey = (first: number) => `messages:${first}`;

/**
 * The latest messages and billing totals a `case` selection asks for, as subqueries for the case's
 * own statement: a case page costs one statement instead of three. Counts given by a variable or
 * an alias each are kept; the messages read only the properties any of the selections needs.
 */
export function relatedSelected(scope: Scope, info: GraphQLResolveInfo): Record<string, RelatedOfCase> {
  const messageCounts = new Set(
    selectedArgumentValues(info, 'messages', 'first')
      .map((first) => first ?? defaultMessageCount)
      .filter((first): first is number => Number.isInteger(first)),
  );
  const related: Record<string, RelatedOfCase> = {};
  if (messageCounts.size > 0) {
    const columns = messageViewColumnsFor(selectedFieldNames(info, ['messages']));
    for (const first of messageCounts)
      related[messagesKey(first)] = (params, caseId) => latestMessagesJsonSql(scope, params, caseId, first, columns);
  }
  if (selectedFieldNames(info, []).has('billingTotals'))
    related.billingTotals = (params, caseId) => billingTotalsJsonSql(scope, params, caseId);
  return related;
}

/** The fields a `cases` selection reads of each case (`nodes`), its patient and its attorney. */
export function caseListFields(info: GraphQLResolveInfo): CaseListFields {
  return {
    case: selectedFieldNames(info, ['nodes']),
    patient: selectedFieldNames(info, ['nodes', 'patient']),
    attorney: selectedFieldNames(info, ['nodes', 'attorney']),
  };
}

const countFields = new Set(['totalCount', 'totalInScope', '__typename']);

/** Whether a connection field selects its nodes or page info (anything but the counts); fragments count as yes. */
export function selectsPage(info: GraphQLResolveInfo): boolean {
  return info.fieldNodes.some(
    (node) =>
      !node.selectionSet ||
      node.selectionSet.selections.some(
        (selection) => selection.kind !== Kind.FIELD || !countFields.has(selection.name.value),
      ),
  );
}
