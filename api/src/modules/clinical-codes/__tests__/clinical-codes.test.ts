import { shippedDiagnosisCodes } from '../shipped-diagnosis-codes';
import { signedInClient } from '../../../test/client';
import { createAttorneyUser, createClinicWithUsers } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const search = `query($search: String, $first: Int!) { diagnosisCodes(search: $search, first: $first) { code description isClinicCode } }`;
const addCode = `mutation($input: DiagnosisCodeInput!) { diagnosisCodeCreate(input: $input) { id code isClinicCode } }`;
const schedule = `query($all: Boolean!) { feeSchedule(includeInactive: $all) { id procedureCode description fee defaultUnits isActive } }`;
const addItem = `mutation($input: FeeScheduleItemInput!) { feeScheduleItemCreate(input: $input) { id procedureCode fee } }`;
const changeItem = `mutation($id: Int!, $input: FeeScheduleItemInput!) { feeScheduleItemUpdate(id: $id, input: $input) { id fee isActive } }`;

const item = {
  procedureCode: '98941',
  description: 'Adjustment, 3-4 regions',
  fee: '60.00',
  defaultUnits: 1,
  isActive: true,
};

describe('shipped ICD-10-CM codes', () => {
  it('are all in the database once, without a clinic', async () => {
    const [{ count }] = await t.dataSource.query(
      `SELECT count(*)::int AS count FROM diagnosis_codes WHERE clinic_id IS NULL AND code = ANY($1::text[])`,
      [shippedDiagnosisCodes.map((entry) => entry.code)],
    );
    expect(count).toBe(shippedDiagnosisCodes.length);
    expect(shippedDiagnosisCodes.length).toBeGreaterThanOrEqual(150);
  });

  it('are found by code (with or without its dot) and by words', async () => {
    const { staff } = await createClinicWithUsers(t.dataSource);
    const client = await signedInClient(t.url, staff.email);
    const byCode = await client.gql<{ diagnosisCodes: { code: string }[] }>(search, { search: 's134', first: 5 });
    expect(byCode.data!.diagnosisCodes.map((c) => c.code)).toEqual(['S13.4XXA', 'S13.4XXD', 'S13.4XXS']);
    const byWords = await client.gql<{ diagnosisCodes: { code: string }[] }>(search, {
      search: 'lumbar sprain initial',
      first: 10,
    });
    expect(byWords.data!.diagnosisCodes.map((c) => c.code)).toEqual(['S33.5XXA', 'S33.8XXA']);
    const literal = await client.gql<{ diagnosisCodes: unknown[] }>(search, { search: '%', first: 10 });
    expect(literal.data!.diagnosisCodes).toEqual([]);
  });
});

describe("a clinic's own diagnosis codes", () => {
  it('are added by its admin, found by its users only, and a duplicate is refused', async () => {
    const clinic = await createClinicWithUsers(t.dataSource);
    const other = await createClinicWithUsers(t.dataSource);
    const admin = await signedInClient(t.url, clinic.admin.email);
    const created = await admin.gql<{ diagnosisCodeCreate: { code: string; isClinicCode: boolean } }>(addCode, {
      input: { code: 'Z77.128', description: 'Exposure to our own hazard' },
    });
    expect(created.errors).toBeUndefined();
    expect(created.data!.diagnosisCodeCreate).toMatchObject({ code: 'Z77.128', isClinicCode: true });
    const staff = await signedInClient(t.url, clinic.staff.email);
    const found = await staff.gql<{ diagnosisCodes: { code: string }[] }>(search, { search: 'own hazard', first: 5 });
    expect(found.data!.diagnosisCodes.map((c) => c.code)).toEqual(['Z77.128']);
    const stranger = await signedInClient(t.url, other.staff.email);
    const hidden = await stranger.gql<{ diagnosisCodes: unknown[] }>(search, { search: 'own hazard', first: 5 });
    expect(hidden.data!.diagnosisCodes).toEqual([]);

    const again = await admin.gql(addCode, { input: { code: 'M54.2', description: 'Neck pain' } });
    expect(again.errors?.[0].message).toBe('Code M54.2 is already in the list');
    const malformed = await admin.gql(addCode, { input: { code: 'm54', description: 'x' } });
    expect(malformed.errors?.[0].message).toBe('Code must be an ICD-10-CM code such as S13.4XXA (with its dot)');
    const byStaff = await staff.gql(addCode, { input: { code: 'Z77.129', description: 'x' } });
    expect(byStaff.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const audit = await t.dataSource.query(
      `SELECT action FROM audit_logs WHERE entity_type = 'diagnosis_code' AND clinic_id = $1`,
      [clinic.clinic.id],
    );
    expect(audit).toEqual([{ action: 'create' }]);
  });
});

describe('the fee schedule', () => {
  it('is written by the clinic admin, read by staff, with inactive lines only on request, each change audited', async () => {
    const clinic = await createClinicWithUsers(t.dataSource);
    const admin = await signedInClient(t.url, clinic.admin.email);
    const created = await admin.gql<{ feeScheduleItemCreate: { id: number } }>(addItem, { input: item });
    expect(created.errors).toBeUndefined();
    const id = created.data!.feeScheduleItemCreate.id;
    const changed = await admin.gql<{ feeScheduleItemUpdate: { fee: string; isActive: boolean } }>(changeItem, {
      id,
      input: { ...item, fee: '65.5', isActive: false },
    });
    expect(changed.data!.feeScheduleItemUpdate).toEqual({ id, fee: '65.50', isActive: false });
    const staff = await signedInClient(t.url, clinic.staff.email);
    const active = await staff.gql<{ feeSchedule: unknown[] }>(schedule, { all: false });
    expect(active.data!.feeSchedule).toEqual([]);
    const all = await staff.gql<{ feeSchedule: { procedureCode: string }[] }>(schedule, { all: true });
    expect(all.data!.feeSchedule.map((line) => line.procedureCode)).toEqual(['98941']);
    const byStaff = await staff.gql(addItem, { input: { ...item, procedureCode: '97110' } });
    expect(byStaff.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const audit = await t.dataSource.query(
      `SELECT action, old_values, new_values FROM audit_logs WHERE entity_type = 'fee_schedule_item' AND entity_id = $1 ORDER BY id`,
      [String(id)],
    );
    expect(audit.map((row: { action: string }) => row.action)).toEqual(['create', 'update']);
    expect(audit[1].new_values).toEqual({ fee: '65.50', isActive: false });
  });

  it.each([
    [{ procedureCode: '9894' }, 'Procedure code must be five letters or digits, such as 98941'],
    [{ fee: '-1' }, 'Fee must be between 0 and 99,999,999.99 with at most 2 decimals'],
    [{ defaultUnits: 0 }, 'Default units must be a whole number from 1 to 99'],
    [{ description: ' ' }, 'Description is required'],
  ])('refuses %j with a message naming the field', async (change, message) => {
    const clinic = await createClinicWithUsers(t.dataSource);
    const admin = await signedInClient(t.url, clinic.admin.email);
    const refused = await admin.gql(addItem, { input: { ...item, ...change } });
    expect(refused.errors?.[0].message).toBe(message);
    const [{ count }] = await t.dataSource.query(
      `SELECT count(*)::int AS count FROM fee_schedule WHERE clinic_id = $1`,
      [clinic.clinic.id],
    );
    expect(count).toBe(0);
  });

  it("refuses a code twice, and another clinic's line answers as missing", async () => {
    const clinic = await createClinicWithUsers(t.dataSource);
    const other = await createClinicWithUsers(t.dataSource);
    const admin = await signedInClient(t.url, clinic.admin.email);
    const created = await admin.gql<{ feeScheduleItemCreate: { id: number } }>(addItem, { input: item });
    const twice = await admin.gql(addItem, { input: item });
    expect(twice.errors?.[0].message).toBe('Procedure code 98941 is already in the fee schedule');
    const stranger = await signedInClient(t.url, other.admin.email);
    const foreign = await stranger.gql(changeItem, { id: created.data!.feeScheduleItemCreate.id, input: item });
    expect(foreign.errors?.[0].message).toBe('Fee schedule item not found');
    const lawyer = await createAttorneyUser(t.dataSource);
    const attorney = await signedInClient(t.url, lawyer.user.email);
    expect((await attorney.gql(schedule, { all: false })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
