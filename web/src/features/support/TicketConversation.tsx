import { useRef, useState, type ReactNode } from 'react';
import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { Form, Formik } from 'formik';
import * as yup from 'yup';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { useToast } from '../../app/toast/toastContext';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import type { SupportTicketDetailFieldsFragment, TicketMessageFieldsFragment } from '../../gql/graphql';
import { formFieldErrorsOf } from '../../lib/formFieldErrors';
import { errorMessageOf } from '../../lib/graphqlErrors';
import { FormTextField } from '../patients/form/FormTextField';
import {
  SupportTicketMessageAddedSubscription,
  SupportTicketQuery,
  SupportTicketReplyMutation,
} from './supportDocuments';
import {
  formatMinutes,
  formatWhen,
  slaLabels,
  statusColor,
  ticketCategoryLabels,
  ticketPriorityLabels,
  ticketStatusLabels,
} from './supportLabels';
import { TicketRatingForm } from './TicketRatingForm';

function MessageBubble({ message, agentView }: { message: TicketMessageFieldsFragment; agentView: boolean }) {
  const mine = agentView ? message.senderType === 'agent' : message.senderType === 'requester';
  return (
    <Box
      data-testid="ticket-message"
      data-internal={message.isInternal ? 'true' : 'false'}
      sx={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start' }}
    >
      <Paper
        variant="outlined"
        sx={{
          p: 1.5,
          maxWidth: { xs: '92%', sm: '80%' },
          bgcolor: message.isInternal ? 'warning.50' : mine ? 'primary.50' : 'background.paper',
          borderColor: message.isInternal ? 'warning.main' : undefined,
          borderStyle: message.isInternal ? 'dashed' : undefined,
        }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
          <Typography variant="subtitle2" component="span">
            {message.senderName}
          </Typography>
          {message.senderType === 'agent' && !agentView && <Chip size="small" label="Support" />}
          {message.isInternal && <Chip size="small" color="warning" label="Internal note" />}
          <Typography variant="caption" color="text.secondary">
            {formatWhen(message.createdAt)}
          </Typography>
        </Stack>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {message.message}
        </Typography>
        {message.attachments.map((file) => (
          <Link key={file.id} href={`/api/support/attachments/${file.id}`} variant="body2" sx={{ display: 'block' }}>
            <AttachFileIcon fontSize="inherit" /> {file.fileName}
          </Link>
        ))}
      </Paper>
    </Box>
  );
}

const replySchema = yup.object({
  message: yup.string().trim().required('Write a message').max(10000, 'Message must be at most 10000 characters'),
});

interface ConversationProps {
  ticketId: number;
  /** The desk's view: internal notes, templates and the status (rendered by `agentControls`). */
  agentView?: boolean;
  /** The desk's reply box and side panel, given the ticket (the console passes them). */
  agentControls?: (ticket: SupportTicketDetailFieldsFragment, refetch: () => void) => ReactNode;
}

/** One ticket's header and conversation, live for both sides; the requester's reply box and rating. */
export function TicketConversation({ ticketId, agentView = false, agentControls }: ConversationProps) {
  const { data, error, refetch } = useQuery(SupportTicketQuery, {
    variables: { id: ticketId },
    fetchPolicy: 'cache-and-network',
  });
  const live = useSubscription(SupportTicketMessageAddedSubscription, {
    variables: { ticketId },
    onData: () => void refetch(),
  });
  const ticket = data?.supportTicket;
  if (!ticket) {
    if (error)
      return (
        <ErrorState title="Could not load the ticket" message={errorMessageOf(error)} onRetry={() => void refetch()} />
      );
    return <LoadingState label="Loading the ticket..." />;
  }
  const statusLabel = ticketStatusLabels[ticket.status] ?? ticket.status;
  return (
    <Stack spacing={2} data-testid="ticket-conversation">
      <Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography variant="h6" component="h2" sx={{ mr: 1, wordBreak: 'break-word' }}>
            {ticket.ticketNumber} · {ticket.subject}
          </Typography>
          <Chip size="small" color={statusColor(ticket.status)} label={statusLabel} data-testid="ticket-status" />
          <Chip size="small" variant="outlined" label={ticketPriorityLabels[ticket.priority] ?? ticket.priority} />
          <Chip size="small" variant="outlined" label={ticketCategoryLabels[ticket.category] ?? ticket.category} />
          {agentView && (
            <Chip
              size="small"
              color={ticket.slaState === 'breached' ? 'error' : 'default'}
              label={slaLabels[ticket.slaState] ?? ticket.slaState}
            />
          )}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          Opened {formatWhen(ticket.createdAt)} by {ticket.requesterName}
          {ticket.clinicName ? ` (${ticket.clinicName})` : ''} · first answer{' '}
          {formatMinutes(ticket.responseTimeMinutes)}
          {ticket.resolutionTimeMinutes !== null && ticket.resolutionTimeMinutes !== undefined
            ? ` · resolved in ${formatMinutes(ticket.resolutionTimeMinutes)}`
            : ''}
        </Typography>
      </Box>
      {live.error && <Alert severity="warning">Live updates are paused; new messages appear when you reload.</Alert>}
      <Paper variant="outlined" sx={{ p: 1.5 }}>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {ticket.description}
        </Typography>
      </Paper>
      <Stack spacing={1} aria-label="Conversation" role="log">
        {ticket.messages.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No answer yet. {agentView ? '' : 'The support desk will answer here.'}
          </Typography>
        ) : (
          ticket.messages.map((message) => <MessageBubble key={message.id} message={message} agentView={agentView} />)
        )}
      </Stack>
      {ticket.resolution && (
        <Alert severity="success" icon={false}>
          <strong>Resolution:</strong> {ticket.resolution}
        </Alert>
      )}
      {agentView ? (
        agentControls?.(ticket, () => void refetch())
      ) : (
        <RequesterControls ticket={ticket} onChanged={() => void refetch()} />
      )}
    </Stack>
  );
}

function RequesterControls({
  ticket,
  onChanged,
}: {
  ticket: SupportTicketDetailFieldsFragment;
  onChanged: () => void;
}) {
  const [reply] = useMutation(SupportTicketReplyMutation);
  const showToast = useToast();
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const closed = ticket.status === 'closed';

  const upload = async (file: File) => {
    setUploading(true);
    try {
      const form = new FormData();
      form.append('file', file);
      const response = await fetch(`/api/support/tickets/${ticket.id}/attachments`, {
        method: 'POST',
        body: form,
        credentials: 'same-origin',
      });
      const body = (await response.json().catch(() => ({}))) as { message?: string };
      if (!response.ok) throw new Error(body.message ?? 'The file could not be attached');
      showToast({ title: 'File attached', severity: 'success' });
      onChanged();
    } catch (error) {
      showToast({ title: 'Error', description: (error as Error).message, severity: 'error' });
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return (
    <Stack spacing={2}>
      {(ticket.status === 'resolved' || ticket.status === 'closed') && <TicketRatingForm ticket={ticket} />}
      {closed ? (
        <Alert severity="info">This ticket is closed. Open a new ticket if you need more help.</Alert>
      ) : (
        <Formik
          initialValues={{ message: '' }}
          validationSchema={replySchema}
          onSubmit={async (values, { resetForm, setErrors }) => {
            try {
              await reply({ variables: { input: { ticketId: ticket.id, message: values.message.trim() } } });
              resetForm();
              onChanged();
            } catch (error) {
              const fieldErrors = formFieldErrorsOf(error);
              if (Object.keys(fieldErrors).length > 0) setErrors(fieldErrors);
              showToast({ title: 'Error', description: errorMessageOf(error), severity: 'error' });
            }
          }}
        >
          {({ isSubmitting }) => (
            <Form noValidate aria-label="Reply to the support desk">
              <Stack spacing={1}>
                <FormTextField
                  name="message"
                  label={ticket.status === 'resolved' ? 'Reply (reopens the ticket)' : 'Your reply'}
                  multiline
                  minRows={3}
                />
                <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
                  <Button type="submit" variant="contained" disabled={isSubmitting}>
                    Send reply
                  </Button>
                  <Button
                    variant="outlined"
                    startIcon={<AttachFileIcon />}
                    disabled={uploading}
                    onClick={() => fileInput.current?.click()}
                  >
                    {uploading ? 'Attaching...' : 'Attach a file'}
                  </Button>
                  <input
                    ref={fileInput}
                    type="file"
                    hidden
                    aria-label="File to attach"
                    onChange={(event) => {
                      const file = event.target.files?.[0];
                      if (file) void upload(file);
                    }}
                  />
                </Stack>
              </Stack>
            </Form>
          )}
        </Formik>
      )}
    </Stack>
  );
}
