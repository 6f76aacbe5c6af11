import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import fc from 'fast-check';
import type { DataSource } from 'typeorm';
import { Role } from '../../platform/access/role';
import { TestClient } from '../../test/client';
import {
  createAttorney,
  createAttorneyUser,
  createCase,
  createClinic,
  createClinicWithUsers,
  createPatient,
  createUser,
} from '../../test/factories';
import { field, nastyStrings, validEmail, validName, validPhone, wildValue } from '../../test/faults/fuzz-values';
import {
  AnswerCheck,
  bodyOf,
  fuzzParameters,
  fuzzRuns,
  fuzzSeed,
  pathSegment,
  withExtras as withTenantExtras,
} from '../../test/faults/fuzz-run';
import type { TestApp } from '../../test/harness';
import { startIsolatedApp } from '../../test/isolated-app';
import { htmlPretendingToBePdf, sampleDocx, samplePdf, samplePng } from '../documents/__tests__/upload-fixtures';

/**
 * Thousands of generated inputs (fixed seed) against every document write (the upload's metadata and
 * file name, delete) as clinic staff and a case's attorney, and against every account write of the
 * operator's Users tab (create, edit, role, active, force logout, resend invitation, GraphQL and
 * /superadmin/api) and the public set-password call of an invitation. No answer is a server error or
 * shows internals; afterwards another clinic's rows are untouched, every document is in its case's
 * clinic with its stored file, every created or changed row has its audit row, the operator is still
 * an active super admin, every account's role agrees with its clinic and attorney record, no plan's
 * user limit is exceeded and no deactivated user holds a session. The invariants about accounts are
 * platform-wide, so this file has a database of its own.
 */
const seed = fuzzSeed;
const runsPerTarget = fuzzRuns(350);

let t: TestApp;
let ds: DataSource;
let startedAt: Date;
const fuzzOptions = fuzzParameters(runsPerTarget);
const answers = new AnswerCheck();

/** Documents: a clinic whose staff and case attorney upload and delete. */
let docsClinicId: number;
let staff: TestClient;
let attorney: TestClient;
let staffCaseId: number;
let attorneyCaseId: number;
let otherCaseId: number;
let otherDocumentId: number;

/** Users: the operator, the clinics and accounts it may change, and a clinic nobody names. */
let operator: TestClient;
let operatorId: string;
let starterClinicId: number;
let professionalClinicId: number;
let inactiveClinicId: number;
let bystanderClinicId: number;
let freeAttorneyId: number;
let linkedAttorneyId: number;
let targetUserIds: string[];
let bystanderSnapshot: string;
const invitationTokens: string[] = [];

async function snapshotBystander(): Promise<string> {
  const rows = await ds.query(
    `SELECT (SELECT row_to_json(x) FROM clinics x WHERE x.id = $1) AS clinic,
            (SELECT json_agg(x ORDER BY x.id) FROM users x WHERE x.clinic_id = $1) AS users,
            (SELECT json_agg(x ORDER BY x.sid) FROM sessions x WHERE x.user_id IN (SELECT id FROM users WHERE clinic_id = $1)) AS sessions,
            (SELECT json_agg(x ORDER BY x.id) FROM cases x WHERE x.clinic_id = $1) AS cases,
            (SELECT json_agg(x ORDER BY x.id) FROM documents x WHERE x.clinic_id = $1) AS documents,
            (SELECT json_agg(x ORDER BY x.id) FROM audit_logs x WHERE x.clinic_id = $1) AS audit`,
    [bystanderClinicId],
  );
  return JSON.stringify(rows[0]);
}

beforeAll(async () => {
  t = await startIsolatedApp();
  ds = t.dataSource;

  const docs = await createClinicWithUsers(ds, { subscription_plan: 'enterprise' });
  docsClinicId = docs.clinic.id;
  const lawyer = await createAttorneyUser(ds);
  staffCaseId = (await createCase(ds, { clinicId: docsClinicId })).id;
  attorneyCaseId = (await createCase(ds, { clinicId: docsClinicId, attorneyId: lawyer.attorney.id })).id;

  const bystander = await createClinicWithUsers(ds);
  bystanderClinicId = bystander.clinic.id;
  otherCaseId = (
    await createCase(ds, {
      clinicId: bystanderClinicId,
      patientId: (await createPatient(ds, bystanderClinicId)).id,
      attorneyId: (await createAttorney(ds)).id,
    })
  ).id;
  [{ id: otherDocumentId }] = await ds.query(
    `INSERT INTO documents (case_id, clinic_id, uploaded_by, file_name, file_type, file_size, file_path)
     VALUES ($1, $2, $3, 'x.pdf', 'application/pdf', 10, $4) RETURNING id`,
    [otherCaseId, bystanderClinicId, bystander.staff.id, `${bystanderClinicId}/2024/${randomUUID()}`],
  );

  // The starter plan allows 3 users: two seats are taken, so the fuzzing meets the limit at once.
  const starter = await createClinicWithUsers(ds, { subscription_plan: 'starter' });
  starterClinicId = starter.clinic.id;
  const professional = await createClinic(ds, { subscription_plan: 'professional' });
  professionalClinicId = professional.id;
  const professionalStaff = await createUser(ds, { role: Role.clinic_staff, clinic_id: professionalClinicId });
  inactiveClinicId = (await createClinic(ds, { is_active: false })).id;
  const inactiveClinicUser = await createUser(ds, {
    role: Role.clinic_staff,
    clinic_id: inactiveClinicId,
    is_active: false,
  });
  freeAttorneyId = (await createAttorney(ds)).id;
  const linked = await createAttorneyUser(ds);
  linkedAttorneyId = linked.attorney.id;
  // The factory links the account without the flag the service keeps; start from the consistent state.
  await ds.query(`UPDATE attorneys SET has_account = true WHERE id = $1`, [linkedAttorneyId]);
  const operatorUser = await createUser(ds, { role: Role.super_admin });
  operatorId = operatorUser.id;
  const otherSuperAdmin = await createUser(ds, { role: Role.super_admin });
  targetUserIds = [
    starter.staff.id,
    starter.admin.id,
    professionalStaff.id,
    inactiveClinicUser.id,
    linked.user.id,
    otherSuperAdmin.id,
  ];

  staff = new TestClient(t.url);
  await staff.login(docs.staff.email);
  attorney = new TestClient(t.url);
  await attorney.login(lawyer.user.email);
  operator = new TestClient(t.url);
  await operator.login(operatorUser.email);
  // Open sessions of the accounts the operator changes, so ending them is part of what is checked.
  for (const email of [starter.staff.email, professionalStaff.email, linked.user.email])
    await new TestClient(t.url).login(email);

  bystanderSnapshot = await snapshotBystander();
  startedAt = new Date();
}, 60_000);
afterAll(async () => {
  process.stdout.write(
    `fuzzed inputs per target (seed ${seed}, ${answers.total()} in all):\n${JSON.stringify(answers.counts, null, 1)}\n`,
  );
  await t?.close();
});

const withExtras = (model: Record<string, fc.Arbitrary<unknown>>, required: string[]) =>
  withTenantExtras(model, required, bystanderClinicId);

/** A value known only once beforeAll has run (the arbitraries are built when the file loads). */
const late = <T>(value: () => T) => fc.constant(null).map(value);

/** A pick among ids known only while the run goes on, resolved against a pool just before sending. */
const pick = (max = 11) => fc.nat(max).map((index) => ({ pick: index }));
const isPick = (value: unknown): value is { pick: number } =>
  value !== null && typeof value === 'object' && 'pick' in value && Object.keys(value).length === 1;
const resolvePick = <T>(value: unknown, pool: T[]) => (isPick(value) ? pool[value.pick % pool.length] : value);

/** Reads the invitation token out of an answer that carries a link (the test app sends no email). */
async function harvestToken(response: Response): Promise<Response> {
  const match = /invitation\?token=([A-Za-z0-9_-]{43})/.exec(await response.clone().text());
  if (match) invitationTokens.push(match[1]);
  return response;
}

const check = (target: string, send: () => Promise<Response>, isGraphql: boolean) =>
  answers.check(target, send, isGraphql);

const json = (value: unknown) => JSON.stringify(value) ?? 'null';
const gqlBody = (query: string, variables: unknown) => json({ query, variables });

describe('documents', () => {
  const clients = { staff: () => staff, attorney: () => attorney };
  type Who = keyof typeof clients;
  const documentTypes = ['medical_record', 'imaging', 'report', 'legal_document', 'insurance', 'other'];
  const extensions = ['.pdf', '.png', '.txt', '.docx', '.jpg', '.PDF'];
  const bytesFor: Record<string, Buffer> = {
    pdf: samplePdf,
    png: samplePng,
    txt: Buffer.from('Visit notes: lumbar strain, follow up in 2 weeks.\n'),
    docx: sampleDocx,
    jpg: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0]),
  };
  const fileNames = fc.oneof(
    { arbitrary: fc.tuple(validName, fc.constantFrom(...extensions)).map(([name, ext]) => name + ext), weight: 6 },
    {
      arbitrary: fc.constantFrom(
        '../../../etc/passwd.txt',
        'C:\\Users\\pat\\scan.pdf',
        'a\u0000b.txt',
        '',
        '.txt',
        'noextension',
        `${'x'.repeat(300)}.txt`,
        'evil<>|:*?".png',
        'report.pdf.exe',
        '\u202Etxt.exe.pdf',
        ' spaced .pdf ',
        '\uD800.txt',
        'line\r\nbreak.txt',
      ),
      weight: 2,
    },
    { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 1 },
  );
  /** What the file part holds: usually the bytes its extension promises. */
  const contents = fc.constantFrom('matching', 'matching', 'matching', 'matching', 'pdf', 'html', 'empty', 'none');
  const caseIds = () =>
    fc.oneof(
      {
        arbitrary: fc.oneof(
          late(() => String(staffCaseId)),
          late(() => String(attorneyCaseId)),
        ),
        weight: 8,
      },
      { arbitrary: late(() => String(otherCaseId)), weight: 1 },
      { arbitrary: fc.constantFrom('0', '-1', '2147483648', '99999999999', '1e3', ' 1', '0x10', ''), weight: 1 },
      { arbitrary: wildValue, weight: 1 },
    );
  const uploadFields = withExtras(
    {
      caseId: caseIds(),
      documentType: field(fc.constantFrom(...documentTypes)),
      description: fc.oneof(
        { arbitrary: validName, weight: 8 },
        { arbitrary: nastyStrings, weight: 2 },
        { arbitrary: wildValue, weight: 1 },
      ),
      isConfidential: field(fc.constantFrom('true', 'false', '0', 'off', 'on', 'yes')),
    },
    ['caseId'],
  );
  const asText = (value: unknown) => (typeof value === 'string' ? value : json(value));

  test('POST /api/documents/upload (metadata fields and file name; staff and the case attorney)', () =>
    fc.assert(
      fc.asyncProperty(
        uploadFields,
        fileNames,
        contents,
        fc.constantFrom<Who>('staff', 'staff', 'attorney'),
        async (fields, fileName, content, as) => {
          const form = new FormData();
          for (const [name, value] of Object.entries(fields)) form.append(name, asText(value));
          if (content !== 'none') {
            const extension = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';
            const bytes =
              content === 'matching'
                ? (bytesFor[extension] ?? bytesFor.txt)
                : content === 'pdf'
                  ? samplePdf
                  : content === 'html'
                    ? htmlPretendingToBePdf
                    : Buffer.alloc(0);
            form.append('file', new Blob([new Uint8Array(bytes)]), fileName);
          }
          await check(
            'POST /api/documents/upload',
            () =>
              fetch(`${t.url}/api/documents/upload`, {
                method: 'POST',
                headers: { cookie: clients[as]().cookie! },
                body: form,
              }),
            false,
          );
        },
      ),
      { ...fuzzOptions, numRuns: 2 * runsPerTarget },
    ));

  test('documentDelete (staff and the case attorney)', async () => {
    const pool = async () => {
      const rows = (await ds.query(`SELECT id FROM documents WHERE clinic_id = $1 ORDER BY id DESC LIMIT 10`, [
        docsClinicId,
      ])) as { id: number }[];
      return [...rows.map((row) => row.id), otherDocumentId, 999_999_999];
    };
    return fc.assert(
      fc.asyncProperty(
        fc.oneof({ arbitrary: pick(), weight: 8 }, { arbitrary: wildValue, weight: 1 }),
        fc.constantFrom<Who>('staff', 'attorney'),
        async (id, as) => {
          const sent = resolvePick(id, await pool());
          await check(
            'documentDelete',
            () =>
              clients[as]().request('POST', '/graphql', {
                body: gqlBody('mutation ($id: Int!) { documentDelete(id: $id) }', { id: sent }),
              }),
            true,
          );
        },
      ),
      fuzzOptions,
    );
  });
});

describe('the operator’s user administration', () => {
  /**
   * The operator may name any clinic, so its tenant-field extras name the inactive clinic (never the
   * bystander, whose rows must stay untouched because no input names it).
   */
  const withExtras = (model: Record<string, fc.Arbitrary<unknown>>, required: string[]) =>
    withTenantExtras(model, required, inactiveClinicId);
  const roles = fc.constantFrom('clinic_staff', 'clinic_admin', 'attorney', 'super_admin');
  const clinicIds = () =>
    field(
      fc.oneof(
        late(() => starterClinicId),
        late(() => professionalClinicId),
        late(() => inactiveClinicId),
        fc.constantFrom(999_999_999, 2 ** 31, 0, -1),
      ),
    );
  const attorneyIds = () =>
    field(
      fc.oneof(
        late(() => freeAttorneyId),
        late(() => linkedAttorneyId),
        fc.constantFrom(999_999_999, 2 ** 31, 0),
      ),
    );
  /** Mostly new addresses (each target its own, as every target runs from the same seed); now and then one taken. */
  const emails = (prefix: string) =>
    fc.oneof(
      { arbitrary: fc.nat(1_000_000).map((n) => `${prefix}-${n}@accounts.example`), weight: 6 },
      { arbitrary: validEmail, weight: 2 },
      { arbitrary: fc.constantFrom('FUZZ-1@Accounts.Example', 'not-an-email', 'a@b'), weight: 1 },
    );
  /** An account: usually one whose role has its record, sometimes any mix. */
  const accountBody = (prefix: string, extra: Record<string, fc.Arbitrary<unknown>>, required: string[]) => {
    const person = { email: field(emails(prefix)), firstName: field(validName), lastName: field(validName), ...extra };
    const base = ['email', 'firstName', 'lastName', 'role', ...required];
    return fc.oneof(
      {
        arbitrary: withExtras(
          { ...person, role: fc.constantFrom('clinic_staff', 'clinic_admin'), clinicId: clinicIds() },
          [...base, 'clinicId'],
        ),
        weight: 3,
      },
      {
        arbitrary: withExtras(
          {
            ...person,
            role: fc.constant('attorney'),
            firmName: field(validName),
            barNumber: field(fc.constantFrom('NJ-12345', 'NY 998')),
            phone: field(validPhone),
          },
          [...base, 'firmName'],
        ),
        weight: 2,
      },
      {
        arbitrary: withExtras({ ...person, role: fc.constant('attorney'), attorneyId: attorneyIds() }, [
          ...base,
          'attorneyId',
        ]),
        weight: 1,
      },
      { arbitrary: withExtras({ ...person, role: fc.constant('super_admin') }, base), weight: 1 },
      {
        arbitrary: withExtras(
          {
            ...person,
            role: field(roles),
            clinicId: clinicIds(),
            attorneyId: attorneyIds(),
            firmName: field(validName),
            phone: field(validPhone),
          },
          base,
        ),
        weight: 1,
      },
    );
  };
  const createBody = (prefix: string) => accountBody(prefix, {}, []);
  const updateBody = () => accountBody('edit', { isActive: field(fc.boolean()) }, ['isActive']);

  /** A user id: usually one of the accounts the fuzzing may change, sometimes the operator's own, or anything. */
  const userIds = () =>
    fc.oneof(
      { arbitrary: pick(), weight: 10 },
      { arbitrary: fc.constant({ self: true }), weight: 1 },
      { arbitrary: fc.constantFrom('00000000-0000-4000-8000-000000000000', '', ' ', '%', '../users'), weight: 1 },
      { arbitrary: wildValue, weight: 1 },
    );
  let pool: string[] = [];
  let calls = 0;
  async function resolveUser(value: unknown): Promise<unknown> {
    if (calls++ % 10 === 0) {
      const recent = (await ds.query(
        `SELECT id FROM users WHERE created_at >= $1 AND role <> 'super_admin' ORDER BY created_at DESC LIMIT 6`,
        [startedAt],
      )) as { id: string }[];
      pool = [...targetUserIds, ...recent.map((row) => row.id)];
    }
    if (value !== null && typeof value === 'object' && 'self' in value) return operatorId;
    return resolvePick(value, pool);
  }
  const userPath = (id: unknown, rest: string) => `/superadmin/api/users/${pathSegment(id)}${rest}`;

  const restCall = (target: string, method: string, url: string, body: unknown, harvest = false) =>
    check(
      target,
      async () => {
        const response = await operator.request(method, url, { body: body === undefined ? undefined : json(body) });
        return harvest ? harvestToken(response) : response;
      },
      false,
    );
  const gqlCall = (target: string, query: string, variables: unknown, harvest = false) =>
    check(
      target,
      async () => {
        const response = await operator.request('POST', '/graphql', { body: gqlBody(query, variables) });
        return harvest ? harvestToken(response) : response;
      },
      true,
    );

  test('adminAccountCreate', () =>
    fc.assert(
      fc.asyncProperty(fc.record({ input: bodyOf(createBody('graphql')) }), (variables) =>
        gqlCall(
          'adminAccountCreate',
          `mutation ($input: AdminAccountCreateInput!) {
             adminAccountCreate(input: $input) { user { id role clinicId attorneyId } invitation { link } } }`,
          variables,
          true,
        ),
      ),
      fuzzOptions,
    ));

  test('POST /superadmin/api/accounts', () =>
    fc.assert(
      fc.asyncProperty(bodyOf(createBody('rest')), (body) =>
        restCall('POST /superadmin/api/accounts', 'POST', '/superadmin/api/accounts', body, true),
      ),
      fuzzOptions,
    ));

  test('adminUserUpdate', () =>
    fc.assert(
      fc.asyncProperty(userIds(), bodyOf(updateBody()), async (id, input) =>
        gqlCall(
          'adminUserUpdate',
          `mutation ($id: ID!, $input: AdminUserUpdateInput!) {
             adminUserUpdate(id: $id, input: $input) { id role isActive clinicId attorneyId } }`,
          { id: await resolveUser(id), input },
        ),
      ),
      fuzzOptions,
    ));

  const roleModel = () => ({ role: field(roles), clinicId: clinicIds(), attorneyId: attorneyIds() });

  test('adminUserSetRole', () =>
    fc.assert(
      fc.asyncProperty(userIds(), fc.record(roleModel(), { requiredKeys: ['role'] }), async (id, args) =>
        gqlCall(
          'adminUserSetRole',
          `mutation ($id: ID!, $role: Role!, $clinicId: Int, $attorneyId: Int) {
             adminUserSetRole(id: $id, role: $role, clinicId: $clinicId, attorneyId: $attorneyId) { id role } }`,
          { id: await resolveUser(id), ...args },
        ),
      ),
      fuzzOptions,
    ));

  test('PUT /superadmin/api/users/:id/role', () =>
    fc.assert(
      fc.asyncProperty(userIds(), bodyOf(withExtras(roleModel(), ['role'])), async (id, body) =>
        restCall('PUT /superadmin/api/users/:id/role', 'PUT', userPath(await resolveUser(id), '/role'), body),
      ),
      fuzzOptions,
    ));

  test('adminUserSetActive', () =>
    fc.assert(
      fc.asyncProperty(userIds(), field(fc.boolean()), async (id, isActive) =>
        gqlCall(
          'adminUserSetActive',
          'mutation ($id: ID!, $isActive: Boolean!) { adminUserSetActive(id: $id, isActive: $isActive) { id isActive } }',
          { id: await resolveUser(id), isActive },
        ),
      ),
      fuzzOptions,
    ));

  test('PUT /superadmin/api/users/:id/status', () =>
    fc.assert(
      fc.asyncProperty(
        userIds(),
        bodyOf(withExtras({ isActive: field(fc.boolean()) }, ['isActive'])),
        async (id, body) =>
          restCall('PUT /superadmin/api/users/:id/status', 'PUT', userPath(await resolveUser(id), '/status'), body),
      ),
      fuzzOptions,
    ));

  test('adminUserForceLogout and POST /superadmin/api/users/:id/logout', () =>
    fc.assert(
      fc.asyncProperty(userIds(), fc.boolean(), async (id, overRest) => {
        const sent = await resolveUser(id);
        if (overRest)
          await restCall('POST /superadmin/api/users/:id/logout', 'POST', userPath(sent, '/logout'), undefined);
        else
          await gqlCall(
            'adminUserForceLogout',
            'mutation ($id: ID!) { adminUserForceLogout(id: $id) { userId sessionsEnded } }',
            { id: sent },
          );
      }),
      fuzzOptions,
    ));

  test('adminUserResendInvitation', () =>
    fc.assert(
      fc.asyncProperty(userIds(), async (id) =>
        gqlCall(
          'adminUserResendInvitation',
          'mutation ($id: ID!) { adminUserResendInvitation(id: $id) { invitation { link } } }',
          { id: await resolveUser(id) },
          true,
        ),
      ),
      fuzzOptions,
    ));
});

describe('accepting an invitation (public: the set-password page)', () => {
  const anonymous = () => new TestClient(t.url);
  const tokens = fc.oneof(
    { arbitrary: pick(40), weight: 6 },
    { arbitrary: fc.string({ unit: fc.constantFrom(...'abcXYZ019_-'), minLength: 43, maxLength: 43 }), weight: 1 },
    { arbitrary: wildValue, weight: 1 },
  );
  const passwords = fc.oneof(
    {
      arbitrary: fc
        .string({ unit: 'grapheme', minLength: 12, maxLength: 60 })
        .filter((s) => s.trim() === s && new Set(s).size >= 4),
      weight: 6,
    },
    { arbitrary: fc.constantFrom('short', ' leading space pass', 'aaaaaaaaaaaaaaaa', 'x'.repeat(1025)), weight: 1 },
    { arbitrary: nastyStrings, weight: 1 },
    { arbitrary: wildValue, weight: 1 },
  );
  const tokenOf = (value: unknown) => resolvePick(value, invitationTokens.length ? invitationTokens : ['none']);

  test('invitationAccept and POST /api/invitations/accept', () => {
    expect(invitationTokens.length).toBeGreaterThan(10);
    return fc.assert(
      fc.asyncProperty(tokens, passwords, fc.boolean(), async (token, password, overRest) => {
        const sent = { token: tokenOf(token), password };
        if (overRest)
          await check(
            'POST /api/invitations/accept',
            () => anonymous().request('POST', '/api/invitations/accept', { body: json(sent) }),
            false,
          );
        else
          await check(
            'invitationAccept',
            () =>
              anonymous().request('POST', '/graphql', {
                body: gqlBody(
                  'mutation ($token: String!, $password: String!) { invitationAccept(token: $token, password: $password) { email role } }',
                  sent,
                ),
              }),
            true,
          );
      }),
      { ...fuzzOptions, numRuns: 2 * runsPerTarget },
    );
  });
});

describe('invariants after the run', () => {
  test('writes succeeded on every target that can succeed (the fuzzing reached the database)', () => {
    for (const target of [
      'POST /api/documents/upload',
      'documentDelete',
      'adminAccountCreate',
      'POST /superadmin/api/accounts',
      'adminUserUpdate',
      'adminUserSetRole',
      'PUT /superadmin/api/users/:id/role',
      'adminUserSetActive',
      'PUT /superadmin/api/users/:id/status',
      'adminUserForceLogout',
      'POST /superadmin/api/users/:id/logout',
      'adminUserResendInvitation',
      'invitationAccept',
      'POST /api/invitations/accept',
    ])
      expect({ target, ok: answers.succeeded(target) > 0 }).toEqual({ target, ok: true });
  });

  test('a clinic no input named is exactly as before: its row, users, sessions, cases, documents and audit rows', async () => {
    expect(await snapshotBystander()).toBe(bystanderSnapshot);
  });

  test('every document is in its case’s clinic, uploads landed only on cases in scope, and each one’s file is stored (no temporary file left)', async () => {
    const [row] = await ds.query(
      `SELECT
         (SELECT count(*) FROM documents d JOIN cases c ON c.id = d.case_id WHERE d.clinic_id <> c.clinic_id)::int AS mixed,
         (SELECT count(*) FROM documents WHERE upload_date >= $1 AND case_id NOT IN ($2, $3))::int AS foreign,
         (SELECT coalesce(json_agg(file_path ORDER BY file_path), '[]') FROM documents WHERE upload_date >= $1) AS keys`,
      [startedAt, staffCaseId, attorneyCaseId],
    );
    expect({ mixed: row.mixed, foreign: row.foreign }).toEqual({ mixed: 0, foreign: 0 });
    expect((row.keys as string[]).length).toBeGreaterThan(0);
    const stored = async (dir: string) =>
      (await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []))
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
        .sort();
    expect(await stored(path.join(t.config.dataDir, 'documents'))).toEqual(row.keys);
    expect(await stored(path.join(t.config.dataDir, 'uploads-tmp'))).toEqual([]);
  });

  test('every document uploaded has its create audit row, and every one deleted its delete audit row', async () => {
    const [row] = await ds.query(
      `SELECT
         (SELECT coalesce(json_agg(d.id), '[]') FROM documents d WHERE d.upload_date >= $1 AND NOT EXISTS (
            SELECT 1 FROM audit_logs a WHERE a.entity_type = 'document' AND a.entity_id = d.id::text AND a.action = 'create'
              AND a.clinic_id = d.clinic_id)) AS unaudited_uploads,
         (SELECT coalesce(json_agg(a.entity_id), '[]') FROM audit_logs a WHERE a.entity_type = 'document'
            AND a.action = 'create' AND a.changed_at >= $1
            AND NOT EXISTS (SELECT 1 FROM documents d WHERE d.id::text = a.entity_id)
            AND NOT EXISTS (SELECT 1 FROM audit_logs x WHERE x.entity_type = 'document' AND x.entity_id = a.entity_id
              AND x.action = 'delete')) AS unaudited_deletes,
         (SELECT count(*) FROM audit_logs a WHERE a.entity_type = 'document' AND a.action = 'delete' AND a.changed_at >= $1)::int AS deletes`,
      [startedAt],
    );
    expect({ uploads: row.unaudited_uploads, deletes: row.unaudited_deletes }).toEqual({ uploads: [], deletes: [] });
    expect(row.deletes).toBeGreaterThan(0);
  });

  test('the operator is still an active super admin, and every account’s role agrees with its clinic and attorney record', async () => {
    const [row] = await ds.query(
      `SELECT
         (SELECT role = 'super_admin' AND is_active FROM users WHERE id = $1) AS operator_kept,
         (SELECT count(*) FROM users WHERE role = 'super_admin' AND is_active)::int AS active_super_admins,
         (SELECT count(*) FROM users WHERE role IN ('clinic_staff', 'clinic_admin')
            AND (clinic_id IS NULL OR attorney_id IS NOT NULL OR NOT EXISTS (SELECT 1 FROM clinics c WHERE c.id = clinic_id)))::int AS clinic_role_without_clinic,
         (SELECT count(*) FROM users WHERE role = 'attorney' AND (attorney_id IS NULL OR clinic_id IS NOT NULL))::int AS attorney_without_record,
         (SELECT count(*) FROM users WHERE role = 'super_admin' AND (attorney_id IS NOT NULL OR clinic_id IS NOT NULL))::int AS operator_with_tenant,
         (SELECT count(*) FROM (SELECT attorney_id FROM users WHERE attorney_id IS NOT NULL GROUP BY attorney_id HAVING count(*) > 1) s)::int AS shared_attorney_records,
         (SELECT count(*) FROM attorneys a WHERE a.has_account <> EXISTS (SELECT 1 FROM users u WHERE u.attorney_id = a.id)
            AND (a.id IN ($3, $4) OR a.created_at >= $2))::int AS stale_has_account`,
      [operatorId, startedAt, freeAttorneyId, linkedAttorneyId],
    );
    expect(row).toEqual({
      operator_kept: true,
      active_super_admins: expect.any(Number),
      clinic_role_without_clinic: 0,
      attorney_without_record: 0,
      operator_with_tenant: 0,
      shared_attorney_records: 0,
      stale_has_account: 0,
    });
    expect(row.active_super_admins).toBeGreaterThanOrEqual(1);
  });

  test('no plan’s user limit is exceeded, an inactive clinic took no user, and no deactivated user holds a session', async () => {
    const [row] = await ds.query(
      `SELECT
         (SELECT coalesce(json_agg(json_build_object('clinic', c.id, 'active', n.active, 'max', p.max_users)), '[]')
            FROM clinics c JOIN plans p ON p.code = c.subscription_plan
            CROSS JOIN LATERAL (SELECT count(*)::int AS active FROM users u WHERE u.clinic_id = c.id AND u.is_active) n
           WHERE c.id IN ($1, $2) AND p.max_users IS NOT NULL AND n.active > p.max_users) AS over_limit,
         (SELECT count(*) FROM users WHERE clinic_id = $3 AND is_active)::int AS active_at_inactive_clinic,
         (SELECT count(*) FROM sessions s JOIN users u ON u.id = s.user_id WHERE NOT u.is_active)::int AS sessions_of_inactive,
         (SELECT count(*) FROM users WHERE clinic_id = $1 AND is_active)::int AS starter_seats`,
      [starterClinicId, professionalClinicId, inactiveClinicId],
    );
    expect({
      over_limit: row.over_limit,
      active_at_inactive_clinic: row.active_at_inactive_clinic,
      sessions_of_inactive: row.sessions_of_inactive,
    }).toEqual({ over_limit: [], active_at_inactive_clinic: 0, sessions_of_inactive: 0 });
    expect(row.starter_seats).toBeGreaterThan(0);
  });

  test('every account created, changed or given a password in the run has its audit row', async () => {
    const [row] = await ds.query(
      `SELECT
         (SELECT coalesce(json_agg(u.id), '[]') FROM users u WHERE u.created_at >= $1 AND NOT EXISTS (
            SELECT 1 FROM audit_logs a WHERE a.entity_type = 'user' AND a.entity_id = u.id AND a.action = 'account_create')) AS created,
         (SELECT coalesce(json_agg(u.id), '[]') FROM users u WHERE u.updated_at >= $1 AND u.created_at < $1 AND NOT EXISTS (
            SELECT 1 FROM audit_logs a WHERE a.entity_type = 'user' AND a.entity_id = u.id AND a.changed_at >= $1)) AS changed,
         (SELECT coalesce(json_agg(i.user_id), '[]') FROM user_invitations i WHERE i.accepted_at >= $1 AND NOT EXISTS (
            SELECT 1 FROM audit_logs a WHERE a.entity_type = 'user' AND a.entity_id = i.user_id AND a.action = 'invitation_accept')) AS accepted,
         (SELECT count(*) FROM users WHERE created_at >= $1)::int AS created_count,
         (SELECT count(*) FROM user_invitations WHERE accepted_at >= $1)::int AS accepted_count`,
      [startedAt],
    );
    process.stdout.write(`accounts created: ${row.created_count}, invitations accepted: ${row.accepted_count}\n`);
    expect({ created: row.created, changed: row.changed, accepted: row.accepted }).toEqual({
      created: [],
      changed: [],
      accepted: [],
    });
    expect(row.created_count).toBeGreaterThan(1);
    expect(row.accepted_count).toBeGreaterThan(0);
  });
});
