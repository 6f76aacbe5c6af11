import { invalidCursorMessage } from '../../graphql/connection';
import { worldPathsOf } from './matrix-surface';
import {
  forEachRole,
  isServerError,
  malformedCursors,
  tamperedCursors,
  useListParameterApp,
} from './list-parameters.setup';

/** REST: every GET route, as every role, with tampered and malformed cursors (list-parameters.setup.ts). */
const app = useListParameterApp();

test('every REST list answers a tampered cursor with a 400, never a server error', async () => {
  const { clients, world, routes } = app;
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
