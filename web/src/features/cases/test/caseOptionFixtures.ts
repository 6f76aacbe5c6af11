import type { MockLink } from '@apollo/client/testing';
import { CaseOptionQuery, CaseOptionsQuery } from '../form/CasePicker';

/** Cases as the case picker offers them, and its two requests answered from them. */
export const caseOptions = [
  {
    __typename: 'Case' as const,
    id: 101,
    caseNumber: 'CASE-2025-001',
    caseType: 'auto_accident' as const,
    status: 'active_treatment' as const,
    patient: { __typename: 'Patient' as const, id: 7, fullName: 'Alex Rivera' },
  },
  {
    __typename: 'Case' as const,
    id: 102,
    caseNumber: 'CASE-2025-002',
    caseType: 'slip_fall' as const,
    status: 'attorney_review' as const,
    patient: { __typename: 'Patient' as const, id: 8, fullName: 'Jordan Lee' },
  },
];

/** Answers every case search with the cases whose number or patient contains the search. */
export const caseOptionsMock: MockLink.MockedResponse = {
  request: { query: CaseOptionsQuery, variables: () => true },
  result: ({ search }: { search?: string | null }) => ({
    data: {
      cases: {
        __typename: 'CaseConnection',
        nodes: caseOptions.filter(
          (option) =>
            !search || `${option.caseNumber} ${option.patient.fullName}`.toLowerCase().includes(search.toLowerCase()),
        ),
      },
    },
  }),
  maxUsageCount: Number.POSITIVE_INFINITY,
};

export function caseOptionMock(id: number): MockLink.MockedResponse {
  return {
    request: { query: CaseOptionQuery, variables: { id } },
    result: { data: { case: caseOptions.find((option) => option.id === id) ?? null } },
  };
}
