import { BuiltinPaymentProvider } from './builtin-provider';
import type { PaymentProvider } from './payment-provider';

export interface PaymentProviderConfig {
  /** PAYMENT_PROVIDER: 'builtin' (default) or 'stripe'. */
  provider: 'builtin' | 'stripe';
}

/** The provider configuration selects; the built-in one is the embedded default. */
export function createPaymentProvider(config: PaymentProviderConfig): PaymentProvider {
  switch (config.provider) {
    case 'builtin':
      return new BuiltinPaymentProvider();
    case 'stripe':
      throw new Error('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY (the Stripe provider is added next)');
  }
}
