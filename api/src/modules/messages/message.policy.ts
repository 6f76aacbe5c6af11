import { Role } from '../../platform/access/role';
import type { Scope } from '../../platform/access/scope';
import type { SqlParams } from '../../db/sql-params';
import { InputError } from '../../platform/errors';
import { clinicRecipientTypes, MessageRecipientType } from './message.enums';

/**
 * Who reads which messages, once in SQL (lists) and once in memory (live events, where the record
 * is loaded once for every subscriber). The two must agree; message-policy.test.ts checks they do.
 * Clinic users: their clinic's messages. Attorneys: their cases' messages except internal ones.
 */
export function messageScopeCondition(
  scope: Scope,
  params: SqlParams,
  messageAlias: string,
  caseAlias: string,
): string {
  switch (scope.role) {
    case Role.super_admin:
      return 'TRUE';
    case Role.attorney:
      return scope.attorneyId === null
        ? 'FALSE'
        : `${caseAlias}.attorney_id = ${params.add(scope.attorneyId)} AND ${messageAlias}.recipient_type <> 'internal'`;
    case Role.clinic_staff:
    case Role.clinic_admin:
      return scope.clinicId === null ? 'FALSE' : `${messageAlias}.clinic_id = ${params.add(scope.clinicId)}`;
  }
}

export interface MessageScopeFacts {
  clinicId: number;
  caseAttorneyId: number | null;
  recipientType: MessageRecipientType;
}

export function messageVisibleTo(scope: Scope, message: MessageScopeFacts): boolean {
  switch (scope.role) {
    case Role.super_admin:
      return true;
    case Role.attorney:
      return (
        scope.attorneyId !== null &&
        message.caseAttorneyId === scope.attorneyId &&
        message.recipientType !== MessageRecipientType.internal
      );
    case Role.clinic_staff:
    case Role.clinic_admin:
      return scope.clinicId !== null && message.clinicId === scope.clinicId;
  }
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
