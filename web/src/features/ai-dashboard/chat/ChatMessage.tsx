import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { AiChatMessageFieldsFragment } from '../../../gql/graphql';

/** One message: the user's question on the right, the assistant's answer on the left with the records it used. */
export function ChatMessage({ message }: { message: AiChatMessageFieldsFragment }) {
  const fromUser = message.role === 'user';
  return (
    <Box
      component="li"
      aria-label={fromUser ? 'Your question' : 'Answer'}
      sx={{
        alignSelf: fromUser ? 'flex-end' : 'flex-start',
        maxWidth: '85%',
        bgcolor: fromUser ? 'primary.main' : 'grey.100',
        color: fromUser ? 'primary.contrastText' : 'text.primary',
        borderRadius: 2,
        px: 2,
        py: 1,
        listStyle: 'none',
      }}
    >
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
        {message.content}
      </Typography>
      {message.citations.length > 0 && (
        <Box component="nav" aria-label="Sources" sx={{ mt: 1, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          <Typography variant="caption" color="text.secondary">
            Sources:
          </Typography>
          {message.citations.map((citation) => (
            <Link
              key={`${citation.type}:${citation.id ?? ''}:${citation.path}`}
              component={RouterLink}
              to={citation.path}
              variant="caption"
            >
              {citation.label}
            </Link>
          ))}
        </Box>
      )}
      {message.fallbackReason && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          The configured model did not answer ({message.fallbackReason}); the built-in assistant did.
        </Typography>
      )}
    </Box>
  );
}
