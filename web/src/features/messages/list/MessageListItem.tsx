import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ReplyIcon from '@mui/icons-material/Reply';
import { formatDateTime, truncateText } from '../../../lib/format';
import { casePaths } from '../../cases/casePaths';
import type { MessageItem } from '../messageFields';
import { recipientLine, senderRoleLabel } from '../messageLabels';
import { formatMessageTime } from './messageTime';

/** How much of a message the list shows before "Show more". */
export const PREVIEW_LENGTH = 240;

interface MessageListItemProps {
  message: MessageItem;
  now: number;
  /** Show the case number and patient (lists of several cases). */
  showCase: boolean;
  /** Offered on messages from others. */
  onReply?: (message: MessageItem) => void;
  /** The signed-in user, whose own messages get no Reply. */
  currentUserId: string | undefined;
  /** In a conversation: how deep a reply it is (indented), and the message it answers. */
  depth?: number;
  inReplyTo?: MessageItem | null;
}

/** One message: subject, sender, recipient, case, time, a preview of its text, and whether it is unread. */
export function MessageListItem({
  message,
  now,
  showCase,
  onReply,
  currentUserId,
  depth = 0,
  inReplyTo = null,
}: MessageListItemProps) {
  const subjectId = useId();
  const [expanded, setExpanded] = useState(false);
  const unread = !message.isRead;
  const long = message.content.length > PREVIEW_LENGTH;
  const role = senderRoleLabel(message.senderRole);

  return (
    <Box
      component="li"
      aria-labelledby={subjectId}
      sx={{
        pr: 2.5,
        pl: 2.5 + depth * 3,
        py: 2,
        borderBottom: 1,
        borderColor: 'divider',
        borderLeft: 4,
        borderLeftColor: unread ? 'primary.main' : 'transparent',
        bgcolor: unread ? 'action.hover' : 'transparent',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={subjectId} component="h3" variant="subtitle1" sx={{ fontWeight: unread ? 700 : 600, flex: 1 }}>
          {message.subject}
        </Typography>
        {unread && <Chip label="Unread" color="primary" size="small" />}
        {message.recipientType === 'internal' && <Chip label="Internal" size="small" variant="outlined" />}
        <Typography
          component="time"
          variant="body2"
          color="text.secondary"
          dateTime={message.sentDate}
          title={formatDateTime(message.sentDate)}
        >
          {formatMessageTime(message.sentDate, now)}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary">
        From {message.senderName}
        {role && ` (${role})`} to {recipientLine(message)}
      </Typography>
      {inReplyTo && (
        <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <ReplyIcon fontSize="inherit" aria-hidden />
          In reply to “{inReplyTo.subject}” from {inReplyTo.senderName}
        </Typography>
      )}
      {showCase && (
        <Typography variant="body2" color="text.secondary">
          <Link component={RouterLink} to={casePaths.detail(message.caseId)}>
            {message.caseNumber}
          </Link>
          {` · ${message.patientName}`}
        </Typography>
      )}
      <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {expanded || !long ? message.content : truncateText(message.content, PREVIEW_LENGTH)}
      </Typography>
      {(long || (onReply && message.senderId !== currentUserId)) && (
        <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
          {long && (
            <Button size="small" onClick={() => setExpanded((shown) => !shown)} aria-expanded={expanded}>
              {expanded ? 'Show less' : 'Show more'}
            </Button>
          )}
          {onReply && message.senderId !== currentUserId && (
            <Button
              size="small"
              startIcon={<ReplyIcon />}
              onClick={() => onReply(message)}
              aria-label={`Reply to ${message.subject}`}
            >
              Reply
            </Button>
          )}
        </Box>
      )}
    </Box>
  );
}
