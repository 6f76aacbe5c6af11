import { createHmac } from 'node:crypto';
import { TestClock } from '../../../platform/jobs/clock';
import { signedInClient, type TestClient } from '../../../test/client';
import { createCase, createClinicWithUsers } from '../../../test/factories';
import type { TestApp } from '../../../test/harness';
import { startIsolatedApp } from '../../../test/isolated-app';
import { dispatchDomainEvent } from '../../domain-events/domain-events.jobs';
import { postWebhookAction } from '../../automation/actions/post-webhook.action';
import { maxDeliveryAttempts, retryDelaySeconds } from '../webhook-delivery.service';
import { deliverWebhook } from '../webhook.jobs';
import { startLoopbackReceiver } from './loopback-receiver';

const clock = new TestClock(new Date('2031-05-04T10:00:00Z'));
let t: TestApp;
let receiver: Awaited<ReturnType<typeof startLoopbackReceiver>>;
beforeAll(async () => {
  // A database of its own: these tests run every due job of the webhook and event queues.
  t = await startIsolatedApp({ WEBHOOKS_ALLOW_PRIVATE_URLS: 'true' }, { clock });
  receiver = await startLoopbackReceiver();
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});

const endpointFields =
  'id url description eventKinds isActive parkedAt parkedReason consecutiveFailures parkedDeliveries';
const deliveryFields =
  'id eventId eventKind payload status attempts lastStatusCode lastError nextAttemptAt deliveredAt';
const createEndpoint = `mutation($input: WebhookEndpointInput!) {
  webhookEndpointCreate(input: $input) { secret endpoint { ${endpointFields} } } }`;
const deliveriesQuery = `query($filter: WebhookDeliveryFilter!) {
  webhookDeliveries(filter: $filter, first: 50) { nodes { ${deliveryFields} } pageInfo { hasNextPage } } }`;

interface Delivery {
  id: number;
  eventId: string;
  eventKind: string;
  payload: string;
  status: string;
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
  nextAttemptAt: string | null;
}

async function world(kinds = ['case.status_changed']) {
  const { clinic, admin, staff } = await createClinicWithUsers(t.dataSource, { time_zone: 'UTC' });
  const admin_ = await signedInClient(t.url, admin.email);
  const created = await admin_.gql<{ webhookEndpointCreate: { secret: string; endpoint: { id: number } } }>(
    createEndpoint,
    { input: { url: receiver.url, description: 'Case sync', eventKinds: kinds } },
  );
  expect(created.errors).toBeUndefined();
  const { secret, endpoint } = created.data!.webhookEndpointCreate;
  return { clinic, admin, staff, client: admin_, secret, endpointId: endpoint.id };
}

async function recordStatusChange(clinicId: number, caseId: number) {
  await t.dataSource.transaction((manager) =>
    t.app.services.domainEvents.record(manager, {
      kind: 'case.status_changed',
      clinicId,
      caseId,
      patientId: null,
      recordId: String(caseId),
      actorUserId: null,
      facts: { from: 'active_treatment', to: 'attorney_review' },
    }),
  );
}

async function deliveries(client: TestClient, endpointId: number): Promise<Delivery[]> {
  const result = await client.gql<{ webhookDeliveries: { nodes: Delivery[] } }>(deliveriesQuery, {
    filter: { endpointId },
  });
  expect(result.errors).toBeUndefined();
  return result.data!.webhookDeliveries.nodes;
}

function verify(secret: string, signatureHeader: string, body: string): boolean {
  const { t: timestamp, v1 } = Object.fromEntries(signatureHeader.split(',').map((part) => part.split('='))) as {
    t: string;
    v1: string;
  };
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex') === v1;
}

test('an event becomes one signed delivery with ids only; a redispatched event makes no second one', async () => {
  const { clinic, client, secret, endpointId } = await world();
  const record = await createCase(t.dataSource, { clinicId: clinic.id });
  receiver.answer(200);
  const before = receiver.received.length;
  await recordStatusChange(clinic.id, record.id);

  const [dispatch] = await t.app.services.jobs.runDue(dispatchDomainEvent);
  expect(dispatch.state).toBe('completed');
  await t.app.services.jobs.runDue(deliverWebhook);

  const [sent] = receiver.received.slice(before);
  const body = JSON.parse(sent.body) as { id: string; type: string; createdAt: string; data: Record<string, unknown> };
  expect(body).toEqual({
    id: expect.any(String),
    type: 'case.status_changed',
    createdAt: expect.any(String),
    data: {
      clinicId: clinic.id,
      caseId: record.id,
      patientId: null,
      recordId: String(record.id),
      actorUserId: null,
      from: 'active_treatment',
      to: 'attorney_review',
    },
  });
  expect(sent.headers['content-type']).toBe('application/json');
  expect(sent.headers['casebridge-event-id']).toBe(body.id);
  expect(sent.headers['casebridge-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
  expect(verify(secret, String(sent.headers['casebridge-signature']), sent.body)).toBe(true);
  expect(verify('whsec_someone-else', String(sent.headers['casebridge-signature']), sent.body)).toBe(false);

  // The same event handed to the consumers again (a retried dispatch) adds nothing.
  await t.app.services.webhookDeliveries.deliverEvent({
    ...body,
    kind: 'case.status_changed',
    id: body.id,
    clinicId: clinic.id,
    caseId: record.id,
    patientId: null,
    recordId: String(record.id),
    actorUserId: null,
    occurredAt: body.createdAt,
    facts: {},
  });
  await t.app.services.jobs.runDue(deliverWebhook);
  expect(receiver.received.length - before).toBe(1);
  const log = await deliveries(client, endpointId);
  expect(log).toHaveLength(1);
  expect(log[0]).toMatchObject({ status: 'delivered', attempts: 1, lastStatusCode: 200, lastError: null });
});

test('a failing receiver is retried with growing delays, parked after the last attempt, and replayed once it recovers', async () => {
  const { clinic, client, endpointId } = await world();
  const record = await createCase(t.dataSource, { clinicId: clinic.id });
  receiver.answer(500);
  await recordStatusChange(clinic.id, record.id);
  await t.app.services.jobs.runDue(dispatchDomainEvent);

  const delays: number[] = [];
  for (let attempt = 1; attempt <= maxDeliveryAttempts; attempt += 1) {
    const outcomes = await t.app.services.jobs.runDue(deliverWebhook);
    expect(outcomes).toHaveLength(1);
    const [delivery] = await deliveries(client, endpointId);
    expect(delivery).toMatchObject({ attempts: attempt, lastStatusCode: 500, lastError: 'The receiver answered 500' });
    if (attempt < maxDeliveryAttempts) {
      expect(delivery.status).toBe('failed');
      const wait = (Date.parse(delivery.nextAttemptAt!) - clock.now().getTime()) / 1000;
      delays.push(wait);
      // Not yet due: nothing runs until the clock reaches the next attempt.
      clock.advance({ seconds: wait - 1 });
      expect(await t.app.services.jobs.runDue(deliverWebhook)).toHaveLength(0);
      clock.advance({ seconds: 1 });
    } else {
      expect(delivery).toMatchObject({ status: 'parked', nextAttemptAt: null });
    }
  }
  expect(delays).toEqual([1, 2, 3, 4, 5, 6, 7].map(retryDelaySeconds));
  expect(delays.reduce((sum, d) => sum + d, 0) / 3600).toBeGreaterThan(12);

  receiver.answer(204);
  const [parked] = await deliveries(client, endpointId);
  const replay = await client.gql<{ webhookDeliveryReplay: Delivery }>(
    `mutation($id: Int!) { webhookDeliveryReplay(id: $id) { ${deliveryFields} } }`,
    { id: parked.id },
  );
  expect(replay.errors).toBeUndefined();
  expect(replay.data!.webhookDeliveryReplay).toMatchObject({
    status: 'delivered',
    attempts: maxDeliveryAttempts + 1,
    lastStatusCode: 204,
    lastError: null,
  });
  const audit = await t.dataSource.query(
    `SELECT action FROM audit_logs WHERE entity_type = 'webhook_delivery' AND entity_id = $1`,
    [String(parked.id)],
  );
  expect(audit).toEqual([{ action: 'replay' }]);
});

test('three parked deliveries in a row park the endpoint and tell the admins; unpark and Replay parked send them', async () => {
  const { clinic, admin, client, endpointId } = await world();
  const record = await createCase(t.dataSource, { clinicId: clinic.id });
  receiver.answer(503);
  for (let event = 0; event < 3; event += 1) {
    await recordStatusChange(clinic.id, record.id);
    await t.app.services.jobs.runDue(dispatchDomainEvent);
    for (let attempt = 0; attempt < maxDeliveryAttempts; attempt += 1) {
      await t.app.services.jobs.runDue(deliverWebhook);
      clock.advance({ days: 1 });
    }
  }
  const endpoint = async () =>
    (
      await client.gql<{ webhookEndpoints: { id: number; parkedAt: string | null; parkedDeliveries: number }[] }>(
        `{ webhookEndpoints { ${endpointFields} } }`,
      )
    ).data!.webhookEndpoints.find((e) => e.id === endpointId)!;
  expect(await endpoint()).toMatchObject({ parkedAt: expect.any(String), parkedDeliveries: 3, consecutiveFailures: 3 });
  const notices = await t.dataSource.query(`SELECT kind, link FROM notifications WHERE user_id = $1`, [admin.id]);
  expect(notices).toEqual([{ kind: 'webhook_endpoint_parked', link: '/clinic?tab=webhooks' }]);

  // While parked, a new event is kept (parked), not sent.
  const sentBefore = receiver.received.length;
  await recordStatusChange(clinic.id, record.id);
  await t.app.services.jobs.runDue(dispatchDomainEvent);
  await t.app.services.jobs.runDue(deliverWebhook);
  expect(receiver.received.length).toBe(sentBefore);
  expect((await endpoint()).parkedDeliveries).toBe(4);

  receiver.answer(200);
  const refused = await client.gql(`mutation($id: Int!) { webhookDeliveriesReplayParked(endpointId: $id) }`, {
    id: endpointId,
  });
  expect(refused.errors?.[0].message).toBe('Unpark the endpoint before replaying its deliveries');
  const unpark = await client.gql(`mutation($id: Int!) { webhookEndpointUnpark(id: $id) { id parkedAt } }`, {
    id: endpointId,
  });
  expect(unpark.data).toEqual({ webhookEndpointUnpark: { id: endpointId, parkedAt: null } });
  const queued = await client.gql<{ webhookDeliveriesReplayParked: number }>(
    `mutation($id: Int!) { webhookDeliveriesReplayParked(endpointId: $id) }`,
    { id: endpointId },
  );
  expect(queued.data!.webhookDeliveriesReplayParked).toBe(4);
  await t.app.services.jobs.runDue(deliverWebhook);
  expect(receiver.received.length - sentBefore).toBe(4);
  expect((await deliveries(client, endpointId)).map((d) => d.status)).toEqual(Array(4).fill('delivered'));
  expect(await endpoint()).toMatchObject({ parkedAt: null, parkedDeliveries: 0, consecutiveFailures: 0 });
});

test('Send test posts webhook.test at once; roll secret signs with the new secret only', async () => {
  const { client, endpointId, secret } = await world(['note.signed']);
  receiver.answer(200);
  const rolled = await client.gql<{ webhookEndpointRollSecret: { secret: string } }>(
    `mutation($id: Int!) { webhookEndpointRollSecret(id: $id) { secret endpoint { id } } }`,
    { id: endpointId },
  );
  const newSecret = rolled.data!.webhookEndpointRollSecret.secret;
  expect(newSecret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
  expect(newSecret).not.toBe(secret);
  const before = receiver.received.length;
  const test_ = await client.gql<{ webhookEndpointSendTest: Delivery }>(
    `mutation($id: Int!) { webhookEndpointSendTest(id: $id) { ${deliveryFields} } }`,
    { id: endpointId },
  );
  expect(test_.data!.webhookEndpointSendTest).toMatchObject({
    eventKind: 'webhook.test',
    status: 'delivered',
    attempts: 1,
  });
  const sent = receiver.received[before];
  expect(JSON.parse(sent.body)).toMatchObject({ type: 'webhook.test', data: { endpointId } });
  expect(verify(newSecret, String(sent.headers['casebridge-signature']), sent.body)).toBe(true);
  expect(verify(secret, String(sent.headers['casebridge-signature']), sent.body)).toBe(false);
  const [stored] = await t.dataSource.query(`SELECT secret_sealed FROM webhook_endpoints WHERE id = $1`, [endpointId]);
  expect(stored.secret_sealed).toMatch(/^v1\./);
  expect(stored.secret_sealed).not.toContain(newSecret);
});

test('the workflow action posts automation.rule_fired to an endpoint of the rule’s clinic, once per execution', async () => {
  const { clinic, endpointId, client } = await world(['automation.rule_fired']);
  const other = await world(['automation.rule_fired']);
  const record = await createCase(t.dataSource, { clinicId: clinic.id });
  const action = { type: 'post_webhook' as const, target: String(endpointId), template: null };
  await t.dataSource.transaction(async (manager) => {
    expect(await postWebhookAction.validate(manager, clinic.id, action)).toEqual([]);
    expect(
      await postWebhookAction.validate(manager, clinic.id, { ...action, target: String(other.endpointId) }),
    ).toEqual([{ field: 'target', message: 'Webhook endpoint not found' }]);
    expect(await postWebhookAction.validate(manager, clinic.id, { ...action, target: 'abc' })).toEqual([
      { field: 'target', message: "Choose one of the clinic's webhook endpoints" },
    ]);
  });
  const context = (manager: Parameters<typeof postWebhookAction.run>[0]['manager']) => ({
    manager,
    services: t.app.services,
    ruleId: 41,
    ruleName: 'Review',
    executionId: 9001,
    subject: {
      clinicId: clinic.id,
      patientId: record.patient_id,
      caseId: record.id,
      recordType: 'case',
      recordId: String(record.id),
    },
    now: clock.now(),
  });
  const first = await t.dataSource.transaction((manager) => postWebhookAction.run(context(manager), action));
  expect(first).toMatch(/^Webhook delivery #\d+ to 127\.0\.0\.1:\d+ queued$/);
  const again = await t.dataSource.transaction((manager) => postWebhookAction.run(context(manager), action));
  expect(again).toMatch(/already posted/);
  await expect(
    t.dataSource.transaction((manager) =>
      postWebhookAction.run(context(manager), { ...action, target: String(other.endpointId) }),
    ),
  ).rejects.toThrow('Webhook endpoint not found');

  receiver.answer(200);
  const before = receiver.received.length;
  await t.app.services.jobs.runDue(deliverWebhook);
  expect(receiver.received.length - before).toBe(1);
  expect(JSON.parse(receiver.received[before].body)).toMatchObject({
    id: 'automation-execution-9001',
    type: 'automation.rule_fired',
    data: { clinicId: clinic.id, ruleId: 41, executionId: 9001, recordType: 'case', caseId: record.id },
  });
  expect(await deliveries(client, endpointId)).toHaveLength(1);
});
