import { useId, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChatOutlinedIcon from '@mui/icons-material/ChatOutlined';
import { casePaths } from '../cases/casePaths';
import { MessageComposeForm, type MessageComposer } from './compose/MessageComposeForm';
import { MessageList } from './list/MessageList';

/** A case's Messages tab: its messages, live, with a compose form for this case. */
export function CaseMessagesTab({ caseId }: { caseId: number }) {
  const composer = useRef<MessageComposer>(null);
  const composeHeadingId = useId();
  const listHeadingId = useId();

  return (
    <Stack spacing={3}>
      <Box component="section" aria-labelledby={composeHeadingId}>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 2,
            mb: 2,
            flexWrap: 'wrap',
          }}
        >
          <Typography id={composeHeadingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            New Message
          </Typography>
          <Button component={RouterLink} to={casePaths.messages(caseId)} startIcon={<ChatOutlinedIcon />}>
            Open in Secure Messaging
          </Button>
        </Box>
        <MessageComposeForm fixedCaseId={caseId} ref={composer} />
      </Box>
      <Divider />
      <Box component="section" aria-labelledby={listHeadingId}>
        <Typography id={listHeadingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
          Messages
        </Typography>
        <MessageList caseId={caseId} label="Case messages" onReply={(message) => composer.current?.replyTo(message)} />
      </Box>
    </Stack>
  );
}
