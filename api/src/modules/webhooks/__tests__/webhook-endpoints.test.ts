import { loadConfig } from '../../../config';
import { signedInClient } from '../../../test/client';
import { createAttorneyUser, createClinicWithUsers } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { testSecretsKey } from '../../../test/test-secrets';
import { postWebhook } from '../webhook-sender';
import { isInternalAddress, webhookHostProblem } from '../webhook-url';
import { startLoopbackReceiver } from './loopback-receiver';

let t: TestApp;
let receiver: Awaited<ReturnType<typeof startLoopbackReceiver>>;
beforeAll(async () => {
  // As in production: private and internal addresses refused.
  t = await startTestApp({ WEBHOOKS_ALLOW_PRIVATE_URLS: 'false' });
  receiver = await startLoopbackReceiver();
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});

const create = `mutation($input: WebhookEndpointInput!) {
  webhookEndpointCreate(input: $input) { secret endpoint { id url description eventKinds isActive } } }`;
const publicResolver = async () => ['93.184.216.34'];

test('private URLs are refused by default in production, allowed elsewhere only by the flag', () => {
  const production = loadConfig({ NODE_ENV: 'production', SECRETS_KEY: testSecretsKey });
  expect(production.webhooks.allowPrivateUrls).toBe(false);
  expect(loadConfig({ NODE_ENV: 'development' }).webhooks.allowPrivateUrls).toBe(true);
  expect(
    loadConfig({ NODE_ENV: 'production', SECRETS_KEY: testSecretsKey, WEBHOOKS_ALLOW_PRIVATE_URLS: 'true' }).webhooks
      .allowPrivateUrls,
  ).toBe(true);
});

test.each([
  ['127.0.0.1', true],
  ['10.1.2.3', true],
  ['172.20.0.5', true],
  ['192.168.1.1', true],
  ['169.254.169.254', true],
  ['100.64.0.1', true],
  ['0.0.0.0', true],
  ['::1', true],
  ['fe80::1', true],
  ['fd00::1', true],
  ['::ffff:127.0.0.1', true],
  ['::ffff:a9fe:a9fe', true],
  ['93.184.216.34', false],
  ['2606:4700:4700::1111', false],
  ['::ffff:93.184.216.34', false],
])('%s is internal: %s', (address, internal) => {
  expect(isInternalAddress(address)).toBe(internal);
});

test('a host is judged by every address it resolves to', async () => {
  expect(await webhookHostProblem('https://hooks.example.com/x', publicResolver)).toBeNull();
  expect(await webhookHostProblem('https://rebind.example.com/x', async () => ['93.184.216.34', '10.0.0.7'])).toBe(
    'URL must not point to a private or internal address',
  );
  expect(await webhookHostProblem('https://[::1]:8080/x', publicResolver)).toBe(
    'URL must not point to a private or internal address',
  );
  expect(await webhookHostProblem('http://localhost:3000/x', publicResolver)).toBe(
    'URL must not point to a private or internal address',
  );
  expect(
    await webhookHostProblem('https://gone.example.com/x', async () => {
      throw new Error('ENOTFOUND');
    }),
  ).toBe("URL's host gone.example.com could not be found");
});

test('at delivery time the connection itself refuses internal addresses (literal or resolved), so nothing is sent', async () => {
  const post = (url: string) =>
    postWebhook({
      url,
      body: '{}',
      headers: { 'Content-Type': 'application/json' },
      timeoutMs: 2000,
      allowPrivateUrls: false,
    });
  const before = receiver.received.length;
  expect(await post(receiver.url)).toEqual({
    statusCode: null,
    error: 'The URL points to a private or internal address',
  });
  const byName = await post(receiver.url.replace('127.0.0.1', 'localhost'));
  expect(byName.statusCode).toBeNull();
  expect(byName.error).toMatch(/localhost resolves to a private or internal address/);
  expect(receiver.received.length).toBe(before);
  // The same receiver, allowed: answered.
  expect(
    await postWebhook({ url: receiver.url, body: '{}', headers: {}, timeoutMs: 2000, allowPrivateUrls: true }),
  ).toEqual({ statusCode: 200, error: null });
});

test('an endpoint is refused with a message naming the field, and nothing is saved', async () => {
  const { clinic, admin } = await createClinicWithUsers(t.dataSource);
  const client = await signedInClient(t.url, admin.email);
  const attempt = async (input: Record<string, unknown>) => {
    const result = await client.gql(create, { input: { eventKinds: ['note.signed'], ...input } });
    return result.errors?.[0].extensions?.fieldErrors;
  };
  expect(await attempt({ url: receiver.url })).toEqual([
    { field: 'url', message: 'URL must not point to a private or internal address' },
  ]);
  expect(await attempt({ url: 'http://169.254.169.254/latest/meta-data' })).toEqual([
    { field: 'url', message: 'URL must not point to a private or internal address' },
  ]);
  expect(await attempt({ url: 'ftp://hooks.example.com/x' })).toEqual([
    { field: 'url', message: 'URL must start with https:// or http://' },
  ]);
  expect(await attempt({ url: 'https://user:pw@hooks.example.com/x' })).toEqual([
    { field: 'url', message: 'URL must not contain a user name or password' },
  ]);
  expect(await attempt({ url: 'not a url' })).toEqual([
    { field: 'url', message: 'URL must be a full address such as https://example.com/webhooks' },
  ]);
  expect(await attempt({ url: 'https://hooks.example.com/x', eventKinds: [] })).toEqual([
    { field: 'eventKinds', message: 'Event kinds: choose at least one' },
  ]);
  const unknownKind = await attempt({ url: 'https://hooks.example.com/x', eventKinds: ['patient.created'] });
  expect(unknownKind?.[0]).toMatchObject({ field: 'eventKinds' });
  expect(unknownKind?.[0].message).toMatch(/^Event kinds must be chosen from: case.status_changed, /);
  const [{ count }] = await t.dataSource.query(
    `SELECT count(*)::int AS count FROM webhook_endpoints WHERE clinic_id = $1`,
    [clinic.id],
  );
  expect(count).toBe(0);
});

test('only the clinic’s admins manage its endpoints; another clinic’s endpoint answers as missing', async () => {
  const own = await createClinicWithUsers(t.dataSource);
  const other = await createClinicWithUsers(t.dataSource);
  const { user: attorney } = await createAttorneyUser(t.dataSource);
  const admin = await signedInClient(t.url, own.admin.email);
  // Saved directly: this app refuses loopback receivers, and the rule is proven above.
  const [{ id }] = await t.dataSource.query(
    `INSERT INTO webhook_endpoints (clinic_id, url, event_kinds, secret_sealed) VALUES ($1, 'https://hooks.example.com/a', '{note.signed}', 'v1.x') RETURNING id`,
    [other.clinic.id],
  );
  for (const email of [own.staff.email, attorney.email]) {
    const client = await signedInClient(t.url, email);
    const list = await client.gql(`{ webhookEndpoints { id } }`);
    expect(list.errors?.[0]).toMatchObject({
      message: "Only the clinic's admins can manage webhooks",
      extensions: { code: 'FORBIDDEN' },
    });
    expect((await client.rest('GET', '/api/webhooks/endpoints')).status).toBe(403);
  }
  expect((await admin.gql<{ webhookEndpoints: unknown[] }>(`{ webhookEndpoints { id } }`)).data).toEqual({
    webhookEndpoints: [],
  });
  const foreign = await admin.gql(`mutation($id: Int!) { webhookEndpointDelete(id: $id) }`, { id });
  const missing = await admin.gql(`mutation($id: Int!) { webhookEndpointDelete(id: $id) }`, { id: 2_000_000_000 });
  expect(foreign.errors?.[0].message).toBe('Webhook endpoint not found');
  expect(missing.errors?.[0].message).toBe('Webhook endpoint not found');
  const restForeign = await admin.rest('GET', `/api/webhooks/endpoints/${id}/deliveries`);
  expect(restForeign).toEqual({
    status: 404,
    body: expect.objectContaining({ message: 'Webhook endpoint not found' }),
  });
  // Every signed-in role reads the event kinds and the schema; nobody signed out does.
  const kinds = await signedInClient(t.url, attorney.email);
  const listed = await kinds.gql<{ webhookEventKinds: { kind: string }[] }>(
    `{ webhookEventKinds { kind description } }`,
  );
  expect(listed.data!.webhookEventKinds.map((k) => k.kind)).toContain('automation.rule_fired');
  const schema = await kinds.request('GET', '/api/schema.graphql');
  expect(schema.status).toBe(200);
  expect(await schema.text()).toContain('webhookEndpointCreate(input: WebhookEndpointInput!): WebhookEndpointSecret!');
  const anonymous = await fetch(`${t.url}/api/schema.graphql`);
  expect(anonymous.status).toBe(401);
});

test('REST saves, updates and deletes an endpoint with the same rules, each write audited', async () => {
  const { clinic, admin } = await createClinicWithUsers(t.dataSource);
  const client = await signedInClient(t.url, admin.email);
  // A public address, resolved through the app's own resolver only when the name needs it: an IP literal does not.
  const created = await client.rest<{ data: { secret: string; endpoint: { id: number } } }>(
    'POST',
    '/api/webhooks/endpoints',
    { url: 'https://93.184.216.34/hooks', description: 'Sync', eventKinds: ['note.signed', 'note.signed'] },
  );
  expect(created.status).toBe(201);
  const id = created.body.data.endpoint.id;
  expect(created.body.data.endpoint).toMatchObject({ eventKinds: ['note.signed'], isActive: true });
  const bad = await client.rest('PATCH', `/api/webhooks/endpoints/${id}`, {
    url: 'https://10.0.0.1/x',
    eventKinds: ['note.signed'],
  });
  expect(bad.status).toBe(400);
  const updated = await client.rest<{ data: { isActive: boolean; eventKinds: string[] } }>(
    'PATCH',
    `/api/webhooks/endpoints/${id}`,
    { url: 'https://93.184.216.34/hooks', eventKinds: ['document.uploaded'], isActive: false },
  );
  expect(updated.body.data).toMatchObject({ isActive: false, eventKinds: ['document.uploaded'] });
  expect((await client.rest('DELETE', `/api/webhooks/endpoints/${id}`)).status).toBe(200);
  const audit = await t.dataSource.query(
    `SELECT action, new_values FROM audit_logs WHERE entity_type = 'webhook_endpoint' AND entity_id = $1 AND clinic_id = $2 ORDER BY id`,
    [String(id), clinic.id],
  );
  expect(audit.map((row: { action: string }) => row.action)).toEqual(['create', 'update', 'delete']);
  expect(JSON.stringify(audit)).not.toContain(created.body.data.secret);
});
