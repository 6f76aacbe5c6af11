import type { MockLink } from '@apollo/client/testing';
import { AuditLogFilterOptionsQuery, AuditLogRecordsQuery } from '../auditQueries';

export function aRecord(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'AuditLogRecord' as const,
    id: '901',
    changedAt: '2025-03-05T11:00:00.000Z',
    action: 'update',
    entityType: 'patient',
    entityId: '17',
    clinicName: 'Whitfield Chiropractic' as string | null,
    actorId: 'a0b1c2d3-0000-4000-8000-000000000001' as string | null,
    actorName: 'Morgan Admin' as string | null,
    actorEmail: 'morgan@whitfield.example' as string | null,
    actorRole: 'clinic_admin' as string | null,
    ipAddress: '203.0.113.9' as string | null,
    userAgent: 'Mozilla/5.0 (Macintosh)' as string | null,
    reason: null as string | null,
    changes: [
      { __typename: 'FieldChange' as const, field: 'phone', label: 'Phone', oldValue: null, newValue: '555-0100' },
      { __typename: 'FieldChange' as const, field: 'status', label: 'Status', oldValue: 'intake', newValue: 'active' },
    ],
    ...overrides,
  };
}

export const twoRecords = [
  aRecord(),
  aRecord({
    id: '900',
    changedAt: '2025-03-04T09:30:00.000Z',
    action: 'login_denied',
    entityType: 'user',
    entityId: 'someone@example.com',
    clinicName: null,
    actorId: null,
    actorName: null,
    actorEmail: null,
    actorRole: null,
    reason: 'Wrong password',
    changes: [],
  }),
];

interface RecordsPage {
  nodes: ReturnType<typeof aRecord>[];
  totalCount?: number;
  endCursor?: string | null;
  hasNextPage?: boolean;
}

/** Answers every `auditLogRecords` query with `answer(variables)` and records the variables of each request. */
export function recordsMock(answer: (variables: Record<string, unknown>) => RecordsPage) {
  const requests: Record<string, unknown>[] = [];
  const mock: MockLink.MockedResponse = {
    request: {
      query: AuditLogRecordsQuery,
      variables: (variables) => {
        requests.push(variables);
        return true;
      },
    },
    result: (variables) => {
      const { nodes, totalCount = nodes.length, endCursor = null, hasNextPage = false } = answer(variables);
      return {
        data: {
          auditLogRecords: {
            __typename: 'AuditLogRecordConnection',
            nodes,
            pageInfo: { __typename: 'PageInfo', endCursor, hasNextPage },
            totalCount,
          },
        },
      };
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
  return { mock, requests };
}

export const filterOptionsMock: MockLink.MockedResponse = {
  request: { query: AuditLogFilterOptionsQuery },
  result: {
    data: {
      auditLogFilterOptions: {
        __typename: 'AuditLogFilterOptions',
        actions: ['create', 'delete', 'login', 'login_denied', 'update'],
        entityTypes: ['case', 'clinic', 'patient', 'system_settings', 'user'],
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};
