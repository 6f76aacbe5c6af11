import { Role } from '../../platform/access/role';
import type { Scope } from '../../platform/access/scope';
import { ForbiddenError } from '../../platform/errors';

/**
 * Webhooks are the clinic admin's: they send the clinic's events out of the product, so only the
 * person who runs the clinic's integrations may point them somewhere (decision 310). Returns the
 * clinic every read and write is scoped to.
 */
export function assertWebhookAdmin(scope: Scope): number {
  if (scope.role === Role.clinic_admin && scope.clinicId !== null) return scope.clinicId;
  throw new ForbiddenError("Only the clinic's admins can manage webhooks");
}

/** The SecretBox context an endpoint's secret is bound to. */
export const endpointSecretContext = (endpointId: number) => `webhook_endpoint:${endpointId}`;
