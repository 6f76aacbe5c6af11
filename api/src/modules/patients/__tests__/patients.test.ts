import { Role } from '../../../platform/access/role';
import { signedInClient, type GraphQLResponse } from '../../../test/client';
import {
  createAttorneyUser,
  createCase,
  createClinicWithUsers,
  createPatient,
  createUser,
} from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const signedIn = (email: string) => signedInClient(t.url, email);

const fullPatient = {
  firstName: 'Maria',
  lastName: 'Lopez',
  dateOfBirth: '1985-04-12',
  email: 'Maria.Lopez@Example.com',
  phone: '(973) 555-0199',
  address: '12 Oak St',
  city: 'Newark',
  state: 'NJ',
  zipCode: '07102',
};

const createMutation = `mutation($input: PatientCreateInput!) { patientCreate(input: $input) { id clinicId email status firstName } }`;
const updateMutation = `mutation($id: Int!, $input: PatientUpdateInput!) { patientUpdate(id: $id, input: $input) { id status dateOfBirth isActive city } }`;

function fieldErrors(result: { errors?: { extensions?: { fieldErrors?: { field: string; message: string }[] } }[] }) {
  return result.errors?.[0].extensions?.fieldErrors ?? [];
}

describe('creating patients', () => {
  it('registers a patient in the caller clinic, normalized, with a status history row and an audit row', async () => {
    const { clinic, staff } = await createClinicWithUsers(t.dataSource);
    const client = await signedIn(staff.email);
    const result = await client.gql<{ patientCreate: { id: number; clinicId: number; email: string; status: string } }>(
      createMutation,
      {
        input: { ...fullPatient, firstName: '  Maria  ' },
      },
    );
    expect(result.errors).toBeUndefined();
    const patient = result.data!.patientCreate;
    expect(patient).toMatchObject({
      clinicId: clinic.id,
      email: 'maria.lopez@example.com',
      status: 'intake',
      firstName: 'Maria',
    });
    const history = await t.dataSource.query(`SELECT new_status FROM patient_status_history WHERE patient_id = $1`, [
      patient.id,
    ]);
    expect(history).toEqual([{ new_status: 'intake' }]);
    const audit = await t.dataSource.query(
      `SELECT action, changed_by, clinic_id FROM audit_logs WHERE entity_type = 'patient' AND entity_id = $1`,
      [String(patient.id)],
    );
    expect(audit).toEqual([{ action: 'create', changed_by: staff.id, clinic_id: clinic.id }]);
  });

  it.each([
    ['firstName', { firstName: '   ' }, 'First name is required'],
    ['lastName', { lastName: '' }, 'Last name is required'],
    ['email', { email: '' }, 'Email is required'],
    ['email', { email: 'not-an-email' }, 'Email must be a valid email address'],
    ['phone', { phone: '' }, 'Phone is required'],
    ['phone', { phone: 'call me' }, 'Phone must be a valid phone number'],
    ['dateOfBirth', { dateOfBirth: '2999-01-01' }, 'Date of birth must be a date between 1900 and today'],
    ['zipCode', { zipCode: '123' }, 'ZIP code must be 5 digits (or ZIP+4)'],
  ])('refuses a bad %s with a message naming it, and stores nothing', async (field, override, message) => {
    const { clinic, staff } = await createClinicWithUsers(t.dataSource);
    const client = await signedIn(staff.email);
    const result = await client.gql(createMutation, { input: { ...fullPatient, ...override } });
    expect(result.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(fieldErrors(result)).toContainEqual({ field, message });
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM patients WHERE clinic_id = $1`, [
      clinic.id,
    ]);
    expect(n).toBe(0);
  });

  it('refuses a missing date of birth on the full form, but quick add needs only a name', async () => {
    const { staff } = await createClinicWithUsers(t.dataSource);
    const client = await signedIn(staff.email);
    const { dateOfBirth: _dob, ...withoutBirthDate } = fullPatient;
    const missing = await client.gql(createMutation, { input: withoutBirthDate });
    expect(missing.errors?.[0].message).toMatch(/dateOfBirth/);
    const quick = await client.gql<{ patientQuickAdd: { firstName: string } }>(
      `mutation($input: PatientQuickAddInput!) { patientQuickAdd(input: $input) { firstName } }`,
      { input: { firstName: 'Ann', lastName: 'Lee' } },
    );
    expect(quick.data?.patientQuickAdd.firstName).toBe('Ann');
    const badEmail = await client.gql(
      `mutation($input: PatientQuickAddInput!) { patientQuickAdd(input: $input) { id } }`,
      {
        input: { firstName: 'Ann', lastName: 'Lee', email: 'nope' },
      },
    );
    expect(fieldErrors(badEmail)).toEqual([{ field: 'email', message: 'Email must be a valid email address' }]);
  });

  it('lets neither an attorney nor the operator create a patient without a clinic', async () => {
    const { user } = await createAttorneyUser(t.dataSource);
    const operator = await createUser(t.dataSource, { role: Role.super_admin });
    for (const email of [user.email, operator.email]) {
      const result = await (await signedIn(email)).gql(createMutation, { input: fullPatient });
      expect(result.errors?.[0]).toMatchObject({
        message: 'Only clinic users can add patients',
        extensions: { code: 'FORBIDDEN' },
      });
    }
  });

  it('ignores a client-supplied clinic: the REST body cannot choose the tenant', async () => {
    const mine = await createClinicWithUsers(t.dataSource);
    const other = await createClinicWithUsers(t.dataSource);
    const client = await signedIn(mine.staff.email);
    const refused = await client.rest('POST', '/api/patients', { ...fullPatient, clinicId: other.clinic.id });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      errors: [{ field: 'clinicId', message: 'property clinicId should not exist' }],
    });
    const created = await client.rest<{ clinicId: number }>('POST', '/api/patients', fullPatient);
    expect(created.status).toBe(201);
    expect(created.body.clinicId).toBe(mine.clinic.id);
  });
});

describe('editing patients', () => {
  const editInput = { ...fullPatient, city: 'Montclair' };

  it("records the patient's sex as claims ask for it (female, male or unknown), refusing anything else by name", async () => {
    const { clinic, staff } = await createClinicWithUsers(t.dataSource);
    const patient = await createPatient(t.dataSource, clinic.id);
    const client = await signedIn(staff.email);
    const withSex = `mutation($id: Int!, $input: PatientUpdateInput!) { patientUpdate(id: $id, input: $input) { sex } }`;
    const saved = await client.gql<{ patientUpdate: { sex: string } }>(withSex, {
      id: patient.id,
      input: { ...editInput, sex: 'female' },
    });
    expect(saved.data?.patientUpdate.sex).toBe('female');
    const refused = await client.gql(withSex, { id: patient.id, input: { ...editInput, sex: 'f' } });
    expect(fieldErrors(refused as Parameters<typeof fieldErrors>[0])).toEqual([
      { field: 'sex', message: 'Sex must be one of: female, male, unknown' },
    ]);
    const [row] = await t.dataSource.query(`SELECT sex FROM patients WHERE id = $1`, [patient.id]);
    expect(row.sex).toBe('female');
  });

  it('updates, records the status change in the history, audits old and new values, and stores an empty birth date as null', async () => {
    const { clinic, staff } = await createClinicWithUsers(t.dataSource);
    const patient = await createPatient(t.dataSource, clinic.id, { date_of_birth: '1970-01-01', city: 'Newark' });
    const client = await signedIn(staff.email);
    const result = await client.gql<{ patientUpdate: { status: string; dateOfBirth: string | null; city: string } }>(
      updateMutation,
      {
        id: patient.id,
        input: { ...editInput, dateOfBirth: null, status: 'active', statusReason: 'Treatment plan signed' },
      },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.patientUpdate).toMatchObject({ status: 'active', dateOfBirth: null, city: 'Montclair' });
    const history = await t.dataSource.query(
      `SELECT previous_status, new_status, reason FROM patient_status_history WHERE patient_id = $1`,
      [patient.id],
    );
    expect(history).toEqual([{ previous_status: 'intake', new_status: 'active', reason: 'Treatment plan signed' }]);
    const [audit] = await t.dataSource.query(
      `SELECT old_values, new_values FROM audit_logs WHERE entity_type = 'patient' AND entity_id = $1 AND action = 'update'`,
      [String(patient.id)],
    );
    expect(audit.old_values).toMatchObject({ city: 'Newark', status: 'intake', dateOfBirth: '1970-01-01' });
    expect(audit.new_values).toMatchObject({ city: 'Montclair', status: 'active', dateOfBirth: null });
  });

  it('treats isActive: null as unchanged, over GraphQL and REST (fuzzing found it answered 500)', async () => {
    const { clinic, staff } = await createClinicWithUsers(t.dataSource);
    const patient = await createPatient(t.dataSource, clinic.id);
    const client = await signedIn(staff.email);
    const result = await client.gql<{ patientUpdate: { isActive: boolean } }>(updateMutation, {
      id: patient.id,
      input: { ...editInput, isActive: null },
    });
    expect(result.errors).toBeUndefined();
    expect(result.data?.patientUpdate.isActive).toBe(true);
    const csrf = (await client.request('GET', `/api/patients/${patient.id}`)).headers.get('x-csrf-token')!;
    const viaRest = await client.request('PUT', `/api/patients/${patient.id}`, {
      body: JSON.stringify({ ...editInput, isActive: null }),
      headers: { 'x-csrf-token': csrf },
    });
    expect(viaRest.status).toBe(200);
  });

  it.each([
    ['address', 'Street address is required'],
    ['city', 'City is required'],
    ['state', 'State is required'],
    ['zipCode', 'ZIP code is required'],
  ])('requires %s on edit', async (field, message) => {
    const { clinic, staff } = await createClinicWithUsers(t.dataSource);
    const patient = await createPatient(t.dataSource, clinic.id);
    const result = await (
      await signedIn(staff.email)
    ).gql(updateMutation, { id: patient.id, input: { ...editInput, [field]: '' } });
    expect(fieldErrors(result)).toContainEqual({ field, message });
  });

  it("answers another clinic's patient exactly like a missing one, and changes nothing", async () => {
    const mine = await createClinicWithUsers(t.dataSource);
    const theirs = await createClinicWithUsers(t.dataSource);
    const foreign = await createPatient(t.dataSource, theirs.clinic.id, { city: 'Original' });
    const client = await signedIn(mine.staff.email);
    const read = await client.gql(`query($id: Int!) { patient(id: $id) { id } }`, { id: foreign.id });
    expect(read).toEqual({ data: { patient: null } });
    const write = await client.gql(updateMutation, { id: foreign.id, input: editInput });
    const missing = await client.gql(updateMutation, { id: 2_000_000_000, input: editInput });
    expect(write.errors?.[0]).toMatchObject({ message: 'Patient not found', extensions: { code: 'NOT_FOUND' } });
    expect(write.errors?.[0].message).toBe(missing.errors?.[0].message);
    const [row] = await t.dataSource.query(`SELECT city FROM patients WHERE id = $1`, [foreign.id]);
    expect(row.city).toBe('Original');
  });

  it('lets an attorney read the patients of their cases only, and never edit them', async () => {
    const { clinic } = await createClinicWithUsers(t.dataSource);
    const { attorney, user } = await createAttorneyUser(t.dataSource);
    const theirs = await createCase(t.dataSource, { clinicId: clinic.id, attorneyId: attorney.id });
    const other = await createCase(t.dataSource, { clinicId: clinic.id });
    const client = await signedIn(user.email);
    const list = await client.gql<{ patients: { nodes: { id: number }[]; totalCount: number } }>(
      '{ patients(first: 50) { totalCount nodes { id } } }',
    );
    expect(list.data?.patients).toEqual({ totalCount: 1, nodes: [{ id: theirs.patient_id }] });
    expect((await client.gql(`query($id: Int!) { patient(id: $id) { id } }`, { id: other.patient_id })).data).toEqual({
      patient: null,
    });
    const edit = await client.gql(updateMutation, { id: theirs.patient_id, input: editInput });
    expect(edit.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});

describe("a patient's internal notes", () => {
  const noteQuery = `query($id: Int!) { patient(id: $id) { id notes statusHistory { newStatus reason notes } } }`;

  it('reach the clinic but never the attorney: GraphQL, status history, REST record and audit history', async () => {
    const { clinic, staff } = await createClinicWithUsers(t.dataSource);
    const { attorney, user } = await createAttorneyUser(t.dataSource);
    const record = await createCase(t.dataSource, { clinicId: clinic.id, attorneyId: attorney.id });
    const id = record.patient_id;
    const clinicClient = await signedIn(staff.email);
    const edit = await clinicClient.gql(updateMutation, {
      id,
      input: { ...fullPatient, notes: 'internal-patient-note', status: 'active', statusReason: 'Seen today' },
    });
    expect(edit.errors).toBeUndefined();
    await t.dataSource.query(`UPDATE patient_status_history SET notes = 'internal-status-note' WHERE patient_id = $1`, [
      id,
    ]);
    const readAll = async (email: string) => {
      const client = await signedIn(email);
      const gql = await client.gql(noteQuery, { id });
      const rest = await (await client.request('GET', `/api/patients/${id}`)).text();
      const audit = await (await client.request('GET', `/api/audit-log?entityType=patient&entityId=${id}`)).text();
      return { gql, text: JSON.stringify(gql) + rest + audit };
    };

    const seenByClinic = await readAll(staff.email);
    expect(seenByClinic.gql.data).toEqual({
      patient: {
        id,
        notes: 'internal-patient-note',
        statusHistory: [{ newStatus: 'active', reason: 'Seen today', notes: 'internal-status-note' }],
      },
    });
    expect(seenByClinic.text.split('internal-patient-note').length).toBeGreaterThan(3);

    const seenByAttorney = await readAll(user.email);
    expect(seenByAttorney.gql).toEqual({
      data: {
        patient: { id, notes: null, statusHistory: [{ newStatus: 'active', reason: 'Seen today', notes: null }] },
      },
    });
    expect(seenByAttorney.text).not.toContain('internal-patient-note');
    expect(seenByAttorney.text).not.toContain('internal-status-note');
  });
});

describe('the REST patient edit', () => {
  it('requires the CSRF token that the GET sent: a wrong or missing token is a 403 and changes nothing', async () => {
    const { clinic, staff } = await createClinicWithUsers(t.dataSource);
    const patient = await createPatient(t.dataSource, clinic.id, { city: 'Before' });
    const client = await signedIn(staff.email);
    const get = await client.request('GET', `/api/patients/${patient.id}`);
    const token = get.headers.get('x-csrf-token');
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const body = { ...((await get.json()) as Record<string, unknown>), ...fullPatient, city: 'After' };

    for (const headers of [{}, { 'x-csrf-token': 'wrong-token-wrong-token-wrong-tok' }] as Record<string, string>[]) {
      const response = await client.request('PUT', `/api/patients/${patient.id}`, { body, headers });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({
        message: 'Security error: CSRF token validation failed. Please refresh and try again.',
      });
    }
    expect((await t.dataSource.query(`SELECT city FROM patients WHERE id = $1`, [patient.id]))[0].city).toBe('Before');

    const ok = await client.request('PUT', `/api/patients/${patient.id}`, {
      body,
      headers: { 'x-csrf-token': token! },
    });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ id: patient.id, city: 'After', clinicId: clinic.id });
  });

  it("does not accept one session's token in another session", async () => {
    const { clinic, staff } = await createClinicWithUsers(t.dataSource);
    const patient = await createPatient(t.dataSource, clinic.id);
    const first = await signedIn(staff.email);
    const token = (await first.request('GET', `/api/patients/${patient.id}`)).headers.get('x-csrf-token')!;
    const second = await signedIn(staff.email);
    const response = await second.request('PUT', `/api/patients/${patient.id}`, {
      body: fullPatient,
      headers: { 'x-csrf-token': token },
    });
    expect(response.status).toBe(403);
  });
});

describe('listing patients', () => {
  it('searches by name, email or phone case-insensitively, sorts, and pages with cursors without gaps or repeats', async () => {
    const { clinic, staff } = await createClinicWithUsers(t.dataSource);
    const names = ['Zoe Adams', 'Yara Baker', 'Xavi Clark', 'Will Davis', 'Vera Evans', 'Uma Fox', 'Tom Gray'];
    for (const [i, name] of names.entries()) {
      const [first, last] = name.split(' ');
      await createPatient(t.dataSource, clinic.id, {
        first_name: first,
        last_name: last,
        email: `${first.toLowerCase()}@mail.test`,
        phone: `973-555-010${i}`,
      });
    }
    const client = await signedIn(staff.email);
    const query = `query($after: String, $filter: PatientFilter) { patients(first: 3, after: $after, filter: $filter) { totalCount pageInfo { endCursor hasNextPage } nodes { lastName } } }`;
    const seen: string[] = [];
    let after: string | null = null;
    for (;;) {
      const page: GraphQLResponse<{
        patients: {
          totalCount: number;
          pageInfo: { endCursor: string; hasNextPage: boolean };
          nodes: { lastName: string }[];
        };
      }> = await client.gql(query, { after });
      seen.push(...page.data!.patients.nodes.map((n) => n.lastName));
      expect(page.data!.patients.totalCount).toBe(7);
      if (!page.data!.patients.pageInfo.hasNextPage) break;
      after = page.data!.patients.pageInfo.endCursor;
    }
    expect(seen).toEqual(['Adams', 'Baker', 'Clark', 'Davis', 'Evans', 'Fox', 'Gray']);

    const search = async (term: string) =>
      (
        (await client.gql<{ patients: { nodes: { lastName: string }[] } }>(query, { filter: { search: term } })).data
          ?.patients.nodes ?? []
      ).map((n) => n.lastName);
    expect(await search('XAVI CLA')).toEqual(['Clark']);
    expect(await search('uma@mail')).toEqual(['Fox']);
    expect(await search('555-0106')).toEqual(['Gray']);
    expect(await search('100%_')).toEqual([]);
  });

  it('refuses a tampered cursor with a clear message', async () => {
    const { staff } = await createClinicWithUsers(t.dataSource);
    const client = await signedIn(staff.email);
    for (const after of [
      'not-base64-json',
      Buffer.from('["x", "1; DROP TABLE patients"]').toString('base64url'),
      Buffer.from('[1]').toString('base64url'),
    ]) {
      const result = await client.gql('query($after: String) { patients(after: $after) { totalCount } }', { after });
      expect(result.errors?.[0]).toMatchObject({
        message: 'The page cursor is not valid; start again from the first page',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
  });
});
