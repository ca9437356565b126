import { toPounds, type Cart, type DeliveryOption } from '@cards/contracts';
import { In, type EntityManager } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';
import { managerOf, readTogether, type Db } from '../../domain/db.js';
import type { CatalogView } from '../catalog-view/index.js';
import { type CouponOnCart, type CouponRefusal, CouponReads } from '../coupons/index.js';
import type { arriveByView } from '../delivery-dates/index.js';
import { calendarDay } from '../../domain/calendar-day.js';
import { CartEntity, CartItemEntity } from './cart.entity.js';
import { computeTotals, envelopePostage, POSTAGE, type Totals } from '../../domain/pricing.js';
import { CartRecipients, type ListedRecipient } from '../mailing/index.js';
import { listPostage } from './list-days.js';

const coupons = new CouponReads();
const lists = new CartRecipients();

/** The user's cart, made on first use; locked for the rest of the transaction when `lock`. */
export async function loadCart(db: Db, user: { user_id: number; account_id: number | null }, lock: boolean): Promise<CartEntity> {
  const m = managerOf(db);
  const find = () =>
    m.findOne(CartEntity, { where: { user_id: user.user_id }, ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}) });
  // Read first: every request after a customer's first finds the cart in one round trip.
  const found = await find();
  if (found) return found;
  // ON CONFLICT (user_id) DO NOTHING: two first requests of one user make one cart.
  await m
    .createQueryBuilder()
    .insert()
    .into(CartEntity)
    .values({ user_id: user.user_id, account_id: user.account_id })
    .orIgnore()
    .execute();
  const made = await find();
  if (!made) throw new Error(`the cart of user ${user.user_id} could not be made`);
  return made;
}

export function loadItems(db: Db, cartId: number): Promise<CartItemEntity[]> {
  return managerOf(db).find(CartItemEntity, { where: { cart_id: cartId }, order: { id: 'ASC' } });
}

export async function touchCart(db: Db, cartId: number): Promise<void> {
  await managerOf(db).update(CartEntity, { id: cartId }, { version: () => 'version + 1' });
}

/** A cart with its coupon weighed and its totals made: what the view and checkout both start from. */
export interface PricedCart {
  cart: CartEntity;
  items: CartItemEntity[];
  coupon: CouponOnCart | null;
  couponRefusal: CouponRefusal | null;
  freeDelivery: boolean;
  /** The recipients of each line sent to many, by item id. */
  recipients: Map<number, ListedRecipient[]>;
  /** Each line sent to many's envelopes, in pence, by item id. */
  postage: Map<number, number>;
  totals: Totals;
}

export async function priceCart(q: Db, catalog: CatalogView, cart: CartEntity, items: CartItemEntity[]): Promise<PricedCart> {
  const subtotal = items.reduce((s, i) => s + i.unit_price * i.quantity, 0);
  const weighCoupon = async (): Promise<Pick<PricedCart, 'coupon' | 'couponRefusal'>> => {
    const coupon = cart.coupon_id ? ((await coupons.byId(q, cart.coupon_id)) ?? null) : null;
    if (!coupon) return { coupon: null, couponRefusal: null };
    return { coupon, couponRefusal: await coupons.refusal(q, coupon, { userId: cart.user_id, subtotal, exceptCartId: cart.id }) };
  };
  const [freeDelivery, { coupon, couponRefusal }, recipients] = await readTogether(q, [
    () => catalog.hasFreeDelivery(q, cart.account_id),
    weighCoupon,
    () =>
      lists.of(
        q,
        items.filter((i) => i.mailing).map((i) => i.id),
      ),
  ] as const);
  // A printed recipient is one envelope (the line's quantity); e-cards need none.
  // A person with a postage of their own is priced at it (`list-days.ts`).
  const postage = new Map(
    items
      .filter((i) => i.mailing)
      .map((i) => {
        const people = recipients.get(i.id);
        return [i.id, people ? listPostage(cart.postage_class, people) : envelopePostage(cart.postage_class, i.quantity)];
      }),
  );
  const totals = computeTotals({
    lines: items.map((i) => ({ ...i, postage: postage.get(i.id) ?? 0 })),
    coupon: coupon && !couponRefusal ? coupons.terms(coupon) : null,
    postage: cart.postage_class,
    freeDelivery,
  });
  return { cart, items, coupon, couponRefusal, freeDelivery, recipients, postage, totals };
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
      recipients: (p.recipients.get(i.id) ?? []).map((r) => lists.view(r)),
      postage: toPounds(p.postage.get(i.id) ?? 0),
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

/** Takes a coupon off every cart holding it; each such cart's version moves, so a payment started on it prices again. */
export async function dropCouponFromCarts(db: Db, couponId: number): Promise<void> {
  await managerOf(db).update(CartEntity, { coupon_id: couponId }, { coupon_id: null, version: () => 'version + 1' });
}

/** A cart item priced again at the product's current unit price for its quantity, and its name (checkout found them changed). */
export async function repriceItem(
  m: EntityManager,
  itemId: number,
  p: { unit_price: number; name: string; size: string | null },
): Promise<void> {
  await m.update(CartItemEntity, { id: itemId }, { unit_price: p.unit_price, product_name: p.name, product_size: p.size });
}

/** A cart's version, or null when the cart is gone. */
export function cartVersion(db: Db, cartId: number): Promise<Pick<CartEntity, 'id' | 'version'> | null> {
  return managerOf(db).findOne(CartEntity, { select: { id: true, version: true }, where: { id: cartId } });
}

/**
 * Takes what a payment paid for out of its cart, in the order's transaction. When the cart moved
 * on after the payment began, only the paid items go (and the coupon, if it is the one paid with).
 * The recipients of the lines taken are the mailing module's: the order's flow drops them.
 */
export async function takePaidFromCart(
  m: EntityManager,
  paid: { cartId: number; version: number; itemIds: number[]; couponId: number | null },
): Promise<void> {
  const cart = await m.findOne(CartEntity, { where: { id: paid.cartId }, lock: { mode: 'pessimistic_write' } });
  if (!cart) return;
  const unchanged = cart.version === paid.version;
  await m.delete(CartItemEntity, unchanged ? { cart_id: paid.cartId } : { cart_id: paid.cartId, id: In(paid.itemIds) });
  const set: QueryDeepPartialEntity<CartEntity> = { version: () => 'version + 1' };
  if (unchanged || (paid.couponId != null && cart.coupon_id === paid.couponId)) set.coupon_id = null;
  if (unchanged) set.arrive_by = null;
  await m.update(CartEntity, { id: paid.cartId }, set);
}
