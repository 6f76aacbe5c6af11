import { Role } from '../../../platform/access/role';
import { recordRouters, restRoutes } from '../../../platform/access/__tests__/matrix-surface';
import { TestClient } from '../../../test/client';
import {
  createAttorney,
  createCase,
  createClinicWithUsers,
  createUser,
  type AttorneyRow,
  type CaseRow,
} from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';

/**
 * A person or a note reached through another record answers what the direct query answers. Attorney
 * Yates held a case before it was transferred to attorney Xu with clinic notes; Xu then walks every
 * field reachable from the case (generated from the schema, several levels deep) and every GET route,
 * and no answer may carry Yates's private directory fields or the clinic's transfer notes. The
 * clinic's staff, who may read both, sees them on the same paths, so the walk cannot pass vacuously.
 */

let t: TestApp;
let record: CaseRow;
let previous: AttorneyRow;
let routes: string[] = [];
let xu: TestClient;
let staff: TestClient;

const canaries = {
  email: 'canary-yates@private.example',
  phone: '555-0199-771',
  barNumber: 'CANARY-BAR-4471',
  firmAddress: 'Canary Street 9, Private Town',
  transferNotes: 'canary clinic-internal transfer note',
};

interface IntrospectedType {
  kind: string;
  name: string | null;
  ofType: IntrospectedType | null;
}
interface IntrospectedField {
  name: string;
  args: { type: IntrospectedType; defaultValue: string | null }[];
  type: IntrospectedType;
}
let types = new Map<string, IntrospectedField[]>();

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
  const ds = t.dataSource;
  const clinic = await createClinicWithUsers(ds);
  previous = await createAttorney(ds, {
    email: canaries.email,
    phone: canaries.phone,
    bar_number: canaries.barNumber,
    firm_address: canaries.firmAddress,
  });
  const next = await createAttorney(ds);
  const xuUser = await createUser(ds, { role: Role.attorney, attorney_id: next.id, email: next.email });
  record = await createCase(ds, { clinicId: clinic.clinic.id, attorneyId: previous.id });
  xu = new TestClient(t.url);
  await xu.login(xuUser.email);
  staff = new TestClient(t.url);
  await staff.login(clinic.staff.email);
  const moved = await staff.gql(
    `mutation ($id: Int!, $input: CaseTransferInput!) { caseTransfer(id: $id, input: $input) { id } }`,
    {
      id: record.id,
      input: { toAttorneyId: next.id, reason: 'Client chose new counsel', notes: canaries.transferNotes },
    },
  );
  expect(moved.errors).toBeUndefined();
  const schema = await staff.gql<{ __schema: { types: { name: string; fields: IntrospectedField[] | null }[] } }>(
    `{ __schema { types { name fields { name args { defaultValue type { ...T } } type { ...T } } } } }
     fragment T on __Type { kind name ofType { kind name ofType { kind name ofType { kind name } } } }`,
  );
  types = new Map(schema.data!.__schema.types.filter((type) => type.fields).map((type) => [type.name, type.fields!]));
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const named = (type: IntrospectedType): IntrospectedType => (type.ofType ? named(type.ofType) : type);

/** Every field of a type that needs no argument, objects followed `depth` levels down. */
function selectionOf(typeName: string, depth: number): string {
  const fields = (types.get(typeName) ?? []).filter((field) =>
    field.args.every((arg) => arg.type.kind !== 'NON_NULL' || arg.defaultValue !== null),
  );
  return fields
    .map((field) => {
      const type = named(field.type);
      if (type.kind === 'SCALAR' || type.kind === 'ENUM') return field.name;
      if (type.kind !== 'OBJECT' || depth === 0) return '';
      const inner = selectionOf(type.name!, depth - 1);
      return inner ? `${field.name} { ${inner} }` : '';
    })
    .filter(Boolean)
    .join(' ');
}

/**
 * The case's answer to `client`, one query per field of the case, each as deep (up to 3 levels
 * below it) as the query limits accept.
 */
async function walkCase(client: TestClient): Promise<string> {
  const answers: string[] = [];
  for (const field of types.get('Case')!) {
    const type = named(field.type);
    for (let depth = 3; depth >= 0; depth -= 1) {
      const inner = type.kind === 'OBJECT' ? `{ ${selectionOf(type.name!, depth)} }` : '';
      const answer = await client.gql(`query ($id: Int!) { case(id: $id) { ${field.name} ${inner} } }`, {
        id: record.id,
      });
      if (answer.errors?.[0]?.extensions?.code === 'QUERY_TOO_COMPLEX' && depth > 0) continue;
      expect({ field: field.name, errors: answer.errors }).toEqual({ field: field.name, errors: undefined });
      answers.push(JSON.stringify(answer.data));
      break;
    }
  }
  return answers.join('\n');
}

const leaked = (text: string) => Object.entries(canaries).filter(([, canary]) => text.includes(canary));

test('the new attorney reads no other attorney’s directory record and no clinic note through any field of the case', async () => {
  const asXu = await walkCase(xu);
  expect(leaked(asXu)).toEqual([]);
  // Xu reads the case, its transfer and themselves on it; the attorney who held it before is not theirs to read.
  const transfers = await xu.gql<{ case: { transfers: Record<string, unknown>[] } }>(
    `query ($id: Int!) { case(id: $id) { transfers { reason notes fromAttorney { id } toAttorney { email } } } }`,
    { id: record.id },
  );
  expect(transfers.data!.case.transfers).toEqual([
    { reason: 'Client chose new counsel', notes: null, fromAttorney: null, toAttorney: { email: expect.any(String) } },
  ]);
  const direct = await xu.gql(`query ($id: Int!) { attorney(id: $id) { email } }`, { id: previous.id });
  expect(direct.data).toEqual({ attorney: null });

  const asStaff = await walkCase(staff);
  expect(leaked(asStaff).map(([name]) => name)).toEqual(Object.keys(canaries));
}, 60_000);

test('no GET route answers the new attorney with another attorney’s directory record or a clinic note', async () => {
  expect(routes.length).toBeGreaterThan(20);
  const ids = [record.id, record.patient_id, previous.id];
  const restWalk = async (client: TestClient) => {
    const found: string[] = [];
    for (const route of routes) {
      const pattern = route.slice('GET '.length);
      const paths = pattern.includes(':') ? ids.map((id) => pattern.replace(/:[a-zA-Z]+/g, String(id))) : [pattern];
      for (const path of paths) {
        const search = path === '/api/audit-log' ? `?entityType=case&entityId=${record.id}` : '';
        const text = await (await client.request('GET', path + search)).text();
        for (const [name] of leaked(text)) found.push(name);
      }
    }
    return new Set(found);
  };
  expect([...(await restWalk(xu))]).toEqual([]);
  // The clinic reads the directory record on the same walk.
  expect([...(await restWalk(staff))]).toEqual(expect.arrayContaining(['email', 'phone', 'barNumber', 'firmAddress']));
}, 60_000);
