export { createCartOrderApp, CART_ORDER_SCHEMA, type CartOrderAppOptions } from './app.js';
export type { PaymentProvider } from './modules/payments/payment-provider.port.js';
export { TestPaymentProvider } from './modules/payments/test-payment-provider.js';
