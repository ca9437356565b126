import type { Actor } from '@cards/contracts';
import { addressRequired, amountTooSmall, cartBusy, cartEmpty, itemsUnavailable } from '../../domain/checkout.errors.js';
import { arriveByUnreachable } from '../../domain/cart.errors.js';
import { assertListDays } from './list-days.js';
import { calendarDay } from '../../domain/calendar-day.js';
import type { Db, Tx } from '../../domain/db.js';
import { unitPriceAt } from '../../domain/pricing.js';
import type { CatalogView, ProductView } from '../catalog-view/index.js';
import { couponNotApplicable } from '../coupons/index.js';
import type { ArriveByRules, Clock } from '../delivery-dates/index.js';
import type { CartEntity, CartItemEntity } from './cart.entity.js';
import {
  cartVersion,
  dropCouponFromCarts,
  loadCart,
  loadItems,
  priceCart,
  repriceItem,
  takePaidFromCart,
  touchCart,
  type PricedCart,
} from './cart.store.js';

/** A cart's line as checkout reads it. */
export type CartLine = Pick<
  CartItemEntity,
  'id' | 'card_instance_id' | 'card_instance' | 'product_id' | 'product_name' | 'product_size' | 'quantity' | 'unit_price' | 'mailing'
>;

/** A cart as it is being paid for: its lines, its pricing and its arrive-by day. */
export interface PayingCart {
  cart: Pick<CartEntity, 'id' | 'version' | 'delivery_method' | 'postage_class' | 'address' | 'arrive_by_mode'>;
  items: CartLine[];
  priced: Pick<PricedCart, 'coupon' | 'couponRefusal' | 'recipients' | 'postage' | 'totals'>;
  arriveBy: string | null;
}

/** What the cart is judged payable against: the products as read before paying, and the day's rules. */
export interface PayableAt {
  products: Map<number, ProductView | null>;
  catalog: CatalogView;
  arriveBy: ArriveByRules;
  clock: Clock;
}

/** What a payment paid for of a cart: the cart as it was then, its lines and its coupon. */
export interface PaidFromCart {
  cartId: number;
  version: number;
  itemIds: number[];
  couponId: number | null;
}

/**
 * The cart module's operations for checkout and for the flow that makes an order
 * (`flows/place-order.ts`), each in the caller's transaction. The cart tables are written by
 * this module only.
 */
export class CartCheckout {
  /** The customer's cart lines as they are now, read before the paying transaction (the catalogue may need the bus). */
  async lines(db: Db, actor: Actor): Promise<CartLine[]> {
    const cart = await loadCart(db, actor, false);
    return loadItems(db, cart.id);
  }

  /**
   * The cart as it will be paid, in the paying transaction: locked, still orderable at the prices
   * read (a changed price moves the cart on and is what is charged), its day still reachable, and priced.
   */
  async payable(tx: Tx, actor: Actor, at: PayableAt): Promise<PayingCart> {
    const { products } = at;
    const cart = await loadCart(tx, actor, true);
    let items = await loadItems(tx, cart.id);
    if (!items.length) throw cartEmpty();
    if (items.some((i) => !products.has(i.product_id))) throw cartBusy();
    const gone = items.filter((i) => !products.get(i.product_id)?.active).map((i) => i.id);
    if (gone.length) throw itemsUnavailable(gone);
    // Prices are checked again here; a changed price moves the cart on and is what is charged.
    let repriced = false;
    for (const i of items) {
      const p = products.get(i.product_id)!;
      const unit = unitPriceAt(p, i.quantity);
      if (unit !== i.unit_price || p.name !== i.product_name) {
        await repriceItem(tx, i.id, { unit_price: unit, name: p.name, size: p.size });
        repriced = true;
      }
    }
    if (repriced) {
      await touchCart(tx, cart.id);
      cart.version += 1;
      items = await loadItems(tx, cart.id);
    }
    // Lines sent to many go to their recipients: the cart's own address is needed for ordinary lines only.
    if (!cart.address && items.some((i) => !i.mailing)) throw addressRequired();
    // The chosen day must still be reachable now (the cut-off may have passed since it was picked).
    const arriveBy = calendarDay(cart.arrive_by);
    if (arriveBy) {
      const check = at.arriveBy.check(at.clock(), cart.postage_class, cart.address?.postcode, { day: arriveBy, mode: cart.arrive_by_mode });
      if (!check.ok) throw arriveByUnreachable(check.reason);
    }
    const priced = await priceCart(tx, at.catalog, cart, items);
    // Each person's own day too: time moves on for them as for the cart's.
    assertListDays(at.arriveBy, at.clock(), [...priced.recipients.values()].flat(), cart);
    if (priced.coupon && priced.couponRefusal) throw couponNotApplicable(priced.couponRefusal);
    if (priced.totals.total < 30) throw amountTooSmall();
    return { cart, items, priced, arriveBy };
  }

  /** A cart's version, or null when the cart is gone. */
  version(db: Db, cartId: number): Promise<{ id: number; version: number } | null> {
    return cartVersion(db, cartId);
  }

  /** Empties the cart of what was paid for (all of it when the cart did not change meanwhile). */
  take(tx: Tx, paid: PaidFromCart): Promise<void> {
    return takePaidFromCart(tx, paid);
  }

  /** Takes a deleted coupon off every cart holding it (the coupons module's `DropFromCarts`). */
  dropCoupon(tx: Tx, couponId: number): Promise<void> {
    return dropCouponFromCarts(tx, couponId);
  }
}
