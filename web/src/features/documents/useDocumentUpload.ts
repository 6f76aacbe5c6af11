import { useCallback, useEffect, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { writeCurrentUser } from '../../app/auth/currentUser';
import { useToast } from '../../app/toast/toastContext';
import { evictDocumentLists } from './documentCache';
import {
  startDocumentUpload,
  type DocumentUploadFields,
  type UploadHandle,
  type UploadProgress,
  type UploadResult,
} from './uploadRequest';

export const uploadedMessage = 'Document uploaded successfully!';
export const uploadFailedMessage = 'Error uploading document. Please try again.';

/**
 * Uploads one document at a time with its progress, tells the user how it went and has every
 * documents list reload after a success. An upload still running when the component goes away
 * is cancelled rather than left to finish unseen.
 */
export function useDocumentUpload() {
  const client = useApolloClient();
  const showToast = useToast();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const running = useRef<UploadHandle | null>(null);

  useEffect(() => () => running.current?.cancel(), []);

  const upload = useCallback(
    async (fields: DocumentUploadFields): Promise<UploadResult> => {
      setProgress({ loaded: 0, total: fields.file.size });
      const handle = startDocumentUpload(fields, setProgress);
      running.current = handle;
      const result = await handle.result;
      running.current = null;
      setProgress(null);

      switch (result.outcome) {
        case 'uploaded':
          evictDocumentLists(client.cache);
          showToast({ title: 'Success', description: uploadedMessage, severity: 'success' });
          break;
        case 'cancelled':
          showToast({
            title: 'Upload cancelled',
            description: `${fields.file.name} was not uploaded.`,
            severity: 'info',
          });
          break;
        case 'refused':
          // The session ended: the route guard takes the user through the logged-out flow.
          if (result.status === 401) writeCurrentUser(client.cache, null);
          showToast({ title: 'Upload failed', description: result.message ?? uploadFailedMessage, severity: 'error' });
          break;
        case 'failed':
          showToast({ title: 'Upload failed', description: uploadFailedMessage, severity: 'error' });
          break;
      }
      return result;
    },
    [client, showToast],
  );

  const cancel = useCallback(() => running.current?.cancel(), []);

  return { upload, cancel, progress };
}
