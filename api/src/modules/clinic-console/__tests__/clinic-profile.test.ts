import { signedInClient } from '../../../test/client';
import { createAttorneyUser, createBillingEntry, createCase, createClinicWithUsers } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { pdfText } from '../../../test/pdf-text.cjs';
import { errorOf } from '../../users/admin/__tests__/user-admin-fixtures';
import {
  pngImage,
  profileInput,
  profileQuery,
  profileUpdate,
  subscriptionQuery,
  uploadLogo,
  weekHours,
} from './clinic-console-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function clinicAdmin() {
  const world = await createClinicWithUsers(t.dataSource, { name: 'Old Name Chiropractic' });
  return { ...world, client: await signedInClient(t.url, world.admin.email) };
}

type Profile = {
  timeZone: string;
  businessHours: unknown[];
  letterheadText: string | null;
  logoUpdatedAt: string | null;
};
const clinicRow = async (id: number) =>
  (
    (await t.dataSource.query(
      `SELECT name, time_zone, business_hours, letterhead_text, logo_storage_key FROM clinics WHERE id = $1`,
      [id],
    )) as {
      name: string;
      time_zone: string;
      business_hours: unknown[];
      letterhead_text: string | null;
      logo_storage_key: string | null;
    }[]
  )[0];

describe("the clinic's profile", () => {
  it('starts with the defaults of the migration: New York time, weekdays 8 to 5, weekends closed', async () => {
    const { client } = await clinicAdmin();
    const result = await client.gql<{ clinicProfile: Profile }>(profileQuery);
    expect(result.errors).toBeUndefined();
    expect(result.data!.clinicProfile.timeZone).toBe('America/New_York');
    expect(result.data!.clinicProfile.businessHours[0]).toEqual({
      day: 'monday',
      closed: false,
      opens: '08:00',
      closes: '17:00',
    });
    expect(result.data!.clinicProfile.businessHours[6]).toEqual({
      day: 'sunday',
      closed: true,
      opens: null,
      closes: null,
    });
    expect(result.data!.clinicProfile.logoUpdatedAt).toBeNull();
  });

  it('saves every field, the time zone in its canonical spelling, and audits old and new values', async () => {
    const { clinic, admin, client } = await clinicAdmin();
    const result = await client.gql<{ clinicProfileUpdate: Profile & { email: string; name: string } }>(profileUpdate, {
      input: profileInput({ timeZone: 'america/chicago' }),
    });
    expect(result.errors).toBeUndefined();
    expect(result.data!.clinicProfileUpdate).toMatchObject({
      name: 'Riverbend Chiropractic',
      email: 'front@riverbend.example',
      timeZone: 'America/Chicago',
      businessHours: weekHours(),
    });
    expect(await clinicRow(clinic.id)).toMatchObject({ name: 'Riverbend Chiropractic', time_zone: 'America/Chicago' });
    const [audit] = (await t.dataSource.query(
      `SELECT changed_by, old_values, new_values FROM audit_logs WHERE entity_type = 'clinic' AND entity_id = $1 AND action = 'profile_update'`,
      [String(clinic.id)],
    )) as { changed_by: string; old_values: Record<string, unknown>; new_values: Record<string, unknown> }[];
    expect(audit.changed_by).toBe(admin.id);
    expect(audit.old_values).toMatchObject({ name: 'Old Name Chiropractic', timeZone: 'America/New_York' });
    expect(audit.new_values).toMatchObject({ name: 'Riverbend Chiropractic', timeZone: 'America/Chicago' });
  });

  it.each([
    [
      'an unknown time zone',
      { timeZone: 'Mars/Olympus_Mons' },
      'timeZone',
      'Time zone must be a time zone such as America/New_York',
    ],
    [
      'closing before opening',
      { businessHours: weekHours().map((d, i) => (i === 2 ? { ...d, opens: '17:00', closes: '09:00' } : d)) },
      'businessHours.2.closes',
      'Wednesday: closing time must be after opening',
    ],
    [
      'an open day without hours',
      { businessHours: weekHours().map((d, i) => (i === 0 ? { ...d, opens: null } : d)) },
      'businessHours.0.opens',
      'Monday: opening time must be HH:MM',
    ],
    [
      'a missing weekday',
      { businessHours: weekHours().slice(0, 6) },
      'businessHours',
      'Give the hours of each weekday once, Monday to Sunday',
    ],
    [
      'days out of order',
      { businessHours: [...weekHours()].reverse() },
      'businessHours',
      'Give the hours of each weekday once, Monday to Sunday',
    ],
    ['a blank name', { name: '  ' }, 'name', 'Name is required'],
  ])('refuses %s, naming the field, and changes nothing', async (_what, change, field, message) => {
    const { clinic, client } = await clinicAdmin();
    const before = await clinicRow(clinic.id);
    const result = await client.gql(profileUpdate, { input: profileInput(change) });
    expect(errorOf(result)).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(errorOf(result).fieldErrors).toContainEqual({ field, message });
    expect(await clinicRow(clinic.id)).toEqual(before);
  });

  it('refuses clinic staff and attorneys, server-side', async () => {
    const { staff, clinic } = await clinicAdmin();
    const lawyer = await createAttorneyUser(t.dataSource);
    for (const email of [staff.email, lawyer.user.email]) {
      const caller = await signedInClient(t.url, email);
      expect(errorOf(await caller.gql(profileQuery))).toMatchObject({ code: 'FORBIDDEN' });
      expect(errorOf(await caller.gql(profileUpdate, { input: profileInput() }))).toMatchObject({ code: 'FORBIDDEN' });
      expect((await uploadLogo(t.url, caller.cookie, { name: 'logo.png', bytes: pngImage() })).status).toBe(403);
      expect((await caller.request('GET', '/api/clinic/logo')).status).toBe(403);
    }
    expect((await clinicRow(clinic.id)).name).toBe('Old Name Chiropractic');
  });
});

describe("the clinic's logo and letterhead on its PDFs", () => {
  it('stores a PNG logo, serves it back, and prints it with the letterhead text on the invoice', async () => {
    const { clinic, client } = await clinicAdmin();
    await client.gql(profileUpdate, { input: profileInput() });
    const logo = pngImage(8);
    const uploaded = await uploadLogo(t.url, client.cookie, { name: 'logo.png', bytes: logo });
    expect(uploaded).toMatchObject({ status: 201, body: { success: true } });
    const served = await client.request('GET', '/api/clinic/logo');
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(logo);

    const record = await createCase(t.dataSource, { clinicId: clinic.id });
    const entry = (await createBillingEntry(t.dataSource, { clinicId: clinic.id, caseId: record.id })) as {
      id: number;
    };
    const invoice = await client.request('GET', `/api/v1/billing/${entry.id}/invoice.pdf`);
    expect(invoice.status).toBe(200);
    const pdf = Buffer.from(await invoice.arrayBuffer());
    expect(pdf.toString('latin1')).toMatch(/\/Subtype \/Image/);
    const text = pdfText(pdf);
    expect(text).toContain('Riverbend Chiropractic');
    expect(text).toContain('Dr. Ana Ruiz, DC');
    expect(text).toContain('Member, American Chiropractic Association');

    const removed = await client.gql<{ clinicLogoRemove: { logoUpdatedAt: string | null } }>(
      'mutation { clinicLogoRemove { logoUpdatedAt } }',
    );
    expect(removed.data!.clinicLogoRemove.logoUpdatedAt).toBeNull();
    expect((await clinicRow(clinic.id)).logo_storage_key).toBeNull();
    const plain = Buffer.from(
      await (await client.request('GET', `/api/v1/billing/${entry.id}/invoice.pdf`)).arrayBuffer(),
    );
    expect(plain.toString('latin1')).not.toMatch(/\/Subtype \/Image/);
    expect((await client.request('GET', '/api/clinic/logo')).status).toBe(404);
  });

  it.each([
    [
      'a text file named .png',
      { name: 'logo.png', bytes: Buffer.from('not an image at all') },
      400,
      'logo.png is not a PNG image',
    ],
    ['a PDF', { name: 'logo.pdf', bytes: Buffer.from('%PDF-1.4\n') }, 400, 'The logo must be a PNG or JPEG image'],
    [
      'a PNG that cannot be decoded',
      { name: 'logo.png', bytes: pngImage(2).subarray(0, 40) },
      400,
      'logo.png could not be read as an image',
    ],
    ['an image over 1 MB', { name: 'big.png', bytes: Buffer.alloc(1024 * 1024 + 10, 1) }, 413, 'upload limit'],
  ])('refuses %s and keeps the logo it had', async (_what, file, status, message) => {
    const { clinic, client } = await clinicAdmin();
    await uploadLogo(t.url, client.cookie, { name: 'logo.png', bytes: pngImage() });
    const before = await clinicRow(clinic.id);
    const result = await uploadLogo(t.url, client.cookie, file);
    expect(result.status).toBe(status);
    expect(result.body.message).toContain(message);
    expect(await clinicRow(clinic.id)).toEqual(before);
  });
});

describe("the clinic's plan, usage and billing", () => {
  it('shows the plan, what the clinic uses against it and its billing as stored', async () => {
    const { clinic, client } = await createClinicWithUsers(t.dataSource, {
      subscription_plan: 'starter',
      billing_status: 'active',
      billing_frequency: 'monthly',
      monthly_rate: '249.00',
    }).then(async (world) => ({ ...world, client: await signedInClient(t.url, world.admin.email) }));
    await createCase(t.dataSource, { clinicId: clinic.id });
    await createCase(t.dataSource, { clinicId: clinic.id, status: 'closed' });
    const result = await client.gql<{ clinicSubscription: Record<string, unknown> }>(subscriptionQuery);
    expect(result.errors).toBeUndefined();
    expect(result.data!.clinicSubscription).toMatchObject({
      plan: { code: 'starter', name: 'Starter', maxUsers: 3, maxActiveCases: 50, storageGb: 5 },
      usage: { users: 2, activeCases: 1, storageBytes: 0 },
      billingStatus: 'active',
      billingFrequency: 'monthly',
      monthlyRate: '249.00',
    });
    const staff = await signedInClient(t.url, (await createClinicWithUsers(t.dataSource)).staff.email);
    expect(errorOf(await staff.gql(subscriptionQuery))).toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe("the clinic's NPI and tax id (the claims' billing provider)", () => {
  const withIds = `mutation($input: ClinicProfileInput!) { clinicProfileUpdate(input: $input) { npi taxId } }`;

  it('saves a valid NPI and an EIN (its dash dropped), keeps them when a save leaves them out, and refuses bad ones naming the field', async () => {
    const { client, clinic } = await clinicAdmin();
    const saved = await client.gql<{ clinicProfileUpdate: { npi: string; taxId: string } }>(withIds, {
      input: profileInput({ npi: '1234567893', taxId: '22-1234567' }),
    });
    expect(saved.data?.clinicProfileUpdate).toEqual({ npi: '1234567893', taxId: '221234567' });
    const kept = await client.gql<{ clinicProfileUpdate: { npi: string; taxId: string } }>(withIds, {
      input: profileInput({ letterheadText: 'New letterhead' }),
    });
    expect(kept.data?.clinicProfileUpdate).toEqual({ npi: '1234567893', taxId: '221234567' });

    const refused = await client.gql(withIds, { input: profileInput({ npi: '1234567890', taxId: '12-345' }) });
    expect(refused.errors?.[0].extensions?.fieldErrors).toEqual([
      { field: 'npi', message: 'NPI must be 10 digits with a valid check digit' },
      { field: 'taxId', message: 'Tax ID (EIN) must be 9 digits (12-3456789)' },
    ]);
    const [row] = await t.dataSource.query(`SELECT npi, tax_id FROM clinics WHERE id = $1`, [clinic.id]);
    expect(row).toEqual({ npi: '1234567893', tax_id: '221234567' });
  });
});
