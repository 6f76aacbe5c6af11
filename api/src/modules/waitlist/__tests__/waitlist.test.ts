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

const join = `mutation($input: WaitlistJoinInput!) { waitlistJoin(input: $input) { id email practiceName state monthlyPICases attorneyReferral isContacted } }`;

const signup = (overrides: Record<string, unknown> = {}) => ({
  name: 'Dana Whitfield',
  email: `dana-${randomUUID()}@practice.example`,
  practiceName: 'Whitfield Spine & Injury',
  state: 'NJ',
  monthlyPICases: '25-50',
  attorneyReferral: 'Harper & Associates',
  ...overrides,
});

const rowsFor = (email: string) => t.dataSource.query(`SELECT * FROM waitlist WHERE email = $1`, [email.toLowerCase()]);

describe('joining the waitlist', () => {
  it('stores the signup over GraphQL without a session, lower-cases the email, and audits it', async () => {
    const input = signup({ email: `Dana.${randomUUID()}@Practice.example` });
    const result = await new TestClient(t.url).gql<{ waitlistJoin: { id: number; email: string } }>(join, { input });
    expect(result.errors).toBeUndefined();
    expect(result.data?.waitlistJoin).toMatchObject({
      email: input.email.toLowerCase(),
      practiceName: 'Whitfield Spine & Injury',
      state: 'NJ',
      monthlyPICases: '25-50',
      attorneyReferral: 'Harper & Associates',
      isContacted: false,
    });
    const [row] = await rowsFor(input.email);
    expect(row).toMatchObject({ name: 'Dana Whitfield', monthly_pi_cases: '25-50', is_contacted: false, notes: null });
    const audit = await t.dataSource.query(
      `SELECT action, changed_by, ip_address FROM audit_logs WHERE entity_type = 'waitlist' AND entity_id = $1`,
      [String(row.id)],
    );
    expect(audit).toEqual([{ action: 'create', changed_by: null, ip_address: '127.0.0.1' }]);
  });

  it("answers the spec's POST /api/waitlist with 201, and the attorney referral is optional", async () => {
    const body = signup({ attorneyReferral: undefined, state: 'other', monthlyPICases: '100+' });
    const response = await new TestClient(t.url).rest<{ success: boolean; data: { id: number } }>(
      'POST',
      '/api/waitlist',
      body,
    );
    expect(response.status).toBe(201);
    expect(response.body.success).toBe(true);
    expect(await rowsFor(body.email)).toEqual([
      expect.objectContaining({ id: response.body.data.id, attorney_referral: null, state: 'other' }),
    ]);
  });

  it('refuses a duplicate email (any case) with a message under Email and keeps one row', async () => {
    const first = signup();
    await new TestClient(t.url).rest('POST', '/api/waitlist', first);
    const again = await new TestClient(t.url).gql(join, {
      input: signup({ email: first.email.toUpperCase(), name: 'Someone Else' }),
    });
    expect(again.errors?.[0].extensions).toMatchObject({
      code: 'CONFLICT',
      fieldErrors: [{ field: 'email', message: 'This email is already on the waitlist' }],
    });
    const rows = await rowsFor(first.email);
    expect(rows).toHaveLength(1);
    expect(rows[0].name).toBe('Dana Whitfield');
  });

  it('keeps one row when the same email is sent ten times at once', async () => {
    const input = signup();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => new TestClient(t.url).rest('POST', '/api/waitlist', input)),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    expect(await rowsFor(input.email)).toHaveLength(1);
  });

  it('names every bad field and writes nothing', async () => {
    const email = `bad-${randomUUID()}@practice.example`;
    const response = await new TestClient(t.url).rest<{ errors: { field: string; message: string }[] }>(
      'POST',
      '/api/waitlist',
      { name: '  ', email: 'not-an-email', practiceName: '', state: 'ZZ', monthlyPICases: '5' },
    );
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'Name is required' },
        { field: 'email', message: 'Email must be a valid email address' },
        { field: 'practiceName', message: 'Practice name is required' },
        { field: 'state', message: 'State must be one of: NJ, NY, FL, CA, TX, other' },
        { field: 'monthlyPICases', message: 'Monthly PI cases must be one of: 10-25, 25-50, 50-100, 100+' },
      ]),
    );
    const stray = await new TestClient(t.url).rest('POST', '/api/waitlist', {
      ...signup({ email }),
      isContacted: true,
    });
    expect(stray.status).toBe(400);
    expect(await rowsFor(email)).toHaveLength(0);
  });
});

describe('public form flood limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await startTestApp({ TRUST_PROXY: '1', PUBLIC_FORM_MAX_PER_ADDRESS_HOURLY: '2' });
  });
  afterAll(() => limited.close());

  it('accepts 2 forms an hour from one address, refuses the third with 429 and no row, and counts waitlist and contact together', async () => {
    const address = `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const post = (path: string, body: unknown) =>
      new TestClient(limited.url)
        .request('POST', path, { body, headers: { 'x-forwarded-for': address } })
        .then(async (r) => ({ status: r.status, body: (await r.json()) as { message: string } }));
    expect((await post('/api/waitlist', signup())).status).toBe(201);
    expect(
      (await post('/api/contact', { name: 'Ann', email: 'ann@practice.example', message: 'Call me' })).status,
    ).toBe(201);
    const third = signup();
    const refused = await post('/api/waitlist', third);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many submissions\. Please wait \d+ minutes? and try again\.$/);
    expect(await rowsFor(third.email)).toHaveLength(0);
  });
});

describe("the operator's waitlist", () => {
  let operator: TestClient;
  beforeAll(async () => {
    const admin = await createUser(t.dataSource, { role: Role.super_admin });
    operator = await signedInClient(t.url, admin.email);
  });

  async function joined(overrides: Record<string, unknown> = {}) {
    const body = signup(overrides);
    const response = await new TestClient(t.url).rest<{ data: { id: number } }>('POST', '/api/waitlist', body);
    return { ...body, id: response.body.data.id };
  }

  it('searches by name, email, practice and state, newest first, with a total', async () => {
    const marker = randomUUID().slice(0, 8);
    const older = await joined({ practiceName: `Marker ${marker} Chiropractic` });
    const newer = await joined({ name: `Marker ${marker} Owner`, state: 'TX' });
    const result = await operator.gql<{
      waitlistEntries: { nodes: { id: number }[]; totalCount: number };
    }>(`query($s: String) { waitlistEntries(search: $s, first: 10) { nodes { id } totalCount } }`, {
      s: marker.toUpperCase(),
    });
    expect(result.data?.waitlistEntries).toEqual({ nodes: [{ id: newer.id }, { id: older.id }], totalCount: 2 });
    const rest = await operator.rest<{ data: { id: number }[] }>('GET', `/superadmin/api/waitlist?search=${marker}`);
    expect(rest.body.data.map((e) => e.id)).toEqual([newer.id, older.id]);
  });

  it('counts total, contacted, pending and the last 7 days in the cards', async () => {
    const stats = async () =>
      (
        await operator.gql<{ waitlistStats: Record<string, number> }>(
          '{ waitlistStats { total contacted pending lastSevenDays } }',
        )
      ).data!.waitlistStats;
    const before = await stats();
    const entry = await joined();
    await operator.rest('PUT', `/superadmin/api/waitlist/${entry.id}/contact`, { isContacted: true });
    const after = await stats();
    // Other tests add entries meanwhile, so compare what this test alone must have moved.
    expect(after.total - before.total).toBeGreaterThanOrEqual(1);
    expect(after.contacted - before.contacted).toBeGreaterThanOrEqual(1);
    expect(after.total).toBe(after.contacted + after.pending);
    expect(after.lastSevenDays).toBeLessThanOrEqual(after.total);
  });

  it('toggles contacted both ways, keeps notes, deletes, and audits each change', async () => {
    const entry = await joined();
    const toggled = await operator.rest<{ data: { isContacted: boolean } }>(
      'PUT',
      `/superadmin/api/waitlist/${entry.id}/contact`,
      { isContacted: true },
    );
    expect(toggled.body.data.isContacted).toBe(true);
    await operator.rest('PUT', `/superadmin/api/waitlist/${entry.id}/contact`, { isContacted: false });
    const notes = await operator.rest('PUT', `/superadmin/api/waitlist/${entry.id}/notes`, { notes: 'Demo booked' });
    expect(notes.body).toMatchObject({ success: true, notes: 'Demo booked' });
    expect(
      await operator.rest('PUT', `/superadmin/api/waitlist/${entry.id}/contact`, { isContacted: 'yes' }),
    ).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'isContacted', message: 'isContacted must be true or false' }] },
    });
    expect((await operator.rest('DELETE', `/superadmin/api/waitlist/${entry.id}`)).status).toBe(200);
    expect(await rowsFor(entry.email)).toHaveLength(0);
    expect(await operator.rest('DELETE', `/superadmin/api/waitlist/${entry.id}`)).toMatchObject({
      status: 404,
      body: { message: 'Waitlist entry not found' },
    });
    const audit = await t.dataSource.query(
      `SELECT action, old_values, new_values FROM audit_logs WHERE entity_type = 'waitlist' AND entity_id = $1 ORDER BY id`,
      [String(entry.id)],
    );
    expect(audit.map((row: { action: string }) => row.action)).toEqual([
      'create',
      'update_contacted',
      'update_contacted',
      'update_notes',
      'delete',
    ]);
    expect(audit[1]).toMatchObject({ old_values: { isContacted: false }, new_values: { isContacted: true } });
    expect(audit[3]).toMatchObject({ old_values: { notes: null }, new_values: { notes: 'Demo booked' } });
  });
});
