/**
 * The cart: a user's one cart, its items priced when added, its coupon and delivery choices.
 * The front door of the module; everything else in it is private. It lends the payments module
 * what paying for a cart needs, each in the caller's transaction.
 */
import { CartEntity, CartItemEntity } from './cart.entity.js';

export { CartService } from './cart.service.js';
export { SendToManyService } from './send-to-many.service.js';
export { serveCart } from './cart.handlers.js';
export { printChecks } from './print-checks.js';
export { PaidCarts, type PaidFromCart } from './paid-carts.js';
export { cartVersion, dropCouponFromCarts, loadCart, loadItems, priceCart, repriceItem, touchCart } from './cart.store.js';
// Rows other modules are handed; the classes stay here, so no other module queries the tables.
export type { CartEntity as CartRow, CartItemEntity as CartItemRow } from './cart.entity.js';

/** The module's tables, for the service's DataSource. */
export const cartTables = [CartEntity, CartItemEntity];
