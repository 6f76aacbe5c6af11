import { randomUUID } from 'node:crypto';
import { Role } from '../../../platform/access/role';
import { TestClient, signedInClient } from '../../../test/client';
import { createUser } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const send = `mutation($input: ContactMessageInput!) { contactMessageSend(input: $input) { id createdAt } }`;

describe('the contact form', () => {
  it('keeps the message for the operator, without a session, and audits it without its text', async () => {
    const email = `owner-${randomUUID()}@clinic.example`;
    const text = 'We run 3 clinics in Newark. Can we see a demo with our attorney partners?';
    const result = await new TestClient(t.url).gql<{ contactMessageSend: { id: number } }>(send, {
      input: { name: 'Marta Ruiz', email, phone: '(973) 555-0142', practiceName: 'Ruiz Chiropractic', message: text },
    });
    expect(result.errors).toBeUndefined();
    const id = result.data!.contactMessageSend.id;
    const [row] = await t.dataSource.query(`SELECT * FROM contact_messages WHERE id = $1`, [id]);
    expect(row).toMatchObject({ name: 'Marta Ruiz', email, practice_name: 'Ruiz Chiropractic', message: text });
    const audit = await t.dataSource.query(
      `SELECT action, new_values FROM audit_logs WHERE entity_type = 'contact_message' AND entity_id = $1`,
      [String(id)],
    );
    expect(audit).toEqual([{ action: 'create', new_values: null }]);
  });

  it('answers POST /api/contact with 201 and only the id and time', async () => {
    const response = await new TestClient(t.url).rest<{ success: boolean; data: Record<string, unknown> }>(
      'POST',
      '/api/contact',
      { name: 'Lee', email: `lee-${randomUUID()}@clinic.example`, message: 'Pricing for 2 locations?' },
    );
    expect(response.status).toBe(201);
    expect(Object.keys(response.body.data).sort()).toEqual(['createdAt', 'id']);
  });

  it('names each bad field and stores nothing', async () => {
    const before = (await t.dataSource.query(`SELECT count(*)::int AS n FROM contact_messages`))[0].n;
    const result = await new TestClient(t.url).gql(send, {
      input: { name: '', email: 'nope', phone: 'call me', message: 'x'.repeat(5001) },
    });
    expect(result.errors?.[0].extensions?.fieldErrors).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'Name is required' },
        { field: 'email', message: 'Email must be a valid email address' },
        { field: 'phone', message: 'Phone must be a valid phone number' },
        { field: 'message', message: 'Message must be at most 5000 characters' },
      ]),
    );
    expect((await t.dataSource.query(`SELECT count(*)::int AS n FROM contact_messages`))[0].n).toBe(before);
  });
});

describe("the operator's contact inbox", () => {
  it('lists messages newest first with the open count, and marks one handled and open again, audited', async () => {
    const admin = await createUser(t.dataSource, { role: Role.super_admin });
    const operator = await signedInClient(t.url, admin.email);
    const sent = await new TestClient(t.url).rest<{ data: { id: number } }>('POST', '/api/contact', {
      name: 'Inbox Test',
      email: `inbox-${randomUUID()}@clinic.example`,
      message: 'Please call me back',
    });
    const id = sent.body.data.id;
    const inbox = async () =>
      (
        await operator.gql<{
          contactMessages: { nodes: { id: number; handledAt: string | null }[]; openCount: number };
        }>('{ contactMessages(first: 50) { nodes { id handledAt } openCount } }')
      ).data!.contactMessages;
    const before = await inbox();
    expect(before.nodes[0]).toEqual({ id, handledAt: null });
    const handled = await operator.gql<{ contactMessageSetHandled: { handledAt: string } }>(
      'mutation($id: Int!) { contactMessageSetHandled(id: $id, handled: true) { handledAt } }',
      { id },
    );
    expect(Date.parse(handled.data!.contactMessageSetHandled.handledAt)).toBeGreaterThan(Date.now() - 60_000);
    const after = await inbox();
    expect(after.nodes.find((m) => m.id === id)?.handledAt).not.toBeNull();
    expect(after.openCount).toBeLessThanOrEqual(before.openCount);
    await operator.gql('mutation($id: Int!) { contactMessageSetHandled(id: $id, handled: false) { id } }', { id });
    expect((await inbox()).nodes.find((m) => m.id === id)?.handledAt).toBeNull();
    const audit = await t.dataSource.query(
      `SELECT action, changed_by FROM audit_logs WHERE entity_type = 'contact_message' AND entity_id = $1 ORDER BY id`,
      [String(id)],
    );
    expect(audit).toEqual([
      { action: 'create', changed_by: null },
      { action: 'mark_handled', changed_by: admin.id },
      { action: 'mark_open', changed_by: admin.id },
    ]);
    const missing = await operator.gql('mutation { contactMessageSetHandled(id: 2147483600, handled: true) { id } }');
    expect(missing.errors?.[0]).toMatchObject({
      message: 'Contact message not found',
      extensions: { code: 'NOT_FOUND' },
    });
  });
});
