import type { EntityManager } from 'typeorm';
import { BuiltinPaymentProvider } from '../../platform/payments/builtin-provider';
import { fromCents, toCents } from '../../platform/money';
import { addDays, addMonths, SubscriptionStory, type PlanPrice } from './subscription-story';

/**
 * The demo's subscriptions: a year of history for twelve clinics, one story per situation the
 * operator's Billing and Revenue tabs must show (trial, monthly and annual, an early-bird price, an
 * upgrade with its proration, a downgrade at renewal, dunning to overdue with a late fee, a
 * suspension, a cancellation with its refund, a reactivation, credits and a debit). Dates are placed
 * relative to the load day; charges go through the built-in provider's test cards.
 */

const extraClinics = [
  { key: 'harbor', name: 'Harbor Point Chiropractic', city: 'Hoboken', state: 'NJ', zip: '07030' },
  { key: 'summit', name: 'Summit Spine Center', city: 'Summit', state: 'NJ', zip: '07901' },
  { key: 'riverbend', name: 'Riverbend Wellness & Chiropractic', city: 'Red Bank', state: 'NJ', zip: '07701' },
  { key: 'maplewood', name: 'Maplewood Family Chiropractic', city: 'Maplewood', state: 'NJ', zip: '07040' },
  { key: 'cedar', name: 'Cedar Ridge Chiropractic', city: 'Morristown', state: 'NJ', zip: '07960' },
  { key: 'pine', name: 'Pine Valley Chiropractic', city: 'Paramus', state: 'NJ', zip: '07652' },
  { key: 'oakwood', name: 'Oakwood Injury & Rehab', city: 'Yonkers', state: 'NY', zip: '10701' },
  { key: 'brookside', name: 'Brookside Chiropractic', city: 'Princeton', state: 'NJ', zip: '08540' },
  { key: 'westfield', name: 'Westfield Spine & Sports', city: 'Westfield', state: 'NJ', zip: '07090' },
  { key: 'elm', name: 'Elm Street Chiropractic', city: 'Brooklyn', state: 'NY', zip: '11201' },
] as const;

type StoryKey = 'northside' | 'lakeview' | (typeof extraClinics)[number]['key'];

/** `months` months before the load day's month, on `day` (1-28), at 08:00 UTC. */
const monthsAgo = (today: Date, months: number, day: number) =>
  addMonths(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), day, 8)), -months);
/** `days` days before the load day, at 08:00 UTC. */
const daysAgo = (today: Date, days: number) =>
  addDays(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 8)), -days);

/** Each clinic's year. `operator` is the demo super admin (the actor of the operator's changes). */
function tellStories(
  prices: Record<string, PlanPrice>,
  today: Date,
  operator: string,
): Record<StoryKey, SubscriptionStory> {
  const story = () => new SubscriptionStory(prices, today);
  const m = (months: number, day: number) => monthsAgo(today, months, day);
  const d = (days: number) => daysAgo(today, days);

  const northside = story().start(
    m(12, 5),
    { plan: 'professional', frequency: 'monthly', status: 'trial' },
    'Signed up',
  );
  northside.addCard(m(12, 6), '4242424242424242').renew(northside.convertTrial());

  // Lakeview tries Casebridge on the 14-day trial (the admin panel's browser walk starts from it).
  const lakeview = story()
    .start(d(5), { plan: 'starter', frequency: 'annual', status: 'trial' }, 'Signed up')
    .addCard(d(4), '4242424242424242');

  const harbor = story().start(m(10, 8), { plan: 'starter', frequency: 'annual', status: 'trial' }, 'Signed up');
  harbor.addCard(m(10, 20), '5555555555554444').renew(harbor.convertTrial());

  // An upgrade mid-period: the difference for the days left is invoiced at once.
  const summit = story().start(m(11, 3), { plan: 'starter', frequency: 'monthly', status: 'trial' }, 'Signed up');
  summit.addCard(m(11, 3), '4242424242424242');
  const upgradedFrom = summit.renew(summit.convertTrial(), m(4, 16));
  const upgradeAt = addDays(upgradedFrom, -10);
  summit.change(upgradeAt, { plan: 'professional' }, 'Upgrade: two more providers joined', operator);
  summit.charge(summit.invoiceProration(upgradeAt, 'starter', addMonths(upgradedFrom, -1)), upgradeAt);
  summit.renew(upgradedFrom);

  // A downgrade takes effect at the renewal: nothing to prorate.
  const riverbend = story().start(m(12, 2), { plan: 'enterprise', frequency: 'monthly', status: 'trial' }, 'Signed up');
  riverbend.addCard(m(12, 2), '5555555555554444');
  const downgradeAt = riverbend.renew(riverbend.convertTrial(), m(3, 10));
  riverbend.change(downgradeAt, { plan: 'professional' }, 'Downgrade at renewal: the second location closed', operator);
  riverbend.renew(downgradeAt);

  const maplewood = story().start(
    m(7, 12),
    { plan: 'professional', frequency: 'annual', status: 'trial', earlyBird: true },
    'Signed up from the waitlist at the early-bird price',
  );
  maplewood.addCard(m(7, 14), '4242424242424242').renew(maplewood.convertTrial());

  // Overdue: the renewal's charge eight days ago and two retries were refused, the late fee is raised, one retry is left.
  const cedarDue = d(8);
  const cedar = story().start(
    addDays(addMonths(cedarDue, -9), -14),
    { plan: 'professional', frequency: 'monthly', status: 'trial' },
    'Signed up',
  );
  cedar.addCard(cedar.startedAt, '5555555555554444');
  // Renewals stop three days short of the due date: a 31st anchor clamps to the 30th some months.
  cedar.renew(cedar.convertTrial(), addDays(cedarDue, -3));
  cedar.addCard(d(20), '4000000000009995');
  cedar.dunning(cedar.invoicePeriod(cedarDue));

  // Suspended: every retry of the renewal fifteen days ago was declined and the grace period is over.
  const pineDue = d(15);
  const pine = story().start(
    addDays(addMonths(pineDue, -8), -14),
    { plan: 'starter', frequency: 'monthly', status: 'trial' },
    'Signed up',
  );
  pine.addCard(pine.startedAt, '4242424242424242');
  pine.renew(pine.convertTrial(), addDays(pineDue, -3));
  pine.addCard(d(30), '4000000000000002');
  pine.dunning(pine.invoicePeriod(pineDue));

  // Cancelled by the operator mid-period: the unused days are credited and refunded to the card.
  const cancelAt = m(2, 3);
  const oakwood = story().start(m(12, 9), { plan: 'professional', frequency: 'monthly', status: 'trial' }, 'Signed up');
  oakwood.addCard(m(12, 9), '4242424242424242');
  oakwood.renew(oakwood.convertTrial(), cancelAt);
  const unused = oakwood.unusedShare(cancelAt);
  oakwood
    .change(cancelAt, { status: 'cancelled' }, 'The clinic closed; cancelled at its request', operator)
    .credit(cancelAt, unused, 'Unused days of the last period after cancelling', operator)
    .refund(addDays(cancelAt, 1), oakwood.lastSuccessfulCharge(), unused, 'Unused days after cancelling', operator);

  // Reactivated: cancelled at the end of a period, back three months later on a new billing day.
  const brookside = story().start(m(12, 12), { plan: 'starter', frequency: 'monthly', status: 'trial' }, 'Signed up');
  brookside.addCard(m(12, 12), '4242424242424242');
  const brooksideEnd = brookside.renew(brookside.convertTrial(), m(7, 20));
  brookside.change(brooksideEnd, { status: 'cancelled' }, 'Moved to another practice system', operator);
  const backAt = m(4, 10);
  brookside.change(backAt, { status: 'active' }, 'Reactivated: came back after three months', operator).renew(backAt);

  // The first annual charge hit a processing error; a new card paid it two days later. A goodwill credit.
  const westfield = story().start(m(11, 14), { plan: 'enterprise', frequency: 'annual', status: 'trial' }, 'Signed up');
  westfield.addCard(m(11, 14), '4000000000000119');
  const westfieldDue = westfield.convertTrial();
  westfield.dunning(westfield.invoicePeriod(westfieldDue), addDays(westfieldDue, 2));
  westfield.addCard(addDays(westfieldDue, 2), '4242424242424242');
  westfield.settle(addDays(westfieldDue, 2), null, 'Paid with a new card');
  westfield.credit(m(5, 3), toCents('100.00'), 'Goodwill credit for a service outage', operator);

  // Monthly, then annual from a renewal; a one-off debit for moving the clinic's old records.
  const elm = story().start(m(10, 4), { plan: 'professional', frequency: 'monthly', status: 'trial' }, 'Signed up');
  elm.addCard(m(10, 4), '5555555555554444');
  const annualFrom = elm.renew(elm.convertTrial(), m(2, 15));
  elm.debit(m(6, 8), toCents('150.00'), 'Data migration from the previous records system', operator);
  elm.change(annualFrom, { frequency: 'annual' }, 'Switched to annual billing at renewal', operator).renew(annualFrom);

  return { northside, lakeview, harbor, summit, riverbend, maplewood, cedar, pine, oakwood, brookside, westfield, elm };
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

async function insertRow(manager: EntityManager, table: string, row: Record<string, unknown>): Promise<number> {
  const columns = Object.keys(row);
  const result: { id: number }[] = await manager.query(
    `INSERT INTO ${table} (${columns.map((c) => `"${c}"`).join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
    Object.values(row),
  );
  return result[0].id;
}

/**
 * Creates the ten extra clinics, tells every clinic's story and writes it: cards saved and charges
 * made through the built-in provider (its outcomes and transaction ids), invoices numbered from
 * `clinic_invoice_number_seq` in the order they were issued, then each clinic row set to where its
 * story ends. `clinicIds` holds the clinics the demo made already (Northside, Lakeview).
 */
export async function seedSubscriptions(
  manager: EntityManager,
  today: Date,
  operatorId: string,
  clinicIds: { northside: number; lakeview: number },
): Promise<void> {
  const prices: Record<string, PlanPrice> = Object.fromEntries(
    (
      (await manager.query(
        `SELECT code, name, monthly_price::text AS monthly, annual_price::text AS annual FROM plans`,
      )) as {
        code: string;
        name: string;
        monthly: string;
        annual: string;
      }[]
    ).map((p) => [p.code, { name: p.name, monthly: toCents(p.monthly), annual: toCents(p.annual) }]),
  );
  const stories = tellStories(prices, today, operatorId);
  const ids = new Map<StoryKey, number>(Object.entries(clinicIds) as [StoryKey, number][]);
  for (const clinic of extraClinics) {
    const slug = clinic.name
      .toLowerCase()
      .replace(/[^a-z]+/g, '-')
      .replace(/-$/, '');
    ids.set(
      clinic.key,
      await insertRow(manager, 'clinics', {
        name: clinic.name,
        city: clinic.city,
        state: clinic.state,
        zip_code: clinic.zip,
        email: `office@${slug}.demo`,
        phone: `(973) 555-0${300 + ids.size}`,
      }),
    );
  }
  const told = [...ids].map(([key, clinicId]) => ({ clinicId, story: stories[key] }));
  const provider = new BuiltinPaymentProvider();

  const cardIds = new Map<object, { id: number; label: string; ref: string }>();
  for (const { clinicId, story } of told) {
    for (const card of story.cards) {
      const saved = await provider.saveCard(null, {
        numberOrToken: card.number,
        expMonth: 12,
        expYear: today.getUTCFullYear() + 3,
      });
      const id = await insertRow(manager, 'payment_methods', {
        clinic_id: clinicId,
        provider: 'builtin',
        provider_ref: saved.providerRef,
        brand: saved.brand,
        last4: saved.last4,
        exp_month: saved.expMonth,
        exp_year: saved.expYear,
        is_default: card.removedAt === null,
        created_at: card.addedAt,
        removed_at: card.removedAt,
      });
      cardIds.set(card, { id, label: `${saved.brand} •••• ${saved.last4}`, ref: saved.providerRef });
    }
  }

  const byTime = <T extends { at: Date }>(rows: T[]) => rows.sort((a, b) => a.at.getTime() - b.at.getTime());
  const invoiceIds = new Map<object, number>();
  for (const { clinicId, invoice } of byTime(
    told.flatMap(({ clinicId, story }) =>
      story.invoices.map((invoice) => ({ clinicId, invoice, at: invoice.issuedAt })),
    ),
  )) {
    const [{ id }]: { id: number }[] = await manager.query(
      `INSERT INTO clinic_invoices (number, clinic_id, kind, status, plan_code, frequency, period_start, period_end, issued_at, due_date,
                                    subtotal, total, amount_paid, paid_at, attempt_count, next_attempt_at, created_at)
       VALUES ('CB-' || to_char($8::timestamptz AT TIME ZONE 'UTC', 'YYYY') || '-' || lpad(nextval('clinic_invoice_number_seq')::text, 6, '0'),
               $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10, $11, $12, $13, $14, $8)
       RETURNING id`,
      [
        clinicId,
        invoice.kind,
        invoice.status,
        invoice.plan,
        invoice.frequency,
        invoice.periodStart && isoDate(invoice.periodStart),
        invoice.periodEnd && isoDate(invoice.periodEnd),
        invoice.issuedAt,
        isoDate(invoice.dueDate),
        fromCents(invoice.total),
        fromCents(invoice.paid),
        invoice.paidAt,
        invoice.attempts,
        invoice.nextAttemptAt,
      ],
    );
    invoiceIds.set(invoice, id);
    for (const [position, line] of invoice.lines.entries())
      await insertRow(manager, 'clinic_invoice_lines', {
        invoice_id: id,
        position: position + 1,
        kind: line.kind,
        description: line.description,
        quantity: 1,
        unit_amount: fromCents(line.amount),
        amount: fromCents(line.amount),
      });
  }
  for (const { story } of told)
    for (const invoice of story.invoices)
      if (invoice.lateFee)
        await manager.query(`UPDATE clinic_invoices SET late_fee_invoice_id = $2 WHERE id = $1`, [
          invoiceIds.get(invoice),
          invoiceIds.get(invoice.lateFee),
        ]);

  const adjustmentIds = new Map<object, number>();
  for (const { clinicId, story } of told)
    for (const [n, adjustment] of story.adjustments.entries())
      adjustmentIds.set(
        adjustment,
        await insertRow(manager, 'billing_adjustments', {
          clinic_id: clinicId,
          type: adjustment.type,
          amount: fromCents(adjustment.amount),
          reason: adjustment.reason,
          status: 'applied',
          applied_by: adjustment.by,
          applied_at: adjustment.at,
          request_key: `demo:${clinicId}:${n + 1}`,
          invoice_id: adjustment.invoice && invoiceIds.get(adjustment.invoice),
          created_at: adjustment.at,
        }),
      );

  const payments = new Map<object, { id: number; transactionId: string }>();
  for (const { clinicId, payment } of byTime(
    told.flatMap(({ clinicId, story }) => story.payments.map((payment) => ({ clinicId, payment, at: payment.at }))),
  )) {
    const card = cardIds.get(payment.card)!;
    const invoiceId = payment.invoice ? invoiceIds.get(payment.invoice)! : null;
    const adjustmentId = payment.adjustment ? adjustmentIds.get(payment.adjustment)! : null;
    const idempotencyKey =
      payment.kind === 'charge' ? `charge:${invoiceId}:${payment.attempt}` : `refund:${adjustmentId}`;
    const outcome =
      payment.kind === 'charge'
        ? await provider.charge({
            amountCents: payment.amount,
            cardRef: card.ref,
            customerRef: null,
            idempotencyKey,
            description: payment.description,
            metadata: { clinicId: String(clinicId), invoiceId: String(invoiceId) },
          })
        : await provider.refund({
            transactionId: payments.get(payment.refundOf!)!.transactionId,
            amountCents: payment.amount,
            idempotencyKey,
            reason: payment.description,
          });
    if ((outcome.status === 'succeeded') !== payment.succeeded)
      throw new Error(`demo data: the built-in provider answered ${outcome.status} for ${idempotencyKey}`);
    const id = await insertRow(manager, 'payments', {
      clinic_id: clinicId,
      invoice_id: invoiceId,
      kind: payment.kind,
      status: payment.succeeded ? 'successful' : 'failed',
      amount: fromCents(payment.amount),
      provider: 'builtin',
      payment_method_id: card.id,
      method_label: card.label,
      transaction_id: outcome.transactionId,
      idempotency_key: idempotencyKey,
      failure_code: outcome.failureCode,
      failure_message: outcome.failureMessage,
      description: payment.description,
      refund_of_payment_id: payment.refundOf ? payments.get(payment.refundOf)!.id : null,
      initiated_by: payment.initiatedBy,
      created_at: payment.at,
    });
    payments.set(payment, { id, transactionId: outcome.transactionId! });
    if (adjustmentId)
      await manager.query(`UPDATE billing_adjustments SET payment_id = $2 WHERE id = $1`, [adjustmentId, id]);
  }

  for (const { clinicId, story } of told) {
    for (const event of story.events)
      await insertRow(manager, 'subscription_events', {
        clinic_id: clinicId,
        occurred_at: event.at,
        kind: event.kind,
        plan_code: event.plan,
        frequency: event.frequency,
        status: event.status,
        amount: fromCents(event.amount),
        mrr: fromCents(event.mrr),
        previous_plan_code: event.previous?.plan ?? null,
        previous_frequency: event.previous?.frequency ?? null,
        previous_status: event.previous?.status ?? null,
        previous_amount: event.previous ? fromCents(event.previous.amount) : null,
        previous_mrr: event.previous ? fromCents(event.previous.mrr) : null,
        actor_user_id: event.actor,
        reason: event.reason,
      });
    await manager.query(
      `UPDATE clinics SET subscription_plan = $2, billing_frequency = $3, billing_status = $4, monthly_rate = $5, annual_rate = $6,
              current_amount = $7, next_billing_date = $8, trial_ends_at = $9, balance = $10, early_bird_until = $11,
              price_locked = $12, suspended_at = $13, cancelled_at = $14, created_at = $15
        WHERE id = $1`,
      [
        clinicId,
        story.plan,
        story.frequency,
        story.status,
        fromCents(prices[story.plan].monthly),
        fromCents(prices[story.plan].annual),
        fromCents(story.amountAt(today)),
        story.nextBillingDate && isoDate(story.nextBillingDate),
        story.trialEndsAt,
        fromCents(story.balance),
        story.earlyBirdUntil && isoDate(story.earlyBirdUntil),
        story.earlyBirdUntil !== null,
        story.suspendedAt,
        story.cancelledAt,
        story.startedAt,
      ],
    );
  }
}
