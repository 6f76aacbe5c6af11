import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { useToast } from '../../app/toast/toastContext';
import { graphql } from '../../gql';
import { errorMessageOf } from '../../lib/graphqlErrors';
import { evictDocument } from './documentCache';

export const DocumentDeleteMutation = graphql(`
  mutation DocumentDelete($id: Int!) {
    documentDelete(id: $id)
  }
`);

/** Deletes a document, says how it went, and takes it out of every list on screen. */
export function useDeleteDocument() {
  const showToast = useToast();
  const [deleteDocument] = useMutation(DocumentDeleteMutation, {
    update: (cache, { data }) => {
      if (data) evictDocument(cache, data.documentDelete);
    },
  });

  return useCallback(
    async (document: { id: number; fileName: string }): Promise<void> => {
      try {
        await deleteDocument({ variables: { id: document.id } });
        showToast({ title: 'Document deleted', description: `${document.fileName} was deleted.`, severity: 'success' });
      } catch (error) {
        showToast({
          title: 'Error',
          description: `Failed to delete document: ${errorMessageOf(error)}`,
          severity: 'error',
        });
      }
    },
    [deleteDocument, showToast],
  );
}
