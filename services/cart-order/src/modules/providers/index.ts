/**
 * Payment providers: the `PaymentProvider` port, Stripe's adapter and the built-in test provider
 * (with its own tables). The front door of the module; everything else in it is private.
 */
import { TEST_PROVIDER_ENTITIES } from './test-provider.entities.js';

export * from './payment-provider.port.js';
export { createPaymentProvider } from './create-payment-provider.js';
export { ProvidersConfig } from './providers.config.js';
export { TestPaymentProvider } from './test-payment-provider.js';

/** The module's tables (the test provider's), for the service's DataSource. */
export const providerTables = [...TEST_PROVIDER_ENTITIES];
