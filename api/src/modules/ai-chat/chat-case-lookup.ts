import type { Scope } from '../../platform/access/scope';
import { SortDirection } from '../../platform/graphql/connection';
import type { Services } from '../../services';
import type { CaseRecord } from '../cases/case.entity';
import { CaseSortField } from '../cases/case.enums';

/** How a question names a case: by its number ("C1-CASE-2026-3") or its patient ("Maria Lopez"). */
export interface CaseLookup {
  found: CaseRecord[];
  /** More cases matched than were read. */
  more: boolean;
}

const maxMatches = 5;

/**
 * The caller's cases matching `reference`, through CaseService's search (the Cases screen's, so the
 * same scope): an exact case number wins over the cases whose number merely contains it.
 */
export async function lookUpCase(services: Services, scope: Scope, reference: string): Promise<CaseLookup> {
  const search = reference.trim().slice(0, 100);
  if (search === '') return { found: [], more: false };
  const page = await services.cases.list(scope, {
    filter: { search, includeArchived: true },
    sortBy: CaseSortField.createdAt,
    sortDirection: SortDirection.desc,
    first: maxMatches,
  });
  const exact = page.nodes.filter((record) => record.caseNumber.toLowerCase() === search.toLowerCase());
  if (exact.length === 1) return { found: exact, more: false };
  return { found: page.nodes, more: page.pageInfo.hasNextPage };
}

export const patientNameOf = (record: CaseRecord): string =>
  record.patient ? `${record.patient.firstName} ${record.patient.lastName}`.trim() : '';
