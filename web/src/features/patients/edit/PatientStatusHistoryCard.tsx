import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { EmptyState } from '../../../components/EmptyState';
import { SectionCard } from '../../../components/SectionCard';
import type { PatientEditFieldsFragment } from '../../../gql/graphql';
import { formatDateTime } from '../../../lib/format';
import { patientStatusLabel } from '../labels';

type StatusChange = PatientEditFieldsFragment['statusHistory'][number];

function changeTitle({ previousStatus, newStatus }: StatusChange): string {
  const to = patientStatusLabel(newStatus);
  return previousStatus ? `${patientStatusLabel(previousStatus)} → ${to}` : `Set to ${to}`;
}

function changeDetails({ changedAt, changedByName, reason, notes }: StatusChange): string {
  const who = changedByName ? ` by ${changedByName}` : '';
  return [`${formatDateTime(changedAt)}${who}`, reason && `Reason: ${reason}`, notes].filter(Boolean).join(' · ');
}

/** The patient's status changes, newest first. */
export function PatientStatusHistoryCard({ history }: { history: readonly StatusChange[] }) {
  const newestFirst = [...history].sort((a, b) => b.changedAt.localeCompare(a.changedAt));

  return (
    <SectionCard title="Status History">
      {newestFirst.length === 0 ? (
        <EmptyState title="No status changes yet" />
      ) : (
        <List disablePadding>
          {newestFirst.map((change) => (
            <ListItem key={change.id} divider sx={{ px: 2.5 }}>
              <ListItemText primary={changeTitle(change)} secondary={changeDetails(change)} />
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
}
