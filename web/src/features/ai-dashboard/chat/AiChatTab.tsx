import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { EmptyState } from '../../../components/EmptyState';
import { SectionCard } from '../../../components/SectionCard';
import { useAiCaseParam } from '../useAiCaseParam';
import { AiChatEngineQuery } from './aiChatDocuments';
import { ChatConversation } from './ChatConversation';
import { ChatSessionList } from './ChatSessionList';
import { NewChatForm } from './NewChatForm';

/** Says honestly who answers: the built-in assistant, or the configured model by name. */
function engineLine(engine: { kind: string; name: string }): string {
  return engine.kind === 'model'
    ? `Answers come from the model ${engine.name}, which sees only what the app’s data functions return from your own records.`
    : 'Answers come from the built-in assistant: it reads only your own records and understands the example questions below.';
}

/**
 * The AI Chat tab: new chat (type, and a case when it is about one, preselected from ?caseId=), the
 * recent chats, and the open conversation with its cited records.
 */
export function AiChatTab() {
  const { selectedCase, loadingCase } = useAiCaseParam();
  const [sessionId, setSessionId] = useState<number | null>(null);
  const engine = useQuery(AiChatEngineQuery);

  if (engine.error && !engine.data) return <Alert severity="warning">{engine.error.message}</Alert>;

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 4 }}>
        <Stack spacing={2}>
          <SectionCard title="New chat">
            {!loadingCase && (
              <NewChatForm key={selectedCase?.id ?? 'none'} initialCase={selectedCase} onCreated={setSessionId} />
            )}
          </SectionCard>
          <SectionCard title="Recent chats">
            <ChatSessionList selectedId={sessionId} onSelect={setSessionId} />
          </SectionCard>
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 8 }}>
        <SectionCard title="Conversation">
          {engine.data && (
            <Alert severity="info" sx={{ m: 2, mb: 0 }}>
              {engineLine(engine.data.aiChatEngine)}
            </Alert>
          )}
          {sessionId === null ? (
            <EmptyState title="No chat open" description="Start a new chat, or open one of your recent chats." />
          ) : (
            <ChatConversation
              key={sessionId}
              sessionId={sessionId}
              exampleQuestions={engine.data?.aiChatEngine.exampleQuestions ?? []}
            />
          )}
        </SectionCard>
      </Grid>
    </Grid>
  );
}
