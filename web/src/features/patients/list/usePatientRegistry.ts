import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { createTableQuery, isSameListing, type TableQuery } from '../../../components/DataTable';
import { graphql } from '../../../gql';
import type { PatientRegistryQuery as PatientRegistryData, PatientSortField } from '../../../gql/graphql';
import { useCursorPagination } from '../../../lib/useCursorPagination';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';

export const PatientRegistryQuery = graphql(`
  query PatientRegistry(
    $filter: PatientFilter
    $sortBy: PatientSortField!
    $sortDirection: SortDirection!
    $first: Int!
    $after: String
  ) {
    patients(filter: $filter, sortBy: $sortBy, sortDirection: $sortDirection, first: $first, after: $after) {
      totalCount
      pageInfo {
        endCursor
        hasNextPage
      }
      nodes {
        id
        fullName
        email
        phone
        dateOfBirth
        status
        isActive
      }
    }
  }
`);

export type RegistryPatient = PatientRegistryData['patients']['nodes'][number];

export const SEARCH_DEBOUNCE_MS = 300;

/** Table columns the API can sort by, by column id. */
const sortFields: Readonly<Record<string, PatientSortField>> = { name: 'name', dateOfBirth: 'dateOfBirth' };

const NO_PATIENTS: readonly RegistryPatient[] = [];

/**
 * The patient registry, searched, sorted and paginated on the server. The table's query drives
 * the `patients` call: the search is sent once typing pauses, and pages are reached through the
 * cursors of the pages visited (any change other than the page starts again from the first page).
 */
export function usePatientRegistry() {
  const [listing, setListing] = useState<TableQuery>(() =>
    createTableQuery({ sort: { columnId: 'name', direction: 'asc' } }),
  );
  const pages = useCursorPagination();
  const search = useDebouncedValue(listing.search.trim(), SEARCH_DEBOUNCE_MS);

  const { data, loading, error, refetch } = useQuery(PatientRegistryQuery, {
    variables: {
      filter: search ? { search } : null,
      sortBy: sortFields[listing.sort?.columnId ?? 'name'] ?? 'name',
      sortDirection: listing.sort?.direction ?? 'asc',
      first: listing.pageSize,
      after: pages.after,
    },
  });
  const connection = data?.patients;
  const query: TableQuery = { ...listing, page: pages.pageIndex };

  return {
    query,
    changeQuery(next: TableQuery) {
      if (isSameListing(next, listing)) {
        pages.goToPage(next.page, connection?.pageInfo);
      } else {
        pages.restart();
        setListing({ ...next, page: 0 });
      }
    },
    /** The search the shown results answer (the typed text, once sent). */
    search,
    patients: connection?.nodes ?? NO_PATIENTS,
    totalCount: connection?.totalCount ?? 0,
    reachablePageCount: pages.reachablePageCount(connection?.pageInfo),
    loading,
    error,
    refetch,
  };
}
