import { createHash } from 'node:crypto';
import {
  CardRejectedError,
  type CardInput,
  type ChargeRequest,
  type PaymentProvider,
  type ProviderOutcome,
  type RefundRequest,
  type SavedCard,
} from './payment-provider';

/**
 * What a built-in test card does when charged. The numbers are the ones card networks and providers
 * publish for testing, so an operator can exercise every path from the screen.
 */
export const builtinTestCards = {
  '4242424242424242': { brand: 'Visa', outcome: 'succeeded' },
  '5555555555554444': { brand: 'Mastercard', outcome: 'succeeded' },
  '4000000000000002': { brand: 'Visa', outcome: 'card_declined' },
  '4000000000009995': { brand: 'Visa', outcome: 'insufficient_funds' },
  '4000000000000119': { brand: 'Visa', outcome: 'processing_error' },
} as const satisfies Record<string, { brand: string; outcome: string }>;

type TestCardNumber = keyof typeof builtinTestCards;

const failureMessages: Record<string, string> = {
  card_declined: 'The card was declined.',
  insufficient_funds: 'The card has insufficient funds.',
  processing_error: 'The card could not be processed; try again later.',
};

/** Deterministic ids: the same idempotency key always names the same transaction. */
const idFor = (prefix: string, key: string) =>
  `${prefix}_${createHash('sha256').update(key).digest('hex').slice(0, 24)}`;

/**
 * The embedded default: no money moves and nothing leaves the machine. Outcomes are decided by the
 * test card saved (the card's reference carries its number's outcome), so successes, declines and
 * errors can all be exercised. Charging twice with one idempotency key gives the same transaction.
 */
export class BuiltinPaymentProvider implements PaymentProvider {
  readonly name = 'builtin' as const;

  async saveCard(_clinic: unknown, card: CardInput): Promise<SavedCard> {
    const number = card.numberOrToken.replace(/[\s-]/g, '');
    if (!(number in builtinTestCards))
      throw new CardRejectedError(
        `The built-in payment provider accepts only its test cards (for example 4242 4242 4242 4242)`,
        'unknown_test_card',
      );
    const { expMonth, expYear } = card;
    if (!expMonth || !expYear || expMonth < 1 || expMonth > 12)
      throw new CardRejectedError('The expiry month must be between 1 and 12', 'invalid_expiry');
    const now = new Date();
    if (expYear < now.getUTCFullYear() || (expYear === now.getUTCFullYear() && expMonth < now.getUTCMonth() + 1))
      throw new CardRejectedError('The card has expired', 'expired_card');
    const testCard = builtinTestCards[number as TestCardNumber];
    return {
      providerRef: `card_${testCard.outcome}_${number.slice(-4)}`,
      customerRef: null,
      brand: testCard.brand,
      last4: number.slice(-4),
      expMonth,
      expYear,
    };
  }

  async charge(request: ChargeRequest): Promise<ProviderOutcome> {
    const outcome = outcomeOf(request.cardRef);
    if (outcome === 'succeeded')
      return {
        status: 'succeeded',
        transactionId: idFor('ch', request.idempotencyKey),
        failureCode: null,
        failureMessage: null,
      };
    return {
      status: outcome === 'processing_error' ? 'error' : 'declined',
      transactionId: idFor('ch', request.idempotencyKey),
      failureCode: outcome,
      failureMessage: failureMessages[outcome] ?? 'The card was declined.',
    };
  }

  async refund(request: RefundRequest): Promise<ProviderOutcome> {
    return {
      status: 'succeeded',
      transactionId: idFor('re', request.idempotencyKey),
      failureCode: null,
      failureMessage: null,
    };
  }
}

function outcomeOf(cardRef: string): string {
  const match = /^card_([a-z_]+)_\d{4}$/.exec(cardRef);
  return match ? match[1] : 'card_declined';
}
