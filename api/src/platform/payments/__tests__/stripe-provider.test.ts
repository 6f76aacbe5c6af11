import { DomainError } from '../../errors';
import { FakeStripe } from '../../../test/fake-stripe';
import { CardRejectedError } from '../payment-provider';
import { StripePaymentProvider } from '../stripe-provider';

const clinic = { id: 7, name: 'Northside Chiropractic', email: 'billing@northside.test', customerRef: null };

describe('StripePaymentProvider against a loopback Stripe', () => {
  const fake = new FakeStripe();
  let provider: StripePaymentProvider;
  let apiBase: Awaited<ReturnType<FakeStripe['start']>>;

  beforeAll(async () => {
    apiBase = await fake.start();
    provider = new StripePaymentProvider({ secretKey: fake.secretKey, apiBase });
  });
  afterAll(() => fake.stop());

  const saved = (token: string, customerRef: string | null = null) =>
    provider.saveCard({ ...clinic, customerRef }, { numberOrToken: token });
  const chargeOf = (cardRef: string, customerRef: string, amountCents = 14900n) => ({
    amountCents,
    cardRef,
    customerRef,
    description: 'Casebridge Professional, Nov 2026',
    metadata: { invoiceNumber: 'CB-2026-000001' },
  });
  const charge = (cardRef: string, customerRef: string, idempotencyKey: string, amountCents = 14900n) =>
    provider.charge({ ...chargeOf(cardRef, customerRef, amountCents), idempotencyKey });

  it('saves a card: creates the customer once, attaches the PaymentMethod and reads the card', async () => {
    const card = await saved('pm_card_visa');
    expect(card).toMatchObject({ brand: 'Visa', last4: '4242', expMonth: 12 });
    expect(card.providerRef).toMatch(/^pm_fake/);
    expect(card.customerRef).toMatch(/^cus_fake/);
    expect(fake.customers.get(card.customerRef!)).toEqual({
      name: 'Northside Chiropractic',
      email: 'billing@northside.test',
      clinicId: '7',
    });
    const second = await saved('pm_card_mastercard', card.customerRef);
    expect(second).toMatchObject({ brand: 'Mastercard', last4: '4444', customerRef: card.customerRef });
    expect(fake.customers.size).toBe(1);
  });

  it('refuses a card number (only Stripe.js PaymentMethods) and an unknown PaymentMethod, clearly', async () => {
    await expect(saved('4242424242424242')).rejects.toEqual(
      new CardRejectedError(
        'Stripe takes the card from its own card form (a PaymentMethod id starting pm_), never a card number',
        'invalid_payment_method',
      ),
    );
    const unknown = await saved('pm_card_nothing').catch((error: unknown) => error);
    expect(unknown).toBeInstanceOf(CardRejectedError);
    expect(unknown).toMatchObject({ code: 'resource_missing', message: "No such PaymentMethod: 'pm_card_nothing'" });
  });

  it('charges off-session: success, decline with the bank code, insufficient funds', async () => {
    const visa = await saved('pm_card_visa');
    const ok = await charge(visa.providerRef, visa.customerRef!, 'charge:1:1');
    expect(ok).toEqual({
      status: 'succeeded',
      transactionId: expect.stringMatching(/^pi_/),
      failureCode: null,
      failureMessage: null,
    });
    const recorded = fake.charges.find((c) => c.id === ok.transactionId);
    expect(recorded).toMatchObject({
      amount: 14900,
      customer: visa.customerRef,
      metadata: { invoiceNumber: 'CB-2026-000001' },
    });

    const declinedCard = await saved('pm_card_chargeDeclined', visa.customerRef);
    expect(await charge(declinedCard.providerRef, visa.customerRef!, 'charge:2:1')).toEqual({
      status: 'declined',
      transactionId: expect.stringMatching(/^pi_/),
      failureCode: 'generic_decline',
      failureMessage: 'Your card was declined.',
    });
    const poorCard = await saved('pm_card_chargeDeclinedInsufficientFunds', visa.customerRef);
    expect(await charge(poorCard.providerRef, visa.customerRef!, 'charge:3:1')).toMatchObject({
      status: 'declined',
      failureCode: 'insufficient_funds',
      failureMessage: 'Your card has insufficient funds.',
    });
  });

  it('answers error (retry later) when Stripe fails or cannot be reached', async () => {
    const visa = await saved('pm_card_visa');
    fake.failNextRequest(500);
    expect(await charge(visa.providerRef, visa.customerRef!, 'charge:4:1')).toEqual({
      status: 'error',
      transactionId: null,
      failureCode: 'processing_error',
      failureMessage: 'The payment provider could not be reached; try again in a moment.',
    });
    const closed = new FakeStripe();
    const base = await closed.start();
    await closed.stop();
    const offline = new StripePaymentProvider({ secretKey: fake.secretKey, apiBase: base });
    expect(
      await offline.charge({
        amountCents: 100n,
        cardRef: visa.providerRef,
        customerRef: visa.customerRef,
        idempotencyKey: 'charge:5:1',
        description: 'x',
        metadata: {},
      }),
    ).toMatchObject({ status: 'error', transactionId: null });
    await expect(offline.saveCard(clinic, { numberOrToken: 'pm_card_visa' })).rejects.toEqual(
      new DomainError('SERVICE_UNAVAILABLE', 'The payment provider could not be reached; try again in a moment.'),
    );
  });

  it('charges once for one idempotency key, however often it is sent', async () => {
    const visa = await saved('pm_card_visa');
    const before = fake.charges.length;
    const first = await charge(visa.providerRef, visa.customerRef!, 'charge:6:1');
    const again = await charge(visa.providerRef, visa.customerRef!, 'charge:6:1');
    expect(again).toEqual(first);
    expect(fake.charges.length).toBe(before + 1);
    expect(fake.requests.filter((r) => r.idempotencyKey === 'charge:6:1')).toHaveLength(2);
  });

  it('refunds a charge through its PaymentIntent, once per idempotency key', async () => {
    const visa = await saved('pm_card_visa');
    const paid = await charge(visa.providerRef, visa.customerRef!, 'charge:7:1', 20000n);
    const refund = () =>
      provider.refund({
        transactionId: paid.transactionId!,
        amountCents: 5000n,
        idempotencyKey: 'refund:1',
        reason: 'Goodwill',
      });
    const first = await refund();
    expect(first).toEqual({
      status: 'succeeded',
      transactionId: expect.stringMatching(/^re_/),
      failureCode: null,
      failureMessage: null,
    });
    expect(await refund()).toEqual(first);
    expect(fake.charges.find((c) => c.id === paid.transactionId)!.refunded).toBe(5000);
    expect(
      await provider.refund({
        transactionId: paid.transactionId!,
        amountCents: 90000n,
        idempotencyKey: 'refund:2',
        reason: 'Too much',
      }),
    ).toMatchObject({ status: 'error', failureCode: 'amount_too_large' });
  });

  it('moves no money with a wrong key: the charge is an error, the card is not saved', async () => {
    const visa = await saved('pm_card_visa');
    const before = fake.charges.length;
    const wrongKey = new StripePaymentProvider({ secretKey: 'sk_test_wrong', apiBase });
    expect(
      await wrongKey.charge({ ...chargeOf(visa.providerRef, visa.customerRef!), idempotencyKey: 'charge:8:1' }),
    ).toMatchObject({
      status: 'error',
      transactionId: null,
    });
    await expect(wrongKey.saveCard(clinic, { numberOrToken: 'pm_card_visa' })).rejects.toBeInstanceOf(DomainError);
    expect(fake.charges.length).toBe(before);
  });
});
