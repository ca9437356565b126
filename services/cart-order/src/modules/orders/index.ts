/**
 * Orders: what customers and admins see and change of an order, its release to print when it
 * was held for an arrive-by day, and the mails its events send. The front door of the module;
 * everything else in it is private. Its ledger writes a new order, in the transaction of the flow that places it.
 */
import { OrderEntity, OrderLineEntity } from './order.entity.js';

export { OrderService } from './order.service.js';
export { serveOrders } from './order.handlers.js';
export {
  CART_ORDER_QUEUE,
  JOB_RELEASE_ORDER,
  OrderReleases,
  OrderReleaseSteps,
  type DueRecipients,
  type ReleasedOrder,
  type ReleaseOrderJob,
  type ReleasesOrders,
} from './order-release.js';
export { OrderLedger, type NewOrder, type NewOrderLine } from './order-ledger.js';
export { OrderCards, type OrderCard, type OrderFacts } from './order-cards.js';
export { onArrivalChangedSendMail } from './subscribers/on-arrival-changed-send-mail.js';
export { onOrderPaidSendMail } from './subscribers/on-order-paid-send-mail.js';
export { onOrderPostedSendMail, onTrackingAddedSendMail } from './subscribers/on-order-posted-send-mail.js';
export { onPrintReady } from './subscribers/on-print-ready.js';
export { mailOnEvent, sendMail, type OrderMailDeps } from './subscribers/order-mail-deps.js';

/** The module's tables, for the service's DataSource. */
export const orderTables = [OrderEntity, OrderLineEntity];
export { OrdersConfig } from './orders.config.js';
