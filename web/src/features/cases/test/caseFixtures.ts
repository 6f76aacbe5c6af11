import type { MockLink } from '@apollo/client/testing';
import type {
  AttorneyOptionFieldsFragment,
  CaseDetailFieldsFragment,
  CaseSummaryFieldsFragment,
  PatientOptionFieldsFragment,
} from '../../../gql/graphql';
import { AttorneyOptionsQuery } from '../../attorneys/AttorneyPicker';
import { CaseDetailQuery } from '../detail/caseDetailQuery';
import { PatientOptionsQuery } from '../form/PatientPicker';
import { CasesQuery } from '../list/useCaseConnection';

/** A generated type as mock data: every object may carry its `__typename`. */
type MockData<T> = T extends readonly (infer Item)[]
  ? MockData<Item>[]
  : T extends object
    ? { [K in keyof T]: MockData<T[K]> } & { __typename?: string }
    : T;

export function aCaseSummary(overrides: Partial<MockData<CaseSummaryFieldsFragment>> = {}) {
  return {
    __typename: 'Case' as const,
    id: 101,
    caseNumber: 'CASE-2025-001',
    caseType: 'auto_accident' as const,
    status: 'active_treatment' as const,
    accidentDate: '2025-03-01',
    description: 'Rear-ended at a red light on Main Street.',
    patient: { __typename: 'Patient' as const, id: 7, fullName: 'Alex Rivera' },
    attorney: { __typename: 'Attorney' as const, id: 3, fullName: 'Dana Cole' },
    ...overrides,
  };
}

export function aCaseDetail(overrides: Partial<MockData<CaseDetailFieldsFragment>> = {}) {
  return {
    __typename: 'Case' as const,
    id: 101,
    caseNumber: 'CASE-2025-001',
    caseType: 'auto_accident' as const,
    status: 'active_treatment' as const,
    accidentDate: '2025-03-01',
    description: 'Rear-ended at a red light on Main Street.',
    notes: 'Prefers morning appointments.',
    settlementAmount: null as string | null,
    patient: {
      __typename: 'Patient' as const,
      id: 7,
      fullName: 'Alex Rivera',
      phone: '(555) 010-2233',
      email: 'alex.rivera@example.com',
      insuranceProvider: 'State Farm' as string | null,
      insurancePolicyNumber: 'SF-44-1209' as string | null,
    },
    attorney: {
      __typename: 'Attorney' as const,
      id: 3,
      fullName: 'Dana Cole',
      firmName: 'Cole Legal',
      phone: '(555) 300-4000',
    } as MockData<CaseDetailFieldsFragment['attorney']>,
    history: [] as MockData<CaseDetailFieldsFragment['history']>,
    transfers: [] as MockData<CaseDetailFieldsFragment['transfers']>,
    ...overrides,
  };
}

export function anAuditEntry(overrides: Partial<MockData<CaseDetailFieldsFragment['history'][number]>> = {}) {
  return {
    __typename: 'AuditEntry' as const,
    id: 'audit-1',
    action: 'update',
    changedAt: '2025-04-02T15:30:00Z',
    changedByName: 'Maria Lopez',
    changedByRole: 'clinic_staff',
    reason: null as string | null,
    changes: [
      {
        __typename: 'FieldChange' as const,
        field: 'status',
        label: 'Status',
        oldValue: 'Active Treatment',
        newValue: 'Attorney Review',
      },
    ],
    ...overrides,
  };
}

export function caseDetailMock(caseRecord: ReturnType<typeof aCaseDetail> | null, id = 101): MockLink.MockedResponse {
  return { request: { query: CaseDetailQuery, variables: { id } }, result: { data: { case: caseRecord } } };
}

interface ConnectionPage {
  nodes: ReturnType<typeof aCaseSummary>[];
  totalCount?: number;
  totalInScope?: number;
  endCursor?: string | null;
  hasNextPage?: boolean;
}

export function casesConnection({
  nodes,
  totalCount,
  totalInScope,
  endCursor = null,
  hasNextPage = false,
}: ConnectionPage) {
  return {
    cases: {
      __typename: 'CaseConnection' as const,
      nodes,
      pageInfo: { __typename: 'PageInfo' as const, endCursor, hasNextPage },
      totalCount: totalCount ?? nodes.length,
      totalInScope: totalInScope ?? nodes.length,
    },
  };
}

/** Answers every `cases` query with `answer(variables)` and records the variables of each request. */
export function casesMock(answer: (variables: Record<string, unknown>) => ConnectionPage) {
  const requests: Record<string, unknown>[] = [];
  const mock: MockLink.MockedResponse = {
    request: {
      query: CasesQuery,
      variables: (variables) => {
        requests.push(variables);
        return true;
      },
    },
    result: (variables) => ({ data: casesConnection(answer(variables)) }),
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
  return { mock, requests };
}

export const attorneyOptions: (AttorneyOptionFieldsFragment & { __typename: 'Attorney' })[] = [
  { __typename: 'Attorney', id: 3, fullName: 'Dana Cole', firmName: 'Cole Legal' },
  { __typename: 'Attorney', id: 5, fullName: 'Sam Harper', firmName: 'Harper Law' },
];

export const patientOptions: (PatientOptionFieldsFragment & { __typename: 'Patient' })[] = [
  { __typename: 'Patient', id: 7, fullName: 'Alex Rivera', dateOfBirth: '1988-06-14', phone: '(555) 010-2233' },
  { __typename: 'Patient', id: 8, fullName: 'Jordan Lee', dateOfBirth: null, phone: null },
];

/** Answers every attorney search with the options whose name contains the search. */
export const attorneyOptionsMock: MockLink.MockedResponse = {
  request: { query: AttorneyOptionsQuery, variables: () => true },
  result: ({ search }: { search?: string | null }) => ({
    data: {
      attorneys: {
        __typename: 'AttorneyConnection',
        nodes: attorneyOptions.filter(
          (option) => !search || option.fullName.toLowerCase().includes(search.toLowerCase()),
        ),
      },
    },
  }),
  maxUsageCount: Number.POSITIVE_INFINITY,
};

export const patientOptionsMock: MockLink.MockedResponse = {
  request: { query: PatientOptionsQuery, variables: () => true },
  result: ({ search }: { search?: string | null }) => ({
    data: {
      patients: {
        __typename: 'PatientConnection',
        nodes: patientOptions.filter(
          (option) => !search || option.fullName.toLowerCase().includes(search.toLowerCase()),
        ),
      },
    },
  }),
  maxUsageCount: Number.POSITIVE_INFINITY,
};
