import Stripe from 'stripe';
import { DomainError } from '../errors';
import {
  CardRejectedError,
  type CardInput,
  type ChargeRequest,
  type PaymentProvider,
  type ProviderOutcome,
  type RefundRequest,
  type SavedCard,
} from './payment-provider';

export interface StripeProviderConfig {
  secretKey: string;
  /** Where the API answers; null for Stripe itself. Tests point it at a loopback fake. */
  apiBase: { protocol: 'http' | 'https'; host: string; port: number } | null;
}

/** A PaymentMethod id as Stripe.js (or Stripe's own test methods, `pm_card_visa`) makes it. */
const paymentMethodId = /^pm_[A-Za-z0-9_]{1,200}$/;
const unreachable = 'The payment provider could not be reached; try again in a moment.';

/**
 * Stripe behind the PaymentProvider interface. The card never reaches us: Stripe.js turns it into a
 * PaymentMethod, which is attached to the clinic's Customer and later charged off-session. Every
 * call that moves money carries our idempotency key, so a retried job charges once.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(config: StripeProviderConfig) {
    this.stripe = new Stripe(config.secretKey, {
      maxNetworkRetries: 0,
      timeout: 20_000,
      telemetry: false,
      ...(config.apiBase ?? {}),
    });
  }

  async saveCard(
    clinic: { id: number; name: string; email: string | null; customerRef: string | null },
    card: CardInput,
  ): Promise<SavedCard> {
    const token = card.numberOrToken.trim();
    if (!paymentMethodId.test(token))
      throw new CardRejectedError(
        'Stripe takes the card from its own card form (a PaymentMethod id starting pm_), never a card number',
        'invalid_payment_method',
      );
    try {
      const customerRef =
        clinic.customerRef ??
        (
          await this.stripe.customers.create(
            { name: clinic.name, email: clinic.email ?? undefined, metadata: { clinicId: String(clinic.id) } },
            { idempotencyKey: `customer:clinic:${clinic.id}` },
          )
        ).id;
      const method = await this.stripe.paymentMethods.attach(token, { customer: customerRef });
      if (!method.card) throw new CardRejectedError('Only cards can be saved', 'not_a_card');
      return {
        providerRef: method.id,
        customerRef,
        brand: brandLabel(method.card.brand),
        last4: method.card.last4,
        expMonth: method.card.exp_month,
        expYear: method.card.exp_year,
      };
    } catch (error) {
      if (error instanceof CardRejectedError) throw error;
      if (isStripeError(error) && (error.type === 'StripeCardError' || error.type === 'StripeInvalidRequestError'))
        throw new CardRejectedError(error.message, error.code ?? 'card_rejected');
      throw new DomainError('SERVICE_UNAVAILABLE', unreachable);
    }
  }

  async charge(request: ChargeRequest): Promise<ProviderOutcome> {
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: Number(request.amountCents),
          currency: 'usd',
          customer: request.customerRef ?? undefined,
          payment_method: request.cardRef,
          off_session: true,
          confirm: true,
          description: request.description,
          metadata: request.metadata,
        },
        { idempotencyKey: request.idempotencyKey },
      );
      return outcomeOfIntent(intent);
    } catch (error) {
      return failedOutcome(error);
    }
  }

  async refund(request: RefundRequest): Promise<ProviderOutcome> {
    try {
      const refund = await this.stripe.refunds.create(
        {
          payment_intent: request.transactionId,
          amount: Number(request.amountCents),
          metadata: { reason: request.reason.slice(0, 500) },
        },
        { idempotencyKey: request.idempotencyKey },
      );
      const status = refund.status === 'succeeded' ? 'succeeded' : refund.status === 'pending' ? 'pending' : 'error';
      return {
        status,
        transactionId: refund.id,
        failureCode: status === 'error' ? (refund.failure_reason ?? 'refund_failed') : null,
        failureMessage: status === 'error' ? 'The refund could not be completed.' : null,
      };
    } catch (error) {
      return failedOutcome(error);
    }
  }
}

function outcomeOfIntent(intent: Stripe.PaymentIntent): ProviderOutcome {
  if (intent.status === 'succeeded')
    return { status: 'succeeded', transactionId: intent.id, failureCode: null, failureMessage: null };
  if (intent.status === 'processing')
    return { status: 'pending', transactionId: intent.id, failureCode: null, failureMessage: null };
  // Off-session, anything else means the bank wants the cardholder (3-D Secure) or a new card.
  const lastError = intent.last_payment_error;
  return {
    status: 'declined',
    transactionId: intent.id,
    failureCode: lastError?.decline_code ?? lastError?.code ?? 'authentication_required',
    failureMessage: lastError?.message ?? 'The bank asked to confirm this payment; update the card or pay again.',
  };
}

/** A card error is the bank's answer (declined); anything else is the provider's trouble (error). */
function failedOutcome(error: unknown): ProviderOutcome {
  if (!isStripeError(error)) throw error;
  if (error.type === 'StripeCardError')
    return {
      status: 'declined',
      transactionId: error.payment_intent?.id ?? null,
      failureCode: error.decline_code ?? error.code ?? 'card_declined',
      failureMessage: error.message,
    };
  return {
    status: 'error',
    transactionId: error.payment_intent?.id ?? null,
    failureCode: error.code ?? 'processing_error',
    failureMessage: error.type === 'StripeInvalidRequestError' ? error.message : unreachable,
  };
}

function isStripeError(error: unknown): error is Stripe.errors.StripeError {
  return error instanceof Stripe.errors.StripeError;
}

const brandLabels: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};
const brandLabel = (brand: string) => brandLabels[brand] ?? brand;
