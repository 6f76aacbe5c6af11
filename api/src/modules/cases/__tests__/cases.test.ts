import { Role } from '../../../platform/access/role';
import { signedInClient } from '../../../test/client';
import {
  createAttorney,
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

const createMutation = `mutation($input: CaseCreateInput!) { caseCreate(input: $input) { id caseNumber status clinicId attorneyId } }`;
const transferMutation = `mutation($id: Int!, $input: CaseTransferInput!) { caseTransfer(id: $id, input: $input) { id attorneyId } }`;
const year = new Date().getUTCFullYear();

async function clinicWithPatientAndAttorney(planCode = 'professional') {
  const setup = await createClinicWithUsers(t.dataSource, { subscription_plan: planCode });
  const patient = await createPatient(t.dataSource, setup.clinic.id);
  const attorney = await createAttorney(t.dataSource);
  return { ...setup, patient, attorney };
}

describe('opening cases', () => {
  it('assigns C{clinic}-CASE-{year}-{n} on the server, maps the settlement alias, and audits the create', async () => {
    const { clinic, staff, patient, attorney } = await clinicWithPatientAndAttorney();
    const client = await signedIn(staff.email);
    const preview = (await client.gql<{ nextCaseNumberPreview: string }>('{ nextCaseNumberPreview }')).data!
      .nextCaseNumberPreview;
    expect(preview).toMatch(new RegExp(`^C${clinic.id}-CASE-${year}-\\d{3,}$`));
    const result = await client.gql<{
      caseCreate: { id: number; caseNumber: string; status: string; clinicId: number };
    }>(createMutation, {
      input: {
        patientId: patient.id,
        attorneyId: attorney.id,
        caseType: 'auto_accident',
        accidentDate: '2026-01-15',
        status: 'settlement',
      },
    });
    expect(result.errors).toBeUndefined();
    expect(result.data!.caseCreate).toMatchObject({ status: 'settlement_negotiation', clinicId: clinic.id });
    expect(result.data!.caseCreate.caseNumber).toMatch(new RegExp(`^C${clinic.id}-CASE-${year}-\\d{3,}$`));
    const audit = await t.dataSource.query(
      `SELECT action, changed_by FROM audit_logs WHERE entity_type = 'case' AND entity_id = $1`,
      [String(result.data!.caseCreate.id)],
    );
    expect(audit).toEqual([{ action: 'create', changed_by: staff.id }]);
  });

  it('gives unique numbers to cases opened at the same moment', async () => {
    const { staff, patient, attorney } = await clinicWithPatientAndAttorney('enterprise');
    const clients = await Promise.all(Array.from({ length: 4 }, () => signedIn(staff.email)));
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        clients[i % clients.length].gql<{ caseCreate: { caseNumber: string } }>(createMutation, {
          input: { patientId: patient.id, attorneyId: attorney.id, caseType: 'other', accidentDate: '2026-02-01' },
        }),
      ),
    );
    const numbers = results.map((r) => r.data?.caseCreate.caseNumber);
    expect(numbers.every(Boolean)).toBe(true);
    expect(new Set(numbers).size).toBe(12);
  });

  it.each([
    ['patientId', { patientId: null }, 'Patient is required'],
    ['attorneyId', { attorneyId: null }, 'Attorney is required'],
    ['caseType', { caseType: null }, 'Case type is required'],
    ['accidentDate', { accidentDate: null }, 'Accident date is required'],
  ])('requires %s (REST, as the spec client sends it)', async (field, override, message) => {
    const { staff, patient, attorney } = await clinicWithPatientAndAttorney();
    const result = await (
      await signedIn(staff.email)
    ).rest('POST', '/api/cases', {
      caseNumber: 'CASE-1999-001',
      patientId: patient.id,
      attorneyId: attorney.id,
      caseType: 'slip_fall',
      status: 'active_treatment',
      accidentDate: '2026-03-03',
      ...override,
    });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ code: 'BAD_USER_INPUT', errors: [{ field, message }] });
  });

  it('refuses a patient of another clinic as if it did not exist, and an unknown attorney, with nothing stored', async () => {
    const mine = await clinicWithPatientAndAttorney();
    const theirs = await clinicWithPatientAndAttorney();
    const client = await signedIn(mine.staff.email);
    const foreignPatient = await client.gql(createMutation, {
      input: {
        patientId: theirs.patient.id,
        attorneyId: mine.attorney.id,
        caseType: 'other',
        accidentDate: '2026-01-01',
      },
    });
    expect(foreignPatient.errors?.[0].extensions?.fieldErrors).toEqual([
      { field: 'patientId', message: 'Patient not found' },
    ]);
    const unknownAttorney = await client.gql(createMutation, {
      input: { patientId: mine.patient.id, attorneyId: 2_000_000_000, caseType: 'other', accidentDate: '2026-01-01' },
    });
    expect(unknownAttorney.errors?.[0].extensions?.fieldErrors).toEqual([
      { field: 'attorneyId', message: 'Attorney not found' },
    ]);
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM cases WHERE clinic_id IN ($1, $2)`, [
      mine.clinic.id,
      theirs.clinic.id,
    ]);
    expect(n).toBe(0);
  });

  it("stops at the plan's active-case limit with a message naming the limit and the plan; closed cases do not count", async () => {
    const { clinic, staff, patient, attorney } = await clinicWithPatientAndAttorney('starter');
    for (let i = 0; i < 49; i += 1) await createCase(t.dataSource, { clinicId: clinic.id, patientId: patient.id });
    await createCase(t.dataSource, { clinicId: clinic.id, patientId: patient.id, status: 'closed' });
    const client = await signedIn(staff.email);
    const input = { patientId: patient.id, attorneyId: attorney.id, caseType: 'other', accidentDate: '2026-01-01' };
    expect((await client.gql(createMutation, { input })).errors).toBeUndefined();
    const refused = await client.gql(createMutation, { input });
    expect(refused.errors?.[0]).toMatchObject({
      message:
        'Your Starter plan allows 50 active cases and your clinic has 50. Close a case or upgrade your plan to open another.',
      extensions: { code: 'LIMIT_REACHED' },
    });
  });

  it('never lets an attorney open or change a case', async () => {
    const { clinic, patient, attorney } = await clinicWithPatientAndAttorney();
    const { user, attorney: own } = await createAttorneyUser(t.dataSource);
    const record = await createCase(t.dataSource, { clinicId: clinic.id, attorneyId: own.id });
    const client = await signedIn(user.email);
    const create = await client.gql(createMutation, {
      input: { patientId: patient.id, attorneyId: attorney.id, caseType: 'other', accidentDate: '2026-01-01' },
    });
    expect(create.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const transfer = await client.gql(transferMutation, {
      id: record.id,
      input: { toAttorneyId: attorney.id, reason: 'Mine now' },
    });
    expect(transfer.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});

describe('transferring a case', () => {
  it('gives the new attorney access and takes it from the old one at once, with a transfer row and an audit row', async () => {
    const { clinic, staff } = await createClinicWithUsers(t.dataSource);
    const from = await createAttorneyUser(t.dataSource);
    const to = await createAttorneyUser(t.dataSource);
    await t.dataSource.query(`UPDATE attorneys SET first_name = 'Fiona', last_name = 'Frost' WHERE id = $1`, [
      from.attorney.id,
    ]);
    await t.dataSource.query(`UPDATE attorneys SET first_name = 'Theo', last_name = 'Tran' WHERE id = $1`, [
      to.attorney.id,
    ]);
    const record = await createCase(t.dataSource, { clinicId: clinic.id, attorneyId: from.attorney.id });
    const oldAttorney = await signedIn(from.user.email);
    const newAttorney = await signedIn(to.user.email);
    const read = `query($id: Int!) { case(id: $id) { id } }`;
    expect((await oldAttorney.gql(read, { id: record.id })).data).toEqual({ case: { id: record.id } });
    expect((await newAttorney.gql(read, { id: record.id })).data).toEqual({ case: null });

    const result = await (
      await signedIn(staff.email)
    ).gql(transferMutation, {
      id: record.id,
      input: { toAttorneyId: to.attorney.id, reason: 'Client changed firms', notes: 'Signed substitution' },
    });
    expect(result.data).toEqual({ caseTransfer: { id: record.id, attorneyId: to.attorney.id } });

    expect((await oldAttorney.gql(read, { id: record.id })).data).toEqual({ case: null });
    expect((await newAttorney.gql(read, { id: record.id })).data).toEqual({ case: { id: record.id } });
    const transfers = await t.dataSource.query(
      `SELECT from_attorney_id, to_attorney_id, reason, transferred_by FROM case_transfers WHERE case_id = $1`,
      [record.id],
    );
    expect(transfers).toEqual([
      {
        from_attorney_id: from.attorney.id,
        to_attorney_id: to.attorney.id,
        reason: 'Client changed firms',
        transferred_by: staff.id,
      },
    ]);

    const history = await newAttorney.gql<{
      case: {
        history: {
          action: string;
          reason: string;
          changes: { field: string; label: string; oldValue: string; newValue: string }[];
        }[];
        transfers: { toAttorney: { id: number } }[];
      };
    }>(
      `query($id: Int!) { case(id: $id) { history { action reason changes { field label oldValue newValue } } transfers { toAttorney { id } } } }`,
      { id: record.id },
    );
    expect(history.data?.case.history[0]).toEqual({
      action: 'transfer',
      reason: 'Client changed firms',
      changes: [{ field: 'attorneyId', label: 'Attorney', oldValue: 'Fiona Frost', newValue: 'Theo Tran' }],
    });
    expect(history.data?.case.transfers).toEqual([{ toAttorney: { id: to.attorney.id } }]);
  });

  it('refuses a reason-less transfer and a transfer to the same attorney', async () => {
    const { clinic, staff } = await createClinicWithUsers(t.dataSource);
    const attorney = await createAttorney(t.dataSource);
    const record = await createCase(t.dataSource, { clinicId: clinic.id, attorneyId: attorney.id });
    const client = await signedIn(staff.email);
    const noReason = await client.gql(transferMutation, {
      id: record.id,
      input: { toAttorneyId: attorney.id, reason: ' ' },
    });
    expect(noReason.errors?.[0].extensions?.fieldErrors).toEqual([{ field: 'reason', message: 'Reason is required' }]);
    const same = await client.gql(transferMutation, {
      id: record.id,
      input: { toAttorneyId: attorney.id, reason: 'x' },
    });
    expect(same.errors?.[0].extensions?.fieldErrors).toEqual([
      { field: 'toAttorneyId', message: 'The case is already with this attorney' },
    ]);
  });
});

describe('case history', () => {
  it('shows edits with old and new values, but never internal-note changes to an attorney (GraphQL and REST)', async () => {
    const { clinic, staff } = await createClinicWithUsers(t.dataSource);
    const { attorney, user } = await createAttorneyUser(t.dataSource);
    const record = await createCase(t.dataSource, {
      clinicId: clinic.id,
      attorneyId: attorney.id,
      accident_date: '2026-01-01',
    });
    const clinicClient = await signedIn(staff.email);
    const update = await clinicClient.gql(
      `mutation($id: Int!, $input: CaseUpdateInput!) { caseUpdate(id: $id, input: $input) { status } }`,
      {
        id: record.id,
        input: {
          caseType: 'auto_accident',
          status: 'attorney_review',
          accidentDate: '2026-01-01',
          notes: 'Liability disputed',
        },
      },
    );
    expect(update.data).toEqual({ caseUpdate: { status: 'attorney_review' } });

    const clinicHistory = await clinicClient.rest<
      { action: string; changedBy: string; changes: { field: string }[] }[]
    >('GET', `/api/audit-log?entityType=case&entityId=${record.id}`);
    expect(clinicHistory.status).toBe(200);
    expect(clinicHistory.body[0]).toMatchObject({ action: 'update', changedBy: 'Test User' });
    expect(clinicHistory.body[0].changes).toEqual([
      { field: 'notes', label: 'Internal notes', oldValue: null, newValue: 'Liability disputed' },
      { field: 'status', label: 'Status', oldValue: 'Active Treatment', newValue: 'Attorney Review' },
    ]);

    const attorneyClient = await signedIn(user.email);
    const viaRest = await attorneyClient.rest<{ changes: { field: string }[] }[]>(
      'GET',
      `/api/audit-log?entityType=case&entityId=${record.id}`,
    );
    expect(viaRest.body[0].changes.map((c) => c.field)).toEqual(['status']);
    const viaGraphql = await attorneyClient.gql<{
      case: { history: { changes: { field: string; newValue: string }[] }[] };
    }>(`query($id: Int!) { case(id: $id) { history { changes { field newValue } } } }`, { id: record.id });
    expect(JSON.stringify(viaGraphql.data)).not.toContain('Liability disputed');
  });

  it("answers the history of another clinic's case as not found", async () => {
    const mine = await createClinicWithUsers(t.dataSource);
    const theirs = await createClinicWithUsers(t.dataSource);
    const foreign = await createCase(t.dataSource, { clinicId: theirs.clinic.id });
    const result = await (
      await signedIn(mine.staff.email)
    ).rest('GET', `/api/audit-log?entityType=case&entityId=${foreign.id}`);
    expect(result).toEqual({ status: 404, body: { success: false, code: 'NOT_FOUND', message: 'Case not found' } });
  });
});

describe('listing cases', () => {
  async function clinicWithCases() {
    const setup = await createClinicWithUsers(t.dataSource);
    const specs = [
      {
        first: 'Ann',
        last: 'Zimmer',
        type: 'auto_accident',
        status: 'active_treatment',
        date: '2026-03-01',
        description: 'Rear-ended on Route 3',
      },
      {
        first: 'Bob',
        last: 'Young',
        type: 'slip_fall',
        status: 'closed',
        date: '2026-01-15',
        description: 'Wet floor at a store',
      },
      {
        first: 'Cal',
        last: 'Xu',
        type: 'work_injury',
        status: 'settlement_negotiation',
        date: '2026-02-10',
        description: 'Ladder fall',
      },
    ];
    const ids: number[] = [];
    for (const [i, spec] of specs.entries()) {
      const patient = await createPatient(t.dataSource, setup.clinic.id, {
        first_name: spec.first,
        last_name: spec.last,
      });
      const record = await createCase(t.dataSource, {
        clinicId: setup.clinic.id,
        patientId: patient.id,
        case_number: `CASE-T${setup.clinic.id}-00${i + 1}`,
        case_type: spec.type,
        status: spec.status,
        accident_date: spec.date,
        description: spec.description,
      });
      ids.push(record.id);
    }
    await createCase(t.dataSource, {
      clinicId: (await createClinicWithUsers(t.dataSource)).clinic.id,
      description: 'Rear-ended elsewhere',
    });
    return { ...setup, ids };
  }

  const listQuery = `query($filter: CaseFilter, $sortBy: CaseSortField!, $sortDirection: SortDirection!) {
    cases(filter: $filter, sortBy: $sortBy, sortDirection: $sortDirection, first: 50) { totalCount totalInScope nodes { id patient { lastName } } } }`;

  it.each([
    ['case number', 't', 3],
    ['patient name, any case', 'zimm', 1],
    ['type label', 'slip & fall', 1],
    ['status label', 'settlement', 1],
    ['description', 'REAR-ENDED', 1],
  ])('searches by %s and reports N of M', async (_label, search, expected) => {
    const { staff } = await clinicWithCases();
    const result = await (
      await signedIn(staff.email)
    ).gql<{ cases: { totalCount: number; totalInScope: number } }>(listQuery, {
      filter: { search },
      sortBy: 'createdAt',
      sortDirection: 'desc',
    });
    expect(result.data?.cases).toMatchObject({ totalCount: expected, totalInScope: 3 });
  });

  it.each([
    ['patientName', 'asc', ['Xu', 'Young', 'Zimmer']],
    ['patientName', 'desc', ['Zimmer', 'Young', 'Xu']],
    ['accidentDate', 'asc', ['Young', 'Xu', 'Zimmer']],
    ['caseNumber', 'desc', ['Xu', 'Young', 'Zimmer']],
    ['status', 'asc', ['Zimmer', 'Young', 'Xu']],
  ])('sorts by %s %s', async (sortBy, sortDirection, expected) => {
    const { staff } = await clinicWithCases();
    const result = await (
      await signedIn(staff.email)
    ).gql<{ cases: { nodes: { patient: { lastName: string } }[] } }>(listQuery, { sortBy, sortDirection });
    expect(result.data?.cases.nodes.map((n) => n.patient.lastName)).toEqual(expected);
  });

  it('filters by status (alias accepted) and case type, and by attorney over REST', async () => {
    const { staff } = await clinicWithCases();
    const client = await signedIn(staff.email);
    const bySettlement = await client.gql<{ cases: { totalCount: number } }>(listQuery, {
      filter: { status: 'settlement' },
      sortBy: 'createdAt',
      sortDirection: 'desc',
    });
    expect(bySettlement.data?.cases.totalCount).toBe(1);
    const byType = await client.gql<{ cases: { totalCount: number } }>(listQuery, {
      filter: { caseType: 'slip_fall' },
      sortBy: 'createdAt',
      sortDirection: 'desc',
    });
    expect(byType.data?.cases.totalCount).toBe(1);
    const rest = await client.rest<{ data: { patientName: string }[]; total: number; totalInScope: number }>(
      'GET',
      '/api/cases?status=closed',
    );
    expect(rest.body).toMatchObject({ total: 1, totalInScope: 3, data: [{ patientName: 'Bob Young' }] });
    const badStatus = await client.rest('GET', '/api/cases?status=open');
    expect(badStatus.status).toBe(400);
  });

  it('costs the same number of SQL statements for a page of 5 and a page of 50', async () => {
    const { clinic, staff } = await createClinicWithUsers(t.dataSource);
    const attorney = await createAttorney(t.dataSource);
    for (let i = 0; i < 50; i += 1) await createCase(t.dataSource, { clinicId: clinic.id, attorneyId: attorney.id });
    const client = await signedIn(staff.email);
    const query = `query($first: Int!) { cases(first: $first, sortBy: patientName, sortDirection: asc) { totalCount nodes { caseNumber patient { fullName } attorney { fullName } } } }`;
    const measure = async (first: number) => {
      await client.gql('{ me { id } }');
      const before = t.statements.count;
      const result = await client.gql<{ cases: { nodes: unknown[] } }>(query, { first });
      expect(result.data?.cases.nodes).toHaveLength(first);
      return t.statements.count - before;
    };
    const small = await measure(5);
    expect(await measure(50)).toBe(small);
    // session, page (patients and attorneys joined), count
    expect(small).toBeLessThanOrEqual(3);
  });

  it('answers a count-only query without reading a page', async () => {
    const { clinic, staff } = await createClinicWithUsers(t.dataSource);
    for (let i = 0; i < 3; i += 1) await createCase(t.dataSource, { clinicId: clinic.id, status: 'closed' });
    await createCase(t.dataSource, { clinicId: clinic.id });
    const client = await signedIn(staff.email);
    await client.gql('{ me { id } }');
    const { result, statements, sessionLookups } = await t.statements.during(() =>
      client.gql<{ cases: { totalCount: number; totalInScope: number } }>(
        '{ cases(filter: { status: closed }) { totalCount totalInScope } }',
      ),
    );
    expect(result.data?.cases).toEqual({ totalCount: 3, totalInScope: 4 });
    // the two counts (and the session, unless it was read moments ago)
    expect(statements).toHaveLength(2);
    expect(sessionLookups).toBeLessThanOrEqual(1);
  });
});

describe('attorneys', () => {
  it('are created with a unique email (case-insensitive) and audited', async () => {
    const { staff } = await createClinicWithUsers(t.dataSource);
    const client = await signedIn(staff.email);
    const input = {
      firstName: 'Nora',
      lastName: 'Quinn',
      email: `Nora.Quinn.${Date.now()}@Law.test`,
      firmName: 'Quinn Law',
    };
    const created = await client.rest<{ id: number; email: string; firm: string }>('POST', '/api/attorneys', {
      ...input,
      hasAccount: false,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ email: input.email.toLowerCase(), firm: 'Quinn Law' });
    const again = await client.gql(`mutation($input: AttorneyCreateInput!) { attorneyCreate(input: $input) { id } }`, {
      input: { ...input, email: input.email.toUpperCase() },
    });
    expect(again.errors?.[0]).toMatchObject({
      message: 'An attorney with this email already exists',
      extensions: { code: 'CONFLICT', fieldErrors: [{ field: 'email' }] },
    });
    const missing = await client.rest('POST', '/api/attorneys', { firstName: 'A', lastName: 'B', email: 'x@y.test' });
    expect(missing.body).toMatchObject({ errors: [{ field: 'firmName', message: 'Firm name is required' }] });
  });

  it("show a clinic only that clinic's cases of an attorney, and an attorney only their own record", async () => {
    const a = await createClinicWithUsers(t.dataSource);
    const b = await createClinicWithUsers(t.dataSource);
    const { attorney, user } = await createAttorneyUser(t.dataSource);
    const other = await createAttorney(t.dataSource);
    await createCase(t.dataSource, { clinicId: a.clinic.id, attorneyId: attorney.id });
    await createCase(t.dataSource, { clinicId: b.clinic.id, attorneyId: attorney.id });
    const detail = `query($id: Int!) { attorney(id: $id) { id caseCount cases { clinicId } } }`;
    const clinicView = await (
      await signedIn(a.staff.email)
    ).gql<{ attorney: { caseCount: number; cases: { clinicId: number }[] } }>(detail, { id: attorney.id });
    expect(clinicView.data?.attorney).toMatchObject({ caseCount: 1, cases: [{ clinicId: a.clinic.id }] });
    const attorneyClient = await signedIn(user.email);
    expect(
      (await attorneyClient.gql<{ attorney: { caseCount: number } }>(detail, { id: attorney.id })).data?.attorney
        .caseCount,
    ).toBe(2);
    expect((await attorneyClient.gql(detail, { id: other.id })).data).toEqual({ attorney: null });
    const operator = await createUser(t.dataSource, { role: Role.super_admin });
    expect((await (await signedIn(operator.email)).rest('GET', `/api/attorneys/${attorney.id}`)).body).toMatchObject({
      caseCount: 2,
    });
  });
});

describe('case search by attorney and insurer', () => {
  it("finds a case by its attorney (name or firm) and its patient's insurer, within scope, on GraphQL and REST", async () => {
    const { clinic, staff } = await createClinicWithUsers(t.dataSource);
    const tag = `${clinic.id}x`;
    const attorney = await createAttorney(t.dataSource, {
      last_name: `Quillfeather${tag}`,
      firm_name: `Brightwater${tag} LLP`,
    });
    const insured = await createPatient(t.dataSource, clinic.id, { insurance_provider: `Harborline${tag} Mutual` });
    const withAttorney = await createCase(t.dataSource, { clinicId: clinic.id, attorneyId: attorney.id });
    const withInsurer = await createCase(t.dataSource, { clinicId: clinic.id, patientId: insured.id });
    await createCase(t.dataSource, { clinicId: clinic.id });
    // Another clinic's case with the same attorney and insurer stays out of sight.
    const other = await createClinicWithUsers(t.dataSource);
    const otherInsured = await createPatient(t.dataSource, other.clinic.id, {
      insurance_provider: `Harborline${tag} Mutual`,
    });
    await createCase(t.dataSource, { clinicId: other.clinic.id, attorneyId: attorney.id, patientId: otherInsured.id });

    const client = await signedIn(staff.email);
    const search = async (term: string) =>
      (
        await client.gql<{ cases: { totalCount: number; nodes: { id: number }[] } }>(
          `query($search: String) { cases(filter: { search: $search }, first: 50) { totalCount nodes { id } } }`,
          { search: term },
        )
      ).data!.cases;
    expect(await search(`quillfeather${tag}`)).toEqual({ totalCount: 1, nodes: [{ id: withAttorney.id }] });
    expect(await search(`BRIGHTWATER${tag}`)).toEqual({ totalCount: 1, nodes: [{ id: withAttorney.id }] });
    expect(await search(`harborline${tag}`)).toEqual({ totalCount: 1, nodes: [{ id: withInsurer.id }] });
    const rest = await client.rest<{ data: { id: number }[] }>('GET', `/api/cases?search=Harborline${tag}`);
    expect(rest.body.data.map((row) => row.id)).toEqual([withInsurer.id]);
  });
});
