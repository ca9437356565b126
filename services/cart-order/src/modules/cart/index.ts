/**
 * The cart: a user's one cart, its items priced when added, its coupon and delivery choices.
 * The front door of the module; everything else in it is private. Its checkout operations give
 * payments and the order flow what paying for a cart needs, each in the caller's transaction.
 */
import { CartEntity, CartItemEntity } from './cart.entity.js';

export { CartService, type DeliveryTo } from './cart.service.js';
export { SendToManyService, type NewList, type NewMailingLine } from './send-to-many.service.js';
export type { CartEdits } from './cart-edits.js';
export { serveCart } from './cart.handlers.js';
export { printChecks } from './print-checks.js';
export { CartCheckout, type CartLine, type PaidFromCart, type PayableAt, type PayingCart } from './cart-checkout.js';

/** The module's tables, for the service's DataSource. */
export const cartTables = [CartEntity, CartItemEntity];
