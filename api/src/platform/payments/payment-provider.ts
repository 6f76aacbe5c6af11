/**
 * The payment provider behind the operator's subscription billing (decision: built-in by default,
 * Stripe by configuration). Amounts are integer cents in USD. Every call that moves money carries an
 * idempotency key: the same key twice returns the first outcome and moves money once.
 */
export type PaymentProviderName = 'builtin' | 'stripe';

/** A card as the clinic admin enters it (built-in) or a token from the provider's own form (Stripe). */
export interface CardInput {
  /** Built-in: the full test card number. Stripe: a PaymentMethod id (pm_...) made by Stripe.js. */
  numberOrToken: string;
  expMonth?: number;
  expYear?: number;
  cvc?: string;
  holderName?: string;
}

/** What we keep of a saved card: never the number. */
export interface SavedCard {
  /** The provider's reference for charging it (built-in: 'card_...', Stripe: 'pm_...'). */
  providerRef: string;
  /** The provider's customer the card belongs to (Stripe 'cus_...'); null for the built-in provider. */
  customerRef: string | null;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface ChargeRequest {
  amountCents: bigint;
  /** The saved card's providerRef. */
  cardRef: string;
  customerRef: string | null;
  idempotencyKey: string;
  /** Shown on the provider's records; never PHI (e.g. "Casebridge Professional, Nov 2026"). */
  description: string;
  /** Our references, kept by the provider for reconciliation. */
  metadata: Record<string, string>;
}

export interface RefundRequest {
  /** The charge's transactionId. */
  transactionId: string;
  amountCents: bigint;
  idempotencyKey: string;
  reason: string;
}

/**
 * succeeded: the money moved. declined: the card was refused (a retry with the same card may fail
 * again; the clinic should update it). error: the provider could not process it (retry later).
 * pending: accepted, not yet final.
 */
export type ProviderOutcomeStatus = 'succeeded' | 'declined' | 'error' | 'pending';

export interface ProviderOutcome {
  status: ProviderOutcomeStatus;
  /** The provider's id for the charge or refund; null when it never reached the provider. */
  transactionId: string | null;
  /** e.g. 'card_declined', 'insufficient_funds', 'processing_error'. */
  failureCode: string | null;
  /** A sentence a person can act on, e.g. "Your card was declined." */
  failureMessage: string | null;
}

export class CardRejectedError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Validates and saves a card for a clinic; throws CardRejectedError with a clear message. */
  saveCard(
    clinic: { id: number; name: string; email: string | null; customerRef: string | null },
    card: CardInput,
  ): Promise<SavedCard>;
  charge(request: ChargeRequest): Promise<ProviderOutcome>;
  refund(request: RefundRequest): Promise<ProviderOutcome>;
}
