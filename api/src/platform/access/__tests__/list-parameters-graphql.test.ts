import { invalidCursorMessage } from '../../graphql/connection';
import { allRoles, Role } from '../role';
import {
  forEachRole,
  graphqlLists,
  isServerError,
  malformedCursors,
  tamperedCursors,
  useListParameterApp,
} from './list-parameters.setup';

/** GraphQL: every list with a tampered cursor, and every search with a bad term (list-parameters.setup.ts). */
const app = useListParameterApp();

test('every GraphQL list answers a tampered cursor with BAD_USER_INPUT, never a server error', async () => {
  const { clients } = app;
  const lists = await graphqlLists(clients);
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
    await forEachRole(async (role) => {
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
    });
    // Each list is read by at least one role, which must be told its malformed cursor is not valid.
    if (refusedByAReader < Object.keys(malformedCursors).length) failures.push(`${list} accepted a malformed cursor`);
  }
  expect(failures).toEqual([]);
}, 120_000);

test('every GraphQL search refuses a zero byte and an overlong term with BAD_USER_INPUT, as REST does', async () => {
  const { clients } = app;
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
