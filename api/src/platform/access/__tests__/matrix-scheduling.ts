import { randomUUID } from 'node:crypto';
import { Role } from '../role';
import {
  byId,
  clinicAdminOnly,
  clinicAndOperator,
  clinicOnly,
  everyone,
  gql,
  input,
  nodeIds,
  rest,
  restIds,
  type CallArgs,
  type Entry,
} from './matrix-dsl';

/** A Monday 10:00 in New York (the world's clinics keep the default hours), a random week ahead so bookings never meet. */
const freeMonday = () =>
  new Date(Date.parse('2031-01-06T15:00:00Z') + Math.floor(Math.random() * 2000) * 7 * 86_400_000).toISOString();

/** A booking on the role's home clinic: its fixture patient, case, provider and appointment type. */
const booking = (a: CallArgs) => {
  const home = a.world.shared.home;
  return {
    patientId: home.patientId,
    caseId: home.caseId,
    providerId: home.providerId,
    appointmentTypeId: home.appointmentTypeId,
    scheduledStart: freeMonday(),
  };
};

const calendarRange = { from: '2031-02-25T00:00:00Z', to: '2031-04-05T00:00:00Z' };
const appointmentFields = 'id status notes';

/**
 * Scheduling: appointments are read by their clinic, their case's attorney (without the notes) and
 * the operator; only the clinic's users book and change them; the set-up is the clinic admins'.
 */
export const schedulingMatrix: Record<string, Entry> = {
  'Query.appointment': [
    {
      label: 'by id',
      call: byId(`query($id: Int!) { appointment(id: $id) { ${appointmentFields} } }`),
      target: 'appointment',
      roles: everyone,
    },
  ],
  'Query.appointmentCalendar': [
    {
      label: 'range',
      call: gql(
        `query($from: String!, $to: String!) { appointmentCalendar(from: $from, to: $to) { ${appointmentFields} } }`,
        () => calendarRange,
      ),
      roles: everyone,
      rows: {
        kind: 'appointment',
        ids: (body) =>
          ((body as { data?: { appointmentCalendar?: { id: number }[] } }).data?.appointmentCalendar ?? []).map(
            (row) => row.id,
          ),
      },
    },
  ],
  'Query.appointmentVisits': [
    {
      label: 'of a case',
      call: byId(
        `query($id: Int) { appointmentVisits(when: upcoming, caseId: $id, first: 100) { nodes { ${appointmentFields} } } }`,
      ),
      target: 'case',
      roles: everyone,
      rows: { kind: 'appointment', ids: nodeIds('appointmentVisits') },
    },
  ],
  'Query.schedulingSetup': [
    {
      label: 'own clinic (the operator names one)',
      call: gql(
        'query($clinicId: Int) { schedulingSetup(clinicId: $clinicId) { clinicId timeZone appointmentTypes { id } rooms { id } providers { id } } }',
        (a) => ({ clinicId: a.role === Role.super_admin ? a.world.clinicB.id : null }),
      ),
      roles: clinicAndOperator,
    },
  ],
  'Mutation.appointmentBook': [
    {
      label: 'book',
      call: input(`mutation($input: AppointmentBookInput!) { appointmentBook(input: $input) { id } }`, booking),
      roles: clinicOnly,
    },
  ],
  'Mutation.appointmentUpdate': [
    {
      label: 'reminders off',
      call: input(`mutation($input: AppointmentUpdateInput!) { appointmentUpdate(input: $input) { id } }`, (a) => ({
        id: a.id,
        remindersEnabled: false,
      })),
      target: 'appointment',
      roles: clinicOnly,
      fresh: true,
    },
  ],
  'Mutation.appointmentSetStatus': [
    {
      label: 'check in',
      call: input(
        `mutation($input: AppointmentStatusInput!) { appointmentSetStatus(input: $input) { id status } }`,
        (a) => ({ id: a.id, status: 'checked_in' }),
      ),
      target: 'appointment',
      roles: clinicOnly,
      fresh: true,
    },
  ],
  'Mutation.appointmentTypeSave': [
    {
      label: 'add',
      call: input('mutation($input: AppointmentTypeSaveInput!) { appointmentTypeSave(input: $input) { id } }', () => ({
        name: `Matrix type ${randomUUID().slice(0, 8)}`,
        durationMinutes: 20,
        color: '#336699',
        isReExam: false,
        isActive: true,
      })),
      roles: clinicAdminOnly,
    },
  ],
  'Mutation.roomSave': [
    {
      label: 'add',
      call: input('mutation($input: RoomSaveInput!) { roomSave(input: $input) { id } }', () => ({
        name: `Matrix room ${randomUUID().slice(0, 8)}`,
        isActive: true,
      })),
      roles: clinicAdminOnly,
    },
  ],
  'Mutation.clinicProviderSet': [
    {
      label: 'mark a colleague',
      call: input(
        'mutation($input: ProviderSetInput!) { clinicProviderSet(input: $input) { id isProvider } }',
        (a) => ({
          userId: a.world.operatorUsers.targetId,
          isProvider: true,
          npi: '1234567893',
        }),
      ),
      roles: clinicAdminOnly,
    },
  ],
  'GET /api/appointments': [
    {
      label: 'calendar',
      call: rest({ path: () => `/api/appointments?from=${calendarRange.from}&to=${calendarRange.to}` }),
      roles: everyone,
      rows: { kind: 'appointment', ids: restIds },
    },
    {
      label: 'of a case',
      call: rest({ path: (a) => `/api/appointments?caseId=${a.id}&when=upcoming&limit=100` }),
      target: 'case',
      roles: everyone,
      rows: { kind: 'appointment', ids: restIds },
    },
  ],
  'GET /api/appointments/:id': [{ label: 'by id', call: rest(), target: 'appointment', roles: everyone }],
  'POST /api/appointments': [{ label: 'book', call: rest({ body: booking }), roles: clinicOnly }],
  'PATCH /api/appointments/:id': [
    {
      label: 'reminders off',
      call: rest({ body: () => ({ remindersEnabled: false }) }),
      target: 'appointment',
      roles: clinicOnly,
      fresh: true,
    },
  ],
  'POST /api/appointments/:id/status': [
    {
      label: 'check in',
      call: rest({ body: () => ({ status: 'checked_in' }) }),
      target: 'appointment',
      roles: clinicOnly,
      fresh: true,
    },
  ],
};
