import { randomUUID } from 'node:crypto';
import { TestClient } from '../../../test/client';
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
