export { createCartOrderApp, CART_ORDER_SCHEMA, type CartOrderAppOptions } from './app.js';
export { TestPaymentProvider, type PaymentProvider } from './modules/providers/index.js';
export { CartOrderConfigKeys } from './config.js';
