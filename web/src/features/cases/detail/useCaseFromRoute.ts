import { useParams } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { parseRecordId } from '../../../lib/recordId';
import { refetchInBackground } from '../../../lib/refetchInBackground';
import { CaseDetailQuery } from './caseDetailQuery';

/**
 * The case named by the route's `:id`. A malformed id is answered like a missing case without
 * asking the server; `kind: 'missing'` is an empty id.
 */
export function useCaseFromRoute() {
  const idParam = parseRecordId(useParams().id);
  const caseId = idParam.kind === 'valid' ? idParam.id : undefined;
  const { data, loading, error, refetch } = useQuery(CaseDetailQuery, {
    variables: { id: caseId ?? 0 },
    skip: caseId === undefined,
  });

  return {
    idKind: idParam.kind,
    caseId,
    caseRecord: data?.case ?? null,
    loading,
    error,
    retry: () => refetchInBackground(refetch),
  };
}
