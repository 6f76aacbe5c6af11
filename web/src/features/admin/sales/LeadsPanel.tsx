import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RecordTable } from '../../../components/DataTable';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import { SectionCard } from '../../../components/SectionCard';
import type { SalesLeadFieldsFragment, SalesRepresentativeFieldsFragment } from '../../../gql/graphql';
import { formatLocalDate, formatMoney } from '../../../lib/format';
import { errorMessageOf } from '../../../lib/graphqlErrors';
import { ConvertWaitlistDialog } from './ConvertWaitlistDialog';
import { LeadDialog } from './LeadDialog';
import { leadStatuses, leadStatusLabels } from './salesFormat';
import { SalesLeadsQuery } from './salesQueries';

type Lead = SalesLeadFieldsFragment;

/** The pipeline by status, the follow-ups due, conversion from the waitlist and each lead's edit. */
export function LeadsPanel({ reps }: { reps: readonly SalesRepresentativeFieldsFragment[] }) {
  const { data, error, refetch } = useQuery(SalesLeadsQuery);
  const [converting, setConverting] = useState(false);
  const [editing, setEditing] = useState<Lead | null>(null);
  if (error && !data)
    return (
      <ErrorState title="Could not load the leads" message={errorMessageOf(error)} onRetry={() => void refetch()} />
    );
  if (!data) return <LoadingState label="Loading leads..." />;
  const leads = data.salesLeads;
  const due = leads.filter((lead) => lead.followUpDue);
  const columns = [
    { id: 'company', header: 'Company', accessor: (lead: Lead) => lead.companyName, key: true, rowHeader: true },
    { id: 'contact', header: 'Contact', accessor: (lead: Lead) => lead.contactName, wideOnly: true },
    { id: 'status', header: 'Status', accessor: (lead: Lead) => leadStatusLabels[lead.status] ?? lead.status },
    {
      id: 'score',
      header: 'Score',
      accessor: (lead: Lead) => `${lead.leadScore}/100`,
      align: 'right' as const,
      key: true,
    },
    {
      id: 'value',
      header: 'Estimated value',
      accessor: (lead: Lead) => (lead.estimatedValue ? formatMoney(lead.estimatedValue) : ''),
      align: 'right' as const,
      wideOnly: true,
    },
    { id: 'rep', header: 'Representative', accessor: (lead: Lead) => lead.assignedRepName ?? '' },
    {
      id: 'followUp',
      header: 'Next follow-up',
      accessor: (lead: Lead) => (lead.nextFollowUp ? formatLocalDate(lead.nextFollowUp) : ''),
    },
    { id: 'source', header: 'Source', accessor: (lead: Lead) => lead.source, wideOnly: true },
  ];
  const edit = (lead: Lead) => (
    <Button size="small" onClick={() => setEditing(lead)} aria-label={`Edit the lead ${lead.companyName}`}>
      Edit
    </Button>
  );
  return (
    <Stack spacing={2}>
      <SectionCard
        title="Pipeline"
        action={
          <Button variant="contained" onClick={() => setConverting(true)}>
            Convert from waitlist
          </Button>
        }
      >
        <Stack
          direction="row"
          spacing={1}
          sx={{ px: 2.5, py: 2, flexWrap: 'wrap', rowGap: 1 }}
          aria-label="Leads by status"
        >
          {leadStatuses.map((status) => (
            <Chip
              key={status}
              label={`${leadStatusLabels[status]}: ${leads.filter((lead) => lead.status === status).length}`}
            />
          ))}
        </Stack>
        <RecordTable<Lead>
          label="Leads"
          rows={leads}
          getRowId={(lead) => lead.id}
          getRowLabel={(lead) => lead.companyName}
          columns={columns}
          renderActions={edit}
          isRowHighlighted={(lead) => lead.followUpDue}
        />
      </SectionCard>
      <SectionCard title="Follow-ups due">
        {due.length === 0 ? (
          <Typography sx={{ px: 2.5, py: 2 }} color="text.secondary">
            No follow-up is due today.
          </Typography>
        ) : (
          <RecordTable<Lead>
            label="Follow-ups due"
            rows={due}
            getRowId={(lead) => lead.id}
            getRowLabel={(lead) => lead.companyName}
            columns={columns.filter((column) => ['company', 'contact', 'rep', 'followUp'].includes(column.id))}
            renderActions={edit}
          />
        )}
      </SectionCard>
      <ConvertWaitlistDialog
        open={converting}
        reps={reps}
        convertedIds={new Set(leads.flatMap((lead) => (lead.waitlistEntryId ? [lead.waitlistEntryId] : [])))}
        onClose={() => setConverting(false)}
      />
      <LeadDialog lead={editing} reps={reps} onClose={() => setEditing(null)} />
    </Stack>
  );
}
