import {
  toPounds,
  type ArriveByMode,
  type Cart,
  type DeliveryOption,
  type PhotoPrintCheck,
  type PostageClass,
  type PostalAddress,
} from '@cards/contracts';
import { managerOf, type Db } from '../../db/db.js';
import type { CatalogView } from '../catalog-view/catalog-view.service.js';
import type { CouponRefusal } from '../coupons/coupon.errors.js';
import { countRedemptions, couponTerms, findCouponById, refusal, type CouponRow } from '../coupons/coupon.store.js';
import type { arriveByView } from '../delivery-dates/delivery-options.js';
import { calendarDay } from '../orders/order.store.js';
import { CartEntity, CartItemEntity } from './cart.entity.js';
import { computeTotals, POSTAGE, type Totals } from './pricing.js';

export interface CartRow {
  id: number;
  user_id: number;
  account_id: number | null;
  version: number;
  coupon_id: number | null;
  delivery_method: 'to_me' | 'to_recipient';
  postage_class: PostageClass;
  address_id: number | null;
  address: PostalAddress | null;
  /** `date`: the driver hands it back as `YYYY-MM-DD`. */
  arrive_by: Date | string | null;
  arrive_by_mode: ArriveByMode;
  created_at: Date;
  updated_at: Date;
}

export interface CartItemRow {
  id: number;
  cart_id: number;
  card_instance_id: number;
  product_id: number;
  quantity: number;
  unit_price: number;
  product_name: string;
  product_size: string | null;
  card_instance: {
    id: number;
    /** Kept since the open-signing warning needed it; older lines lack it. */
    card_id?: number;
    title: string | null;
    occasion_name: string | null;
    thumbnail_url: string | null;
    print_checks?: PhotoPrintCheck[];
  };
  created_at: Date;
  updated_at: Date;
}

/** The user's cart, made on first use; locked for the rest of the transaction when `lock`. */
export async function loadCart(db: Db, user: { user_id: number; account_id: number | null }, lock: boolean): Promise<CartRow> {
  const m = managerOf(db);
  // ON CONFLICT (user_id) DO NOTHING: two first requests of one user make one cart.
  await m
    .createQueryBuilder()
    .insert()
    .into(CartEntity)
    .values({ user_id: user.user_id, account_id: user.account_id })
    .orIgnore()
    .execute();
  return m.findOneOrFail(CartEntity, {
    where: { user_id: user.user_id },
    ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
  });
}

export function loadItems(db: Db, cartId: number): Promise<CartItemRow[]> {
  return managerOf(db).find(CartItemEntity, { where: { cart_id: cartId }, order: { id: 'ASC' } });
}

export async function touchCart(db: Db, cartId: number): Promise<void> {
  await managerOf(db).update(CartEntity, { id: cartId }, { version: () => 'version + 1' });
}

/** A cart with its coupon weighed and its totals made: what the view and checkout both start from. */
export interface PricedCart {
  cart: CartRow;
  items: CartItemRow[];
  coupon: CouponRow | null;
  couponRefusal: CouponRefusal | null;
  freeDelivery: boolean;
  totals: Totals;
}

export async function priceCart(q: Db, catalog: CatalogView, cart: CartRow, items: CartItemRow[]): Promise<PricedCart> {
  const freeDelivery = await catalog.hasFreeDelivery(q, cart.account_id);
  const coupon = cart.coupon_id ? ((await findCouponById(q, cart.coupon_id)) ?? null) : null;
  const subtotal = items.reduce((s, i) => s + i.unit_price * i.quantity, 0);
  const couponRefusal = coupon
    ? refusal(coupon, { now: new Date(), subtotal, used: await countRedemptions(q, coupon.id, cart.user_id, cart.id) })
    : null;
  const totals = computeTotals({
    lines: items,
    coupon: coupon && !couponRefusal ? couponTerms(coupon) : null,
    postage: cart.postage_class,
    freeDelivery,
  });
  return { cart, items, coupon, couponRefusal, freeDelivery, totals };
}

/** The chosen arrive-by day as of now: what it comes to, or why it can no longer be reached. */
export type ArriveByView = ReturnType<typeof arriveByView>;

/**
 * The cart as the API shows it; `options` are the postage choices with their prices and dates,
 * `arriveBy` what the chosen arrive-by day comes to, or why it can no longer be reached (time
 * moved on, or the postage or address changed).
 */
export function toCartView(p: PricedCart, options: DeliveryOption[], arriveBy: ArriveByView): Cart {
  const { cart, items, totals } = p;
  return {
    id: cart.id,
    items: items.map((i) => ({
      id: i.id,
      card_instance_id: i.card_instance_id,
      card_instance: { ...i.card_instance, card_id: i.card_instance.card_id ?? null },
      product_id: i.product_id,
      product: { id: i.product_id, name: i.product_name, size: i.product_size },
      quantity: i.quantity,
      unit_price: toPounds(i.unit_price),
      total: toPounds(i.unit_price * i.quantity),
    })),
    item_count: items.reduce((s, i) => s + i.quantity, 0),
    subtotal: toPounds(totals.subtotal),
    coupon: p.coupon?.key ?? null,
    coupon_value: toPounds(totals.discount),
    coupon_error: p.couponRefusal?.message ?? null,
    shipping: toPounds(totals.shipping),
    vat: toPounds(totals.vat),
    total: toPounds(totals.total),
    currency: 'GBP',
    delivery: {
      method: cart.delivery_method,
      postage_class: cart.postage_class,
      postage_name: POSTAGE[cart.postage_class].name,
      address_id: cart.address_id,
      address: cart.address,
      arrive_by: calendarDay(cart.arrive_by),
      arrive_by_mode: cart.arrive_by_mode,
      arrive_by_error: arriveBy.error,
      arrive_by_plan: arriveBy.plan,
      options,
    },
    version: cart.version,
  };
}
