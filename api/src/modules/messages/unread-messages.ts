import type { SqlParams } from '../../db/sql-params';
import type { Scope } from '../../platform/access/scope';
import { messageScopeCondition } from './message.policy';

/** Unread messages are looked for this far back. */
export const unreadWindowDays = 90;

/**
 * What "unread" means, once: a message (alias `messageAlias`, its case `caseAlias`) the viewer may
 * read, sent by someone else in the last 90 days, that they have not read. The badge counts these;
 * the attorney's dashboard lists them per case.
 */
export function unreadMessageSql(scope: Scope, params: SqlParams, messageAlias: string, caseAlias: string): string {
  const viewer = params.add(scope.userId);
  return `${messageScopeCondition(scope, params, messageAlias, caseAlias)}
    AND ${messageAlias}.sent_date > now() - make_interval(days => ${params.add(unreadWindowDays)})
    AND ${messageAlias}.sender_id IS DISTINCT FROM ${viewer}
    AND NOT EXISTS (SELECT 1 FROM message_reads r WHERE r.message_id = ${messageAlias}.id AND r.user_id = ${viewer})`;
}
