import { worldPathsOf } from './matrix-surface';
import {
  badQueries,
  badSearches,
  forEachRole,
  isServerError,
  searchingRoutes,
  useListParameterApp,
} from './list-parameters.setup';

/** REST: every GET route, as every role, with bad query parameters and bad search terms (list-parameters.setup.ts). */
const app = useListParameterApp();

test('no REST route answers a bad query parameter with a server error; every search refuses a bad term', async () => {
  const { clients, world, routes } = app;
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
