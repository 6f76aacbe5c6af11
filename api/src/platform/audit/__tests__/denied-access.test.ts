import { randomUUID } from 'node:crypto';
import { GraphQLError, getOperationAST, parse } from 'graphql';
import { TestClient, signedInClient, testPassword, type GraphQLResponse } from '../../../test/client';
import { collect, runOnce, socketClient } from '../../../test/live-client';
import { createAttorneyUser, createCase, createClinicWithUsers, createUser } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { secondFactorRequiredMessage, superAdminOnlyMessage } from '../../access/operator.policy';
import { Role } from '../../access/role';
import { ForbiddenError, NotFoundError } from '../../errors';
import { refusedRootFields } from '../../graphql/denied-access.plugin';
import { buildApiSchema } from '../../../graphql-schema';

/**
 * Every FORBIDDEN / 403 answer given to a known user writes exactly one `access_denied` row per
 * refused operation, on GraphQL, REST and the WebSocket, without arguments, variables or bodies;
 * signed-out and out-of-scope (NOT_FOUND) refusals write none; a failing audit write still answers 403.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

interface DeniedRow {
  entity_type: string;
  entity_id: string;
  clinic_id: number | null;
  changed_by: string;
  changed_by_role: string;
  changed_by_name: string;
  new_values: Record<string, unknown>;
  reason: string;
}

const deniedRowsOf = async (userId: string): Promise<DeniedRow[]> =>
  t.dataSource.query(
    `SELECT entity_type, entity_id, clinic_id, changed_by, changed_by_role, changed_by_name, new_values, reason
       FROM audit_logs WHERE action = 'access_denied' AND changed_by = $1 ORDER BY id`,
    [userId],
  );

/** Every column of every row the user's refusals wrote, as one text to search for leaked input. */
const allDeniedText = async (userId: string): Promise<string> =>
  JSON.stringify(
    await t.dataSource.query(`SELECT * FROM audit_logs WHERE action = 'access_denied' AND changed_by = $1`, [userId]),
  );

const signedIn = (email: string) => signedInClient(t.url, email);

const forbidden = { message: 'You do not have permission to do this', transport: 'graphql' };

describe('GraphQL over HTTP', () => {
  it('writes one row per refused root field, naming the actor, their clinic and the field (aliases and fragments resolved)', async () => {
    const { clinic, staff } = await createClinicWithUsers(t.dataSource);
    const client = await signedIn(staff.email);
    const codesOf = (result: GraphQLResponse) => result.errors?.map((e) => [e.path?.[0], e.extensions?.code]);
    const aliased = await client.gql('{ theirs: adminUsers(first: 1) { totalCount } }');
    expect(codesOf(aliased)).toEqual([['theirs', 'FORBIDDEN']]);
    const throughFragment = await client.gql(
      '{ ...Options } fragment Options on Query { options: adminUserClinicOptions { id } }',
    );
    expect(codesOf(throughFragment)).toEqual([['options', 'FORBIDDEN']]);
    // Refused root fields are non-null: the first refusal ends the answer, and only it is answered.
    const twice = await client.gql('{ a: adminUsers(first: 1) { totalCount } b: adminUsers(first: 2) { totalCount } }');
    expect(codesOf(twice)).toEqual([[expect.stringMatching(/^[ab]$/), 'FORBIDDEN']]);

    expect(await deniedRowsOf(staff.id)).toEqual(
      ['Query.adminUsers', 'Query.adminUserClinicOptions', 'Query.adminUsers'].map((entityId) => ({
        entity_type: 'operation',
        entity_id: entityId,
        clinic_id: clinic.id,
        changed_by: staff.id,
        changed_by_role: Role.clinic_staff,
        changed_by_name: 'Test User',
        new_values: forbidden,
        reason: forbidden.message,
      })),
    );
  });

  it('keeps no argument, variable or literal of the refused operation', async () => {
    const { admin } = await createClinicWithUsers(t.dataSource);
    const client = await signedIn(admin.email);
    const marker = `marker${randomUUID().replace(/-/g, '')}`;
    const withVariables = await client.gql(
      'mutation($input: AdminAccountCreateInput!) { adminAccountCreate(input: $input) { user { id } } }',
      {
        input: {
          email: `${marker}@test.example`,
          firstName: marker,
          lastName: marker,
          role: 'clinic_staff',
          clinicId: admin.clinic_id,
        },
      },
    );
    const withLiteral = await client.gql(`mutation { adminUserSetRole(id: "${marker}", role: clinic_admin) { id } }`);
    for (const result of [withVariables, withLiteral]) expect(result.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await deniedRowsOf(admin.id)).map((row) => row.entity_id)).toEqual([
      'Mutation.adminAccountCreate',
      'Mutation.adminUserSetRole',
    ]);
    expect(await allDeniedText(admin.id)).not.toContain(marker);
  });

  it("audits a service's own refusal (an attorney adding a patient) with the service's message", async () => {
    const { user } = await createAttorneyUser(t.dataSource);
    const client = await signedIn(user.email);
    const result = await client.gql('mutation($input: PatientCreateInput!) { patientCreate(input: $input) { id } }', {
      input: {
        firstName: 'Ann',
        lastName: 'Lee',
        email: 'ann@test.example',
        phone: '555-010-1000',
        dateOfBirth: '1980-01-01',
      },
    });
    expect(result.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(await deniedRowsOf(user.id)).toEqual([
      expect.objectContaining({
        entity_id: 'Mutation.patientCreate',
        clinic_id: null,
        changed_by_role: Role.attorney,
        new_values: { transport: 'graphql', message: 'Only clinic users can add patients' },
      }),
    ]);
  });
});

describe('several refusals in one answer', () => {
  it('make one denial per refused root field (aliases and fragments resolved); an error without a path stands for the whole operation', async () => {
    const schema = await buildApiSchema();
    const document = parse(
      `{ a: adminUsers(first: 1) { totalCount } b: adminUsers(first: 2) { totalCount } ...Options me { id } }
       fragment Options on Query { c: adminUserClinicOptions { id } }`,
    );
    const operation = getOperationAST(document)!;
    const refusal = (path: string[] | undefined, originalError: Error) =>
      new GraphQLError(originalError.message, { path, originalError });
    const errors = [
      refusal(['a'], new ForbiddenError()),
      refusal(['b'], new ForbiddenError('Another message')),
      refusal(['c', 0, 'id'] as string[], new ForbiddenError('Not yours').because('probe')),
      refusal(['me'], new NotFoundError('User')),
    ];
    const forbiddenMessage = 'You do not have permission to do this';
    expect(refusedRootFields(schema, document, operation, errors)).toEqual([
      { operation: 'Query.adminUsers', message: forbiddenMessage, reason: null },
      { operation: 'Query.adminUserClinicOptions', message: 'Not yours', reason: 'probe' },
    ]);
    expect(refusedRootFields(schema, document, operation, [refusal(undefined, new ForbiddenError())])).toEqual(
      ['Query.adminUsers', 'Query.adminUserClinicOptions', 'Query.me'].map((name) => ({
        operation: name,
        message: forbiddenMessage,
        reason: null,
      })),
    );
    expect(refusedRootFields(schema, document, operation, [errors[3]])).toEqual([]);
  });
});

describe('REST', () => {
  it('writes one row named by the route pattern, never the URL, its query string or its body', async () => {
    const { clinic, staff } = await createClinicWithUsers(t.dataSource);
    const client = await signedIn(staff.email);
    const marker = `marker${randomUUID().replace(/-/g, '')}`;
    const answer = await client.rest('PUT', `/superadmin/api/users/${marker}/role?note=${marker}`, {
      role: 'clinic_admin',
      password: marker,
    });
    expect(answer).toEqual({
      status: 403,
      body: { success: false, message: superAdminOnlyMessage, code: 'FORBIDDEN' },
    });
    expect(await deniedRowsOf(staff.id)).toEqual([
      {
        entity_type: 'operation',
        entity_id: 'PUT /superadmin/api/users/:id/role',
        clinic_id: clinic.id,
        changed_by: staff.id,
        changed_by_role: Role.clinic_staff,
        changed_by_name: 'Test User',
        new_values: { transport: 'rest', message: superAdminOnlyMessage },
        reason: superAdminOnlyMessage,
      },
    ]);
    expect(await allDeniedText(staff.id)).not.toContain(marker);
  });

  it("audits a service's own refusal on REST too", async () => {
    const { user } = await createAttorneyUser(t.dataSource);
    const client = await signedIn(user.email);
    const answer = await client.rest('POST', '/api/patients', {
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@test.example',
      phone: '555-010-1000',
      dateOfBirth: '1980-01-01',
    });
    expect(answer.status).toBe(403);
    expect((await deniedRowsOf(user.id)).map((row) => [row.entity_id, row.new_values])).toEqual([
      ['POST /api/patients', { transport: 'rest', message: 'Only clinic users can add patients' }],
    ]);
  });
});

describe('a super admin whose second factor is pending', () => {
  it("is named by the pending session's user on GraphQL, the console's routes and the refused socket; 401s write nothing", async () => {
    const operator = await createUser(t.dataSource, {
      role: Role.super_admin,
      first_name: 'Pending',
      last_name: 'Operator',
    });
    const pending = new TestClient(t.url);
    const passwordStep = await pending.rest('POST', '/superadmin/api/login', {
      email: operator.email,
      password: testPassword,
    });
    expect(passwordStep.status).toBe(200);

    const graphql = await pending.gql('{ adminUsers(first: 1) { totalCount } }');
    expect(graphql.errors?.[0]).toMatchObject({
      message: secondFactorRequiredMessage,
      extensions: { code: 'FORBIDDEN' },
    });
    expect((await pending.rest('GET', '/superadmin/api/users')).status).toBe(403);
    // Outside the console a pending session is no one: 401, like signed out, and not audited.
    expect((await pending.rest('GET', '/api/cases')).status).toBe(401);
    const socket = socketClient(t.url, pending.cookie);
    try {
      await expect(runOnce(socket, '{ me { id } }')).rejects.toMatchObject({ code: 4403 });
    } finally {
      await socket.dispose();
    }

    const rows = await deniedRowsOf(operator.id);
    expect(rows.map((row) => [row.entity_id, row.new_values.transport])).toEqual([
      ['Query.adminUsers', 'graphql'],
      ['GET /superadmin/api/users', 'rest'],
      ['WebSocket /graphql', 'websocket'],
    ]);
    for (const row of rows) {
      expect(row).toMatchObject({
        changed_by_role: Role.super_admin,
        changed_by_name: 'Pending Operator',
        clinic_id: null,
        reason: secondFactorRequiredMessage,
      });
    }
  });
});

describe('GraphQL over WebSocket', () => {
  it('audits an operation refused on the socket, and a subscription refused at subscribe', async () => {
    const { clinic, staff } = await createClinicWithUsers(t.dataSource);
    const client = await signedIn(staff.email);
    const socket = socketClient(t.url, client.cookie);
    // No subscription is refused by role today; a refusal at subscribe time takes this same path.
    const refusal = 'Only the clinic may follow these messages';
    const subscribe = jest.spyOn(t.app.services.messages, 'subscribe').mockImplementation(() => {
      throw new ForbiddenError(refusal);
    });
    try {
      const query = (await runOnce(socket, '{ adminUsers(first: 1) { totalCount } }')) as {
        errors?: { extensions?: { code?: string } }[];
      };
      expect(query.errors?.[0].extensions?.code).toBe('FORBIDDEN');

      const live = collect(socket, 'subscription { messageAdded { id } }', 'messageAdded');
      const ended = await live.waitForEnd(5000);
      expect(ended.error).toEqual([expect.objectContaining({ message: refusal, extensions: { code: 'FORBIDDEN' } })]);
      expect(subscribe).toHaveBeenCalledTimes(1);
    } finally {
      subscribe.mockRestore();
      await socket.dispose();
    }

    expect((await deniedRowsOf(staff.id)).map((row) => [row.entity_id, row.clinic_id, row.new_values])).toEqual([
      ['Query.adminUsers', clinic.id, { transport: 'websocket', message: 'You do not have permission to do this' }],
      ['Subscription.messageAdded', clinic.id, { transport: 'websocket', message: refusal }],
    ]);
  });
});

describe('refusals that are not audited as denials', () => {
  it('signed-out callers (401) write nothing: there is no one to name', async () => {
    const anonymous = new TestClient(t.url);
    expect((await anonymous.gql('{ adminUsers(first: 1) { totalCount } }')).errors?.[0].extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    expect((await anonymous.rest('GET', '/superadmin/api/users')).status).toBe(401);
    const [{ count }] = (await t.dataSource.query(
      `SELECT count(*)::int AS count FROM audit_logs WHERE action = 'access_denied' AND changed_by IS NULL`,
    )) as { count: number }[];
    expect(count).toBe(0);
  });

  it('out-of-scope ids answer exactly like missing ones (NOT_FOUND) and write no denial', async () => {
    const { staff } = await createClinicWithUsers(t.dataSource);
    const other = await createClinicWithUsers(t.dataSource);
    const foreignCase = await createCase(t.dataSource, { clinicId: other.clinic.id });
    const client = await signedIn(staff.email);
    expect(await client.gql('query($id: Int!) { case(id: $id) { id } }', { id: foreignCase.id })).toEqual({
      data: { case: null },
    });
    expect((await client.rest('GET', `/api/cases/${foreignCase.id}`)).status).toBe(404);
    expect(await deniedRowsOf(staff.id)).toEqual([]);
  });
});

describe('an audit write that fails', () => {
  const databaseDown = () => Promise.reject(new Error('Connection terminated unexpectedly'));

  it('still answers the refusal, never a 500, and logs that the denial went unaudited', async () => {
    const { staff } = await createClinicWithUsers(t.dataSource);
    const client = await signedIn(staff.email);
    const normalGraphql = await client.gql('{ adminUsers(first: 1) { totalCount } }');
    const normalRest = await client.rest('GET', '/superadmin/api/users');
    expect((await deniedRowsOf(staff.id)).length).toBe(2);

    const transaction = jest.spyOn(t.dataSource, 'transaction').mockImplementation(databaseDown);
    try {
      expect(await client.gql('{ adminUsers(first: 1) { totalCount } }')).toEqual(normalGraphql);
      const rest = await client.request('GET', '/superadmin/api/users');
      expect({ status: rest.status, body: await rest.json() }).toEqual(normalRest);
      expect(transaction).toHaveBeenCalledTimes(2);
    } finally {
      transaction.mockRestore();
    }
    expect((await deniedRowsOf(staff.id)).length).toBe(2);
    const unaudited = t.logs.filter((line) => line.includes('access denial not audited'));
    expect(unaudited.map((line) => (JSON.parse(line) as { operations: string[] }).operations)).toEqual([
      ['Query.adminUsers'],
      ['GET /superadmin/api/users'],
    ]);
  });
});
