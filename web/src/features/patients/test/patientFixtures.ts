import type { MockLink } from '@apollo/client/testing';
import { PatientRegistryQuery } from '../list/usePatientRegistry';

/** A registry row as the API answers it; overrides for what a test cares about. */
export function aRegistryPatient(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Patient' as const,
    id: 7,
    fullName: 'Alex Rivera',
    email: 'alex.rivera@example.com',
    phone: '(555) 010-2233',
    dateOfBirth: '1988-04-12',
    status: 'intake',
    isActive: true,
    ...overrides,
  };
}

interface RegistryRequest {
  search?: string;
  first?: number;
  after?: string | null;
  sortBy?: string;
  sortDirection?: string;
}

interface RegistryAnswer {
  nodes: unknown[];
  totalCount?: number;
  endCursor?: string | null;
  hasNextPage?: boolean;
}

/** One answer of the registry query for exactly these variables. */
export function registryMock(
  { search, first = 10, after = null, sortBy = 'name', sortDirection = 'asc' }: RegistryRequest,
  { nodes, totalCount = nodes.length, endCursor = null, hasNextPage = false }: RegistryAnswer,
): MockLink.MockedResponse {
  return {
    request: {
      query: PatientRegistryQuery,
      variables: { filter: search ? { search } : null, sortBy, sortDirection, first, after },
    },
    result: {
      data: {
        patients: {
          __typename: 'PatientConnection',
          totalCount,
          pageInfo: { __typename: 'PageInfo', endCursor, hasNextPage },
          nodes,
        },
      },
    },
  };
}

/** A patient as the Edit Patient query answers it (with cases), overrides for what a test cares about. */
export function aPatientRecord(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Patient' as const,
    id: 7,
    fullName: 'Alex Rivera',
    firstName: 'Alex',
    lastName: 'Rivera',
    dateOfBirth: '1988-04-12',
    email: 'alex.rivera@example.com',
    phone: '(555) 010-2233',
    address: '12 Harbor St',
    city: 'Newark',
    state: 'NJ',
    zipCode: '07102',
    emergencyContact: 'Sam Rivera',
    emergencyPhone: '(555) 010-4455',
    emergencyRelation: 'Spouse',
    insuranceProvider: 'Garden State Mutual',
    insurancePolicyNumber: 'GSM-44120',
    notes: null,
    sex: 'female',
    status: 'intake',
    isActive: true,
    statusHistory: [
      {
        __typename: 'PatientStatusChange' as const,
        id: 1,
        changedAt: '2025-03-01T15:30:00Z',
        changedByName: 'Maria Lopez',
        previousStatus: null,
        newStatus: 'intake',
        reason: 'First visit',
        notes: null,
      },
    ],
    cases: [
      {
        __typename: 'Case' as const,
        id: 101,
        caseNumber: 'CASE-2025-001',
        caseType: 'auto_accident',
        status: 'active_treatment',
        accidentDate: '2025-02-20',
      },
    ],
    ...overrides,
  };
}
