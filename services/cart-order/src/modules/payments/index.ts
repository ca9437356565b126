/**
 * Paying for the cart: the payment intent, its completion, the provider's webhook and the
 * reconciler that finishes payments nobody came back for, each making the order once. The front
 * door of the module; everything else in it is private.
 */
import { PaymentEntity } from './payment.entity.js';
import { WebhookEventEntity } from './webhook-event.entity.js';

export { CheckoutService } from './checkout.service.js';
export { serveCheckout } from './checkout.handlers.js';
export { PaymentLedger, type PaidPayment, type PlacesOrders } from './payment-ledger.js';
export { PaymentReconciler, RECONCILE_GRACE_MS } from './payment-reconciler.js';
export { WebhookService } from './webhook.service.js';

/** The module's tables, for the service's DataSource. */
export const paymentTables = [PaymentEntity, WebhookEventEntity];
