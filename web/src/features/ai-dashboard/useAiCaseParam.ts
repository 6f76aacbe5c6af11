import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import { AiCaseByIdQuery, type AiCaseOption } from './AiCasePicker';

/**
 * The case the AI dashboard is about, kept in the address (?caseId=, as a case card's AI button links):
 * the Case Analysis, Predictions and Chat tabs all start from it.
 */
export function useAiCaseParam() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('caseId');
  const caseId = raw !== null && /^\d+$/.test(raw) ? Number(raw) : null;
  const { data, loading } = useQuery(AiCaseByIdQuery, { variables: { id: caseId ?? 0 }, skip: caseId === null });
  const selectedCase: AiCaseOption | null = caseId === null ? null : (data?.case ?? null);
  const setCase = (next: AiCaseOption | null) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === null) updated.delete('caseId');
        else updated.set('caseId', String(next.id));
        return updated;
      },
      { replace: true },
    );
  return {
    caseId,
    selectedCase,
    loadingCase: loading,
    caseMissing: caseId !== null && !loading && !data?.case,
    setCase,
  };
}
