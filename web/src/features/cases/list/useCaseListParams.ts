import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readCaseListParams, withCaseListParams, type CaseListParams } from './caseListParams';

/** The list's search, filters, sort and layout, kept in the address so a view can be shared and survives reload. */
export function useCaseListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readCaseListParams(searchParams), [searchParams]);

  const updateParams = useCallback(
    (changes: Partial<CaseListParams>) =>
      // Replace, not push: refining a list should not fill the Back button's history.
      setSearchParams((current) => withCaseListParams(current, changes), { replace: true }),
    [setSearchParams],
  );

  return { params, updateParams };
}
