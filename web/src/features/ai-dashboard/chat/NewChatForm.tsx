import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ChatSessionType } from '../../../gql/graphql';
import { useToastedAction } from '../../../lib/useToastedAction';
import { AiCasePicker, type AiCaseOption } from '../AiCasePicker';
import { AiChatSessionCreateMutation } from './aiChatDocuments';

const sessionTypeLabels: Record<ChatSessionType, string> = {
  general: 'General',
  case_analysis: 'Case analysis',
  documentation_help: 'Documentation help',
};
const sessionTypes = Object.keys(sessionTypeLabels) as ChatSessionType[];

interface NewChatFormProps {
  /** The dashboard's case (?caseId=), offered for a case-related chat. */
  initialCase: AiCaseOption | null;
  onCreated: (sessionId: number) => void;
}

/** New chat: its type and, when it is about a case, the case (required for case analysis). */
export function NewChatForm({ initialCase, onCreated }: NewChatFormProps) {
  const [sessionType, setSessionType] = useState<ChatSessionType>(initialCase ? 'case_analysis' : 'general');
  const [chosenCase, setChosenCase] = useState<AiCaseOption | null>(null);
  const [caseError, setCaseError] = useState<string | undefined>(undefined);
  const [create, { loading }] = useMutation(AiChatSessionCreateMutation, { refetchQueries: ['AiChatSessions'] });
  const caseRelated = sessionType !== 'general';
  const selectedCase = chosenCase ?? initialCase;

  const start = useToastedAction(
    async () => {
      const result = await create({
        variables: { input: { sessionType, caseId: caseRelated ? (selectedCase?.id ?? null) : null } },
      });
      return result.data!.aiChatSessionCreate;
    },
    {
      success: () => ({ title: 'Chat Session Created', severity: 'success' }),
      failure: () => 'Failed to start the chat',
    },
    () => null,
  );

  const submit = async () => {
    if (sessionType === 'case_analysis' && !selectedCase) {
      setCaseError('Choose the case this chat is about');
      return;
    }
    setCaseError(undefined);
    const session = await start();
    if (session) onCreated(session.id);
  };

  return (
    <Stack
      component="form"
      aria-label="New chat"
      noValidate
      spacing={2}
      sx={{ p: 2 }}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextField
        select
        label="Session type"
        value={sessionType}
        onChange={(event) => setSessionType(event.target.value as ChatSessionType)}
        size="small"
      >
        {sessionTypes.map((type) => (
          <MenuItem key={type} value={type}>
            {sessionTypeLabels[type]}
          </MenuItem>
        ))}
      </TextField>
      {caseRelated && (
        <AiCasePicker
          value={selectedCase}
          onChange={(value) => {
            setChosenCase(value);
            setCaseError(undefined);
          }}
          required={sessionType === 'case_analysis'}
          error={caseError}
        />
      )}
      <Button type="submit" variant="contained" disabled={loading}>
        New chat
      </Button>
    </Stack>
  );
}
