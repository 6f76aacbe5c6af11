import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useFormik } from 'formik';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { AppointmentFieldsFragment, SchedulingSetupQuery } from '../../gql/graphql';
import { errorMessageOf, fieldErrorsOf } from '../../lib/graphqlErrors';
import { PatientPicker, type PatientOption } from '../cases/form/PatientPicker';
import { AppointmentBookMutation, PatientCasesForBookingQuery } from './scheduleDocuments';
import { describeWallSlot } from './scheduleFormat';

type Setup = SchedulingSetupQuery['schedulingSetup'];

export interface BookingSlot {
  /** The chosen start, as an instant. */
  start: Date;
  providerId: string | null;
}

interface Values {
  patient: PatientOption | null;
  caseId: string;
  appointmentTypeId: string;
  providerId: string;
  roomId: string;
  notes: string;
  remindersEnabled: boolean;
}

/** The dialog a click on an empty slot opens: patient, case, type, provider, room, notes and reminders. */
export function BookAppointmentDialog({
  slot,
  setup,
  onClose,
  onBooked,
}: {
  slot: BookingSlot;
  setup: Setup;
  onClose: () => void;
  onBooked: (appointment: AppointmentFieldsFragment) => void;
}) {
  const [book] = useMutation(AppointmentBookMutation);
  const [formError, setFormError] = useState<string | null>(null);
  const activeTypes = setup.appointmentTypes.filter((type) => type.isActive);
  const formik = useFormik<Values>({
    initialValues: {
      patient: null,
      caseId: '',
      appointmentTypeId: activeTypes[0] ? String(activeTypes[0].id) : '',
      providerId: slot.providerId ?? setup.providers[0]?.id ?? '',
      roomId: '',
      notes: '',
      remindersEnabled: true,
    },
    validate: (values) => {
      const errors: Partial<Record<keyof Values, string>> = {};
      if (!values.patient) errors.patient = 'Patient is required';
      if (!values.appointmentTypeId) errors.appointmentTypeId = 'Appointment type is required';
      if (!values.providerId) errors.providerId = 'Provider is required';
      return errors;
    },
    onSubmit: async (values, helpers) => {
      setFormError(null);
      try {
        const result = await book({
          variables: {
            input: {
              patientId: values.patient!.id,
              caseId: values.caseId ? Number(values.caseId) : null,
              appointmentTypeId: Number(values.appointmentTypeId),
              providerId: values.providerId,
              roomId: values.roomId ? Number(values.roomId) : null,
              scheduledStart: slot.start.toISOString(),
              notes: values.notes || null,
              remindersEnabled: values.remindersEnabled,
            },
          },
        });
        if (result.data) onBooked(result.data.appointmentBook);
      } catch (error) {
        const byField = fieldErrorsOf(error, ['BAD_USER_INPUT', 'CONFLICT']);
        const { patientId, scheduledStart, scheduledEnd, ...rest } = byField;
        helpers.setErrors({ ...rest, patient: patientId });
        const unplaced = scheduledStart ?? scheduledEnd;
        setFormError(unplaced ?? (Object.keys(byField).length ? null : errorMessageOf(error)));
      }
    },
  });

  const patientId = formik.values.patient?.id ?? null;
  const { data: casesData } = useQuery(PatientCasesForBookingQuery, {
    variables: { id: patientId ?? 0 },
    skip: patientId === null,
  });
  const cases = patientId ? (casesData?.patient?.cases ?? []) : [];
  const errorOf = (field: keyof Values) =>
    (formik.touched[field] || formik.submitCount > 0) && formik.errors[field]
      ? String(formik.errors[field])
      : undefined;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="book-appointment-title">
      <form onSubmit={formik.handleSubmit} noValidate>
        <DialogTitle id="book-appointment-title">Book appointment</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Alert severity="info" icon={false}>
              {describeWallSlot(slot.start, setup.timeZone)}
            </Alert>
            {formError && <Alert severity="error">{formError}</Alert>}
            <PatientPicker
              name="patient"
              required
              value={formik.values.patient}
              onChange={(patient) => {
                void formik.setFieldValue('patient', patient);
                void formik.setFieldValue('caseId', '');
              }}
              onBlur={() => void formik.setFieldTouched('patient', true)}
              error={errorOf('patient')}
            />
            <TextField
              select
              label="Case"
              name="caseId"
              value={formik.values.caseId}
              onChange={formik.handleChange}
              disabled={!patientId}
              error={Boolean(errorOf('caseId'))}
              helperText={errorOf('caseId') ?? (patientId ? 'Optional' : 'Choose the patient first')}
            >
              <MenuItem value="">No case</MenuItem>
              {cases.map((record) => (
                <MenuItem key={record.id} value={String(record.id)}>
                  {record.caseNumber}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              required
              label="Appointment type"
              name="appointmentTypeId"
              value={formik.values.appointmentTypeId}
              onChange={formik.handleChange}
              error={Boolean(errorOf('appointmentTypeId'))}
              helperText={errorOf('appointmentTypeId')}
            >
              {activeTypes.map((type) => (
                <MenuItem key={type.id} value={String(type.id)}>
                  {type.name} ({type.durationMinutes} min)
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              required
              label="Provider"
              name="providerId"
              value={formik.values.providerId}
              onChange={formik.handleChange}
              error={Boolean(errorOf('providerId'))}
              helperText={errorOf('providerId')}
            >
              {setup.providers.map((provider) => (
                <MenuItem key={provider.id} value={provider.id}>
                  {provider.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label="Room"
              name="roomId"
              value={formik.values.roomId}
              onChange={formik.handleChange}
              error={Boolean(errorOf('roomId'))}
              helperText={errorOf('roomId') ?? 'Optional'}
            >
              <MenuItem value="">No room</MenuItem>
              {setup.rooms
                .filter((room) => room.isActive)
                .map((room) => (
                  <MenuItem key={room.id} value={String(room.id)}>
                    {room.name}
                  </MenuItem>
                ))}
            </TextField>
            <TextField
              label="Notes"
              name="notes"
              multiline
              minRows={2}
              value={formik.values.notes}
              onChange={formik.handleChange}
              error={Boolean(errorOf('notes'))}
              helperText={errorOf('notes')}
            />
            <FormControlLabel
              control={
                <Switch
                  name="remindersEnabled"
                  checked={formik.values.remindersEnabled}
                  onChange={formik.handleChange}
                />
              }
              label="Send reminders"
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
            Book
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
