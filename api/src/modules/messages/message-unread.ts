import type { SqlParams } from '../../db/sql-params';
import { Role } from '../../platform/access/role';
import type { Scope } from '../../platform/access/scope';
import { messageScopeCondition } from './message.policy';

/** Unread counts look this far back and stop counting at the cap (the badge shows "99+"). */
export const unreadWindowDays = 90;
export const unreadCountCap = 100;

/**
 * The one rule of "unread" for the viewer, over a message alias already limited to what the viewer may
 * read (messageScopeCondition): sent by someone else in the last 90 days and not read by the viewer.
 * The badge, the Unread filter, conversations' unread counts and Mark all read all use it. The
 * operator reads every clinic's messages but is no party to them: nothing is unread for them.
 */
export function unreadByViewerSql(scope: Scope, params: SqlParams, messageAlias: string): string {
  if (scope.role === Role.super_admin) return 'FALSE';
  const viewer = params.add(scope.userId);
  return `(${messageAlias}.sent_date > now() - make_interval(days => ${params.add(unreadWindowDays)})
      AND ${messageAlias}.sender_id IS DISTINCT FROM ${viewer}
      AND NOT EXISTS (SELECT 1 FROM message_reads r WHERE r.message_id = ${messageAlias}.id AND r.user_id = ${viewer}))`;
}

/** The messages the viewer may read that are unread for them (alias `messageAlias`, its case `caseAlias`). */
export function unreadMessageSql(scope: Scope, params: SqlParams, messageAlias: string, caseAlias: string): string {
  return `${messageScopeCondition(scope, params, messageAlias, caseAlias)} AND ${unreadByViewerSql(scope, params, messageAlias)}`;
}
