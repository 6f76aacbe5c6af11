import { useCallback, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { paths } from '../../app/paths';
import { PageHeader } from '../../components/PageHeader';
import { SectionCard } from '../../components/SectionCard';
import { parseRecordId } from '../../lib/recordId';
import { MessageComposeForm, type MessageComposer } from './compose/MessageComposeForm';
import { ConversationList } from './conversations/ConversationList';
import { ConversationPanel } from './conversations/ConversationPanel';
import { MessageFilters } from './filters/MessageFilters';
import {
  messageFilterOf,
  readMessageFilterParams,
  writeMessageFilterParams,
  type MessageFilterParams,
} from './filters/messageFilterParams';
import { MessageList } from './list/MessageList';

/** The case to start the compose form with: `?caseId=12`. */
function useComposeCaseIdParam(searchParams: URLSearchParams): number | null {
  const caseId = parseRecordId(searchParams.get('caseId') ?? undefined);
  return caseId.kind === 'valid' ? caseId.id : null;
}

/**
 * Secure Messaging (/messages): search, Unread only and Mark all read over the conversations (one per
 * case). With `?case=12` the case's conversation opens with its reply box; without, the compose form
 * and the Recent Messages list. Everything stays live.
 */
export default function MessagesPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readMessageFilterParams(searchParams);
  const filter = messageFilterOf(params);
  const initialCaseId = useComposeCaseIdParam(searchParams);
  const composer = useRef<MessageComposer>(null);

  const onChange = useCallback(
    (changes: Partial<MessageFilterParams>) =>
      setSearchParams((current) => writeMessageFilterParams(current, changes), { replace: true }),
    [setSearchParams],
  );
  const hrefOf = (caseId: number | null) =>
    `${paths.messages}?${writeMessageFilterParams(searchParams, { caseId }).toString()}`.replace(/\?$/, '');

  return (
    <>
      <PageHeader title="Secure Messaging" subtitle="Messages about your cases, kept with the case record." />
      <MessageFilters params={params} onChange={onChange} />
      <Grid container spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Grid size={{ xs: 12, md: 4 }}>
          <SectionCard title="Conversations">
            <ConversationList filter={filter} selectedCaseId={params.caseId} hrefOf={hrefOf} />
          </SectionCard>
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          {params.caseId !== null ? (
            <ConversationPanel key={params.caseId} caseId={params.caseId} closeHref={hrefOf(null)} />
          ) : (
            <Stack spacing={3}>
              <SectionCard title="New Message">
                <Box sx={{ p: 2.5 }}>
                  <MessageComposeForm initialCaseId={initialCaseId} ref={composer} />
                </Box>
              </SectionCard>
              <SectionCard title="Recent Messages">
                <MessageList
                  caseId={null}
                  filter={filter}
                  label="Recent messages"
                  onReply={(message) => composer.current?.replyTo(message)}
                />
              </SectionCard>
            </Stack>
          )}
        </Grid>
      </Grid>
    </>
  );
}
