import type { DataSource } from 'typeorm';
import type { PaymentProvider } from './payment-provider.port.js';
import type { ProvidersConfig } from './providers.config.js';
import { StripePaymentProvider } from './stripe-payment-provider.js';
import { TestPaymentProvider } from './test-payment-provider.js';

/** Config picks the payment provider: Stripe with a secret key, the built-in test provider without. */
export function createPaymentProvider(c: ProvidersConfig, ds: DataSource): PaymentProvider {
  if (c.STRIPE_SECRET_KEY) {
    return new StripePaymentProvider({
      secretKey: c.STRIPE_SECRET_KEY,
      publishableKey: c.STRIPE_PUBLISHABLE_KEY ?? null,
      webhookSecret: c.STRIPE_WEBHOOK_SECRET ?? null,
      apiBase: c.STRIPE_API_BASE,
    });
  }
  return new TestPaymentProvider(ds, c.PUBLIC_WEB_URL);
}
