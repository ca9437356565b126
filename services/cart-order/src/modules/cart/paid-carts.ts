import type { Tx } from '../../domain/db.js';
import { takePaidFromCart } from './cart.store.js';

/** What a payment paid for of a cart: the cart as it was then, its lines and its coupon. */
export interface PaidFromCart {
  cartId: number;
  version: number;
  itemIds: number[];
  couponId: number | null;
}

/**
 * The cart module's operation for the flow that makes an order (`flows/place-order.ts`): what was
 * paid for leaves the cart, in the flow's transaction. The cart tables are written by this
 * module only.
 */
export class PaidCarts {
  /** Empties the cart of what was paid for (all of it when the cart did not change meanwhile). */
  take(tx: Tx, paid: PaidFromCart): Promise<void> {
    return takePaidFromCart(tx, paid);
  }
}
