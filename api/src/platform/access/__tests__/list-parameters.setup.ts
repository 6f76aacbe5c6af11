import { startTestApp, type TestApp } from '../../../test/harness';
import { encodeCursor } from '../../graphql/connection';
import { allRoles, Role } from '../role';
import { MatrixClient } from './matrix-client';
import { recordRouters, restRoutes } from './matrix-surface';
import { buildWorld, type World } from './matrix-world';

/**
 * Every list, found rather than listed (GraphQL: each root field with an `after` or `search` argument,
 * from the schema; REST: each GET route the routers serve), is called by every role with tampered
 * page cursors and bad query parameters. None may answer a server error; a cursor no list could have
 * made, and a bad search, get a 400 naming the problem, by the same rules over REST and GraphQL.
 *
 * The checks are split over three files (list-parameters-*.test.ts), each with its own app and world,
 * so jest runs them side by side and each stays within its own time limit.
 */

export interface ListParameterApp {
  clients: Record<Role, MatrixClient>;
  world: World;
  /** Every GET route the routers serve (sign-in routes aside). */
  routes: string[];
}

/** Starts the app with the matrix world and signs in one client per role, for the file that calls it. */
export function useListParameterApp(): ListParameterApp {
  let t: TestApp | undefined;
  const app = { clients: {} as Record<Role, MatrixClient>, routes: [] as string[] } as ListParameterApp;
  beforeAll(async () => {
    const recording = recordRouters();
    try {
      t = await startTestApp();
    } finally {
      recording.stop();
    }
    app.routes = restRoutes(recording.routers, t.app.server).filter(
      (route) => route.startsWith('GET ') && !/\/(login|oidc)\b/.test(route),
    );
    app.world = await buildWorld(t.dataSource, t.config);
    for (const role of allRoles) {
      app.clients[role] = new MatrixClient(t.url);
      await app.clients[role].login(app.world.users[role].email);
    }
  }, 60_000);
  // Closing drains the app and ends its pool; on a loaded CI machine that once took over jest's 5 s default.
  afterAll(async () => {
    await t?.close();
  }, 30_000);
  return app;
}

/** Cursors that decode but that no list made: each value wrong for the type its list compares it with. */
export const tamperedCursors: Record<string, string> = {
  'a month 13': encodeCursor(['2025-13-45 10:00:00+00', 1]),
  'a day 30 of February': encodeCursor(['2025-02-30', 1]),
  'a word for a date': encodeCursor(['yesterday', 1]),
  'an id beyond the integer range': encodeCursor(['2025-01-01 10:00:00+00', 2_147_483_648]),
  'a negative id': encodeCursor(['2025-01-01', -5]),
  'a zero byte': encodeCursor(['a\u0000b', 1]),
  'an id beyond bigint': encodeCursor(['1', '99999999999999999999']),
};
/** Cursors no list of any sort key accepts. */
export const malformedCursors: Record<string, string> = {
  'an id too large for every column': encodeCursor(['2025-01-01 10:00:00+00', 9_999_999_999_999]),
  'zero bytes in every value': encodeCursor(['a\u0000', 'b\u0000']),
  'the wrong shape': encodeCursor([1, 2, 3]),
  'an object': Buffer.from('{"a":1}').toString('base64url'),
  'not base64 JSON': '!!!not-a-cursor',
};

export const isServerError = (status: number) => status >= 500;

/** Runs `ask` for every role side by side: the server is idle between one client's requests. */
export async function forEachRole(ask: (role: Role) => Promise<void>): Promise<void> {
  await Promise.all(allRoles.map(ask));
}

/** The paginated lists, each with whether it is one case's list (a required caseId argument). */
export async function graphqlLists(
  clients: Record<Role, MatrixClient>,
): Promise<{ name: string; ofOneCase: boolean }[]> {
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

/** Query strings no REST route may answer with a server error. */
export const badQueries: Record<string, string> = {
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
export const badSearches: Record<string, { query: string; message: string }> = {
  'a zero byte': { query: 'search=a%00b', message: 'contains characters that are not allowed' },
  'an overlong search': { query: `search=${'x'.repeat(101)}`, message: 'Search must be at most 100 characters' },
  'the search twice': { query: 'search=a&search=b', message: 'search must be given once' },
};
export const searchingRoutes: [Role, string][] = [
  [Role.clinic_staff, '/api/cases'],
  [Role.clinic_staff, '/api/v1/cases'],
  [Role.clinic_staff, '/api/patients'],
  [Role.clinic_staff, '/api/attorneys'],
  [Role.super_admin, '/superadmin/api/users'],
  [Role.super_admin, '/api/admin/users'],
  [Role.super_admin, '/superadmin/api/waitlist'],
];
