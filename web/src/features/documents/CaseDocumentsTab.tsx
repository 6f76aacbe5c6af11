import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DocumentList } from './DocumentList';
import { DocumentUploadForm } from './DocumentUploadForm';

function TabSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** A case's Documents tab: its documents with Download (and Delete where allowed), and an upload form for it. */
export function CaseDocumentsTab({ caseId }: { caseId: number }) {
  return (
    <Stack spacing={3}>
      <TabSection title="Case Documents">
        <DocumentList caseId={caseId} emptyDescription="No document has been uploaded to this case yet." />
      </TabSection>
      <Divider />
      <TabSection title="Upload a Document">
        <DocumentUploadForm caseId={caseId} />
      </TabSection>
    </Stack>
  );
}
