import { signedInClient, type TestClient } from '../../../test/client';
import {
  createAppointmentType,
  createAttorneyUser,
  createCase,
  createClinicWithUsers,
  createPatient,
  createProvider,
  createRoom,
} from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const fields = `id status patientId caseId providerId providerName roomId roomName appointmentTypeName
  scheduledStart scheduledEnd actualStart actualEnd notes remindersEnabled cancellationReason`;
const bookMutation = `mutation($input: AppointmentBookInput!) { appointmentBook(input: $input) { ${fields} } }`;
const updateMutation = `mutation($input: AppointmentUpdateInput!) { appointmentUpdate(input: $input) { ${fields} } }`;
const statusMutation = `mutation($input: AppointmentStatusInput!) { appointmentSetStatus(input: $input) { ${fields} } }`;
const calendarQuery = `query($from: String!, $to: String!, $providerIds: [String!]) {
  appointmentCalendar(from: $from, to: $to, providerIds: $providerIds) { ${fields} } }`;
const visitsQuery = `query($when: VisitWhen!, $caseId: Int, $patientId: Int) {
  appointmentVisits(when: $when, caseId: $caseId, patientId: $patientId) { nodes { id status notes scheduledStart } pageInfo { hasNextPage } } }`;

interface Booked {
  id: number;
  status: string;
  providerName: string;
  roomId: number | null;
  scheduledStart: string;
  scheduledEnd: string;
  actualStart: string | null;
  actualEnd: string | null;
  notes: string | null;
  remindersEnabled: boolean;
  cancellationReason: string | null;
}

// A Monday far enough ahead to be "upcoming"; the test clinics keep their hours in UTC unless told.
const monday = '2027-01-04';
const at = (time: string, day = monday) => `${day}T${time}:00Z`;

/** A clinic (hours 08:00–17:00 Monday to Friday, UTC) with a provider, a type of 30 minutes, a room and a patient's case. */
async function schedulingClinic(timeZone = 'UTC') {
  const clinic = await createClinicWithUsers(t.dataSource, { time_zone: timeZone });
  const provider = await createProvider(t.dataSource, clinic.clinic.id, { last_name: 'Okafor' });
  const type = await createAppointmentType(t.dataSource, clinic.clinic.id, { duration_minutes: 30 });
  const room = await createRoom(t.dataSource, clinic.clinic.id, { name: 'Room 1' });
  const lawyer = await createAttorneyUser(t.dataSource);
  const record = await createCase(t.dataSource, { clinicId: clinic.clinic.id, attorneyId: lawyer.attorney.id });
  const staff = await signedInClient(t.url, clinic.staff.email);
  const base = { patientId: record.patient_id, caseId: record.id, providerId: provider.id, appointmentTypeId: type.id };
  return { ...clinic, staffUser: clinic.staff, provider, type, room, lawyer, record, staff, base };
}

async function book(client: TestClient, input: Record<string, unknown>) {
  return client.gql<{ appointmentBook: Booked }>(bookMutation, { input });
}

const fieldErrorsOf = (result: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  (result.errors?.[0]?.extensions?.fieldErrors ?? []) as { field: string; message: string }[];

describe('booking', () => {
  it("books with the type's duration, audits it and shows it on the calendar", async () => {
    const c = await schedulingClinic();
    const result = await book(c.staff, {
      ...c.base,
      roomId: c.room.id,
      scheduledStart: at('09:00'),
      notes: 'Neck pain',
    });
    expect(result.errors).toBeUndefined();
    const booked = result.data!.appointmentBook;
    expect(booked).toMatchObject({
      status: 'scheduled',
      providerName: 'Dana Okafor',
      roomId: c.room.id,
      remindersEnabled: true,
    });
    expect(new Date(booked.scheduledEnd).toISOString()).toBe('2027-01-04T09:30:00.000Z');
    const [audit] = await t.dataSource.query(
      `SELECT action, changed_by FROM audit_logs WHERE entity_type = 'appointment' AND entity_id = $1`,
      [String(booked.id)],
    );
    expect(audit).toEqual({ action: 'create', changed_by: c.staffUser.id });
    const calendar = await c.staff.gql<{ appointmentCalendar: Booked[] }>(calendarQuery, {
      from: at('00:00'),
      to: at('00:00', '2027-01-11'),
    });
    expect(calendar.data!.appointmentCalendar.map((a) => a.id)).toEqual([booked.id]);
  });

  it('refuses a provider who is not a provider, records of another clinic, a case of another patient, and bad times, writing nothing', async () => {
    const c = await schedulingClinic();
    const other = await schedulingClinic();
    const otherPatient = await createPatient(t.dataSource, c.clinic.id);
    const notProvider = await createProvider(t.dataSource, c.clinic.id, { is_provider: false });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ providerId: notProvider.id }, 'providerId', 'Choose a provider of this clinic'],
      [{ providerId: other.provider.id }, 'providerId', 'Choose a provider of this clinic'],
      [{ patientId: other.record.patient_id, caseId: null }, 'patientId', 'Patient not found'],
      [{ caseId: other.record.id }, 'caseId', 'Case not found'],
      [{ patientId: otherPatient.id }, 'caseId', 'This case belongs to another patient'],
      [{ roomId: other.room.id }, 'roomId', 'Room not found'],
      [{ appointmentTypeId: other.type.id }, 'appointmentTypeId', 'Appointment type not found'],
      [{ scheduledEnd: at('08:30') }, 'scheduledEnd', 'End must be after start'],
      [{ scheduledStart: at('07:30') }, 'scheduledStart', 'The clinic is open 08:00–17:00 on Mondays (UTC)'],
      [{ scheduledStart: at('16:45') }, 'scheduledStart', 'The clinic is open 08:00–17:00 on Mondays (UTC)'],
      [{ scheduledStart: at('10:00', '2027-01-09') }, 'scheduledStart', 'The clinic is closed on Saturdays'],
    ];
    for (const [change, field, message] of cases) {
      const result = await book(c.staff, { ...c.base, scheduledStart: at('09:00'), ...change });
      expect(fieldErrorsOf(result)).toEqual([{ field, message }]);
    }
    const [{ count }] = await t.dataSource.query(
      `SELECT count(*)::int AS count FROM appointments WHERE clinic_id = $1`,
      [c.clinic.id],
    );
    expect(count).toBe(0);
  });

  it("reads the business hours in the clinic's time zone", async () => {
    const c = await schedulingClinic('America/Chicago');
    // 13:30 UTC is 07:30 in Chicago in January: before opening.
    expect(fieldErrorsOf(await book(c.staff, { ...c.base, scheduledStart: at('13:30') }))).toEqual([
      { field: 'scheduledStart', message: 'The clinic is open 08:00–17:00 on Mondays (America/Chicago)' },
    ]);
    const ok = await book(c.staff, { ...c.base, scheduledStart: '2027-01-04T08:00:00-06:00' });
    expect(ok.errors).toBeUndefined();
  });

  it('lets exactly one of 10 simultaneous overlapping bookings of one provider through; the others name the provider and the time', async () => {
    const c = await schedulingClinic();
    const patients = await Promise.all(Array.from({ length: 10 }, () => createPatient(t.dataSource, c.clinic.id)));
    const results = await Promise.all(
      patients.map((patient, i) =>
        book(c.staff, {
          patientId: patient.id,
          providerId: c.provider.id,
          appointmentTypeId: c.type.id,
          scheduledStart: at(`10:${String(i * 2).padStart(2, '0')}`),
        }),
      ),
    );
    const winners = results.filter((r) => !r.errors);
    expect(winners).toHaveLength(1);
    const losers = results.filter((r) => r.errors);
    for (const loser of losers) {
      expect(loser.errors![0].extensions!.code).toBe('CONFLICT');
      expect(fieldErrorsOf(loser)).toEqual([
        {
          field: 'providerId',
          message: expect.stringMatching(
            /^Dana Okafor already has an appointment at this time \(Mon, Jan 4, 10:\d\d AM–10:\d\d AM\)$/,
          ),
        },
      ]);
    }
    const [{ count }] = await t.dataSource.query(
      `SELECT count(*)::int AS count FROM appointments WHERE clinic_id = $1`,
      [c.clinic.id],
    );
    expect(count).toBe(1);
  });

  it('lets one of 10 simultaneous bookings of one room by different providers through', async () => {
    const c = await schedulingClinic();
    const providers = await Promise.all(Array.from({ length: 10 }, () => createProvider(t.dataSource, c.clinic.id)));
    const results = await Promise.all(
      providers.map((provider) =>
        book(c.staff, {
          ...c.base,
          caseId: null,
          providerId: provider.id,
          roomId: c.room.id,
          scheduledStart: at('11:00'),
        }),
      ),
    );
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    for (const loser of results.filter((r) => r.errors))
      expect(fieldErrorsOf(loser)).toEqual([
        { field: 'roomId', message: 'Room 1 already has an appointment at this time (Mon, Jan 4, 11:00 AM–11:30 AM)' },
      ]);
  });
});

describe('changing an appointment', () => {
  it('moves it (refusing an overlap and keeping it where it was), then checks in and completes it', async () => {
    const c = await schedulingClinic();
    const first = (await book(c.staff, { ...c.base, scheduledStart: at('09:00') })).data!.appointmentBook;
    const second = (await book(c.staff, { ...c.base, scheduledStart: at('10:00') })).data!.appointmentBook;
    const clash = await c.staff.gql(updateMutation, { input: { id: second.id, scheduledStart: at('09:15') } });
    expect(fieldErrorsOf(clash)[0]).toEqual({
      field: 'providerId',
      message: 'Dana Okafor already has an appointment at this time (Mon, Jan 4, 9:00 AM–9:30 AM)',
    });
    const moved = await c.staff.gql<{ appointmentUpdate: Booked }>(updateMutation, {
      input: { id: second.id, scheduledStart: at('13:00'), remindersEnabled: false },
    });
    expect(moved.errors).toBeUndefined();
    expect(moved.data!.appointmentUpdate).toMatchObject({ remindersEnabled: false });
    expect(new Date(moved.data!.appointmentUpdate.scheduledEnd).toISOString()).toBe('2027-01-04T13:30:00.000Z');
    const [audit] = await t.dataSource.query(
      `SELECT old_values, new_values FROM audit_logs WHERE entity_type = 'appointment' AND entity_id = $1 AND action = 'reschedule'`,
      [String(second.id)],
    );
    expect(audit.new_values).toMatchObject({ remindersEnabled: false });

    const checkedIn = await c.staff.gql<{ appointmentSetStatus: Booked }>(statusMutation, {
      input: { id: first.id, status: 'checked_in' },
    });
    expect(checkedIn.data!.appointmentSetStatus.status).toBe('checked_in');
    expect(checkedIn.data!.appointmentSetStatus.actualStart).not.toBeNull();
    const cannotMove = await c.staff.gql(updateMutation, { input: { id: first.id, scheduledStart: at('14:00') } });
    expect(fieldErrorsOf(cannotMove)).toEqual([
      { field: 'scheduledStart', message: 'Only a scheduled appointment can be moved' },
    ]);
    const completed = await c.staff.gql<{ appointmentSetStatus: Booked }>(statusMutation, {
      input: { id: first.id, status: 'completed' },
    });
    expect(completed.data!.appointmentSetStatus.status).toBe('completed');
    expect(completed.data!.appointmentSetStatus.actualEnd).not.toBeNull();
  });

  it('refuses transitions out of order and a cancellation without a reason; a cancelled slot can be booked again', async () => {
    const c = await schedulingClinic();
    const booked = (await book(c.staff, { ...c.base, scheduledStart: at('09:00') })).data!.appointmentBook;
    expect(fieldErrorsOf(await c.staff.gql(statusMutation, { input: { id: booked.id, status: 'completed' } }))).toEqual(
      [{ field: 'status', message: 'An appointment that is scheduled cannot become completed' }],
    );
    expect(fieldErrorsOf(await c.staff.gql(statusMutation, { input: { id: booked.id, status: 'cancelled' } }))).toEqual(
      [{ field: 'reason', message: 'Give the reason for cancelling' }],
    );
    const cancelled = await c.staff.gql<{ appointmentSetStatus: Booked }>(statusMutation, {
      input: { id: booked.id, status: 'cancelled', reason: 'Car trouble' },
    });
    expect(cancelled.data!.appointmentSetStatus).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'Car trouble',
    });
    expect(
      fieldErrorsOf(await c.staff.gql(statusMutation, { input: { id: booked.id, status: 'checked_in' } })),
    ).toEqual([{ field: 'status', message: 'An appointment that is cancelled cannot become checked in' }]);
    expect((await book(c.staff, { ...c.base, scheduledStart: at('09:00') })).errors).toBeUndefined();
  });
});

describe('who sees and changes appointments', () => {
  it("answers another clinic as not found, lets the case's attorney read without notes, and refuses the attorney's writes", async () => {
    const c = await schedulingClinic();
    const booked = (await book(c.staff, { ...c.base, scheduledStart: at('09:00'), notes: 'Private' })).data!
      .appointmentBook;
    const other = await schedulingClinic();
    const foreign = await other.staff.gql(`query($id: Int!) { appointment(id: $id) { id } }`, { id: booked.id });
    expect(foreign.errors![0].extensions!.code).toBe('NOT_FOUND');
    const foreignMove = await other.staff.gql(statusMutation, { input: { id: booked.id, status: 'checked_in' } });
    expect(foreignMove.errors![0].extensions!.code).toBe('NOT_FOUND');
    const otherCalendar = await other.staff.gql<{ appointmentCalendar: Booked[] }>(calendarQuery, {
      from: at('00:00'),
      to: at('23:59'),
    });
    expect(otherCalendar.data!.appointmentCalendar).toEqual([]);

    const attorney = await signedInClient(t.url, c.lawyer.user.email);
    const visits = await attorney.gql<{ appointmentVisits: { nodes: Booked[] } }>(visitsQuery, {
      when: 'upcoming',
      caseId: c.record.id,
    });
    expect(visits.errors).toBeUndefined();
    expect(visits.data!.appointmentVisits.nodes).toEqual([
      expect.objectContaining({ id: booked.id, status: 'scheduled', notes: null }),
    ]);
    const rest = await attorney.rest<{ data: Record<string, unknown>[] }>(
      'GET',
      `/api/appointments?caseId=${c.record.id}`,
    );
    expect(rest.status).toBe(200);
    expect(rest.body.data[0]).toMatchObject({ id: booked.id });
    expect(rest.body.data[0].notes ?? null).toBeNull();
    const write = await attorney.gql(statusMutation, { input: { id: booked.id, status: 'checked_in' } });
    expect(write.errors![0].extensions!.code).toBe('FORBIDDEN');
  });

  it('splits visits into upcoming and past', async () => {
    const c = await schedulingClinic();
    const upcoming = (await book(c.staff, { ...c.base, scheduledStart: at('09:00') })).data!.appointmentBook;
    const [{ id: pastId }] = await t.dataSource.query(
      `INSERT INTO appointments (clinic_id, patient_id, case_id, provider_id, appointment_type_id, status, scheduled_start, scheduled_end, created_by)
       VALUES ($1, $2, $3, $4, $5, 'completed', now() - interval '7 days', now() - interval '7 days' + interval '30 minutes', $4) RETURNING id`,
      [c.clinic.id, c.record.patient_id, c.record.id, c.provider.id, c.type.id],
    );
    const read = async (when: string) =>
      (
        await c.staff.gql<{ appointmentVisits: { nodes: Booked[] } }>(visitsQuery, {
          when,
          patientId: c.record.patient_id,
        })
      ).data!.appointmentVisits.nodes.map((a) => a.id);
    expect(await read('upcoming')).toEqual([upcoming.id]);
    expect(await read('past')).toEqual([pastId]);
  });

  it('books and changes status over REST with the same rules', async () => {
    const c = await schedulingClinic();
    const created = await c.staff.rest<{ data: { id: number; status: string } }>('POST', '/api/appointments', {
      ...c.base,
      scheduledStart: at('09:00'),
    });
    expect(created.status).toBe(201);
    const bad = await c.staff.rest('POST', '/api/appointments', { ...c.base, scheduledStart: 'tomorrow' });
    expect(bad.status).toBe(400);
    const status = await c.staff.rest<{ data: { status: string } }>(
      'POST',
      `/api/appointments/${created.body.data.id}/status`,
      { status: 'no_show' },
    );
    expect(status.body.data.status).toBe('no_show');
    const list = await c.staff.rest<{ data: unknown[] }>(
      'GET',
      `/api/appointments?from=${at('00:00')}&to=${at('23:00')}`,
    );
    expect(list.body.data).toHaveLength(1);
  });
});
