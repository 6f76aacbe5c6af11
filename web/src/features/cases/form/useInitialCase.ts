import { useQuery } from '@apollo/client/react';
import { CaseOptionQuery, toCaseOption, type CaseOption } from './CasePicker';

/**
 * The case a form starts with (the page's `?caseId=`), loaded for the picker. A case that is
 * missing or out of reach leaves the picker empty.
 */
export function useInitialCase(caseId: number | null): { loading: boolean; initialCase: CaseOption | null } {
  const { data, loading } = useQuery(CaseOptionQuery, { variables: { id: caseId ?? 0 }, skip: caseId === null });
  if (caseId === null) return { loading: false, initialCase: null };
  const record = data?.case;
  return { loading, initialCase: record ? toCaseOption(record) : null };
}
