import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AppointmentFieldsFragment, AppointmentStatus } from '../../gql/graphql';
import { paths } from '../../app/paths';
import { errorMessageOf } from '../../lib/graphqlErrors';
import { AppointmentSetStatusMutation } from './scheduleDocuments';
import { useCurrentUser } from '../../app/auth/useCurrentUser';
import { RemindersList } from '../reminders/RemindersList';
import { appointmentStatusLabels, describeWallSlot } from './scheduleFormat';

/** The actions each status offers, in the order of an appointment's life. */
const actionsByStatus: Record<AppointmentStatus, { status: AppointmentStatus; label: string }[]> = {
  scheduled: [
    { status: 'checked_in', label: 'Check in' },
    { status: 'no_show', label: 'No-show' },
    { status: 'cancelled', label: 'Cancel appointment' },
  ],
  checked_in: [
    { status: 'completed', label: 'Complete' },
    { status: 'cancelled', label: 'Cancel appointment' },
  ],
  completed: [],
  cancelled: [],
  no_show: [],
};

/** A visit the patient came to has its treatment note (opened, or started as a draft, by /notes/new). */
const hasTreatmentNote = (status: AppointmentStatus) => status === 'checked_in' || status === 'completed';

/** An appointment's details and its next steps: Check in, Complete, Cancel (with a reason), No-show, the treatment note. */
export function AppointmentDetailsDialog({
  appointment,
  timeZone,
  onClose,
  onChanged,
}: {
  appointment: AppointmentFieldsFragment;
  timeZone: string;
  onClose: () => void;
  onChanged: (appointment: AppointmentFieldsFragment) => void;
}) {
  const [setStatus, { loading }] = useMutation(AppointmentSetStatusMutation);
  const { user } = useCurrentUser();
  const clinicUser = user?.role === 'clinic_staff' || user?.role === 'clinic_admin';
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const change = async (status: AppointmentStatus) => {
    setError(null);
    try {
      const result = await setStatus({
        variables: { input: { id: appointment.id, status, reason: status === 'cancelled' ? reason : null } },
      });
      if (result.data) onChanged(result.data.appointmentSetStatus);
    } catch (failure) {
      setError(errorMessageOf(failure));
    }
  };

  const start = new Date(appointment.scheduledStart);
  const end = new Date(appointment.scheduledEnd);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="appointment-details-title">
      <DialogTitle id="appointment-details-title">
        {appointment.appointmentTypeName}: {appointment.patientName}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={1.5}>
          <Chip
            label={appointmentStatusLabels[appointment.status]}
            color={appointment.status === 'completed' ? 'success' : 'default'}
            sx={{ alignSelf: 'flex-start' }}
          />
          <Typography>{describeWallSlot(start, timeZone, end)}</Typography>
          <Typography>Provider: {appointment.providerName}</Typography>
          {appointment.roomName && <Typography>Room: {appointment.roomName}</Typography>}
          {appointment.caseId && appointment.caseNumber && (
            <Typography>
              Case:{' '}
              <Link component={RouterLink} to={paths.caseDetail(appointment.caseId)}>
                {appointment.caseNumber}
              </Link>
            </Typography>
          )}
          {appointment.notes && <Typography>Notes: {appointment.notes}</Typography>}
          <Typography>Reminders: {appointment.remindersEnabled ? 'on' : 'off'}</Typography>
          {clinicUser && <RemindersList appointmentId={appointment.id} title="Appointment reminders" />}
          {appointment.cancellationReason && <Typography>Cancelled: {appointment.cancellationReason}</Typography>}
          {error && <Alert severity="error">{error}</Alert>}
          {cancelling && (
            <TextField
              autoFocus
              required
              label="Reason for cancelling"
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>Close</Button>
        {hasTreatmentNote(appointment.status) && !cancelling && (
          <Button component={RouterLink} to={paths.startTreatmentNote(appointment.id)} variant="outlined">
            Treatment note
          </Button>
        )}
        {cancelling ? (
          <Button
            color="error"
            variant="contained"
            disabled={loading || reason.trim() === ''}
            onClick={() => void change('cancelled')}
          >
            Confirm cancellation
          </Button>
        ) : (
          actionsByStatus[appointment.status].map((action) => (
            <Button
              key={action.status}
              variant={action.status === 'cancelled' ? 'outlined' : 'contained'}
              color={action.status === 'cancelled' ? 'error' : 'primary'}
              disabled={loading}
              onClick={() => (action.status === 'cancelled' ? setCancelling(true) : void change(action.status))}
            >
              {action.label}
            </Button>
          ))
        )}
      </DialogActions>
    </Dialog>
  );
}
