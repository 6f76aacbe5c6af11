import { BuiltinPaymentProvider } from './builtin-provider';
import type { PaymentProvider } from './payment-provider';
import { StripePaymentProvider, type StripeProviderConfig } from './stripe-provider';

/** PAYMENT_PROVIDER: 'builtin' (default) or 'stripe' with its key (config.ts refuses stripe without one). */
export type PaymentProviderConfig = { provider: 'builtin' } | { provider: 'stripe'; stripe: StripeProviderConfig };

/** The provider configuration selects; the built-in one is the embedded default. */
export function createPaymentProvider(config: PaymentProviderConfig): PaymentProvider {
  switch (config.provider) {
    case 'builtin':
      return new BuiltinPaymentProvider();
    case 'stripe':
      return new StripePaymentProvider(config.stripe);
  }
}
