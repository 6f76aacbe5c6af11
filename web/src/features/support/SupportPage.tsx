import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { PageHeader } from '../../components/PageHeader';
import { errorMessageOf } from '../../lib/graphqlErrors';
import { NewTicketDialog } from './NewTicketDialog';
import { SupportTicketsQuery } from './supportDocuments';
import { formatWhen, statusColor, ticketStatusLabels } from './supportLabels';
import { TicketConversation } from './TicketConversation';

/** /support: "Help & support" for clinic users and attorneys: my tickets, a new ticket, the conversation. */
export default function SupportPage() {
  const [params, setParams] = useSearchParams();
  const selected = Number(params.get('ticket')) || null;
  const [creating, setCreating] = useState(false);
  const { data, error, loading, refetch, fetchMore } = useQuery(SupportTicketsQuery, {
    variables: { first: 20 },
    fetchPolicy: 'cache-and-network',
  });
  const open = (id: number | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id) next.set('ticket', String(id));
      else next.delete('ticket');
      return next;
    });
  const tickets = data?.supportTickets.nodes ?? [];

  const list = (
    <Paper variant="outlined" sx={{ minWidth: 0 }}>
      {!data && loading && <LoadingState label="Loading your tickets..." />}
      {!data && error && (
        <ErrorState
          title="Could not load your tickets"
          message={errorMessageOf(error)}
          onRetry={() => void refetch()}
        />
      )}
      {data && tickets.length === 0 && (
        <EmptyState
          title="No tickets yet"
          description="When something does not work, open a ticket and we will answer here."
        />
      )}
      {tickets.length > 0 && (
        <List aria-label="Your tickets" disablePadding>
          {tickets.map((ticket) => (
            <ListItem disablePadding key={ticket.id}>
              <ListItemButton
                selected={ticket.id === selected}
                onClick={() => open(ticket.id)}
                divider
                data-testid="support-ticket-row"
              >
                <ListItemText
                  primary={`${ticket.ticketNumber} · ${ticket.subject}`}
                  secondary={`${ticket.requesterName} · updated ${formatWhen(ticket.updatedAt)}`}
                  slotProps={{ primary: { sx: { wordBreak: 'break-word' } } }}
                />
                <Chip
                  size="small"
                  color={statusColor(ticket.status)}
                  label={ticketStatusLabels[ticket.status] ?? ticket.status}
                  sx={{ ml: 1 }}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
      {data?.supportTickets.pageInfo.hasNextPage && (
        <Box sx={{ p: 1 }}>
          <Button
            onClick={() =>
              void fetchMore({
                variables: { after: data.supportTickets.pageInfo.endCursor },
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
        </Box>
      )}
    </Paper>
  );

  return (
    <>
      <PageHeader
        title="Help & support"
        subtitle="Ask the Casebridge support desk; answers arrive here as they are written."
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            New ticket
          </Button>
        }
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(260px, 1fr) 2fr' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: { xs: selected ? 'none' : 'block', md: 'block' }, minWidth: 0 }}>{list}</Box>
        {selected ? (
          <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
            <Stack spacing={1}>
              <Box sx={{ display: { md: 'none' } }}>
                <Button startIcon={<ArrowBackIcon />} onClick={() => open(null)}>
                  All tickets
                </Button>
              </Box>
              <TicketConversation ticketId={selected} />
            </Stack>
          </Paper>
        ) : (
          <Box sx={{ display: { xs: 'none', md: 'block' } }}>
            {tickets.length > 0 && <EmptyState title="Choose a ticket" description="Its conversation opens here." />}
          </Box>
        )}
      </Box>
      {creating && (
        <NewTicketDialog
          onClose={() => setCreating(false)}
          onCreated={(id) => {
            setCreating(false);
            void refetch();
            open(id);
          }}
        />
      )}
    </>
  );
}
