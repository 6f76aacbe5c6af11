import type { ApiTokenView } from './api-token.type';

/** A token as the REST calls answer it (never its secret or hash). */
export const apiTokenJson = (token: ApiTokenView) => ({
  id: token.id,
  name: token.name,
  prefix: token.prefix,
  status: token.status,
  createdAt: token.createdAt.toISOString(),
  expiresAt: token.expiresAt.toISOString(),
  lastUsedAt: token.lastUsedAt?.toISOString() ?? null,
  lastUsedIp: token.lastUsedIp,
  revokedAt: token.revokedAt?.toISOString() ?? null,
});
