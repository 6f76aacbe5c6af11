import { useId } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DocumentUploadForm } from './DocumentUploadForm';

interface UploadDocumentDialogProps {
  open: boolean;
  onClose: () => void;
  /** Uploads to this case without offering a choice. */
  caseId?: number;
}

/** The upload form in a dialog (full screen on phones); closes after a successful upload. */
export function UploadDocumentDialog({ open, onClose, caseId }: UploadDocumentDialogProps) {
  const titleId = useId();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));

  return (
    <Dialog
      open={open}
      // A stray click beside the dialog should not throw away a chosen file or a running upload;
      // Escape and Close do close it (and cancel an upload still running).
      onClose={(_event, reason) => reason !== 'backdropClick' && onClose()}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>Upload Document</DialogTitle>
      <DialogContent sx={{ pt: 1 }}>
        {/* Mounted only while open: every opening starts from an empty form. */}
        {open && <DocumentUploadForm caseId={caseId} onUploaded={onClose} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}
