import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { DocumentFieldsFragment } from '../../gql/graphql';
import { ShareWithPatientSwitch } from '../patient-portal/ShareWithPatientSwitch';
import { useDeleteDocument } from './useDeleteDocument';

/**
 * Download opens the file's address in a new tab (the server answers it as an attachment);
 * Delete, offered only where the server says it is allowed, asks first.
 */
export function DocumentActions({ document }: { document: DocumentFieldsFragment }) {
  const deleteDocument = useDeleteDocument();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const confirmDelete = async () => {
    setConfirming(false);
    setDeleting(true);
    await deleteDocument(document);
    setDeleting(false);
  };

  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <ShareWithPatientSwitch document={document} />
      <Button
        component="a"
        href={document.downloadUrl}
        target="_blank"
        rel="noopener"
        size="small"
        startIcon={<DownloadOutlinedIcon />}
        aria-label={`Download ${document.fileName}`}
      >
        Download
      </Button>
      {document.canDelete && (
        <>
          <Button
            size="small"
            color="error"
            startIcon={<DeleteOutlineIcon />}
            onClick={() => setConfirming(true)}
            disabled={deleting}
            aria-label={`Delete ${document.fileName}`}
          >
            {deleting ? 'Deleting...' : 'Delete'}
          </Button>
          <ConfirmDialog
            open={confirming}
            title="Delete document?"
            message={`${document.fileName} will be deleted from case ${document.caseNumber}. This cannot be undone.`}
            confirmLabel="Delete"
            destructive
            onConfirm={() => void confirmDelete()}
            onCancel={() => setConfirming(false)}
          />
        </>
      )}
    </Box>
  );
}
