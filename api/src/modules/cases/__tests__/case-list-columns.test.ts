import { Role } from '../../../platform/access/role';
import { signedInClient, type TestClient } from '../../../test/client';
import { createAttorney, createCase, createClinicWithUsers, createPatient, createUser } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { CaseSortField } from '../case.enums';

/**
 * The `cases` list reads only the columns its GraphQL selection needs (case-list-columns.ts). These
 * tests prove that every field still answers what `case(id)` (which reads every column) answers,
 * that a partial patient or attorney never reaches another part of the request, and the cost.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Row = Record<string, unknown>;

/** A clinic whose cases, patients and attorney have every column filled (one case with fewer). */
async function clinicWithFullCases() {
  const setup = await createClinicWithUsers(t.dataSource);
  const attorney = await createAttorney(t.dataSource, {
    phone: '555-0100',
    bar_number: 'BAR-77',
    firm_address: '1 Court St',
    specialization: 'auto',
    has_account: true,
    invite_status: 'accepted',
    invited_at: '2026-01-02T03:04:05Z',
    joined_at: '2026-01-03T03:04:05Z',
  });
  const attorneyUser = await createUser(t.dataSource, {
    role: Role.attorney,
    attorney_id: attorney.id,
    email: attorney.email,
  });
  const fullPatient = await createPatient(t.dataSource, setup.clinic.id, {
    first_name: 'Dana',
    last_name: 'Full',
    email: 'dana@example.test',
    phone: '555-0101',
    date_of_birth: '1980-02-29',
    address: '2 Main St',
    city: 'Springfield',
    state: 'IL',
    zip_code: '62701',
    emergency_contact: 'Eli Full',
    emergency_phone: '555-0102',
    emergency_relation: 'spouse',
    sms_reminder_consent_at: '2026-01-04T03:04:05Z',
    email_reminder_consent_at: '2026-01-05T03:04:05Z',
    sms_opted_out_at: '2026-01-06T03:04:05Z',
    email_opted_out_at: '2026-01-07T03:04:05Z',
    marketing_consent_at: '2026-01-08T03:04:05Z',
    insurance_provider: 'Acme Mutual',
    insurance_policy_number: 'POL-9',
    sex: 'female',
    notes: 'Prefers mornings',
    status: 'active',
    status_changed_at: '2026-02-01T10:00:00Z',
  });
  const sparsePatient = await createPatient(t.dataSource, setup.clinic.id, { first_name: 'Sam', last_name: 'Sparse' });
  const fullCase = await createCase(t.dataSource, {
    clinicId: setup.clinic.id,
    patientId: fullPatient.id,
    attorneyId: attorney.id,
    title: 'Rear-end collision',
    status: 'settlement_negotiation',
    accident_date: '2026-01-10',
    description: 'Hit at a light',
    notes: 'Internal: call the adjuster',
    settlement_amount: '12345.67',
    settlement_date: '2026-03-15',
  });
  const archivedCase = await createCase(t.dataSource, {
    clinicId: setup.clinic.id,
    patientId: fullPatient.id,
    attorneyId: attorney.id,
    status: 'closed',
    is_active: false,
    closed_at: '2025-03-01T00:00:00Z',
    archived_at: '2026-04-01T00:00:00Z',
  });
  const sparseCase = await createCase(t.dataSource, { clinicId: setup.clinic.id, patientId: sparsePatient.id });
  return { ...setup, attorney, attorneyUser, ids: [fullCase.id, archivedCase.id, sparseCase.id] };
}

/** The names of a GraphQL type's fields that are scalars or enums (no arguments): its plain values. */
async function scalarFieldsOf(client: TestClient, typeName: string): Promise<string[]> {
  const result = await client.gql<{
    __type: { fields: { name: string; args: unknown[]; type: { kind: string; ofType: { kind: string } | null } }[] };
  }>(`query($name: String!) { __type(name: $name) { fields { name args { name } type { kind ofType { kind } } } } }`, {
    name: typeName,
  });
  const kindOf = (type: { kind: string; ofType: { kind: string } | null }) =>
    type.kind === 'NON_NULL' ? type.ofType!.kind : type.kind;
  return result
    .data!.__type.fields.filter((field) => field.args.length === 0 && ['SCALAR', 'ENUM'].includes(kindOf(field.type)))
    .map((field) => field.name);
}

const listOf = (selection: string) =>
  `{ cases(filter: { includeArchived: true }, first: 50) { nodes { id ${selection} } } }`;

async function listed(client: TestClient, selection: string): Promise<Row[]> {
  const result = await client.gql<{ cases: { nodes: Row[] } }>(listOf(selection));
  expect(result.errors).toBeUndefined();
  return result.data!.cases.nodes;
}

describe('a lean cases list', () => {
  it('answers every plain field of a case, its patient and its attorney as case(id) does, one field at a time', async () => {
    const { staff, ids } = await clinicWithFullCases();
    const client = await signedInClient(t.url, staff.email);
    const fields = {
      Case: await scalarFieldsOf(client, 'Case'),
      Patient: await scalarFieldsOf(client, 'Patient'),
      Attorney: await scalarFieldsOf(client, 'Attorney'),
    };
    expect(fields.Case).toEqual(expect.arrayContaining(['caseNumber', 'notes', 'settlementAmount', 'archivedAt']));
    expect(fields.Patient).toEqual(expect.arrayContaining(['dateOfBirth', 'fullName', 'insurancePolicyNumber']));
    expect(fields.Attorney).toEqual(expect.arrayContaining(['firmName', 'fullName', 'joinedAt']));

    const full = `${fields.Case.join(' ')} patient { ${fields.Patient.join(' ')} } attorney { ${fields.Attorney.join(' ')} }`;
    const expected = new Map<number, Row>();
    for (const id of ids) {
      const detail = await client.gql<{ case: Row }>(`query($id: Int!) { case(id: $id) { ${full} } }`, { id });
      expect(detail.errors).toBeUndefined();
      expected.set(id, detail.data!.case);
    }
    // Every field has a value on some row, so a column left unread cannot pass as a null.
    const some = (read: (row: Row) => unknown) =>
      [...expected.values()].some((row) => read(row) !== null && read(row) !== undefined);
    for (const field of fields.Case) expect([field, some((row) => row[field])]).toEqual([field, true]);
    for (const field of fields.Patient)
      expect([field, some((row) => (row.patient as Row)[field])]).toEqual([field, true]);
    for (const field of fields.Attorney)
      expect([field, some((row) => (row.attorney as Row | null)?.[field])]).toEqual([field, true]);

    const answers = async (selection: string, read: (row: Row) => unknown) => {
      const nodes = await listed(client, selection);
      expect(nodes.map((node) => node.id).sort()).toEqual([...ids].sort());
      return nodes.map((node) => [node.id, read(node)]);
    };
    const fromDetail = (read: (row: Row) => unknown) => (entry: unknown[]) => [
      entry[0],
      read(expected.get(entry[0] as number)!),
    ];
    for (const field of fields.Case) {
      const got = await answers(field, (node) => node[field]);
      expect({ field, got }).toEqual({ field, got: got.map(fromDetail((row) => row[field])) });
    }
    for (const field of fields.Patient) {
      const got = await answers(`patient { ${field} }`, (node) => (node.patient as Row)[field]);
      expect({ field, got }).toEqual({ field, got: got.map(fromDetail((row) => (row.patient as Row)[field])) });
    }
    for (const field of fields.Attorney) {
      const got = await answers(`attorney { ${field} }`, (node) => (node.attorney as Row | null)?.[field]);
      expect({ field, got }).toEqual({
        field,
        got: got.map(fromDetail((row) => (row.attorney as Row | null)?.[field])),
      });
    }
    // And all of them at once.
    const all = await listed(client, full);
    for (const node of all) expect(node).toEqual({ id: node.id, ...expected.get(node.id as number) });
  });

  it('reads every column for the REST list, as the REST detail does', async () => {
    const { staff, ids } = await clinicWithFullCases();
    const client = await signedInClient(t.url, staff.email);
    const list = await client.rest<{ data: Row[] }>('GET', '/api/cases');
    expect(list.status).toBe(200);
    expect(list.body.data.map((item) => item.id).sort()).toEqual([ids[0], ids[2]].sort());
    for (const item of list.body.data) {
      const detail = await client.rest<Row>('GET', `/api/cases/${String(item.id)}`);
      expect(item).toEqual(detail.body);
    }
    expect(list.body.data.find((item) => item.id === ids[0])).toMatchObject({
      notes: 'Internal: call the adjuster',
      settlementAmount: '12345.67',
      settlementDate: '2026-03-15',
      ledgerClosedAt: null,
      patientName: 'Dana Full',
    });
  });

  it("still hides a case's internal notes from its attorney", async () => {
    const { attorneyUser, ids } = await clinicWithFullCases();
    const client = await signedInClient(t.url, attorneyUser.email);
    const nodes = await listed(client, 'caseNumber notes');
    expect(nodes.map((node) => node.id).sort()).toEqual([ids[0], ids[1]].sort());
    expect(nodes.map((node) => node.notes)).toEqual([null, null]);
  });

  it('never hands a partial patient or attorney to another part of the same request', async () => {
    const { staff, attorney, ids } = await clinicWithFullCases();
    const client = await signedInClient(t.url, staff.email);
    // The list reads only the patient's first name and the attorney's last name; the same people,
    // reached again through their own cases (Case.patient and Case.attorney from the loaders), ask
    // for fields the list did not read.
    type Person = Row & { cases: { patient?: Row; attorney?: Row }[] };
    const result = await client.gql<{
      cases: { nodes: { id: number; patient: Person; attorney: Person | null }[] };
      recentCases: { patient: Row }[];
    }>(`{
      cases(first: 50) { nodes { id
        patient { firstName cases { patient { id lastName phone dateOfBirth insuranceProvider } } }
        attorney { lastName cases { attorney { id email firmName barNumber joinedAt } } }
      } }
      recentCases(limit: 50) { patient { id lastName phone dateOfBirth insuranceProvider } }
    }`);
    expect(result.errors).toBeUndefined();
    const fullCase = result.data!.cases.nodes.find((node) => node.id === ids[0])!;
    const fullPatient = {
      id: expect.any(Number),
      lastName: 'Full',
      phone: '555-0101',
      dateOfBirth: '1980-02-29',
      insuranceProvider: 'Acme Mutual',
    };
    expect(fullCase.patient.firstName).toBe('Dana');
    expect(fullCase.patient.cases.map((c) => c.patient)).toEqual([fullPatient, fullPatient]);
    expect(fullCase.attorney!.lastName).toBe('Counsel');
    const fullAttorney = {
      id: attorney.id,
      email: attorney.email,
      firmName: 'Test Firm LLP',
      barNumber: 'BAR-77',
      joinedAt: '2026-01-03T03:04:05.000Z',
    };
    expect(fullCase.attorney!.cases.map((c) => c.attorney)).toEqual([fullAttorney, fullAttorney]);
    expect(result.data!.recentCases.map((c) => c.patient.lastName).sort()).toEqual(['Full', 'Sparse']);
    expect(result.data!.recentCases.find((c) => c.patient.lastName === 'Full')!.patient).toEqual(fullPatient);
  });

  it('costs one statement (the page) besides the session for the benchmark page at any size, reading only what it shows', async () => {
    const { clinic, staff } = await createClinicWithUsers(t.dataSource);
    const attorney = await createAttorney(t.dataSource);
    for (let i = 0; i < 50; i += 1)
      await createCase(t.dataSource, { clinicId: clinic.id, attorneyId: i % 5 === 0 ? null : attorney.id });
    const client = await signedInClient(t.url, staff.email);
    const page = `query($first: Int!) { cases(filter: { status: active_treatment }, first: $first) {
      nodes { caseNumber status patient { firstName lastName } attorney { firstName lastName } }
      pageInfo { hasNextPage endCursor } } }`;
    const statementsFor = async (first: number) => {
      const { result, statements, sessionLookups } = await t.statements.during(() =>
        client.gql<{ cases: { nodes: unknown[] } }>(page, { first }),
      );
      expect(result.data?.cases.nodes).toHaveLength(first);
      expect(sessionLookups).toBeLessThanOrEqual(1);
      return statements;
    };
    expect(await statementsFor(5)).toHaveLength(1);
    const statements = await statementsFor(50);
    expect(statements).toHaveLength(1);
    const pageSql = statements[0];
    const selected = [...pageSql.matchAll(/ AS "([a-z_]+)"/g)].map((match) => match[1]).sort();
    expect(selected).toEqual(
      [
        'c_id',
        'c_clinic_id',
        'c_patient_id',
        'c_attorney_id',
        'c_case_number',
        'c_status',
        'p_id',
        'p_clinic_id',
        'p_first_name',
        'p_last_name',
        'a_id',
        'a_first_name',
        'a_last_name',
        'keyset_sort_key',
      ].sort(),
    );
  });

  it.each(Object.values(CaseSortField).flatMap((sortBy) => [[sortBy, 'asc'] as const, [sortBy, 'desc'] as const]))(
    'pages by %s %s one row at a time in the order of a full page',
    async (sortBy, sortDirection) => {
      const { staff } = await clinicWithFullCases();
      const { clinic } = await createClinicWithUsers(t.dataSource);
      await createCase(t.dataSource, { clinicId: clinic.id });
      const client = await signedInClient(t.url, staff.email);
      const document = (selection: string) => `query($first: Int!, $after: String) {
        cases(filter: { includeArchived: true }, sortBy: ${sortBy}, sortDirection: ${sortDirection}, first: $first, after: $after) {
          nodes { ${selection} } pageInfo { hasNextPage endCursor } } }`;
      type Page = { nodes: { id: number }[]; pageInfo: { hasNextPage: boolean; endCursor: string } };
      const fullPage = await client.gql<{ cases: Page }>(
        document('id caseNumber accidentDate createdAt status caseType patient { firstName lastName }'),
        { first: 50 },
      );
      const order = fullPage.data!.cases.nodes.map((node) => node.id);
      expect(order).toHaveLength(3);
      const walked: number[] = [];
      let after: string | null = null;
      for (let step = 0; step < 5; step += 1) {
        const result: { data?: { cases: Page } | null } = await client.gql<{ cases: Page }>(document('id'), {
          first: 1,
          after,
        });
        walked.push(...result.data!.cases.nodes.map((node) => node.id));
        if (!result.data!.cases.pageInfo.hasNextPage) break;
        after = result.data!.cases.pageInfo.endCursor;
      }
      expect(walked).toEqual(order);
    },
  );
});
