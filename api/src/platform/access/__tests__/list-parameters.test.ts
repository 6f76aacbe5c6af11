import { startTestApp, type TestApp } from '../../../test/harness';
import { encodeCursor, invalidCursorMessage } from '../../graphql/connection';
import { allRoles, Role } from '../role';
import { MatrixClient } from './matrix-client';
import { recordRouters, restRoutes, worldPathsOf } from './matrix-surface';
import { buildWorld, type World } from './matrix-world';

/**
 * Every list, found rather than listed (GraphQL: each root field with an `after` or `search` argument,
 * from the schema; REST: each GET route the routers serve), is called by every role with tampered
 * page cursors and bad query parameters. None may answer a server error; a cursor no list could have
 * made, and a bad search, get a 400 naming the problem, by the same rules over REST and GraphQL.
 */

let t: TestApp;
let world: World;
let routes: string[] = [];
const clients = {} as Record<Role, MatrixClient>;

beforeAll(async () => {
  const recording = recordRouters();
  try {
    t = await startTestApp();
  } finally {
    recording.stop();
  }
  routes = restRoutes(recording.routers, t.app.server).filter(
    (route) => route.startsWith('GET ') && !/\/(login|oidc)\b/.test(route),
  );
  world = await buildWorld(t.dataSource, t.config);
  for (const role of allRoles) {
    clients[role] = new MatrixClient(t.url);
    await clients[role].login(world.users[role].email);
  }
}, 60_000);
// Closing drains the app and ends its pool; on a loaded CI machine that once took over jest's 5 s default.
afterAll(async () => {
  await t?.close();
}, 30_000);

/** Cursors that decode but that no list made: each value wrong for the type its list compares it with. */
const tamperedCursors: Record<string, string> = {
  'a month 13': encodeCursor(['2025-13-45 10:00:00+00', 1]),
  'a day 30 of February': encodeCursor(['2025-02-30', 1]),
  'a word for a date': encodeCursor(['yesterday', 1]),
  'an id beyond the integer range': encodeCursor(['2025-01-01 10:00:00+00', 2_147_483_648]),
  'a negative id': encodeCursor(['2025-01-01', -5]),
  'a zero byte': encodeCursor(['a\u0000b', 1]),
  'an id beyond bigint': encodeCursor(['1', '99999999999999999999']),
};
/** Cursors no list of any sort key accepts. */
const malformedCursors: Record<string, string> = {
  'an id too large for every column': encodeCursor(['2025-01-01 10:00:00+00', 9_999_999_999_999]),
  'zero bytes in every value': encodeCursor(['a\u0000', 'b\u0000']),
  'the wrong shape': encodeCursor([1, 2, 3]),
  'an object': Buffer.from('{"a":1}').toString('base64url'),
  'not base64 JSON': '!!!not-a-cursor',
};

const isServerError = (status: number) => status >= 500;

/** Runs `ask` for every role side by side: the server is idle between one client's requests. */
async function forEachRole(ask: (role: Role) => Promise<void>): Promise<void> {
  await Promise.all(allRoles.map(ask));
}

/** The paginated lists, each with whether it is one case's list (a required caseId argument). */
async function graphqlLists(): Promise<{ name: string; ofOneCase: boolean }[]> {
  const introspection = await clients[Role.super_admin].gql<{
    __schema: { queryType: { fields: { name: string; args: { name: string; type: { kind: string } }[] }[] } };
  }>('{ __schema { queryType { fields { name args { name type { kind } } } } } }');
  return introspection
    .data!.__schema.queryType.fields.filter((field) => field.args.some((arg) => arg.name === 'after'))
    .map((field) => ({
      name: field.name,
      ofOneCase: field.args.some((arg) => arg.name === 'caseId' && arg.type.kind === 'NON_NULL'),
    }));
}

test('every GraphQL list answers a tampered cursor with BAD_USER_INPUT, never a server error', async () => {
  const lists = await graphqlLists();
  expect(lists.map((list) => list.name)).toEqual(
    expect.arrayContaining(['cases', 'patients', 'attorneys', 'messages', 'auditLogRecords']),
  );
  // A list of one case's records (its timeline) is asked of a case the operator reads.
  const someCase = await clients[Role.super_admin].gql<{ cases: { nodes: { id: number }[] } }>(
    '{ cases(first: 1) { nodes { id } } }',
  );
  const caseId = someCase.data!.cases.nodes[0].id;
  const failures: string[] = [];
  for (const { name: list, ofOneCase } of lists) {
    const query = ofOneCase
      ? `query ($after: String, $caseId: Int!) { ${list}(after: $after, caseId: $caseId) { pageInfo { endCursor } } }`
      : `query ($after: String) { ${list}(after: $after) { pageInfo { endCursor } } }`;
    let refusedByAReader = 0;
    for (const role of allRoles) {
      for (const [name, after] of Object.entries({ ...tamperedCursors, ...malformedCursors })) {
        const variables = ofOneCase ? { after, caseId } : { after };
        const response = await clients[role].request('POST', '/graphql', { body: { query, variables } });
        const body = (await response.json()) as { errors?: { message: string; extensions?: { code?: string } }[] };
        const codes = (body.errors ?? []).map((error) => error.extensions?.code);
        if (isServerError(response.status) || codes.includes('INTERNAL_SERVER_ERROR'))
          failures.push(`${role} ${list} with ${name}: ${JSON.stringify(body.errors)}`);
        if (name in malformedCursors && codes.includes('BAD_USER_INPUT')) {
          expect(body.errors![0].message).toBe(invalidCursorMessage);
          refusedByAReader += 1;
        }
      }
    }
    // Each list is read by at least one role, which must be told its malformed cursor is not valid.
    if (refusedByAReader < Object.keys(malformedCursors).length) failures.push(`${list} accepted a malformed cursor`);
  }
  expect(failures).toEqual([]);
}, 120_000);

test('every REST list answers a tampered cursor with a 400, never a server error', async () => {
  const failures: string[] = [];
  const lists = new Set<string>();
  // Each role's client asks in turn; the roles ask side by side (one request at a time per user).
  await forEachRole(async (role) => {
    for (const route of routes) {
      const path = worldPathsOf(world, route.slice('GET '.length))[0];
      const plain = await clients[role].request('GET', path);
      const isList =
        plain.status === 200 &&
        (plain.headers.get('content-type') ?? '').includes('json') &&
        Object.hasOwn((await plain.json()) as object, 'nextCursor');
      if (isList) lists.add(route);
      for (const [name, cursor] of Object.entries({ ...tamperedCursors, ...malformedCursors })) {
        const response = await clients[role].request('GET', `${path}?cursor=${encodeURIComponent(cursor)}`);
        const body = await response.text();
        if (isServerError(response.status)) failures.push(`${role} ${path} with ${name}: ${response.status} ${body}`);
        if (isList && name in malformedCursors && response.status !== 400)
          failures.push(`${role} ${path} accepted ${name}: ${response.status}`);
        if (isList && response.status === 400)
          expect(JSON.parse(body)).toMatchObject({ message: invalidCursorMessage });
      }
    }
  });
  expect([...lists]).toEqual(
    expect.arrayContaining(['GET /api/cases', 'GET /api/patients', 'GET /api/messages', 'GET /superadmin/api/users']),
  );
  expect(failures).toEqual([]);
}, 180_000);

/** Query strings no REST route may answer with a server error. */
const badQueries: Record<string, string> = {
  'a zero byte in the search': 'search=a%00b',
  'an overlong search': `search=${'x'.repeat(101)}`,
  'the search twice': 'search=a&search=b',
  'a search with brackets': 'search[a]=b',
  'a page size in words': 'limit=ten',
  'a page size beyond the integer range': 'limit=99999999999',
  'a case beyond the integer range': 'caseId=9999999999',
  'a negative case': 'caseId=-1',
  'a patient in exponent form': 'patientId=1e3',
  'an attorney in words': 'attorneyId=abc',
  'a zero byte in a status': 'status=%00',
  'a zero byte in the sort': 'sortBy=%00&sortDirection=%00',
  'a zero byte in a flag': 'unreadOnly=%00',
  'a zero byte in a role': 'role=%00',
  'a zero byte in a record': 'entityType=case&entityId=%00',
  'a zero byte in the cursor': 'cursor=%00',
};
/** Each of these is refused with a 400 naming `search` by every list that searches. */
const badSearches: Record<string, { query: string; message: string }> = {
  'a zero byte': { query: 'search=a%00b', message: 'contains characters that are not allowed' },
  'an overlong search': { query: `search=${'x'.repeat(101)}`, message: 'Search must be at most 100 characters' },
  'the search twice': { query: 'search=a&search=b', message: 'search must be given once' },
};
const searchingRoutes: [Role, string][] = [
  [Role.clinic_staff, '/api/cases'],
  [Role.clinic_staff, '/api/v1/cases'],
  [Role.clinic_staff, '/api/patients'],
  [Role.clinic_staff, '/api/attorneys'],
  [Role.super_admin, '/superadmin/api/users'],
  [Role.super_admin, '/api/admin/users'],
  [Role.super_admin, '/superadmin/api/waitlist'],
];

test('no REST route answers a bad query parameter with a server error; every search refuses a bad term', async () => {
  const failures: string[] = [];
  await forEachRole(async (role) => {
    for (const route of routes) {
      const path = worldPathsOf(world, route.slice('GET '.length))[0];
      for (const [name, query] of Object.entries(badQueries)) {
        const response = await clients[role].request('GET', `${path}?${query}`);
        if (isServerError(response.status))
          failures.push(`${role} ${path} with ${name}: ${response.status} ${await response.text()}`);
      }
    }
  });
  expect(failures).toEqual([]);
  for (const [role, path] of searchingRoutes) {
    expect(routes).toContain(`GET ${path}`);
    for (const [name, bad] of Object.entries(badSearches)) {
      const answer = await clients[role].rest<{ errors?: { field: string; message: string }[] }>(
        'GET',
        `${path}?${bad.query}`,
      );
      expect({ path, name, status: answer.status, errors: answer.body.errors }).toEqual({
        path,
        name,
        status: 400,
        errors: [{ field: 'search', message: expect.stringContaining(bad.message) }],
      });
    }
  }
}, 180_000);

test('every GraphQL search refuses a zero byte and an overlong term with BAD_USER_INPUT, as REST does', async () => {
  const introspection = await clients[Role.super_admin].gql<{
    __schema: {
      queryType: { fields: { name: string; args: { name: string; type: { name: string | null; kind: string } }[] }[] };
      types: { name: string; inputFields: { name: string }[] | null }[];
    };
  }>(
    '{ __schema { queryType { fields { name args { name type { name kind } } } } types { name inputFields { name } } } }',
  );
  const { queryType, types } = introspection.data!.__schema;
  const searchableInputs = new Set(
    types.filter((type) => type.inputFields?.some((field) => field.name === 'search')).map((type) => type.name),
  );
  const searches = queryType.fields.flatMap((field) =>
    field.args.flatMap((arg) => {
      if (arg.name === 'search') return [{ field: field.name, argument: 'search', type: 'String', wrap: false }];
      if (arg.type.name && searchableInputs.has(arg.type.name))
        return [{ field: field.name, argument: arg.name, type: arg.type.name, wrap: true }];
      return [];
    }),
  );
  expect(searches.map((search) => search.field)).toEqual(
    expect.arrayContaining(['cases', 'patients', 'attorneys', 'adminUsers', 'waitlistEntries']),
  );
  const failures: string[] = [];
  for (const search of searches) {
    const query = `query ($value: ${search.type}) { ${search.field}(${search.argument}: $value) { __typename } }`;
    for (const term of ['a\u0000b', 'x'.repeat(101)]) {
      const value = search.wrap ? { search: term } : term;
      // Each search is asked by the first role allowed to use it (the clinic console's are clinic admins' only).
      let answer = await clients[allRoles[0]].gql(query, { value });
      for (const role of allRoles.slice(1)) {
        if (answer.errors?.[0]?.extensions?.code !== 'FORBIDDEN') break;
        answer = await clients[role].gql(query, { value });
      }
      const code = answer.errors?.[0]?.extensions?.code;
      if (code !== 'BAD_USER_INPUT')
        failures.push(`${search.field} with ${JSON.stringify(term.slice(0, 5))}: ${JSON.stringify(answer)}`);
    }
  }
  expect(failures).toEqual([]);
}, 60_000);
