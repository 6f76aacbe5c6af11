import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import { StatCard } from '../../../components/StatCard';
import type { TicketStatus } from '../../../gql/graphql';
import { errorMessageOf } from '../../../lib/graphqlErrors';
import { SupportTicketsQuery } from '../../support/supportDocuments';
import {
  agentStatusLabels,
  formatMinutes,
  formatWhen,
  slaLabels,
  statusColor,
  ticketPriorityLabels,
} from '../../support/supportLabels';
import { TicketConversation } from '../../support/TicketConversation';
import { AgentControls } from './AgentControls';
import { SupportDeskOverviewQuery } from './supportDeskDocuments';
import { TemplateDialog } from './TemplateDialog';

/** The console's Support tab (OperatorArea.support): the desk's figures, the queue, a ticket, templates. */
export function SupportDeskTab() {
  const [params, setParams] = useSearchParams();
  const selected = Number(params.get('ticket')) || null;
  const [status, setStatus] = useState<string>('active');
  const [search, setSearch] = useState('');
  const [breached, setBreached] = useState(false);
  const [mine, setMine] = useState(false);
  const [editingTemplate, setEditingTemplate] = useState<number | 'new' | null>(null);
  const overview = useQuery(SupportDeskOverviewQuery, { fetchPolicy: 'cache-and-network' });
  const filter = {
    status: status === 'active' || status === 'all' ? null : (status as TicketStatus),
    activeOnly: status === 'active' ? true : null,
    search: search.trim() || null,
    breached: breached || null,
    assignedToMe: mine || null,
  };
  const tickets = useQuery(SupportTicketsQuery, {
    variables: { first: 25, filter },
    fetchPolicy: 'cache-and-network',
  });
  const open = (id: number | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id) next.set('ticket', String(id));
      else next.delete('ticket');
      return next;
    });

  if (!overview.data) {
    if (overview.error)
      return (
        <ErrorState
          title="Could not load the support desk"
          message={errorMessageOf(overview.error)}
          onRetry={() => void overview.refetch()}
        />
      );
    return <LoadingState label="Loading the support desk..." />;
  }
  const { supportMetrics: m, supportSlaPolicy, ticketTemplates, supportAgents } = overview.data;
  const nodes = tickets.data?.supportTickets.nodes ?? [];

  return (
    <Stack spacing={3}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
        <StatCard label="Open" value={m.open} detail={`${m.unassigned} unassigned`} />
        <StatCard label="Pending (requester)" value={m.pending} detail="SLA clock paused" />
        <StatCard label="Breached, not done" value={m.breachedOpen} detail="A deadline passed" />
        <StatCard
          label="Satisfaction"
          value={
            m.averageSatisfaction === null || m.averageSatisfaction === undefined ? '—' : `${m.averageSatisfaction} / 5`
          }
          detail="Ratings, last 30 days"
        />
        <StatCard label="First answer" value={formatMinutes(m.averageResponseMinutes)} detail="Average, last 30 days" />
        <StatCard label="Resolution" value={formatMinutes(m.averageResolutionMinutes)} detail="Average, last 30 days" />
        <StatCard
          label="SLA met"
          value={m.slaMetPercent === null || m.slaMetPercent === undefined ? '—' : `${m.slaMetPercent}%`}
          detail="Resolved in 30 days, both deadlines kept"
        />
      </Box>

      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(300px, 1fr) 2fr' },
          alignItems: 'start',
        }}
      >
        <Paper
          variant="outlined"
          sx={{ p: 1.5, minWidth: 0, display: { xs: selected ? 'none' : 'block', lg: 'block' } }}
        >
          <Stack spacing={1.5}>
            <Typography variant="h6" component="h2">
              Tickets
            </Typography>
            {/* Side by side while the list has the page's width; stacked once it is the narrow column beside a ticket. */}
            <Stack direction={{ xs: 'column', sm: 'row', lg: 'column' }} spacing={1}>
              <TextField
                select
                size="small"
                label="Status"
                value={status}
                onChange={(event) => setStatus(event.target.value)}
                sx={{ minWidth: 160 }}
              >
                <MenuItem value="active">Open and pending</MenuItem>
                <MenuItem value="all">All</MenuItem>
                {Object.entries(agentStatusLabels).map(([value, label]) => (
                  <MenuItem key={value} value={value}>
                    {label}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                size="small"
                label="Search"
                placeholder="Number, subject, requester"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                sx={{ flex: 1 }}
              />
            </Stack>
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
              <FormControlLabel
                control={<Switch checked={breached} onChange={(event) => setBreached(event.target.checked)} />}
                label="Breached only"
              />
              <FormControlLabel
                control={<Switch checked={mine} onChange={(event) => setMine(event.target.checked)} />}
                label="Assigned to me"
              />
            </Stack>
            {!tickets.data && tickets.loading && <LoadingState label="Loading tickets..." />}
            {tickets.error && !tickets.data && (
              <ErrorState title="Could not load tickets" message={errorMessageOf(tickets.error)} />
            )}
            {tickets.data && nodes.length === 0 && (
              <EmptyState title="No tickets match" description="Change the filters." />
            )}
            {nodes.length > 0 && (
              <List disablePadding aria-label="Support tickets">
                {nodes.map((ticket) => (
                  <ListItem disablePadding key={ticket.id}>
                    <ListItemButton
                      selected={ticket.id === selected}
                      onClick={() => open(ticket.id)}
                      divider
                      data-testid="desk-ticket-row"
                    >
                      <ListItemText
                        primary={`${ticket.ticketNumber} · ${ticket.subject}`}
                        secondary={`${ticket.requesterName}${ticket.clinicName ? ` · ${ticket.clinicName}` : ''} · ${ticketPriorityLabels[ticket.priority]} · ${ticket.assignedToName ?? 'unassigned'} · due ${formatWhen(ticket.slaDeadline)}`}
                        slotProps={{ primary: { sx: { wordBreak: 'break-word' } } }}
                      />
                      <Stack spacing={0.5} sx={{ ml: 1, alignItems: 'flex-end' }}>
                        <Chip
                          size="small"
                          color={statusColor(ticket.status)}
                          label={agentStatusLabels[ticket.status]}
                        />
                        {ticket.slaState === 'breached' && (
                          <Chip size="small" color="error" label={slaLabels.breached} />
                        )}
                      </Stack>
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
            )}
            {tickets.data?.supportTickets.pageInfo.hasNextPage && (
              <Button
                onClick={() =>
                  void tickets.fetchMore({
                    variables: { after: tickets.data!.supportTickets.pageInfo.endCursor },
                    updateQuery: (previous, { fetchMoreResult }) => ({
                      supportTickets: {
                        ...fetchMoreResult.supportTickets,
                        nodes: [...previous.supportTickets.nodes, ...fetchMoreResult.supportTickets.nodes],
                      },
                    }),
                  })
                }
              >
                Load more
              </Button>
            )}
          </Stack>
        </Paper>
        {selected ? (
          <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
            <Box sx={{ display: { lg: 'none' }, mb: 1 }}>
              <Button startIcon={<ArrowBackIcon />} onClick={() => open(null)}>
                All tickets
              </Button>
            </Box>
            <TicketConversation
              ticketId={selected}
              agentView
              agentControls={(ticket, refetch) => (
                <AgentControls
                  ticket={ticket}
                  templates={ticketTemplates}
                  agents={supportAgents}
                  onChanged={() => {
                    refetch();
                    void tickets.refetch();
                    void overview.refetch();
                  }}
                />
              )}
            />
          </Paper>
        ) : (
          <Box sx={{ display: { xs: 'none', lg: 'block' } }}>
            <EmptyState
              title="Choose a ticket"
              description="Its conversation, the account state and the history open here."
            />
          </Box>
        )}
      </Box>

      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' } }}>
        <Paper variant="outlined" sx={{ p: 1.5, overflowX: 'auto' }}>
          <Typography variant="h6" component="h2" gutterBottom>
            SLA by priority
          </Typography>
          <Table size="small" aria-label="SLA by priority">
            <TableHead>
              <TableRow>
                <TableCell>Priority</TableCell>
                <TableCell>First answer</TableCell>
                <TableCell>Resolution</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {supportSlaPolicy.map((row) => (
                <TableRow key={row.priority}>
                  <TableCell>{ticketPriorityLabels[row.priority]}</TableCell>
                  <TableCell>{formatMinutes(row.firstResponseMinutes)}</TableCell>
                  <TableCell>{formatMinutes(row.resolutionMinutes)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Typography variant="caption" color="text.secondary">
            Clock time from opening; paused while a ticket waits on its requester.
          </Typography>
        </Paper>
        <Paper variant="outlined" sx={{ p: 1.5 }}>
          <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
            <Typography variant="h6" component="h2" sx={{ mr: 'auto' }}>
              Templates
            </Typography>
            <Button onClick={() => setEditingTemplate('new')}>New template</Button>
          </Stack>
          {ticketTemplates.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              No templates yet.
            </Typography>
          ) : (
            <List dense disablePadding aria-label="Templates">
              {ticketTemplates.map((template) => (
                <ListItem disablePadding key={template.id}>
                  <ListItemButton onClick={() => setEditingTemplate(template.id)} divider>
                    <ListItemText
                      primary={`${template.templateName}${template.isActive ? '' : ' (inactive)'}`}
                      secondary={`Used ${template.usageCount} times · ${template.message.slice(0, 80)}`}
                    />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          )}
        </Paper>
      </Box>
      {editingTemplate !== null && (
        <TemplateDialog
          template={editingTemplate === 'new' ? null : (ticketTemplates.find((t) => t.id === editingTemplate) ?? null)}
          onClose={() => setEditingTemplate(null)}
        />
      )}
    </Stack>
  );
}
