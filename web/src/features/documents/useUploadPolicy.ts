import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import type { DocumentUploadPolicyQuery as UploadPolicyData } from '../../gql/graphql';

export const DocumentUploadPolicyQuery = graphql(`
  query DocumentUploadPolicy {
    documentUploadPolicy {
      maxBytes
      allowedExtensions
    }
  }
`);

export type UploadPolicy = UploadPolicyData['documentUploadPolicy'];

/**
 * The size limit and file types in force (from the platform settings). Undefined until it has
 * loaded, or when it could not be: the form then leaves those checks to the server.
 */
export function useUploadPolicy(): UploadPolicy | undefined {
  return useQuery(DocumentUploadPolicyQuery).data?.documentUploadPolicy;
}
