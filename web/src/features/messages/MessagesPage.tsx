import { useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import { PageHeader } from '../../components/PageHeader';
import { SectionCard } from '../../components/SectionCard';
import { parseRecordId } from '../../lib/recordId';
import { MessageComposeForm, type MessageComposer } from './compose/MessageComposeForm';
import { MessageList } from './list/MessageList';

/** The case to start the compose form with: `?caseId=12`. */
function useCaseIdParam(): number | null {
  const [searchParams] = useSearchParams();
  const caseId = parseRecordId(searchParams.get('caseId') ?? undefined);
  return caseId.kind === 'valid' ? caseId.id : null;
}

/** Secure Messaging (/messages): a compose form and the Recent Messages list, live. */
export default function MessagesPage() {
  const initialCaseId = useCaseIdParam();
  const composer = useRef<MessageComposer>(null);

  return (
    <>
      <PageHeader title="Secure Messaging" subtitle="Messages about your cases, kept with the case record." />
      <Grid container spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Grid size={{ xs: 12, md: 5 }}>
          <SectionCard title="New Message">
            <Box sx={{ p: 2.5 }}>
              <MessageComposeForm initialCaseId={initialCaseId} ref={composer} />
            </Box>
          </SectionCard>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <SectionCard title="Recent Messages">
            <MessageList
              caseId={null}
              label="Recent messages"
              onReply={(message) => composer.current?.replyTo(message)}
            />
          </SectionCard>
        </Grid>
      </Grid>
    </>
  );
}
