import { builtinTestCards } from '../../platform/payments/builtin-provider';
import { settingDefaults } from '../../platform/settings/settings-reader';
import { toCents } from '../../platform/money';
import type {
  BillingFrequency,
  SubscriptionEventKind,
  SubscriptionStatus,
} from '../../modules/subscriptions/subscription-states';

/**
 * One clinic's subscription year told as it happened, in memory: each step follows the billing rules
 * (common to the engine and the revenue figures) and moves the balance as the engine would, so the
 * demo's history, invoices, payments and balance agree by construction. `demo-subscriptions.ts`
 * writes the stories; `billingConsistencyProblems` checks the result independently.
 */

export type TestCardNumber = keyof typeof builtinTestCards;
export interface PlanPrice {
  name: string;
  monthly: bigint;
  annual: bigint;
}

export interface CardDraft {
  number: TestCardNumber;
  addedAt: Date;
  removedAt: Date | null;
}

export interface EventDraft {
  at: Date;
  kind: SubscriptionEventKind;
  plan: string;
  frequency: BillingFrequency;
  status: SubscriptionStatus;
  amount: bigint;
  mrr: bigint;
  previous: {
    plan: string;
    frequency: BillingFrequency;
    status: SubscriptionStatus;
    amount: bigint;
    mrr: bigint;
  } | null;
  actor: string | null;
  reason: string;
}

export interface LineDraft {
  kind: 'subscription' | 'early_bird_discount' | 'proration' | 'late_fee' | 'debit';
  description: string;
  amount: bigint;
}

export interface InvoiceDraft {
  kind: 'subscription' | 'proration' | 'late_fee' | 'debit';
  status: 'open' | 'paid' | 'void';
  plan: string | null;
  frequency: BillingFrequency | null;
  periodStart: Date | null;
  periodEnd: Date | null;
  issuedAt: Date;
  dueDate: Date;
  lines: LineDraft[];
  total: bigint;
  paid: bigint;
  paidAt: Date | null;
  attempts: number;
  nextAttemptAt: Date | null;
  lateFee: InvoiceDraft | null;
}

export interface PaymentDraft {
  kind: 'charge' | 'refund';
  invoice: InvoiceDraft | null;
  card: CardDraft;
  at: Date;
  amount: bigint;
  /** The attempt's number for its invoice (the idempotency key's), 1 for the first charge. */
  attempt: number;
  succeeded: boolean;
  initiatedBy: string | null;
  description: string;
  refundOf: PaymentDraft | null;
  adjustment: AdjustmentDraft | null;
}

export interface AdjustmentDraft {
  type: 'credit' | 'debit' | 'refund';
  amount: bigint;
  reason: string;
  by: string;
  at: Date;
  invoice: InvoiceDraft | null;
  payment: PaymentDraft | null;
}

const dayMs = 86_400_000;
export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * dayMs);
/** The same day `months` later, or that month's last day when it is shorter; the time of day is kept. */
export function addMonths(date: Date, months: number): Date {
  const firstOfMonth = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(firstOfMonth.getUTCFullYear(), firstOfMonth.getUTCMonth() + 1, 0)).getUTCDate();
  firstOfMonth.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return new Date(firstOfMonth.getTime() + (date.getTime() % dayMs));
}
const monthsPer = (frequency: BillingFrequency) => (frequency === 'annual' ? 12 : 1);
/** The start of the `n`th period after `anchor` (counted from the anchor, so a 31st stays the 31st). */
const periodStart = (anchor: Date, n: number, frequency: BillingFrequency) =>
  addMonths(anchor, n * monthsPer(frequency));
const periodAfter = (start: Date, frequency: BillingFrequency) => periodStart(start, 1, frequency);
const monthYear = (date: Date) =>
  date.toLocaleDateString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

const recurring = (status: SubscriptionStatus) => status === 'active' || status === 'overdue';
/** The shared rule: the period amount normalised to a month (annual / 12, to the cent) while billed, else 0. */
export function mrrOf(status: SubscriptionStatus, frequency: BillingFrequency, amount: bigint): bigint {
  if (!recurring(status)) return 0n;
  return frequency === 'annual' ? (amount * 2n + 12n) / 24n : amount;
}

export class SubscriptionStory {
  readonly events: EventDraft[] = [];
  readonly invoices: InvoiceDraft[] = [];
  readonly payments: PaymentDraft[] = [];
  readonly adjustments: AdjustmentDraft[] = [];
  readonly cards: CardDraft[] = [];
  /** Payments + credits - invoices - refunds, in cents, as each step moves it. */
  balance = 0n;
  plan = '';
  frequency: BillingFrequency = 'monthly';
  status: SubscriptionStatus = 'trial';
  trialEndsAt: Date | null = null;
  nextBillingDate: Date | null = null;
  earlyBirdUntil: Date | null = null;
  suspendedAt: Date | null = null;
  cancelledAt: Date | null = null;

  constructor(
    private readonly prices: Record<string, PlanPrice>,
    readonly today: Date,
  ) {}

  get startedAt(): Date {
    return this.events[0].at;
  }

  /** The price of one period of the current plan and frequency, before any early-bird discount. */
  listPrice(plan = this.plan, frequency = this.frequency): bigint {
    const price = this.prices[plan];
    return frequency === 'annual' ? price.annual : price.monthly;
  }

  private earlyBirdDiscount(at: Date, listPrice: bigint): bigint {
    return this.earlyBirdUntil && at < this.earlyBirdUntil ? (listPrice * 40n + 50n) / 100n : 0n;
  }

  /** What one period costs from `at` on: the plan's price, less the early-bird 40% while it runs. */
  amountAt(at: Date): bigint {
    const list = this.listPrice();
    return list - this.earlyBirdDiscount(at, list);
  }

  private record(at: Date, kind: SubscriptionEventKind, reason: string, actor: string | null) {
    const last = this.events.at(-1);
    const amount = this.amountAt(at);
    this.events.push({
      at,
      kind,
      plan: this.plan,
      frequency: this.frequency,
      status: this.status,
      amount,
      mrr: mrrOf(this.status, this.frequency, amount),
      previous: last
        ? { plan: last.plan, frequency: last.frequency, status: last.status, amount: last.amount, mrr: last.mrr }
        : null,
      actor,
      reason,
    });
  }

  /** The subscription starts: on the 14-day trial or paying at once. */
  start(
    at: Date,
    setup: { plan: string; frequency: BillingFrequency; status: 'trial' | 'active'; earlyBird?: boolean },
    reason: string,
    actor: string | null = null,
  ): this {
    this.plan = setup.plan;
    this.frequency = setup.frequency;
    this.status = setup.status;
    if (setup.earlyBird) this.earlyBirdUntil = addMonths(at, 12);
    this.trialEndsAt = setup.status === 'trial' ? addDays(at, 14) : null;
    this.nextBillingDate = this.trialEndsAt ?? at;
    this.record(at, 'created', reason, actor);
    return this;
  }

  /** A change of plan, frequency or status, recorded with what it was before. */
  change(
    at: Date,
    changes: { plan?: string; frequency?: BillingFrequency; status?: SubscriptionStatus },
    reason: string,
    actor: string | null = null,
  ): this {
    const kind: SubscriptionEventKind =
      changes.status === 'cancelled'
        ? 'cancelled'
        : changes.plan && changes.plan !== this.plan
          ? 'plan_changed'
          : changes.frequency && changes.frequency !== this.frequency
            ? 'frequency_changed'
            : 'status_changed';
    this.plan = changes.plan ?? this.plan;
    this.frequency = changes.frequency ?? this.frequency;
    if (changes.status) {
      this.status = changes.status;
      this.suspendedAt = changes.status === 'suspended' ? at : null;
      this.cancelledAt = changes.status === 'cancelled' ? at : null;
      if (changes.status === 'cancelled') this.nextBillingDate = null;
    }
    this.record(at, kind, reason, actor);
    return this;
  }

  /** Saves a built-in test card as the default; the one before is removed. */
  addCard(at: Date, number: TestCardNumber): this {
    const current = this.defaultCard();
    if (current) current.removedAt = at;
    this.cards.push({ number, addedAt: at, removedAt: null });
    return this;
  }

  defaultCard(): CardDraft | undefined {
    return this.cards.find((c) => c.removedAt === null);
  }

  private issue(
    invoice: Omit<InvoiceDraft, 'total' | 'paid' | 'paidAt' | 'attempts' | 'nextAttemptAt' | 'lateFee' | 'status'>,
  ) {
    const draft: InvoiceDraft = {
      ...invoice,
      status: 'open',
      total: invoice.lines.reduce((sum, line) => sum + line.amount, 0n),
      paid: 0n,
      paidAt: null,
      attempts: 0,
      nextAttemptAt: null,
      lateFee: null,
    };
    this.invoices.push(draft);
    this.balance -= draft.total;
    return draft;
  }

  /** The invoice of the period starting at `start`, for the current plan and frequency. */
  invoicePeriod(start: Date): InvoiceDraft {
    const list = this.listPrice();
    const discount = this.earlyBirdDiscount(start, list);
    const planName = this.prices[this.plan].name;
    const lines: LineDraft[] = [
      {
        kind: 'subscription',
        description: `Casebridge ${planName}, ${this.frequency === 'annual' ? 'annual' : 'monthly'} (${monthYear(start)})`,
        amount: list,
      },
    ];
    if (discount > 0n)
      lines.push({
        kind: 'early_bird_discount',
        description: 'Early-bird price: 40% off the first year',
        amount: -discount,
      });
    const end = periodAfter(start, this.frequency);
    this.nextBillingDate = end;
    return this.issue({
      kind: 'subscription',
      plan: this.plan,
      frequency: this.frequency,
      periodStart: start,
      periodEnd: addDays(end, -1),
      issuedAt: start,
      dueDate: start,
      lines,
    });
  }

  /** An upgrade mid-period: the new plan's price for the days left, less the old one's. */
  invoiceProration(at: Date, fromPlan: string, periodStart: Date): InvoiceDraft {
    const periodEnd = periodAfter(periodStart, this.frequency);
    const total = BigInt(Math.round((periodEnd.getTime() - periodStart.getTime()) / dayMs));
    const left = BigInt(Math.round((periodEnd.getTime() - at.getTime()) / dayMs));
    const difference = this.listPrice() - this.listPrice(fromPlan);
    const amount = (difference * left + total / 2n) / total;
    return this.issue({
      kind: 'proration',
      plan: this.plan,
      frequency: this.frequency,
      periodStart: at,
      periodEnd: addDays(periodEnd, -1),
      issuedAt: at,
      dueDate: at,
      lines: [
        {
          kind: 'proration',
          description: `${this.prices[fromPlan].name} to ${this.prices[this.plan].name} for the ${left} days left of the period`,
          amount,
        },
      ],
    });
  }

  /** Charges what is left of an invoice with the default card; the card decides the outcome. */
  charge(invoice: InvoiceDraft, at: Date, initiatedBy: string | null = null): PaymentDraft {
    const card = this.defaultCard();
    if (!card) throw new Error('demo data: a charge without a card');
    invoice.attempts += 1;
    const succeeded = builtinTestCards[card.number].outcome === 'succeeded';
    const payment: PaymentDraft = {
      kind: 'charge',
      invoice,
      card,
      at,
      amount: invoice.total - invoice.paid,
      attempt: invoice.attempts,
      succeeded,
      initiatedBy,
      description: invoice.lines[0].description,
      refundOf: null,
      adjustment: null,
    };
    this.payments.push(payment);
    if (succeeded) {
      invoice.paid = invoice.total;
      invoice.status = 'paid';
      invoice.paidAt = at;
      invoice.nextAttemptAt = null;
      this.balance += payment.amount;
    }
    return payment;
  }

  /**
   * Bills and charges every period from `anchor` that starts before `until` (today by default); the
   * card on file pays each. Returns the start of the next period.
   */
  renew(anchor: Date, until: Date = this.today): Date {
    let n = 0;
    for (; periodStart(anchor, n, this.frequency) < until; n += 1) {
      const start = periodStart(anchor, n, this.frequency);
      const invoice = this.invoicePeriod(start);
      if (!this.charge(invoice, start).succeeded) throw new Error('demo data: renew expects a card that pays');
    }
    this.nextBillingDate = periodStart(anchor, n, this.frequency);
    return this.nextBillingDate;
  }

  /** The trial ends and the first period is billed; renewals follow up to today. */
  convertTrial(reason = 'Trial ended; first payment taken'): Date {
    if (!this.trialEndsAt) throw new Error('demo data: no trial to end');
    this.change(this.trialEndsAt, { status: 'active' }, reason);
    return this.trialEndsAt;
  }

  /** The part of the last subscription invoice not yet used at `at` (for a credit when cancelling). */
  unusedShare(at: Date): bigint {
    const invoice = this.invoices.filter((i) => i.kind === 'subscription').at(-1)!;
    const start = invoice.periodStart!.getTime();
    const end = addDays(invoice.periodEnd!, 1).getTime();
    const days = BigInt(Math.round((end - start) / dayMs));
    const left = BigInt(Math.round((end - at.getTime()) / dayMs));
    return (invoice.total * left + days / 2n) / days;
  }

  /**
   * Dunning by the default billing settings: the charge on the due date fails, the clinic goes
   * overdue, retries follow every `retryIntervalDays`; the late fee is raised once when the grace
   * period ends; once both the retries and the grace period are spent, the clinic is suspended.
   * Only what has happened before `until` (today by default) is told.
   */
  dunning(invoice: InvoiceDraft, until: Date = this.today): this {
    const maxRetries = settingDefaults['billing.maxRetries'];
    const interval = settingDefaults['billing.retryIntervalDays'];
    const grace = settingDefaults['billing.gracePeriodDays'];
    const first = this.charge(invoice, invoice.dueDate);
    if (first.succeeded) throw new Error('demo data: dunning expects a failing card');
    const failure = builtinTestCards[first.card.number].outcome;
    // A minute after the charge, so the history orders it after a change made on the same due date.
    this.change(new Date(invoice.dueDate.getTime() + 60_000), { status: 'overdue' }, `Payment failed (${failure})`);
    const steps: { at: Date; step: 'retry' | 'late_fee' }[] = [];
    for (let r = 1; r <= maxRetries; r += 1) steps.push({ at: addDays(invoice.dueDate, r * interval), step: 'retry' });
    steps.push({ at: addDays(invoice.dueDate, grace), step: 'late_fee' });
    steps.sort((a, b) => a.at.getTime() - b.at.getTime() || (a.step === 'late_fee' ? 1 : -1));
    invoice.nextAttemptAt = steps.find((s) => s.step === 'retry')!.at;
    let retriesLeft = maxRetries;
    for (const { at, step } of steps) {
      if (at >= until) break;
      if (step === 'late_fee') {
        invoice.lateFee = this.issue({
          kind: 'late_fee',
          plan: null,
          frequency: null,
          periodStart: null,
          periodEnd: null,
          issuedAt: at,
          dueDate: at,
          lines: [
            {
              kind: 'late_fee',
              description: `Late fee: invoice of ${monthYear(invoice.dueDate)} unpaid after ${grace} days`,
              amount: toCents(settingDefaults['billing.lateFee']),
            },
          ],
        });
      } else {
        retriesLeft -= 1;
        this.charge(invoice, at);
        invoice.nextAttemptAt = retriesLeft > 0 ? addDays(at, interval) : null;
      }
      if (retriesLeft === 0 && invoice.lateFee && this.status !== 'suspended')
        this.change(at, { status: 'suspended' }, 'Retries spent and grace period over');
    }
    return this;
  }

  /** Pays every open invoice with the card on file (a new card, usually) and returns to active. */
  settle(at: Date, initiatedBy: string | null, reason: string): this {
    for (const invoice of this.invoices.filter((i) => i.status === 'open')) this.charge(invoice, at, initiatedBy);
    this.change(at, { status: 'active' }, reason, initiatedBy);
    return this;
  }

  credit(at: Date, amount: bigint, reason: string, by: string): this {
    this.adjustments.push({ type: 'credit', amount, reason, by, at, invoice: null, payment: null });
    this.balance += amount;
    return this;
  }

  /** A debit is raised as an invoice and charged at once. */
  debit(at: Date, amount: bigint, description: string, by: string): this {
    const invoice = this.issue({
      kind: 'debit',
      plan: null,
      frequency: null,
      periodStart: null,
      periodEnd: null,
      issuedAt: at,
      dueDate: at,
      lines: [{ kind: 'debit', description, amount }],
    });
    this.adjustments.push({ type: 'debit', amount, reason: description, by, at, invoice, payment: null });
    this.charge(invoice, at, by);
    return this;
  }

  /** Money back to the card of an earlier charge, through the provider. */
  refund(at: Date, of: PaymentDraft, amount: bigint, reason: string, by: string): this {
    const adjustment: AdjustmentDraft = { type: 'refund', amount, reason, by, at, invoice: null, payment: null };
    const payment: PaymentDraft = {
      kind: 'refund',
      invoice: null,
      card: of.card,
      at,
      amount,
      attempt: 1,
      succeeded: true,
      initiatedBy: by,
      description: `Refund: ${reason}`,
      refundOf: of,
      adjustment,
    };
    adjustment.payment = payment;
    this.adjustments.push(adjustment);
    this.payments.push(payment);
    this.balance -= payment.amount;
    return this;
  }

  /** The last charge that went through (what a refund returns money from). */
  lastSuccessfulCharge(): PaymentDraft {
    const charge = this.payments.filter((p) => p.kind === 'charge' && p.succeeded).at(-1);
    if (!charge) throw new Error('demo data: nothing was paid');
    return charge;
  }
}
