import { Role } from '../../../platform/access/role';
import type { Scope } from '../../../platform/access/scope';
import { nextCursorOf } from '../../../platform/graphql/connection';
import { maxPageSize } from '../../../platform/graphql/pagination';
import { SearchArgs } from '../../../platform/graphql/search-args';
import { listParams, optionalEnum, parseQuery } from '../../../platform/rest/params';
import type { Services } from '../../../services';
import type { AdminUser } from './admin-user.types';

export interface AdminUserPage {
  nodes: AdminUser[];
  totalCount: number;
  nextCursor: string | null;
}

/**
 * One page of the operator's user list from a REST query string: `search`, `role`, `limit`
 * (default and most 100) and `cursor` (the previous page's `nextCursor`), with the total matching.
 * Each bad parameter is a 400 naming it.
 */
export async function adminUserPage(
  services: Services,
  scope: Scope,
  query: Record<string, unknown>,
): Promise<AdminUserPage> {
  const filter = {
    search: (await parseQuery(SearchArgs, query, { search: 'text' })).search ?? null,
    role: optionalEnum(query, 'role', Object.values(Role)),
  };
  const { first, after } = listParams({ limit: String(maxPageSize), ...query });
  const [page, totalCount] = await Promise.all([
    services.userAdmin.list(scope, filter, first, after),
    services.userAdmin.count(scope, filter),
  ]);
  return { nodes: page.nodes, totalCount, nextCursor: nextCursorOf(page.pageInfo) };
}
