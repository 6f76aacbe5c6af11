import { signedInClient } from '../../../test/client';
import { createClinicWithUsers, createUser } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { Role } from '../../../platform/access/role';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const setupQuery = `{ schedulingSetup { timeZone businessHours { day opens closes closed }
  appointmentTypes { id name durationMinutes color isReExam isActive } rooms { id name isActive } providers { id name npi } } }`;
const typeSave = `mutation($input: AppointmentTypeSaveInput!) { appointmentTypeSave(input: $input) { id name durationMinutes color isReExam isActive } }`;
const roomSave = `mutation($input: RoomSaveInput!) { roomSave(input: $input) { id name isActive } }`;
const providerSet = `mutation($input: ProviderSetInput!) { clinicProviderSet(input: $input) { id name npi isProvider } }`;

const fieldErrorsOf = (result: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  (result.errors?.[0]?.extensions?.fieldErrors ?? []) as { field: string; message: string }[];

describe('scheduling set-up', () => {
  it('gives a clinic created by the operator the four default appointment types', async () => {
    const operator = await createUser(t.dataSource, { role: Role.super_admin });
    const client = await signedInClient(t.url, operator.email);
    const created = await client.gql<{ adminClinicCreate: { id: number } }>(
      `mutation($input: AdminClinicCreateInput!) { adminClinicCreate(input: $input) { id } }`,
      {
        input: { name: `Types Clinic ${Date.now()}`, email: `types-${Date.now()}@clinic.test`, phone: '555-123-4567' },
      },
    );
    expect(created.errors).toBeUndefined();
    const types = await t.dataSource.query(
      `SELECT name, duration_minutes AS minutes, is_re_exam AS "reExam" FROM appointment_types WHERE clinic_id = $1 ORDER BY duration_minutes DESC, name`,
      [created.data!.adminClinicCreate.id],
    );
    expect(types).toEqual([
      { name: 'New patient exam', minutes: 60, reExam: false },
      { name: 'Re-exam', minutes: 30, reExam: true },
      { name: 'Therapy', minutes: 30, reExam: false },
      { name: 'Adjustment', minutes: 15, reExam: false },
    ]);
  });

  it('lets the clinic admin add and change types and rooms and mark providers, audited; staff read only', async () => {
    const { clinic, staff, admin } = await createClinicWithUsers(t.dataSource);
    const adminClient = await signedInClient(t.url, admin.email);
    const staffClient = await signedInClient(t.url, staff.email);

    const added = await adminClient.gql<{ appointmentTypeSave: { id: number } }>(typeSave, {
      input: { name: 'Massage', durationMinutes: 45, color: '#AA3300', isReExam: false, isActive: true },
    });
    expect(added.errors).toBeUndefined();
    const duplicate = await adminClient.gql(typeSave, {
      input: { name: 'Massage', durationMinutes: 30, color: '#aa3300', isReExam: false, isActive: true },
    });
    expect(fieldErrorsOf(duplicate)).toEqual([
      { field: 'name', message: 'An appointment type with this name already exists' },
    ]);
    const bad = await adminClient.gql(typeSave, {
      input: { name: 'Quick', durationMinutes: 2, color: 'red', isReExam: false, isActive: true },
    });
    expect(
      fieldErrorsOf(bad)
        .map((e) => e.field)
        .sort(),
    ).toEqual(['color', 'durationMinutes']);
    const changed = await adminClient.gql<{ appointmentTypeSave: { isActive: boolean; color: string } }>(typeSave, {
      input: {
        id: added.data!.appointmentTypeSave.id,
        name: 'Massage',
        durationMinutes: 45,
        color: '#aa3300',
        isReExam: false,
        isActive: false,
      },
    });
    expect(changed.errors).toBeUndefined();
    expect(changed.data!.appointmentTypeSave).toMatchObject({ isActive: false, color: '#aa3300' });

    const room = await adminClient.gql<{ roomSave: { id: number; name: string } }>(roomSave, {
      input: { name: 'Room A', isActive: true },
    });
    expect(room.data!.roomSave.name).toBe('Room A');

    const badNpi = await adminClient.gql(providerSet, { input: { userId: staff.id, isProvider: true, npi: '123' } });
    expect(fieldErrorsOf(badNpi)).toEqual([
      { field: 'npi', message: 'NPI must be 10 digits with a valid check digit' },
    ]);
    const provider = await adminClient.gql<{ clinicProviderSet: { isProvider: boolean; npi: string } }>(providerSet, {
      input: { userId: staff.id, isProvider: true, npi: '1234567893' },
    });
    expect(provider.data!.clinicProviderSet).toMatchObject({ isProvider: true, npi: '1234567893' });

    const setup = await staffClient.gql<{
      schedulingSetup: {
        timeZone: string;
        rooms: { name: string }[];
        providers: { id: string; npi: string }[];
        appointmentTypes: { name: string }[];
      };
    }>(setupQuery);
    expect(setup.errors).toBeUndefined();
    expect(setup.data!.schedulingSetup.timeZone).toBe('America/New_York');
    expect(setup.data!.schedulingSetup.rooms.map((r) => r.name)).toEqual(['Room A']);
    expect(setup.data!.schedulingSetup.providers).toEqual([
      expect.objectContaining({ id: staff.id, npi: '1234567893' }),
    ]);

    const staffWrite = await staffClient.gql(roomSave, { input: { name: 'Room B', isActive: true } });
    expect(staffWrite.errors![0].extensions!.code).toBe('FORBIDDEN');

    const other = await createClinicWithUsers(t.dataSource);
    const foreignUser = await adminClient.gql(providerSet, { input: { userId: other.staff.id, isProvider: true } });
    expect(foreignUser.errors![0].extensions!.code).toBe('NOT_FOUND');

    const audits = await t.dataSource.query(
      `SELECT entity_type, action FROM audit_logs WHERE clinic_id = $1 AND action NOT IN ('login', 'access_denied') ORDER BY id`,
      [clinic.id],
    );
    expect(audits).toEqual([
      { entity_type: 'appointment_type', action: 'create' },
      { entity_type: 'appointment_type', action: 'update' },
      { entity_type: 'room', action: 'create' },
      { entity_type: 'user', action: 'provider_change' },
    ]);
  });
});
