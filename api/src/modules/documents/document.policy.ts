import { Role } from '../../platform/access/role';
import type { Scope } from '../../platform/access/scope';

/**
 * Documents are read through their case (case-access.policy's caseScopeSql). Deleting is for clinic
 * users and the operator; an attorney may delete only what they uploaded themselves.
 */
export function canDeleteDocument(scope: Scope, document: { uploadedBy: string | null }): boolean {
  return scope.role !== Role.attorney || document.uploadedBy === scope.userId;
}
