import { ForbiddenError } from '../../platform/errors';
import { Role } from '../../platform/access/role';
import type { Scope } from '../../platform/access/scope';
import type { SqlParams } from '../../db/sql-params';
import { AiScopeKind } from './ai.enums';

/**
 * Whose cases the AI reads and learns from: a clinic user's clinic, or an attorney's own cases. Models
 * are fitted per AI scope and never across tenants (decision 195).
 */
export interface AiScope {
  kind: AiScopeKind;
  id: number;
}

export const aiScopeRefusal =
  'The AI dashboard answers from a clinic’s or an attorney’s own cases; sign in as a clinic user or an attorney to use it.';

/** The caller's AI scope; the operator (no clinic, no attorney) is refused. */
export function aiScopeOf(scope: Scope): AiScope {
  switch (scope.role) {
    case Role.clinic_staff:
    case Role.clinic_admin:
      if (scope.clinicId !== null) return { kind: AiScopeKind.clinic, id: scope.clinicId };
      break;
    case Role.attorney:
      if (scope.attorneyId !== null) return { kind: AiScopeKind.attorney, id: scope.attorneyId };
      break;
    case Role.super_admin:
      break;
  }
  throw new ForbiddenError(aiScopeRefusal);
}

/** The SQL condition limiting cases (alias `caseAlias`) to an AI scope. */
export function aiScopeCasesSql(aiScope: AiScope, params: SqlParams, caseAlias: string): string {
  const column = aiScope.kind === AiScopeKind.clinic ? 'clinic_id' : 'attorney_id';
  return `${caseAlias}.${column} = ${params.add(aiScope.id)}`;
}

/** How a scope names itself in model versions: "clinic:3", "attorney:12". */
export const aiScopeKey = (aiScope: AiScope): string => `${aiScope.kind}:${aiScope.id}`;
