import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useToast } from '../../app/toast/toastContext';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { RecordTable, type DataTableColumn } from '../../components/DataTable';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import type { ReminderFieldsFragment } from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';
import { errorMessageOf } from '../../lib/graphqlErrors';
import { useConnectionPages } from '../../lib/useConnectionPages';
import { ReminderCancelMutation, RemindersQuery } from './reminderDocuments';
import { offsetLabel, reminderChannelLabels, reminderTypeLabels } from './reminderFormat';
import { ReminderStatusChip } from './ReminderStatusChip';

const columns: DataTableColumn<ReminderFieldsFragment>[] = [
  {
    id: 'scheduled',
    header: 'Scheduled',
    accessor: (reminder) => reminder.scheduledDate,
    render: (reminder) => formatDateTime(reminder.scheduledDate),
    key: true,
    rowHeader: true,
  },
  {
    id: 'what',
    header: 'Reminder',
    accessor: (reminder) =>
      reminder.offsetMinutes !== null && reminder.offsetMinutes !== undefined
        ? `${reminderTypeLabels[reminder.reminderType]}, ${offsetLabel(reminder.offsetMinutes)}`
        : reminderTypeLabels[reminder.reminderType],
    key: true,
  },
  { id: 'channel', header: 'Channel', accessor: (reminder) => reminderChannelLabels[reminder.channel], key: true },
  {
    id: 'status',
    header: 'Status',
    accessor: (reminder) => reminder.reminderStatus,
    render: (reminder) => <ReminderStatusChip status={reminder.reminderStatus} />,
    key: true,
  },
  {
    id: 'sent',
    header: 'Sent',
    accessor: (reminder) => (reminder.sentAt ? formatDateTime(reminder.sentAt) : ''),
  },
  { id: 'to', header: 'To', accessor: (reminder) => reminder.toAddressMasked ?? '', wideOnly: true },
  { id: 'reason', header: 'Reason', accessor: (reminder) => reminder.statusReason ?? '' },
];

/** A patient's or an appointment's reminders, newest first, with Cancel on the pending ones. */
export function RemindersList({
  patientId = null,
  appointmentId = null,
  title,
}: {
  patientId?: number | null;
  appointmentId?: number | null;
  title: string;
}) {
  const showToast = useToast();
  const result = useQuery(RemindersQuery, { variables: { patientId, appointmentId, first: 20 } });
  const pages = useConnectionPages(result, 'reminders', 'reminders');
  const [cancelling, setCancelling] = useState<ReminderFieldsFragment | null>(null);
  const [cancel] = useMutation(ReminderCancelMutation);
  const reminders = pages.connection?.nodes ?? [];

  const confirmCancel = async () => {
    if (!cancelling) return;
    const target = cancelling;
    setCancelling(null);
    try {
      await cancel({ variables: { id: target.id } });
      showToast({ title: 'Reminder cancelled', severity: 'success' });
    } catch (error) {
      showToast({ title: 'Not cancelled', description: errorMessageOf(error), severity: 'error' });
    }
  };

  return (
    <Box component="section" aria-label={title}>
      {pages.error && !pages.connection ? (
        <ErrorState message={errorMessageOf(pages.error)} onRetry={pages.retry} />
      ) : pages.loading ? (
        <LoadingState label={`Loading ${title.toLowerCase()}`} />
      ) : reminders.length === 0 ? (
        <Typography color="text.secondary">No reminders yet.</Typography>
      ) : (
        <>
          <RecordTable
            label={title}
            columns={columns}
            rows={reminders}
            getRowId={(reminder) => reminder.id}
            renderActions={(reminder) =>
              reminder.reminderStatus === 'pending' ? (
                <Button size="small" color="error" onClick={() => setCancelling(reminder)}>
                  Cancel
                </Button>
              ) : null
            }
          />
          {pages.connection?.pageInfo.hasNextPage && (
            <Button onClick={pages.loadMore} disabled={pages.loadingMore} sx={{ mt: 1 }}>
              Load more
            </Button>
          )}
        </>
      )}
      <ConfirmDialog
        open={cancelling !== null}
        title="Cancel this reminder?"
        message="The patient will not receive it."
        confirmLabel="Cancel reminder"
        cancelLabel="Keep it"
        destructive
        onConfirm={() => void confirmCancel()}
        onCancel={() => setCancelling(null)}
      />
    </Box>
  );
}
