import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Form, Formik } from 'formik';
import * as yup from 'yup';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useToast } from '../../../app/toast/toastContext';
import { LoadingState } from '../../../components/LoadingState';
import type { SupportTicketDetailFieldsFragment, SupportDeskOverviewQuery } from '../../../gql/graphql';
import type { TicketPriority, TicketStatus } from '../../../gql/graphql';
import { formFieldErrorsOf } from '../../../lib/formFieldErrors';
import { errorMessageOf } from '../../../lib/graphqlErrors';
import { FormTextField } from '../../patients/form/FormTextField';
import { SupportTicketReplyMutation } from '../../support/supportDocuments';
import { agentStatusLabels, formatWhen, ticketPriorityLabels } from '../../support/supportLabels';
import {
  SupportPatientLookupMutation,
  SupportTicketDeskQuery,
  SupportTicketUpdateMutation,
} from './supportDeskDocuments';

/** The moves the server allows (decision 451), so the desk is offered only those. */
export const nextStatuses: Record<string, string[]> = {
  open: ['pending', 'resolved'],
  pending: ['open', 'resolved'],
  resolved: ['open', 'closed'],
  closed: [],
};

type Templates = SupportDeskOverviewQuery['ticketTemplates'];
type Agents = SupportDeskOverviewQuery['supportAgents'];

const replySchema = yup.object({
  message: yup.string().trim().required('Write a message').max(10000, 'Message must be at most 10000 characters'),
});

function AgentReplyForm({
  ticket,
  templates,
  onChanged,
}: {
  ticket: SupportTicketDetailFieldsFragment;
  templates: Templates;
  onChanged: () => void;
}) {
  const [reply] = useMutation(SupportTicketReplyMutation);
  const showToast = useToast();
  const active = templates.filter((template) => template.isActive);
  if (ticket.status === 'closed') return <Alert severity="info">This ticket is closed.</Alert>;
  return (
    <Formik
      initialValues={{ message: '', isInternal: false, templateId: '', status: '' }}
      validationSchema={replySchema}
      onSubmit={async (values, { resetForm, setErrors }) => {
        try {
          await reply({
            variables: {
              input: {
                ticketId: ticket.id,
                message: values.message.trim(),
                isInternal: values.isInternal,
                templateId: values.templateId ? Number(values.templateId) : null,
                status: (values.status || null) as TicketStatus | null,
              },
            },
          });
          showToast({ title: values.isInternal ? 'Internal note added' : 'Reply sent', severity: 'success' });
          resetForm();
          onChanged();
        } catch (error) {
          const fieldErrors = formFieldErrorsOf(error);
          if (Object.keys(fieldErrors).length > 0) setErrors(fieldErrors);
          showToast({ title: 'Error', description: errorMessageOf(error), severity: 'error' });
        }
      }}
    >
      {({ values, setFieldValue, isSubmitting }) => (
        <Form noValidate aria-label="Answer the ticket">
          <Stack spacing={1.5}>
            {active.length > 0 && (
              <TextField
                select
                size="small"
                label="Template"
                value={values.templateId}
                onChange={(event) => {
                  const template = active.find((t) => String(t.id) === event.target.value);
                  void setFieldValue('templateId', event.target.value);
                  if (template) void setFieldValue('message', template.message);
                }}
              >
                <MenuItem value="">No template</MenuItem>
                {active.map((template) => (
                  <MenuItem key={template.id} value={String(template.id)}>
                    {template.templateName} (used {template.usageCount})
                  </MenuItem>
                ))}
              </TextField>
            )}
            <FormTextField
              name="message"
              label={values.isInternal ? 'Internal note (the requester never sees it)' : 'Reply to the requester'}
              multiline
              minRows={3}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
              <FormControlLabel
                control={
                  <Switch
                    checked={values.isInternal}
                    onChange={(event) => void setFieldValue('isInternal', event.target.checked)}
                  />
                }
                label="Internal note"
              />
              <TextField
                select
                size="small"
                label="Then set status"
                value={values.status}
                onChange={(event) => void setFieldValue('status', event.target.value)}
                sx={{ minWidth: 200 }}
              >
                <MenuItem value="">Keep {agentStatusLabels[ticket.status]}</MenuItem>
                {nextStatuses[ticket.status].map((status) => (
                  <MenuItem key={status} value={status}>
                    {agentStatusLabels[status]}
                  </MenuItem>
                ))}
              </TextField>
              <Button type="submit" variant="contained" disabled={isSubmitting}>
                {values.isInternal ? 'Add note' : 'Send reply'}
              </Button>
            </Stack>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}

function TicketSettings({
  ticket,
  agents,
  onChanged,
}: {
  ticket: SupportTicketDetailFieldsFragment;
  agents: Agents;
  onChanged: () => void;
}) {
  const [update, { loading }] = useMutation(SupportTicketUpdateMutation);
  const showToast = useToast();
  const [resolution, setResolution] = useState(ticket.resolution ?? '');
  const [tags, setTags] = useState(ticket.tags.join(', '));
  const run = async (input: Record<string, unknown>, done: string) => {
    try {
      await update({ variables: { input: { ticketId: ticket.id, ...input } } });
      showToast({ title: done, severity: 'success' });
      onChanged();
    } catch (error) {
      showToast({ title: 'Error', description: errorMessageOf(error), severity: 'error' });
    }
  };
  return (
    <Stack spacing={1.5}>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          select
          size="small"
          label="Priority"
          value={ticket.priority}
          disabled={loading}
          onChange={(event) => void run({ priority: event.target.value as TicketPriority }, 'Priority changed')}
        >
          {Object.entries(ticketPriorityLabels).map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Assignee"
          value={ticket.assignedToId ?? ''}
          disabled={loading}
          onChange={(event) => void run({ assignedToId: event.target.value }, 'Assignee changed')}
        >
          <MenuItem value="">Unassigned</MenuItem>
          {agents.map((agent) => (
            <MenuItem key={agent.id} value={agent.id}>
              {agent.name}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField
          size="small"
          label="Tags (comma separated)"
          value={tags}
          onChange={(event) => setTags(event.target.value)}
          sx={{ flex: 1 }}
        />
        <Button
          disabled={loading}
          onClick={() =>
            void run(
              {
                tags: tags
                  .split(',')
                  .map((tag) => tag.trim())
                  .filter(Boolean),
              },
              'Tags saved',
            )
          }
        >
          Save tags
        </Button>
      </Stack>
      {nextStatuses[ticket.status].includes('resolved') && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <TextField
            size="small"
            label="Resolution"
            value={resolution}
            onChange={(event) => setResolution(event.target.value)}
            sx={{ flex: 1 }}
          />
          <Button
            variant="contained"
            color="success"
            disabled={loading}
            onClick={() => void run({ status: 'resolved' as TicketStatus, resolution }, 'Ticket resolved')}
          >
            Resolve
          </Button>
        </Stack>
      )}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {nextStatuses[ticket.status]
          .filter((status) => status !== 'resolved')
          .map((status) => (
            <Button
              key={status}
              variant="outlined"
              disabled={loading}
              onClick={() => void run({ status: status as TicketStatus }, `Status: ${agentStatusLabels[status]}`)}
            >
              {status === 'open' ? 'Reopen' : status === 'closed' ? 'Close' : `Set ${agentStatusLabels[status]}`}
            </Button>
          ))}
      </Stack>
    </Stack>
  );
}

function BreakGlass({ ticketId }: { ticketId: number }) {
  const [lookup, { data, loading }] = useMutation(SupportPatientLookupMutation);
  const showToast = useToast();
  return (
    <Formik
      initialValues={{ reason: '', search: '' }}
      validationSchema={yup.object({
        reason: yup
          .string()
          .trim()
          .min(10, 'State the reason in at least 10 characters')
          .max(500, 'Reason must be at most 500 characters')
          .required('State the reason in at least 10 characters'),
        search: yup.string().trim().required('Search is required').max(100, 'Search must be at most 100 characters'),
      })}
      onSubmit={async (values, { setErrors }) => {
        try {
          await lookup({
            variables: { input: { ticketId, reason: values.reason.trim(), search: values.search.trim() } },
          });
        } catch (error) {
          const fieldErrors = formFieldErrorsOf(error);
          if (Object.keys(fieldErrors).length > 0) setErrors(fieldErrors);
          showToast({ title: 'Error', description: errorMessageOf(error), severity: 'error' });
        }
      }}
    >
      <Form noValidate aria-label="Look at patient records">
        <Stack spacing={1}>
          <Typography variant="body2" color="text.secondary">
            Patient records stay closed to the desk. To look, state why: the reason goes to the audit log first.
          </Typography>
          <FormTextField name="reason" label="Reason" />
          <FormTextField name="search" label="Patient name or case number" />
          <div>
            <Button type="submit" variant="outlined" color="warning" disabled={loading}>
              Record reason and look
            </Button>
          </div>
          {data && data.supportPatientLookup.length === 0 && (
            <Typography variant="body2">No patient matches.</Typography>
          )}
          {data && data.supportPatientLookup.length > 0 && (
            <List dense aria-label="Patients found">
              {data.supportPatientLookup.map((patient) => (
                <ListItem key={patient.id} disableGutters>
                  <ListItemText
                    primary={`${patient.firstName} ${patient.lastName}`}
                    secondary={`${patient.dateOfBirth ? `born ${patient.dateOfBirth} · ` : ''}${patient.caseNumbers.join(', ') || 'no case'}`}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </Stack>
      </Form>
    </Formik>
  );
}

function DeskSidePanel({ ticketId }: { ticketId: number }) {
  const { data, error } = useQuery(SupportTicketDeskQuery, {
    variables: { id: ticketId },
    fetchPolicy: 'cache-and-network',
  });
  if (!data) return error ? <Alert severity="error">{errorMessageOf(error)}</Alert> : <LoadingState />;
  const state = data.supportAccountState;
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 1.5 }} aria-label="Account state">
        <Typography variant="subtitle2" component="h3" gutterBottom>
          Account state
        </Typography>
        {state.clinicId ? (
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}
          >
            <dt>Clinic</dt>
            <dd style={{ margin: 0 }}>{state.clinicName}</dd>
            <dt>Plan</dt>
            <dd style={{ margin: 0 }}>{state.planName ?? '—'}</dd>
            <dt>Billing</dt>
            <dd style={{ margin: 0 }} data-testid="account-billing-status">
              {state.billingStatus} ({state.billingFrequency})
              {state.nextBillingDate ? `, next ${state.nextBillingDate}` : ''}
            </dd>
            <dt>Users</dt>
            <dd style={{ margin: 0 }}>{state.activeUsers} active</dd>
            <dt>Open tickets</dt>
            <dd style={{ margin: 0 }}>{state.openTickets}</dd>
          </Box>
        ) : (
          <Typography variant="body2">An attorney: no clinic account.</Typography>
        )}
        <Typography variant="body2" sx={{ mt: 1 }}>
          Requester account {state.requesterActive ? 'active' : 'inactive'}
          {state.requesterLastLoginAt ? `, last sign-in ${formatWhen(state.requesterLastLoginAt)}` : ''}
        </Typography>
        <Typography variant="subtitle2" component="h4" sx={{ mt: 1 }}>
          Recent errors (14 days)
        </Typography>
        {state.recentErrors.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            None logged.
          </Typography>
        ) : (
          <List dense>
            {state.recentErrors.map((item) => (
              <ListItem key={item.id} disableGutters>
                <ListItemText
                  primary={`${item.source}: ${item.message}`}
                  secondary={`${formatWhen(item.createdAt)}${item.correlationId ? ` · ${item.correlationId}` : ''}`}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Paper>
      {state.clinicId && (
        <Paper variant="outlined" sx={{ p: 1.5 }}>
          <Typography variant="subtitle2" component="h3" gutterBottom>
            Break-glass look at patients
          </Typography>
          <BreakGlass ticketId={ticketId} />
        </Paper>
      )}
      {data.supportTicket.escalations.length > 0 && (
        <Paper variant="outlined" sx={{ p: 1.5 }}>
          <Typography variant="subtitle2" component="h3">
            Escalations
          </Typography>
          <List dense>
            {data.supportTicket.escalations.map((item) => (
              <ListItem key={item.id} disableGutters>
                <ListItemText
                  primary={item.reason}
                  secondary={`${formatWhen(item.createdAt)} · ${item.status}${item.escalatedToName ? ` · to ${item.escalatedToName}` : ' · to the desk'}`}
                />
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
      <Paper variant="outlined" sx={{ p: 1.5 }}>
        <Typography variant="subtitle2" component="h3">
          Activity
        </Typography>
        <List dense aria-label="Ticket activity">
          {data.supportTicket.activity.map((item) => (
            <ListItem key={item.id} disableGutters>
              <ListItemText
                primary={`${item.actorName}: ${item.action.replace(/_/g, ' ')}`}
                secondary={`${formatWhen(item.createdAt)}${item.changes ? ` · ${item.changes}` : ''}`}
                slotProps={{ secondary: { sx: { wordBreak: 'break-word' } } }}
              />
            </ListItem>
          ))}
        </List>
      </Paper>
    </Stack>
  );
}

/** What the desk does on a ticket: answer or note, change it, see the account and its history. */
export function AgentControls({
  ticket,
  templates,
  agents,
  onChanged,
}: {
  ticket: SupportTicketDetailFieldsFragment;
  templates: Templates;
  agents: Agents;
  onChanged: () => void;
}) {
  return (
    <Stack spacing={2}>
      {ticket.internalNotes && (
        <Alert severity="warning" icon={false}>
          <strong>Desk notes:</strong> {ticket.internalNotes}
        </Alert>
      )}
      <AgentReplyForm ticket={ticket} templates={templates} onChanged={onChanged} />
      <Divider />
      <TicketSettings key={`${ticket.id}-${ticket.status}`} ticket={ticket} agents={agents} onChanged={onChanged} />
      <Divider />
      <DeskSidePanel ticketId={ticket.id} />
    </Stack>
  );
}
