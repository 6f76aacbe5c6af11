import type { MockLink } from '@apollo/client/testing';
import { CaseOptionQuery, CaseOptionsQuery } from '../../cases/form/CasePicker';
import { DocumentsQuery } from '../useDocumentConnection';
import { DocumentUploadPolicyQuery } from '../useUploadPolicy';

export const MB = 1024 * 1024;

export function aDocument(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Document' as const,
    id: 501,
    caseId: 101,
    caseNumber: 'CASE-2025-001',
    patientName: 'Alex Rivera',
    fileName: 'mri-report.pdf',
    fileType: 'application/pdf',
    fileSize: 245_760,
    documentType: 'imaging' as const,
    description: 'Lumbar MRI, March' as string | null,
    isConfidential: true,
    uploadDate: '2025-04-02T15:30:00Z',
    uploadedByName: 'Maria Lopez',
    downloadUrl: '/api/documents/501/download',
    canDelete: true,
    ...overrides,
  };
}

export function policyMock(maxBytes = 50 * MB): MockLink.MockedResponse {
  return {
    request: { query: DocumentUploadPolicyQuery },
    result: {
      data: {
        documentUploadPolicy: {
          __typename: 'DocumentUploadPolicy',
          maxBytes,
          allowedExtensions: ['pdf', 'doc', 'docx', 'jpg', 'jpeg', 'png', 'txt'],
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

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
    status: 'closed' as const,
    patient: { __typename: 'Patient' as const, id: 8, fullName: 'Jordan Lee' },
  },
];

/** Answers every case search with the options whose number or patient contains the search. */
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

export function caseOptionMock(id: number, answer: (typeof caseOptions)[number] | null): MockLink.MockedResponse {
  return { request: { query: CaseOptionQuery, variables: { id } }, result: { data: { case: answer } } };
}

interface DocumentsPage {
  nodes: ReturnType<typeof aDocument>[];
  endCursor?: string | null;
  hasNextPage?: boolean;
}

/** Answers every `documents` query with `answer(variables)` and records the variables of each request. */
export function documentsMock(answer: (variables: Record<string, unknown>) => DocumentsPage) {
  const requests: Record<string, unknown>[] = [];
  const mock: MockLink.MockedResponse = {
    request: {
      query: DocumentsQuery,
      variables: (variables) => {
        requests.push(variables);
        return true;
      },
    },
    result: (variables) => {
      const { nodes, endCursor = null, hasNextPage = false } = answer(variables);
      return {
        data: {
          documents: {
            __typename: 'DocumentConnection',
            nodes,
            pageInfo: { __typename: 'PageInfo', endCursor, hasNextPage },
          },
        },
      };
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
  return { mock, requests };
}

/** A file of `size` bytes (its content is not read by the form). */
export function aFile(name: string, size = 2048, type = 'application/pdf'): File {
  const file = new File(['%PDF-1.4'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}
