import type { MockLink } from '@apollo/client/testing';
import type { DocumentAnalysisStatus } from '../../../gql/graphql';
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
    sharedWithPatient: false as boolean | null,
    uploadDate: '2025-04-02T15:30:00Z',
    uploadedByName: 'Maria Lopez',
    downloadUrl: '/api/documents/501/download',
    canDelete: true,
    analysis: null as { __typename: 'DocumentAnalysis'; id: number; status: DocumentAnalysisStatus } | null,
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
