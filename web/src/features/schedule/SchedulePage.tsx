import { useMemo, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Calendar, dateFnsLocalizer } from 'react-big-calendar';
import type { EventInteractionArgs } from 'react-big-calendar/lib/addons/dragAndDrop';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import 'react-big-calendar/lib/addons/dragAndDrop/styles.css';
import { format, getDay, parse, startOfWeek } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import { PageHeader } from '../../components/PageHeader';
import { AccessRestrictedNotice } from '../../components/AccessRestrictedNotice';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { useCurrentUser } from '../../app/auth/useCurrentUser';
import { paths } from '../../app/paths';
import { useToast } from '../../app/toast/toastContext';
import type { AppointmentFieldsFragment, SchedulingSetupQuery as SchedulingSetupResult } from '../../gql/graphql';
import { errorMessageOf } from '../../lib/graphqlErrors';
import { AppointmentDetailsDialog } from './AppointmentDetailsDialog';
import { BookAppointmentDialog, type BookingSlot } from './BookAppointmentDialog';
import { isOpenAt, visibleHours } from './businessHoursShading';
import { withDragAndDrop } from './dragAndDropAddon';
import { fromWallClock, toWallClock } from './clinicWallClock';
import { AppointmentCalendarQuery, AppointmentUpdateMutation, SchedulingSetupQuery } from './scheduleDocuments';
import { usePortalScheduleChanges } from '../patient-portal/usePortalScheduleChanges';
import { calendarRange, type ScheduleView } from './wallCalendarRange';
import { readableTextOn } from '../../lib/readableText';

const localizer = dateFnsLocalizer({ format, parse, startOfWeek, getDay, locales: { 'en-US': enUS } });

interface CalendarEvent {
  appointment: AppointmentFieldsFragment;
  title: string;
  start: Date;
  end: Date;
  resourceId: string;
}

interface ProviderResource {
  id: string;
  title: string;
}

const DragAndDropCalendar = withDragAndDrop<CalendarEvent, ProviderResource>(Calendar<CalendarEvent, ProviderResource>);

const clinicRoles = new Set(['clinic_staff', 'clinic_admin']);

/** /schedule: the clinic's calendar, a column per provider, in the clinic's time zone. */
export function SchedulePage() {
  const { user } = useCurrentUser();
  if (user && !clinicRoles.has(user.role))
    return (
      <>
        <PageHeader title="Schedule" />
        <AccessRestrictedNotice
          reason="The schedule is the clinic's: only its staff and admins book appointments."
          back={{ label: 'Back to the dashboard', to: paths.dashboard }}
        />
      </>
    );
  return <ClinicSchedule />;
}

function ClinicSchedule() {
  const setupQuery = useQuery(SchedulingSetupQuery);
  const setup = setupQuery.data?.schedulingSetup;
  return (
    <>
      <PageHeader
        title="Schedule"
        subtitle={
          setup
            ? `Appointments by provider, in the clinic's time (${setup.timeZone}). Click an empty slot to book; drag to move.`
            : undefined
        }
      />
      {setupQuery.error ? (
        <ErrorState message={errorMessageOf(setupQuery.error)} onRetry={() => void setupQuery.refetch()} />
      ) : !setup ? (
        <LoadingState label="Loading the schedule" />
      ) : (
        <ScheduleCalendar setup={setup} />
      )}
    </>
  );
}

type Setup = SchedulingSetupResult['schedulingSetup'];

function ScheduleCalendar({ setup }: { setup: Setup }) {
  const showToast = useToast();
  const [view, setView] = useState<ScheduleView>('day');
  const [wallDate, setWallDate] = useState(() => toWallClock(new Date(), setup.timeZone));
  const [booking, setBooking] = useState<BookingSlot | null>(null);
  const [openId, setOpenId] = useState<number | null>(null);
  const range = calendarRange(view, wallDate, setup.timeZone);
  // Each visit to a range asks again: colleagues book too.
  const calendarQuery = useQuery(AppointmentCalendarQuery, { variables: range, fetchPolicy: 'cache-and-network' });
  const [update] = useMutation(AppointmentUpdateMutation);
  usePortalScheduleChanges(() => void calendarQuery.refetch());

  const appointments = useMemo(
    () => (calendarQuery.data ?? calendarQuery.previousData)?.appointmentCalendar ?? [],
    [calendarQuery.data, calendarQuery.previousData],
  );
  const events = useMemo<CalendarEvent[]>(
    () =>
      appointments
        .filter((appointment) => appointment.status !== 'cancelled')
        .map((appointment) => ({
          appointment,
          title: `${appointment.patientName} · ${appointment.appointmentTypeName}`,
          start: toWallClock(new Date(appointment.scheduledStart), setup.timeZone),
          end: toWallClock(new Date(appointment.scheduledEnd), setup.timeZone),
          resourceId: appointment.providerId,
        })),
    [appointments, setup.timeZone],
  );
  const resources = useMemo(
    () => setup.providers.map((provider) => ({ id: provider.id, title: provider.name })),
    [setup.providers],
  );
  const hours = visibleHours(setup.businessHours);
  const opened = appointments.find((appointment) => appointment.id === openId) ?? null;

  const move = async ({ event, start, end, resourceId }: EventInteractionArgs<CalendarEvent>) => {
    try {
      await update({
        variables: {
          input: {
            id: event.appointment.id,
            scheduledStart: fromWallClock(new Date(start), setup.timeZone).toISOString(),
            scheduledEnd: fromWallClock(new Date(end), setup.timeZone).toISOString(),
            providerId: typeof resourceId === 'string' ? resourceId : null,
          },
        },
      });
      showToast({ title: 'Appointment moved', severity: 'success' });
    } catch (error) {
      // Nothing changed on the server: the calendar still shows the appointment where it was.
      showToast({ title: 'Could not move the appointment', description: errorMessageOf(error), severity: 'error' });
    }
    await calendarQuery.refetch();
  };

  return (
    <Card sx={{ p: { xs: 1, md: 2 } }}>
      {calendarQuery.error && (
        <ErrorState message={errorMessageOf(calendarQuery.error)} onRetry={() => void calendarQuery.refetch()} />
      )}
      <Box
        // No visit lasts all day: the all-day row (whose ARIA roles are incomplete) is not shown.
        sx={{ height: 760, overflowX: 'auto', '& .rbc-allday-cell': { display: 'none' } }}
        data-testid="schedule-calendar"
      >
        <DragAndDropCalendar
          localizer={localizer}
          culture="en-US"
          events={events}
          resources={resources.length ? resources : undefined}
          resourceIdAccessor="id"
          resourceTitleAccessor="title"
          views={['day', 'week']}
          view={view}
          onView={(next) => setView(next === 'week' ? 'week' : 'day')}
          date={wallDate}
          onNavigate={(next) => setWallDate(next)}
          step={15}
          timeslots={4}
          min={new Date(1970, 0, 1, hours.min, 0)}
          max={new Date(1970, 0, 1, hours.max, 0)}
          selectable
          resizable={false}
          onSelectSlot={(slot) => {
            if (!isOpenAt(setup.businessHours, slot.start)) {
              showToast({ title: 'The clinic is closed at that time', severity: 'info' });
              return;
            }
            setBooking({
              start: fromWallClock(slot.start, setup.timeZone),
              providerId: typeof slot.resourceId === 'string' ? slot.resourceId : null,
            });
          }}
          onSelectEvent={(event) => setOpenId(event.appointment.id)}
          onEventDrop={(args) => void move(args)}
          slotPropGetter={(date) =>
            isOpenAt(setup.businessHours, date) ? {} : { style: { backgroundColor: 'rgba(0, 0, 0, 0.06)' } }
          }
          eventPropGetter={(event) => ({
            // A no-show is grey and struck through rather than faded: faded white text fails contrast.
            style:
              event.appointment.status === 'no_show'
                ? { backgroundColor: '#616161', color: '#fff', textDecoration: 'line-through' }
                : { backgroundColor: event.appointment.color, color: readableTextOn(event.appointment.color) },
          })}
        />
      </Box>
      {booking && (
        <BookAppointmentDialog
          slot={booking}
          setup={setup}
          onClose={() => setBooking(null)}
          onBooked={() => {
            setBooking(null);
            showToast({ title: 'Appointment booked', severity: 'success' });
            void calendarQuery.refetch();
          }}
        />
      )}
      {opened && (
        <AppointmentDetailsDialog
          appointment={opened}
          timeZone={setup.timeZone}
          onClose={() => setOpenId(null)}
          onChanged={() => void calendarQuery.refetch()}
        />
      )}
    </Card>
  );
}

export default SchedulePage;
