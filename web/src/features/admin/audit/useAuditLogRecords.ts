import { useQuery } from '@apollo/client/react';
import { useConnectionPages } from '../../../lib/useConnectionPages';
import { type AuditFilterValues, auditFilterInput, dateOrderError } from './auditFilters';
import { AUDIT_PAGE_SIZE, AuditLogRecordsQuery } from './auditQueries';

/** The audit log newest first under the filters, page by page; nothing is asked while the dates are out of order. */
export function useAuditLogRecords(filters: AuditFilterValues) {
  return useConnectionPages(
    useQuery(AuditLogRecordsQuery, {
      variables: { filter: auditFilterInput(filters), first: AUDIT_PAGE_SIZE },
      skip: dateOrderError(filters) !== null,
      // Every admin action adds rows: ask again whenever the tab opens.
      fetchPolicy: 'cache-and-network',
      nextFetchPolicy: 'cache-first',
    }),
    'auditLogRecords',
    'audit entries',
  );
}
