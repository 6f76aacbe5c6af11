import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import { useToast } from '../../../app/toast/toastContext';
import { errorMessageOf } from '../../../lib/graphqlErrors';
import { AiChatSendMutation, AiChatSessionQuery } from './aiChatDocuments';
import { ChatMessage } from './ChatMessage';

const maxQuestionLength = 2000;

interface ChatConversationProps {
  sessionId: number;
  exampleQuestions: readonly string[];
}

/** One chat: its messages, the question box, and example questions to ask with one click. */
export function ChatConversation({ sessionId, exampleQuestions }: ChatConversationProps) {
  const showToast = useToast();
  const [question, setQuestion] = useState('');
  const { data, loading, error, refetch } = useQuery(AiChatSessionQuery, { variables: { id: sessionId } });
  const [send, { loading: sending }] = useMutation(AiChatSendMutation, {
    refetchQueries: ['AiChatSession', 'AiChatSessions'],
    awaitRefetchQueries: true,
  });

  const ask = async (content: string) => {
    const text = content.trim();
    if (text === '') return;
    try {
      await send({ variables: { input: { sessionId, content: text } } });
      setQuestion('');
    } catch (failure) {
      showToast({
        title: 'Error',
        description: `Failed to ask the question: ${errorMessageOf(failure)}`,
        severity: 'error',
      });
    }
  };

  if (loading && !data) return <LoadingState label="Loading the chat" />;
  if (error && !data) return <ErrorState message={error.message} onRetry={() => void refetch()} />;
  const chat = data?.aiChatSession;
  if (!chat)
    return <ErrorState title="Chat not found" message="This chat is not one of yours, or it no longer exists." />;

  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      {chat.messages.length === 0 ? (
        <Typography color="text.secondary">Ask a question about your cases, bills, tasks or appointments.</Typography>
      ) : (
        <Box role="log" aria-label="Conversation">
          <Box component="ol" sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, p: 0, m: 0 }}>
            {chat.messages.map((message) => (
              <ChatMessage key={message.id} message={message} />
            ))}
          </Box>
        </Box>
      )}
      {sending && (
        <Typography role="status" variant="body2" color="text.secondary">
          Looking it up…
        </Typography>
      )}
      <Box
        component="form"
        aria-label="Ask the assistant"
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
        onSubmit={(event) => {
          event.preventDefault();
          void ask(question);
        }}
      >
        <TextField
          label="Your question"
          value={question}
          onChange={(event) => setQuestion(event.target.value)}
          fullWidth
          size="small"
          multiline
          maxRows={4}
          slotProps={{ htmlInput: { maxLength: maxQuestionLength } }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              void ask(question);
            }
          }}
        />
        <Button type="submit" variant="contained" disabled={sending || question.trim() === ''}>
          Ask
        </Button>
      </Box>
      <Box>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5 }}>
          Example questions
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {exampleQuestions.map((example) => (
            <Chip key={example} label={example} size="small" disabled={sending} onClick={() => void ask(example)} />
          ))}
        </Box>
      </Box>
    </Stack>
  );
}
