import { Role } from '../../platform/access/role';
import type { Scope } from '../../platform/access/scope';
import type { SqlParams } from '../../db/sql-params';
import { InputError } from '../../platform/errors';
import { caseOwnedScopeSql, caseVisibleTo, type CaseAccessFacts } from '../cases/case-access.policy';
import { clinicRecipientTypes, MessageRecipientType } from './message.enums';

/**
 * Who reads which messages: the case rule (caseOwnedScopeSql), except that attorneys never
 * see internal messages. Once in SQL and once in memory; message-policy.test.ts checks they agree.
 */
export function messageScopeCondition(
  scope: Scope,
  params: SqlParams,
  messageAlias: string,
  caseAlias: string,
): string {
  const caseRule = caseOwnedScopeSql(scope, params, messageAlias, caseAlias);
  return scope.role === Role.attorney && caseRule !== 'FALSE'
    ? `${caseRule} AND ${messageAlias}.recipient_type <> 'internal'`
    : caseRule;
}

export interface MessageScopeFacts extends CaseAccessFacts {
  recipientType: MessageRecipientType;
}

export function messageVisibleTo(scope: Scope, message: MessageScopeFacts): boolean {
  return (
    caseVisibleTo(scope, message) &&
    !(scope.role === Role.attorney && message.recipientType === MessageRecipientType.internal)
  );
}

/**
 * The SQL half of `messageVisibleTo` for people rather than a scope: whether the user `userAlias`
 * may read the message `messageAlias` of the case `caseAlias` (the clinic's active staff and admins;
 * the case attorney's active logins unless the message is internal). Who is told of a new message;
 * never the operator or a patient, who read no message through here. message-send-statements.test.ts checks
 * it agrees with `messageVisibleTo`.
 */
export function messageReaderSql(userAlias: string, messageAlias: string, caseAlias: string): string {
  return `${userAlias}.is_active AND (
    (${userAlias}.role IN ('${Role.clinic_staff}', '${Role.clinic_admin}') AND ${userAlias}.clinic_id = ${messageAlias}.clinic_id)
    OR (${userAlias}.role = '${Role.attorney}' AND ${userAlias}.attorney_id = ${caseAlias}.attorney_id
        AND ${messageAlias}.recipient_type <> '${MessageRecipientType.internal}'))`;
}

/** The recipient type a sender gets when none is chosen, and the check of a chosen one. */
export function recipientTypeFor(
  scope: Scope,
  requested: MessageRecipientType | null | undefined,
): MessageRecipientType {
  if (scope.role === Role.attorney) {
    if (requested && requested !== MessageRecipientType.clinic)
      throw InputError.field('recipientType', 'Attorneys send messages to the clinic');
    return MessageRecipientType.clinic;
  }
  const type = requested ?? MessageRecipientType.patient;
  if (!(clinicRecipientTypes as readonly MessageRecipientType[]).includes(type))
    throw InputError.field('recipientType', 'Recipient type must be one of patient, attorney, insurance, internal');
  return type;
}
