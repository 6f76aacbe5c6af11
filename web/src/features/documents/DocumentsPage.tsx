import { useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { LoadingState } from '../../components/LoadingState';
import { PageHeader } from '../../components/PageHeader';
import { SectionCard } from '../../components/SectionCard';
import { parseRecordId } from '../../lib/recordId';
import { useInitialCase } from '../cases/form/useInitialCase';
import { DocumentList } from './DocumentList';
import { DocumentUploadForm } from './DocumentUploadForm';

/** The upload form with the case named in the address already chosen (when it is one the user can see). */
function UploadFormWithCase({ caseId }: { caseId: number | null }) {
  const { loading, initialCase } = useInitialCase(caseId);
  if (loading) return <LoadingState label="Loading case..." />;
  // A new case in the address starts a new form.
  return <DocumentUploadForm key={initialCase?.id ?? 'none'} initialCase={initialCase} />;
}

/** Document Management: upload a document to a case (`?caseId=` picks it), and every document in scope. */
export default function DocumentsPage() {
  const [searchParams] = useSearchParams();
  const caseParam = parseRecordId(searchParams.get('caseId') ?? undefined);

  return (
    <>
      <PageHeader title="Document Management" subtitle="Upload case files and download them when you need them." />
      <Stack spacing={3}>
        <SectionCard title="Upload Document">
          <Box sx={{ p: 2.5 }}>
            <UploadFormWithCase caseId={caseParam.kind === 'valid' ? caseParam.id : null} />
          </Box>
        </SectionCard>
        <SectionCard title="All Documents">
          <DocumentList emptyDescription="Documents uploaded to your cases appear here." />
        </SectionCard>
      </Stack>
    </>
  );
}
