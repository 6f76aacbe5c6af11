import { TestClient, signedInClient } from '../../../test/client';
import { FakeStripe } from '../../../test/fake-stripe';
import { createAttorneyUser, createClinicWithUsers, createUser } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { pdfText } from '../../../test/pdf-text.cjs';
import { Role } from '../../../platform/access/role';
import { errorOf } from '../../users/admin/__tests__/user-admin-fixtures';
import {
  billingQuery,
  cardInput,
  cardUpdate,
  insertClinicInvoice,
  insertPayment,
  invoicesQuery,
  paymentsQuery,
} from './clinic-billing-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function clinicAdmin() {
  const world = await createClinicWithUsers(t.dataSource, { name: 'Riverbend Chiropractic', city: 'Trenton' });
  return { ...world, client: await signedInClient(t.url, world.admin.email) };
}

type Card = { id: number; brand: string; last4: string; expMonth: number; expYear: number };
const cards = async (clinicId: number) =>
  (await t.dataSource.query(
    `SELECT provider, provider_ref, brand, last4, is_default, removed_at IS NOT NULL AS removed
       FROM payment_methods WHERE clinic_id = $1 ORDER BY id`,
    [clinicId],
  )) as {
    provider: string;
    provider_ref: string;
    brand: string;
    last4: string;
    is_default: boolean;
    removed: boolean;
  }[];
const cardAudits = async (clinicId: number) =>
  (await t.dataSource.query(
    `SELECT action, old_values, new_values FROM audit_logs WHERE entity_type = 'payment_method' AND clinic_id = $1 ORDER BY id`,
    [clinicId],
  )) as { action: string; old_values: unknown; new_values: unknown }[];

describe("the clinic admin's billing", () => {
  it('shows only their own clinic: balance, invoices and payments newest first, page by page', async () => {
    const { clinic, client } = await clinicAdmin();
    const other = await createClinicWithUsers(t.dataSource);
    await t.dataSource.query(`UPDATE clinics SET balance = '-149.00' WHERE id = $1`, [clinic.id]);
    const october = await insertClinicInvoice(t.dataSource, clinic.id, {
      issuedAt: '2026-10-01T09:00:00Z',
      status: 'paid',
      amountPaid: '149.00',
    });
    const november = await insertClinicInvoice(t.dataSource, clinic.id, { issuedAt: '2026-11-01T09:00:00Z' });
    await insertClinicInvoice(t.dataSource, other.clinic.id, { issuedAt: '2026-11-02T09:00:00Z' });
    await insertPayment(t.dataSource, clinic.id, october.id, {
      status: 'successful',
      createdAt: '2026-10-01T09:01:00Z',
    });
    await insertPayment(t.dataSource, clinic.id, november.id, {
      status: 'failed',
      createdAt: '2026-11-01T09:01:00Z',
      failureMessage: 'The card was declined.',
    });
    await insertPayment(t.dataSource, other.clinic.id, null, {
      status: 'successful',
      createdAt: '2026-11-03T09:01:00Z',
    });

    const billing = await client.gql<{ clinicBilling: unknown }>(billingQuery);
    expect(billing.data).toEqual({ clinicBilling: { balance: '-149.00', paymentProvider: 'builtin', card: null } });

    const first = await client.gql<{
      clinicBillingInvoices: { nodes: { number: string }[]; pageInfo: { endCursor: string; hasNextPage: boolean } };
    }>(invoicesQuery, { first: 1 });
    expect(first.data!.clinicBillingInvoices.nodes).toEqual([
      expect.objectContaining({
        number: november.number,
        status: 'open',
        total: '149.00',
        amountPaid: '0.00',
        periodStart: '2026-10-01',
      }),
    ]);
    expect(first.data!.clinicBillingInvoices.pageInfo.hasNextPage).toBe(true);
    const second = await client.gql<{
      clinicBillingInvoices: { nodes: { number: string }[]; pageInfo: { hasNextPage: boolean } };
    }>(invoicesQuery, { first: 1, after: first.data!.clinicBillingInvoices.pageInfo.endCursor });
    expect(second.data!.clinicBillingInvoices.nodes.map((n) => n.number)).toEqual([october.number]);
    expect(second.data!.clinicBillingInvoices.pageInfo.hasNextPage).toBe(false);

    const payments = await client.gql<{ clinicBillingPayments: { nodes: unknown[] } }>(paymentsQuery, { first: 10 });
    expect(payments.data!.clinicBillingPayments.nodes).toEqual([
      expect.objectContaining({
        status: 'failed',
        invoiceNumber: november.number,
        failureMessage: 'The card was declined.',
      }),
      expect.objectContaining({ status: 'successful', invoiceNumber: october.number, methodLabel: 'Visa •••• 4242' }),
    ]);
  });

  it('saves a card through the provider; a new one replaces it as the one default; each save audited', async () => {
    const { clinic, client } = await clinicAdmin();
    const saved = await client.gql<{ clinicCardUpdate: Card }>(cardUpdate, { input: cardInput() });
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.clinicCardUpdate).toMatchObject({ brand: 'Visa', last4: '4242', expMonth: 8 });
    const replaced = await client.gql<{ clinicCardUpdate: Card }>(cardUpdate, {
      input: cardInput({ cardNumber: '5555-5555-5555-4444', expMonth: 3 }),
    });
    expect(replaced.data!.clinicCardUpdate).toMatchObject({ brand: 'Mastercard', last4: '4444', expMonth: 3 });

    expect(await cards(clinic.id)).toEqual([
      {
        provider: 'builtin',
        provider_ref: 'card_succeeded_4242',
        brand: 'Visa',
        last4: '4242',
        is_default: false,
        removed: true,
      },
      {
        provider: 'builtin',
        provider_ref: 'card_succeeded_4444',
        brand: 'Mastercard',
        last4: '4444',
        is_default: true,
        removed: false,
      },
    ]);
    const billing = await client.gql<{ clinicBilling: { card: Card } }>(billingQuery);
    expect(billing.data!.clinicBilling.card).toMatchObject({ brand: 'Mastercard', last4: '4444' });
    const year = cardInput().expYear;
    expect(await cardAudits(clinic.id)).toEqual([
      {
        action: 'card_update',
        old_values: null,
        new_values: { brand: 'Visa', last4: '4242', expMonth: 8, expYear: year },
      },
      {
        action: 'card_update',
        old_values: { brand: 'Visa', last4: '4242', expMonth: 8, expYear: year },
        new_values: { brand: 'Mastercard', last4: '4444', expMonth: 3, expYear: year },
      },
    ]);
  });

  it.each([
    [
      'a card the provider does not take',
      { cardNumber: '4111 1111 1111 1111' },
      'The built-in payment provider accepts only its test cards (for example 4242 4242 4242 4242)',
    ],
    ['an expired card', { expMonth: 1, expYear: 2001 }, 'The card has expired'],
    ['letters for a number', { cardNumber: '4242 abcd 4242 4242' }, 'Card number must be 12 to 19 digits'],
    ['month 13', { expMonth: 13 }, 'Expiry month must be between 1 and 12'],
    ['no name', { holderName: '  ' }, 'Name on card is required'],
  ])('refuses %s with a clear message and keeps the card it had', async (_label, overrides, message) => {
    const { clinic, client } = await clinicAdmin();
    await client.gql(cardUpdate, { input: cardInput() });
    const before = await cards(clinic.id);
    const refused = await client.gql(cardUpdate, { input: cardInput(overrides) });
    expect(errorOf(refused)).toMatchObject({ code: 'BAD_USER_INPUT', message });
    expect(await cards(clinic.id)).toEqual(before);
    expect(await cardAudits(clinic.id)).toHaveLength(1);
  });

  it('is the clinic admin’s alone: staff and attorneys are refused and nothing is written', async () => {
    const { clinic, staff } = await clinicAdmin();
    const staffClient = await signedInClient(t.url, staff.email);
    for (const query of [billingQuery, invoicesQuery, paymentsQuery])
      expect(errorOf(await staffClient.gql(query))).toMatchObject({ code: 'FORBIDDEN' });
    expect(errorOf(await staffClient.gql(cardUpdate, { input: cardInput() }))).toMatchObject({ code: 'FORBIDDEN' });
    const { user } = await createAttorneyUser(t.dataSource);
    const attorney = await signedInClient(t.url, user.email);
    expect(errorOf(await attorney.gql(cardUpdate, { input: cardInput() }))).toMatchObject({ code: 'FORBIDDEN' });
    expect(await cards(clinic.id)).toEqual([]);
  });
});

describe("a clinic invoice's PDF", () => {
  it('names the operator as issuer, the clinic billed, the number, period, lines, total, paid and status', async () => {
    const { clinic, client } = await clinicAdmin();
    const invoice = await insertClinicInvoice(t.dataSource, clinic.id, {
      issuedAt: '2026-10-01T09:00:00Z',
      status: 'paid',
      amountPaid: '149.00',
    });
    const answer = await client.request('GET', `/api/billing/clinic-invoices/${invoice.id}/pdf`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toContain(`invoice-${invoice.number}.pdf`);
    // Text runs come out a line each; one space between them reads like the page.
    const text = pdfText(Buffer.from(await answer.arrayBuffer())).replace(/\s+/g, ' ');
    for (const expected of [
      'Casebridge Practice software for personal-injury clinics Invoice',
      `Invoice number: ${invoice.number}`,
      'Billed to: Riverbend Chiropractic, Trenton',
      'Period: 10/01/2026 to 10/31/2026',
      'Status: Paid',
      'Professional plan, monthly 1 $199.00 $199.00',
      'Early-bird discount (first year) 1 -$50.00 -$50.00',
      'Total $149.00 Paid $149.00 Balance due $0.00',
    ])
      expect(text).toContain(expected);
  });

  it('another clinic’s invoice, staff, attorneys and a missing id all answer 404 alike; the operator reads any', async () => {
    const { clinic, staff, client } = await clinicAdmin();
    const other = await createClinicWithUsers(t.dataSource);
    const own = await insertClinicInvoice(t.dataSource, clinic.id);
    const foreign = await insertClinicInvoice(t.dataSource, other.clinic.id);
    const answerOf = async (reader: TestClient, id: number) => {
      const response = await reader.request('GET', `/api/billing/clinic-invoices/${id}/pdf`);
      return { status: response.status, body: response.status === 200 ? 'pdf' : await response.json() };
    };
    const missing = await answerOf(client, 2_000_000_000);
    expect(missing).toEqual({ status: 404, body: expect.objectContaining({ message: 'Invoice not found' }) });
    expect(await answerOf(client, foreign.id)).toEqual(missing);
    const staffClient = await signedInClient(t.url, staff.email);
    expect(await answerOf(staffClient, own.id)).toEqual(missing);
    const { user } = await createAttorneyUser(t.dataSource);
    expect(await answerOf(await signedInClient(t.url, user.email), own.id)).toEqual(missing);
    expect(await answerOf(client, own.id)).toEqual({ status: 200, body: 'pdf' });

    const operator = await createUser(t.dataSource, { role: Role.super_admin });
    const operatorClient = new TestClient(t.url);
    await operatorClient.superAdminLogin(operator.email);
    expect(await answerOf(operatorClient, foreign.id)).toEqual({ status: 200, body: 'pdf' });
    expect((await operatorClient.request('GET', '/api/billing/clinic-invoices/abc/pdf')).status).toBe(400);
  });
});

describe('the card form with PAYMENT_PROVIDER=stripe (against the loopback Stripe)', () => {
  const fake = new FakeStripe();
  let stripeApp: TestApp;
  beforeAll(async () => {
    const base = await fake.start();
    stripeApp = await startTestApp({
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: fake.secretKey,
      STRIPE_API_BASE: `http://${base.host}:${base.port}`,
    });
  });
  afterAll(async () => {
    await stripeApp.close();
    await fake.stop();
  });

  it('attaches a Stripe PaymentMethod to a new customer kept on the clinic; a card number is refused', async () => {
    const { clinic, admin } = await createClinicWithUsers(stripeApp.dataSource);
    const client = await signedInClient(stripeApp.url, admin.email);
    const refused = await client.gql(cardUpdate, { input: cardInput() });
    expect(errorOf(refused)).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Stripe takes the card from its own card form (a PaymentMethod id starting pm_), never a card number',
    });
    const saved = await client.gql<{ clinicCardUpdate: Card }>(cardUpdate, {
      input: cardInput({ cardNumber: 'pm_card_visa' }),
    });
    expect(saved.data!.clinicCardUpdate).toMatchObject({ brand: 'Visa', last4: '4242' });
    const [row] = (await stripeApp.dataSource.query(`SELECT payment_customer_ref FROM clinics WHERE id = $1`, [
      clinic.id,
    ])) as {
      payment_customer_ref: string;
    }[];
    expect(fake.customers.get(row.payment_customer_ref)).toMatchObject({ clinicId: String(clinic.id) });
    const billing = await client.gql<{ clinicBilling: { paymentProvider: string } }>(billingQuery);
    expect(billing.data!.clinicBilling.paymentProvider).toBe('stripe');
  });
});
