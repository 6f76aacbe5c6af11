import { getNamedType, isNonNullType, isObjectType } from 'graphql';
import { encodeCursor } from '../../graphql/connection';
import { buildApiSchema } from '../../../graphql-schema';
import { testPassword } from '../../../test/client';
import { socketClient } from '../../../test/live-client';
import { startTestApp, type TestApp } from '../../../test/harness';
import { allRoles, Role } from '../role';
import { isPublic, matrix, parseKey, type CallArgs, type Check } from './authorization-matrix';
import { verdictOf } from './matrix-dsl';
import { BearerMatrixClient, MatrixClient, subscribeAll, type Answer } from './matrix-client';
import { graphqlOperations, recordRouters, restRoutes } from './matrix-surface';
import {
  anonymousAuditRows,
  buildWorld,
  deniedOperations,
  fingerprint,
  foreignPlacements,
  idOf,
  lastAuditId,
  missingId,
  outOfScope,
  ownPlacement,
  type Part,
  type World,
} from './matrix-world';

/**
 * Runs the authorization matrix (authorization-matrix.ts) against the real app: coverage of the
 * schema and the routes, signed-out refusals, every role against own / foreign / missing ids,
 * lists and summaries kept to the scope, client-supplied tenant fields, and tampered cursors.
 * One app and one set of fixtures for the whole file; mutations that consume their record get a
 * fresh one per role.
 */

let t: TestApp;
let world: World;
let operations: string[] = [];
let routes: string[] = [];
let startedAt: Date;
const clients = {} as Record<Role, MatrixClient>;

beforeAll(async () => {
  const recording = recordRouters();
  try {
    // Section 8 sends every read through a token: far more than a token's default rate a minute.
    // Demo mode: /test-data exists (matrix-staff.ts).
    t = await startTestApp({ API_TOKEN_MAX_REQUESTS_PER_MINUTE: '1000000', DEMO_DATA: '1' });
  } finally {
    recording.stop();
  }
  routes = restRoutes(recording.routers, t.app.server);
  operations = graphqlOperations(await buildApiSchema());
  startedAt = new Date();
  world = await buildWorld(t.dataSource, t.config);
  for (const role of allRoles) clients[role] = await signIn(role);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

async function signIn(role: Role): Promise<MatrixClient> {
  const client = new MatrixClient(t.url);
  await client.login(world.users[role].email);
  // The CSRF token that PUT /api/patients/:id requires comes with a patient read.
  const response = await client.request('GET', `/api/patients/${world.shared[ownPlacement(role)].patientId}`);
  client.csrfToken = response.headers.get('x-csrf-token');
  return client;
}

const checked = Object.entries(matrix).flatMap(([key, entry]) =>
  isPublic(entry) ? [] : entry.map((check) => ({ key, check })),
);
const fieldOf = (key: string) => {
  const parsed = parseKey(key);
  return parsed.kind === 'graphql' ? parsed.field : null;
};
const argsFor = (id: number, role: Role | null): CallArgs => ({
  id,
  role,
  world,
  csrfToken: role === null ? null : clients[role].csrfToken,
});
const unchanged = async (work: () => Promise<void>) => {
  const before = await fingerprint(t.dataSource, world);
  await work();
  expect(await fingerprint(t.dataSource, world)).toEqual(before);
};
/**
 * A refusal: nothing written but the `access_denied` rows a FORBIDDEN / 403 answer writes, exactly
 * `denied` (the operations, in order) among the rows of `actors`; NOT_FOUND and 401 answers write none.
 */
const refused = async (actors: string[], denied: string[] | (() => string[]), work: () => Promise<void>) => {
  const since = await lastAuditId(t.dataSource);
  await unchanged(work);
  expect({ denied: await deniedOperations(t.dataSource, actors, since) }).toEqual({
    denied: typeof denied === 'function' ? denied() : denied,
  });
};
const isForbidden = (answer: Answer) =>
  answer.status === 403 ||
  ((answer.body as GraphQLBody | null)?.errors ?? []).some((e) => e.extensions?.code === 'FORBIDDEN');

// --- What an answer must look like -----------------------------------------------------------------

interface GraphQLBody {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

function expectNoServerError(key: string, answer: Answer): void {
  const codes = ((answer.body as GraphQLBody | null)?.errors ?? []).map((e) => e.extensions?.code);
  expect({
    key,
    status: answer.status < 500 ? 'ok' : answer.status,
    internal: codes.includes('INTERNAL_SERVER_ERROR'),
  }).toEqual({
    key,
    status: 'ok',
    internal: false,
  });
}

function expectAnswered(key: string, answer: Answer): void {
  expectNoServerError(key, answer);
  const field = fieldOf(key);
  if (field) {
    const body = answer.body as GraphQLBody;
    expect({ key, errors: body.errors }).toEqual({ key, errors: undefined });
    const value = body.data?.[field];
    expect(value === null || value === undefined ? `${key} answered null` : 'answered').toBe('answered');
    const nodes = (value as { nodes?: unknown[] } | null)?.nodes;
    if (nodes) expect({ key, rows: nodes.length > 0 }).toEqual({ key, rows: true });
  } else {
    expect({ key, status: answer.status >= 200 && answer.status < 300 ? 'success' : answer.body }).toEqual({
      key,
      status: 'success',
    });
    const rows = (answer.body as { data?: unknown } | null)?.data;
    if (Array.isArray(rows)) expect({ key, rows: rows.length > 0 }).toEqual({ key, rows: true });
  }
}

/** Past authorization, refused by the service for a stated reason of the matrix world (Check.allowedAnswer). */
function expectAllowedAnswer(key: string, answer: Answer, code: 'CONFLICT'): void {
  expectNoServerError(key, answer);
  const codes = fieldOf(key)
    ? ((answer.body as GraphQLBody).errors ?? []).map((e) => e.extensions?.code)
    : [answer.status === 409 ? 'CONFLICT' : answer.status];
  expect({ key, codes }).toEqual({ key, codes: [code] });
}

function expectRefused(key: string, answer: Answer, code: 'FORBIDDEN' | 'UNAUTHENTICATED'): void {
  const field = fieldOf(key);
  if (field) {
    const body = answer.body as GraphQLBody;
    expect({ key, code: body.errors?.[0]?.extensions?.code, data: body.data?.[field] ?? null }).toEqual({
      key,
      code,
      data: null,
    });
  } else {
    expect({ key, status: answer.status, code: (answer.body as { code?: string } | null)?.code }).toEqual({
      key,
      status: code === 'FORBIDDEN' ? 403 : 401,
      code,
    });
  }
}

// --- 1. Coverage ------------------------------------------------------------------------------------

describe('coverage: the matrix names every operation and route, and nothing else', () => {
  const keysOf = (kind: 'graphql' | 'rest') => Object.keys(matrix).filter((key) => parseKey(key).kind === kind);

  it('has an entry for every Query, Mutation and Subscription field of the schema', () => {
    const entries = keysOf('graphql');
    expect({
      operationsWithoutEntry: operations.filter((op) => !entries.includes(op)),
      entriesForMissingOperations: entries.filter((key) => !operations.includes(key)),
    }).toEqual({ operationsWithoutEntry: [], entriesForMissingOperations: [] });
  });

  it('has an entry for every REST route the Express routers serve', () => {
    const entries = keysOf('rest');
    expect({
      routesWithoutEntry: routes.filter((route) => !entries.includes(route)),
      entriesForMissingRoutes: entries.filter((key) => !routes.includes(key)),
    }).toEqual({ routesWithoutEntry: [], entriesForMissingRoutes: [] });
  });

  it('found the surface by introspection, not by an empty walk', () => {
    expect(operations).toEqual(
      expect.arrayContaining(['Query.case', 'Mutation.ledgerClose', 'Subscription.messageAdded']),
    );
    expect(routes).toEqual(
      expect.arrayContaining(['GET /api/cases/:id', 'PATCH /api/v1/billing/:id/status', 'GET /healthz']),
    );
  });

  it('states a reason for every public entry and a non-empty label for every check', () => {
    for (const [key, entry] of Object.entries(matrix)) {
      if (isPublic(entry)) expect({ key, reason: entry.public.length > 10 }).toEqual({ key, reason: true });
      else
        expect({ key, checks: entry.length > 0 && entry.every((c) => c.label.length > 0) }).toEqual({
          key,
          checks: true,
        });
    }
  });
});

// --- 2. Signed out ----------------------------------------------------------------------------------

describe('signed out: every non-public operation and route refuses and writes nothing', () => {
  for (const { key, check } of checked) {
    it(`${key} [${check.label}]`, async () => {
      const args = argsFor(check.target ? idOf(world.shared.home, check.target) : 0, null);
      await refused(world.userIds, [], async () => {
        if ('ws' in check.call) {
          // Subscriptions travel over the WebSocket, which refuses to open without a session.
          const socket = socketClient(t.url, null);
          try {
            const [outcome] = await subscribeAll(socket, check.call.ws, fieldOf(key)!, [
              { vars: check.call.vars(args), expectEnd: true },
            ]);
            expect(outcome.ended).toMatchObject({ closeCode: 4403 });
          } finally {
            await socket.dispose();
          }
        } else {
          expectRefused(key, await new MatrixClient(t.url).call(key, check, args), 'UNAUTHENTICATED');
        }
      });
    });
  }

  const subscriptionsOverHttp = () =>
    checked.filter(({ key }) => key.startsWith('Subscription.')).map(({ key, check }) => ({ key, check }));

  it('a subscription sent over HTTP never returns data', async () => {
    for (const { key, check } of subscriptionsOverHttp()) {
      const document = (check.call as { ws: string }).ws;
      const body = await new MatrixClient(t.url).gql(document, { id: world.shared.home.caseId });
      expect({ key, data: body.data?.[fieldOf(key)!] ?? null }).toEqual({ key, data: null });
    }
  });

  // Subscriptions are WebSocket-only; over HTTP they are refused before any resolver runs.
  it('a subscription sent over HTTP by a signed-out caller answers UNAUTHENTICATED', async () => {
    for (const { key, check } of subscriptionsOverHttp()) {
      const document = (check.call as { ws: string }).ws;
      const answer: Answer = {
        status: 200,
        body: await new MatrixClient(t.url).gql(document, { id: world.shared.home.caseId }),
      };
      expectRefused(key, answer, 'UNAUTHENTICATED');
    }
  });

  it('no write without a user reached the audit log while the matrix ran', async () => {
    expect(await anonymousAuditRows(t.dataSource, startedAt)).toBe(0);
  });
});

// --- 2b. A super admin before the second factor -------------------------------------------------------

describe('a super admin who has given the password but not the code: refused everything, writes nothing', () => {
  const operatorChecks = checked.filter(({ check }) => check.roles.super_admin !== 'forbid');
  let pending: MatrixClient;

  beforeAll(async () => {
    pending = new MatrixClient(t.url);
    const passwordStep = await pending.rest('POST', '/superadmin/api/login', {
      email: world.users.super_admin.email,
      password: testPassword,
    });
    expect(passwordStep.status).toBe(200);
  });

  it('covers every operation a verified super admin may use', () => {
    expect(operatorChecks.length).toBeGreaterThan(100);
  });

  for (const { key, check } of operatorChecks) {
    it(`${key} [${check.label}]`, async () => {
      const args = argsFor(check.target ? idOf(world.shared.otherClinic, check.target) : 0, null);
      // GraphQL and the console's routes say why (the code is missing: 403); other routes see no one (401).
      const consoleRoute = /^\w+ \/(superadmin\/api|api\/admin)\//.test(key);
      const forbidden = parseKey(key).kind === 'graphql' || consoleRoute;
      // The refused socket is audited when it opens, before any operation is known.
      const denied = 'ws' in check.call ? ['WebSocket /graphql'] : forbidden ? [key] : [];
      await refused([world.users.super_admin.id], denied, async () => {
        if ('ws' in check.call) {
          const socket = socketClient(t.url, pending.cookie);
          try {
            const [outcome] = await subscribeAll(socket, check.call.ws, fieldOf(key)!, [
              { vars: check.call.vars(args), expectEnd: true },
            ]);
            expect(outcome.ended).toMatchObject({ closeCode: 4403 });
          } finally {
            await socket.dispose();
          }
        } else {
          expectRefused(key, await pending.call(key, check, args), forbidden ? 'FORBIDDEN' : 'UNAUTHENTICATED');
        }
      });
    });
  }
});

// --- 3. Summaries -----------------------------------------------------------------------------------

describe('summaries: out-of-scope rows never move a figure', () => {
  const summaries = checked.filter(({ check }) => check.summary);
  const noiseParts: Part[] = ['billing', 'message', 'document', 'reduction', 'letter', 'paid', 'task'];
  const clinicAndAttorney = [Role.clinic_staff, Role.clinic_admin, Role.attorney];
  const readings: Record<'start' | 'otherClinic' | 'ownClinic' | 'home', Map<string, Answer>> = {
    start: new Map(),
    otherClinic: new Map(),
    ownClinic: new Map(),
    home: new Map(),
  };
  const read = async (into: Map<string, Answer>, roles: Role[]) => {
    for (const { key, check } of summaries)
      for (const role of roles) into.set(`${key} ${role}`, await clients[role].call(key, check, argsFor(0, role)));
  };

  beforeAll(async () => {
    await read(readings.start, clinicAndAttorney);
    await world.make('otherClinic', noiseParts);
    await read(readings.otherClinic, clinicAndAttorney);
    // Clinic A's cases that are not attorney X's: out of scope for the attorney only.
    await world.make('otherAttorney', noiseParts);
    await world.make('unassigned', noiseParts);
    await read(readings.ownClinic, [Role.attorney]);
    // And a control: records in everyone's scope do move them.
    await world.make('home', noiseParts);
    await read(readings.home, clinicAndAttorney);
  });

  for (const { key, check } of summaries) {
    for (const role of clinicAndAttorney) {
      it(`${key} [${check.label}] as ${role}: another clinic's records change nothing`, () => {
        const answer = readings.start.get(`${key} ${role}`)!;
        expectNoServerError(key, answer);
        expect(readings.otherClinic.get(`${key} ${role}`)).toEqual(answer);
      });
    }
    it(`${key} [${check.label}] as attorney: cases of another attorney or none, at the same clinic, change nothing`, () => {
      expect(readings.ownClinic.get(`${key} ${Role.attorney}`)).toEqual(
        readings.otherClinic.get(`${key} ${Role.attorney}`),
      );
    });
    const allowed = clinicAndAttorney.filter((role) => verdictOf(check.roles, role) !== 'forbid');
    it(`${key} [${check.label}]: records in scope do move it (control) for ${allowed.join(', ')}`, () => {
      for (const role of allowed)
        expect({ role, moved: readings.home.get(`${key} ${role}`) }).not.toEqual({
          role,
          moved: readings.ownClinic.get(`${key} ${role}`) ?? readings.otherClinic.get(`${key} ${role}`),
        });
    });
  }
});

// --- 4. Roles x ids -----------------------------------------------------------------------------------

describe('roles x ids: own is answered, foreign looks exactly like missing, refusals write nothing', () => {
  for (const { key, check } of checked) {
    for (const role of allRoles) {
      const verdict = verdictOf(check.roles, role);
      const bug = check.knownBugs?.[role];
      const test = bug ? it.failing : it;
      test(`${key} [${check.label}] as ${role}: ${verdict}${bug ? ` -- KNOWN BUG: ${bug}` : ''}`, async () => {
        if ('ws' in check.call) await runSubscription(key, check, role);
        else if (check.target) await runTargeted(key, check, role);
        else await runUntargeted(key, check, role);
      });
    }
  }
});

function targetsFor(check: Check, role: Role, ownFixture: Parameters<typeof idOf>[0], ownNotification?: number) {
  const kind = check.target!;
  return {
    // A notification is a person's, not a placement's: the role's own user's.
    own:
      kind === 'notification'
        ? (ownNotification ?? world.notifications.shared[role])
        : kind === 'aiChatSession'
          ? world.aiChatSessions.shared[role]
          : kind === 'apiToken'
            ? world.apiTokens.shared[role]
            : idOf(ownFixture, kind),
    foreign: [
      ...foreignPlacements(role, kind).map((placement) => ({
        record: placement,
        id: idOf(world.shared[placement], kind),
      })),
      ...(check.extraForeign?.(world, role) ?? []).map((id) => ({ record: `extra ${id}`, id })),
    ],
  };
}

async function runTargeted(key: string, check: Check, role: Role): Promise<void> {
  const client = clients[role];
  const verdict = verdictOf(check.roles, role);
  const ownFixture = check.fresh
    ? await world.fresh(check.target!, ownPlacement(role))
    : world.shared[ownPlacement(role)];
  const ownNotification =
    check.target === 'notification' && check.fresh ? await world.notifications.own(role) : undefined;
  const { own, foreign } = targetsFor(check, role, ownFixture, ownNotification);

  // Another tenant's ids and a missing id: identical answers, and nothing written; NOT_FOUND writes no denial.
  // A role refused whatever the id gets the same FORBIDDEN for each, each audited once.
  const actor = world.users[role].id;
  let missing: Answer | null = null;
  const answers: Answer[] = [];
  await refused(
    [actor],
    () => answers.filter(isForbidden).map(() => key),
    async () => {
      missing = await client.call(key, check, argsFor(missingId, role));
      answers.push(missing);
      expectNoServerError(key, missing);
      for (const { record, id } of foreign) {
        const answer = await client.call(key, check, argsFor(id, role));
        answers.push(answer);
        expect({ record, ...answer }).toEqual({ record, ...missing });
      }
    },
  );

  if (verdict === 'forbid') {
    await refused([actor], [key], async () =>
      expectRefused(key, await client.call(key, check, argsFor(own, role)), 'FORBIDDEN'),
    );
    return;
  }
  if (verdict === 'hidden') {
    // Its own clinic's record too: the answer of a missing id, and no denial written (nothing to refuse).
    await refused([actor], [], async () =>
      expect({ record: 'own', ...(await client.call(key, check, argsFor(own, role))) }).toEqual({
        record: 'own',
        ...missing!,
      }),
    );
    return;
  }
  expectAnswered(key, await client.call(key, check, argsFor(own, role)));
  if (check.deletes) {
    // Deleted now: the id must answer exactly as one that never existed.
    expect(await client.call(key, check, argsFor(own, role))).toEqual(missing);
  }
}

async function runUntargeted(key: string, check: Check, role: Role): Promise<void> {
  const client = check.ownSession ? await signIn(role) : clients[role];
  if (verdictOf(check.roles, role) === 'forbid') {
    await refused([world.users[role].id], [key], async () =>
      expectRefused(key, await client.call(key, check, argsFor(0, role)), 'FORBIDDEN'),
    );
    return;
  }
  if (check.rows && role !== Role.super_admin && role !== Role.operator_staff) {
    // The newest rows of the database are out of this role's scope, so a leaking list shows them first.
    await world.make('otherClinic', ['billing', 'message', 'document']);
    if (role === Role.attorney) await world.make('otherAttorney', ['billing', 'message', 'document']);
  }
  const answer = await client.call(key, check, argsFor(0, role));
  if (check.allowedAnswer) return expectAllowedAnswer(key, answer, check.allowedAnswer.code);
  expectAnswered(key, answer);
  if (check.rows) {
    const ids = check.rows.ids(answer.body);
    expect({ key, rows: ids.length > 0 }).toEqual({ key, rows: true });
    expect({ key, outOfScope: await outOfScope(t.dataSource, world, role, check.rows.kind, ids) }).toEqual({
      key,
      outOfScope: [],
    });
  }
}

async function runSubscription(key: string, check: Check, role: Role): Promise<void> {
  const call = check.call as Extract<Check['call'], { ws: string }>;
  if (!check.target) return runOwnSubscription(key, check, role, call);
  const { own, foreign } = targetsFor(check, role, world.shared[ownPlacement(role)]);
  const socket = socketClient(t.url, clients[role].cookie);
  const since = await lastAuditId(t.dataSource);
  try {
    const refusedRole =
      verdictOf(check.roles, role) !== 'allow' && (role === Role.patient || role === Role.operator_staff);
    const [ownOutcome, missing, ...foreignOutcomes] = await subscribeAll(socket, call.ws, fieldOf(key)!, [
      { vars: call.vars(argsFor(own, role)), expectEnd: refusedRole },
      { vars: call.vars(argsFor(missingId, role)), expectEnd: true },
      ...foreign.map(({ id }) => ({ vars: call.vars(argsFor(id, role)), expectEnd: true })),
    ]);
    expect(missing.ended).not.toBeNull();
    foreign.forEach(({ record }, i) => expect({ record, ...foreignOutcomes[i] }).toEqual({ record, ...missing }));
    // A patient's own case is not theirs to follow here, and operator staff follow no case: ended like
    // any other (decisions 410, 441).
    if (refusedRole) expect({ key, ownEnded: ownOutcome.ended !== null }).toEqual({ key, ownEnded: true });
    else expect({ key, ownStillOpen: ownOutcome.ended }).toEqual({ key, ownStillOpen: null });
    // Ended as missing (NOT_FOUND), not refused: no denial is written.
    expect({ denied: await deniedOperations(t.dataSource, [world.users[role].id], since) }).toEqual({ denied: [] });
  } finally {
    await socket.dispose();
  }
}

/** A subscription without an id (the caller's own events): allowed roles keep it open, refused ones are ended. */
async function runOwnSubscription(
  key: string,
  check: Check,
  role: Role,
  call: Extract<Check['call'], { ws: string }>,
): Promise<void> {
  const socket = socketClient(t.url, clients[role].cookie);
  try {
    const refusedRole = verdictOf(check.roles, role) === 'forbid';
    const [outcome] = await subscribeAll(socket, call.ws, fieldOf(key)!, [
      { vars: call.vars(argsFor(0, role)), expectEnd: refusedRole },
    ]);
    expect({ key, ended: outcome.ended === null }).toEqual({ key, ended: !refusedRole });
  } finally {
    await socket.dispose();
  }
}

// --- 5. Client-supplied tenant, owner and role fields ---------------------------------------------

describe('client-supplied tenant, owner and role fields are refused or ignored', () => {
  const countIn = async (table: string, clinicId: number) =>
    (
      (await t.dataSource.query(`SELECT count(*)::int AS n FROM ${table} WHERE clinic_id = $1`, [clinicId])) as {
        n: number;
      }[]
    )[0].n;

  /** Refused with 400, or accepted with the row in the caller's clinic; never a row in clinic B. */
  async function expectKeptHome(
    table: string,
    send: () => Promise<{ status: number; body: unknown }>,
    idOfBody: (body: unknown) => number,
  ) {
    const foreignBefore = await countIn(table, world.clinicB.id);
    const answer = await send();
    expect(await countIn(table, world.clinicB.id)).toBe(foreignBefore);
    if (answer.status >= 200 && answer.status < 300) {
      const [row] = (await t.dataSource.query(`SELECT clinic_id FROM ${table} WHERE id = $1`, [
        idOfBody(answer.body),
      ])) as {
        clinic_id: number;
      }[];
      expect(row.clinic_id).toBe(world.clinicA.id);
    } else {
      expect(answer.status).toBe(400);
    }
    return answer;
  }

  it('POST /api/v1/billing with another clinic, a status and an invoice number of its own', async () => {
    await expectKeptHome(
      'billing',
      () =>
        clients.clinic_staff.rest('POST', '/api/v1/billing', {
          caseId: world.shared.home.caseId,
          amount: 10,
          clinicId: world.clinicB.id,
          invoiceNumber: 'INV-FORGED',
        }),
      (body) => (body as { data: { id: number } }).data.id,
    );
  });

  it('POST /api/patients with another clinic and a status', async () => {
    await expectKeptHome(
      'patients',
      () =>
        clients.clinic_admin.rest('POST', '/api/patients', {
          firstName: 'Forged',
          lastName: 'Tenant',
          email: 'forged-tenant@test.example',
          phone: '555-010-3000',
          dateOfBirth: '1970-01-01',
          clinicId: world.clinicB.id,
          status: 'active',
        }),
      (body) => (body as { id: number }).id,
    );
  });

  it('POST /api/cases with another clinic (and a case number the server must assign itself)', async () => {
    await expectKeptHome(
      'cases',
      () =>
        clients.clinic_staff.rest('POST', '/api/cases', {
          patientId: world.shared.home.patientId,
          attorneyId: world.attorneyX.id,
          caseType: 'auto_accident',
          accidentDate: '2024-01-15',
          caseNumber: 'CASE-FORGED',
          clinicId: world.clinicB.id,
        }),
      (body) => (body as { id: number }).id,
    );
  });

  it('POST /api/messages naming another clinic and another sender', async () => {
    const answer = await expectKeptHome(
      'messages',
      () =>
        clients.clinic_staff.rest('POST', '/api/messages', {
          caseId: world.shared.home.caseId,
          subject: 'Forged',
          content: 'Sender?',
          clinicId: world.clinicB.id,
          senderId: world.colleagueB.id,
        }),
      (body) => (body as { data: { id: number } }).data.id,
    );
    if (answer.status === 201) {
      const [row] = (await t.dataSource.query(`SELECT sender_id FROM messages WHERE id = $1`, [
        (answer.body as { data: { id: number } }).data.id,
      ])) as { sender_id: string }[];
      expect(row.sender_id).toBe(world.users.clinic_staff.id);
    }
  });

  it('PUT /api/patients/:id cannot move a patient to another clinic', async () => {
    const patient = await world.fresh('patient', 'home');
    const answer = await clients.clinic_staff.request('PUT', `/api/patients/${patient.patientId}`, {
      headers: { 'x-csrf-token': clients.clinic_staff.csrfToken! },
      body: {
        firstName: 'Moved',
        lastName: 'Patient',
        email: 'moved@test.example',
        phone: '555-010-4000',
        address: '1 Main St',
        city: 'Newark',
        state: 'NJ',
        zipCode: '07102',
        clinicId: world.clinicB.id,
      },
    });
    expect([200, 400]).toContain(answer.status);
    const [row] = (await t.dataSource.query(`SELECT clinic_id FROM patients WHERE id = $1`, [patient.patientId])) as {
      clinic_id: number;
    }[];
    expect(row.clinic_id).toBe(world.clinicA.id);
  });

  it('POST /api/documents/upload with another clinic and uploader in the form', async () => {
    const foreignBefore = await countIn('documents', world.clinicB.id);
    const answer = await clients.clinic_staff.call(
      'POST /api/documents/upload',
      {
        label: 'forged fields',
        roles: matrixRoles(),
        call: {
          rest: {
            form: () => ({
              caseId: String(world.shared.home.caseId),
              clinicId: String(world.clinicB.id),
              uploadedBy: world.colleagueB.id,
            }),
          },
        },
      },
      argsFor(0, Role.clinic_staff),
    );
    expect(await countIn('documents', world.clinicB.id)).toBe(foreignBefore);
    if (answer.status === 201) {
      const [row] = (await t.dataSource.query(`SELECT clinic_id, uploaded_by FROM documents WHERE id = $1`, [
        (answer.body as { data: { id: number } }).data.id,
      ])) as { clinic_id: number; uploaded_by: string }[];
      expect(row).toEqual({ clinic_id: world.clinicA.id, uploaded_by: world.users.clinic_staff.id });
    } else {
      expect(answer.status).toBe(400);
    }
  });

  it('GraphQL inputs have no tenant field at all: patientCreate with clinicId is refused before any write', async () => {
    await unchanged(async () => {
      const result = await clients.clinic_staff.gql(
        'mutation($input: PatientCreateInput!) { patientCreate(input: $input) { id } }',
        {
          input: {
            firstName: 'Forged',
            lastName: 'Input',
            email: 'forged-input@test.example',
            phone: '555-010-5000',
            dateOfBirth: '1970-01-01',
            clinicId: world.clinicB.id,
          },
        },
      );
      expect(result.data ?? null).toBeNull();
      expect(result.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    });
  });

  it('POST /api/auth/login with a role and a clinic of its choosing signs in as who the account is', async () => {
    const client = new MatrixClient(t.url);
    const login = await client.rest('POST', '/api/auth/login', {
      email: world.users.clinic_staff.email,
      password: 'correct horse battery staple',
      role: Role.super_admin,
      clinicId: world.clinicB.id,
    });
    expect(login.status).toBe(200);
    const me = await client.rest<{ data: { role: string; clinicId: number } }>('GET', '/api/auth/user');
    expect(me.body.data).toMatchObject({ role: Role.clinic_staff, clinicId: world.clinicA.id });
    const foreign = await client.gql('query($id: Int!) { case(id: $id) { id } }', {
      id: world.shared.otherClinic.caseId,
    });
    expect(foreign).toEqual({ data: { case: null } });
  });
});

function matrixRoles() {
  return { clinic_staff: 'allow', clinic_admin: 'allow', attorney: 'allow', super_admin: 'any' } as const;
}

// --- 6. Tampered cursors --------------------------------------------------------------------------

const operatorOnlyQueries = new Set(
  Object.entries(matrix)
    .filter(([key, entry]) => key.startsWith('Query.') && Array.isArray(entry))
    .filter(([, entry]) =>
      (entry as Check[]).every(
        (check) => check.roles.clinic_staff === 'forbid' && check.roles.super_admin !== 'forbid',
      ),
    )
    .map(([key]) => key.slice('Query.'.length)),
);

const clinicAdminQueries = new Set(
  Object.entries(matrix)
    .filter(([key, entry]) => key.startsWith('Query.') && Array.isArray(entry))
    .filter(([, entry]) =>
      (entry as Check[]).every(
        (check) => check.roles.clinic_staff === 'forbid' && check.roles.clinic_admin === 'allow',
      ),
    )
    .map(([key]) => key.slice('Query.'.length)),
);

describe('tampered cursors: a clear 400 / BAD_USER_INPUT, never another tenant rows', () => {
  it('every paginated query refuses a garbage cursor with BAD_USER_INPUT', async () => {
    const schema = await buildApiSchema();
    const paginated = Object.values(schema.getQueryType()!.getFields()).filter((field) =>
      field.args.some((arg) => arg.name === 'after'),
    );
    expect(paginated.length).toBeGreaterThan(3);
    for (const field of paginated) {
      const type = getNamedType(field.type);
      const selection = isObjectType(type) && 'pageInfo' in type.getFields() ? '{ pageInfo { hasNextPage } }' : '';
      for (const after of [
        'garbage',
        Buffer.from(String(world.shared.otherClinic.caseId)).toString('base64url'),
        encodeCursor([world.shared.otherClinic.caseId]),
      ]) {
        // The operator's lists (and the clinic console's) are refused to everyone else before the cursor is read.
        const reader = operatorOnlyQueries.has(field.name)
          ? clients.super_admin
          : clinicAdminQueries.has(field.name)
            ? clients.clinic_admin
            : clients.clinic_staff;
        // A list of one case's items (caseTimeline) reads the reader's own case, so the cursor is what is refused.
        const ofCase = field.args.some((arg) => arg.name === 'caseId' && isNonNullType(arg.type))
          ? `caseId: ${world.shared.home.caseId}, `
          : '';
        const result = await reader.gql(
          `query($after: String) { ${field.name}(${ofCase}after: $after) ${selection} }`,
          { after },
        );
        expect({
          field: field.name,
          after,
          data: result.data ?? null,
          code: result.errors?.[0].extensions?.code,
        }).toEqual({
          field: field.name,
          after,
          data: null,
          code: 'BAD_USER_INPUT',
        });
      }
    }
  });

  it('every paginated REST list refuses a garbage cursor with 400', async () => {
    const lists = checked.filter(
      ({ key, check }) => check.rows && parseKey(key).kind === 'rest' && !key.endsWith('.csv'),
    );
    expect(lists.length).toBeGreaterThan(3);
    for (const { key } of lists) {
      const path = (parseKey(key) as { path: string }).path;
      const answer = await clients.clinic_staff.rest('GET', `${path}?cursor=garbage`);
      expect({ key, status: answer.status }).toEqual({ key, status: 400 });
    }
  });

  it('a well-formed cursor naming another tenant row still pages only through the caller scope', async () => {
    const far = '9999-12-31 00:00:00+00';
    const foreign = world.shared.otherClinic;
    const lists = [
      { name: 'billingEntries', kind: 'billing' as const, cursor: encodeCursor([far, foreign.billingId]) },
      { name: 'messages', kind: 'message' as const, cursor: encodeCursor([far, foreign.messageId]) },
      { name: 'documents', kind: 'document' as const, cursor: encodeCursor([far, foreign.documentId]) },
      { name: 'cases', kind: 'case' as const, cursor: encodeCursor([far, foreign.caseId]) },
      { name: 'patients', kind: 'patient' as const, cursor: encodeCursor(['a', foreign.patientId]) },
    ];
    for (const role of [Role.clinic_staff, Role.attorney]) {
      for (const list of lists) {
        const result = await clients[role].gql<Record<string, { nodes: { id: number }[] }>>(
          `query($after: String) { ${list.name}(first: 100, after: $after) { nodes { id } } }`,
          { after: list.cursor },
        );
        expect({ role, list: list.name, errors: result.errors }).toEqual({ role, list: list.name, errors: undefined });
        const ids = result.data![list.name].nodes.map((node) => node.id);
        expect({ role, list: list.name, rows: ids.length > 0 }).toEqual({ role, list: list.name, rows: true });
        expect({
          role,
          list: list.name,
          outOfScope: await outOfScope(t.dataSource, world, role, list.kind, ids),
        }).toEqual({
          role,
          list: list.name,
          outOfScope: [],
        });
      }
    }
  });
});

// --- 7. Relations, aliases ------------------------------------------------------------------------

describe('relations reached through a readable parent, and aliases, stay in scope', () => {
  it("a clinic reading another clinic's attorney sees only its own clinic's cases of that attorney", async () => {
    const result = await clients.clinic_staff.gql<{ attorney: { caseCount: number; cases: { id: number }[] } }>(
      'query($id: Int!) { attorney(id: $id) { caseCount cases { id } } }',
      { id: world.attorneyY.id },
    );
    const ids = result.data!.attorney.cases.map((c) => c.id);
    expect(ids).toContain(world.shared.otherAttorney.caseId);
    expect(ids).not.toContain(world.shared.otherClinic.caseId);
    expect(await outOfScope(t.dataSource, world, Role.clinic_staff, 'case', ids)).toEqual([]);
    expect(result.data!.attorney.caseCount).toBe(ids.length);

    const restView = await clients.clinic_staff.rest<{ caseCount: number; cases: { id: number }[] }>(
      'GET',
      `/api/attorneys/${world.attorneyY.id}`,
    );
    expect(restView.body.cases.map((c) => c.id).sort()).toEqual([...ids].sort());
  });

  it("a patient's cases, as the attorney, are only that attorney's", async () => {
    // One patient at clinic A with a case for attorney X and another for attorney Y.
    const shared = await world.make('home', []);
    const other = (await t.dataSource.query(
      `INSERT INTO cases (case_number, clinic_id, patient_id, attorney_id, case_type) VALUES ($1, $2, $3, $4, 'slip_fall') RETURNING id`,
      [`CASE-MATRIX-${shared.caseId}-Y`, world.clinicA.id, shared.patientId, world.attorneyY.id],
    )) as { id: number }[];
    const result = await clients.attorney.gql<{ patient: { cases: { id: number }[] } }>(
      'query($id: Int!) { patient(id: $id) { cases { id } } }',
      { id: shared.patientId },
    );
    expect(result.data!.patient.cases.map((c) => c.id)).toEqual([shared.caseId]);
    expect(result.data!.patient.cases.map((c) => c.id)).not.toContain(other[0].id);
  });

  it('aliases mixing own and foreign ids answer the foreign ones as missing', async () => {
    const result = await clients.clinic_staff.gql(
      `query($own: Int!, $theirs: Int!, $missing: Int!) {
         own: case(id: $own) { id } theirs: case(id: $theirs) { id } missing: case(id: $missing) { id }
         ownLedger: billingEntries(filter: { caseId: $own }) { nodes { id } }
         theirLedger: billingEntries(filter: { caseId: $theirs }) { nodes { id } }
       }`,
      { own: world.shared.home.caseId, theirs: world.shared.otherClinic.caseId, missing: missingId },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toMatchObject({
      own: { id: world.shared.home.caseId },
      theirs: null,
      missing: null,
      theirLedger: { nodes: [] },
    });
  });
});

// --- 8. Personal API tokens -----------------------------------------------------------------------

describe("bearer tokens: every read answers a token exactly as its user's cookie", () => {
  const tokenRoles = [Role.clinic_staff, Role.clinic_admin, Role.attorney];
  const reads = checked.filter(
    ({ key, check }) =>
      (key.startsWith('Query.') || key.startsWith('GET ')) &&
      !('ws' in check.call) &&
      !('rest' in check.call && check.call.rest.form) &&
      !check.fresh &&
      !check.ownSession,
  );
  const bearers = {} as Record<Role, MatrixClient>;
  // A prediction's currentValue is measured against the clock (time since the accident), so two reads
  // a few milliseconds apart differ in it whoever asks.
  // Using a token records its use (at most once a minute), so the token list read through it may show a
  // newer use than the same list read a moment before through the cookie.
  const clockReadings = new Set(['currentValue', 'lastUsedAt', 'lastUsedIp']);
  const withoutClockReadings = (answer: Answer): unknown =>
    JSON.parse(JSON.stringify(answer), (key, value: unknown) => (clockReadings.has(key) ? undefined : value));

  beforeAll(async () => {
    for (const role of tokenRoles) {
      const created = await clients[role].gql<{ apiTokenCreate: { secret: string } }>(
        'mutation($input: ApiTokenCreateInput!) { apiTokenCreate(input: $input) { secret } }',
        { input: { name: 'Matrix bearer', expiresInDays: 30 } },
      );
      bearers[role] = new BearerMatrixClient(t.url, created.data!.apiTokenCreate.secret);
    }
  });

  it('covers the GraphQL queries and REST reads of the matrix', () => {
    expect(reads.length).toBeGreaterThan(100);
  });

  for (const { key, check } of reads) {
    for (const role of tokenRoles) {
      it(`${key} [${check.label}] as ${role}: own, foreign and missing ids`, async () => {
        const ids = check.target
          ? (() => {
              const { own, foreign } = targetsFor(check, role, world.shared[ownPlacement(role)]);
              return [own, ...foreign.map((f) => f.id), missingId];
            })()
          : [0];
        for (const id of ids) {
          const args = argsFor(id, role);
          const viaCookie = await clients[role].call(key, check, args);
          const viaToken = await bearers[role].call(key, check, args);
          expect({ id, answer: withoutClockReadings(viaToken) }).toEqual({
            id,
            answer: withoutClockReadings(viaCookie),
          });
        }
      });
    }
  }
});
