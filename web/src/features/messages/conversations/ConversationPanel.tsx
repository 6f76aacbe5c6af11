import { useId, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { EmptyState } from '../../../components/EmptyState';
import { LoadingState } from '../../../components/LoadingState';
import { SectionCard } from '../../../components/SectionCard';
import { casePaths } from '../../cases/casePaths';
import { useInitialCase } from '../../cases/form/useInitialCase';
import { MessageComposeForm, type MessageComposer } from '../compose/MessageComposeForm';
import { MessageList } from '../list/MessageList';

interface ConversationPanelProps {
  caseId: number;
  /** The address of every conversation (closes this one, keeping the filters). */
  closeHref: string;
}

/** One case's conversation: its thread, live, with a reply box that answers the message chosen (or starts anew). */
export function ConversationPanel({ caseId, closeHref }: ConversationPanelProps) {
  const composer = useRef<MessageComposer>(null);
  const replyHeadingId = useId();
  const { loading, initialCase: conversationCase } = useInitialCase(caseId);
  const back = (
    <Button component={RouterLink} to={closeHref} size="small" startIcon={<ArrowBackIcon />}>
      All conversations
    </Button>
  );

  if (loading) return <LoadingState label="Loading the conversation..." />;
  if (!conversationCase)
    return (
      <SectionCard title="Conversation" action={back}>
        <EmptyState title="Case Not Found" description="The case does not exist or is not one of yours." />
      </SectionCard>
    );

  return (
    <SectionCard title={`Conversation: ${conversationCase.caseNumber}`} action={back}>
      <Typography variant="body2" color="text.secondary" sx={{ px: 2.5, pt: 1.5 }}>
        {conversationCase.patientName} ·{' '}
        <Link component={RouterLink} to={casePaths.detail(caseId)}>
          Open the case
        </Link>
      </Typography>
      <MessageList
        caseId={caseId}
        thread
        label="Conversation messages"
        onReply={(message) => composer.current?.replyTo(message)}
      />
      <Divider />
      <Box component="section" aria-labelledby={replyHeadingId} sx={{ p: 2.5 }}>
        <Typography id={replyHeadingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 2 }}>
          Reply
        </Typography>
        <MessageComposeForm fixedCaseId={caseId} ref={composer} />
      </Box>
    </SectionCard>
  );
}
