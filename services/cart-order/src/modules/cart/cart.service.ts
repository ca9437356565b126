import type { Actor, AddressInput, Cart, SetDeliveryInput } from '@cards/contracts';
import { unprocessable, type RequestBus } from '@cards/kit';
import type { DataSource, EntityManager } from 'typeorm';
import { findAddress, findDefaultAddress, saveAddress, toPostal } from '../addresses/index.js';
import type { CatalogView } from '../catalog-view/index.js';
import { type ArriveByRules, arriveByView, type Clock, type DeliveryDates, deliveryOptions } from '../delivery-dates/index.js';
import { countRedemptions, couponNotApplicable, couponNotFound, findCouponByKey, refusal } from '../coupons/index.js';
import { cardInstanceForCart } from '../../clients/card-instance.client.js';
import { calendarDay } from '../../domain/calendar-day.js';
import { printChecks } from './print-checks.js';
import {
  addressNotFound,
  arriveByUnreachable,
  cardInstanceNotReady,
  cartFull,
  cartItemNotFound,
  productNotFound,
  productUnavailable,
  quantityTooHigh,
} from '../../domain/cart.errors.js';
import { CartEntity, CartItemEntity } from './cart.entity.js';
import { loadCart, loadItems, priceCart, toCartView, touchCart, type CartRow } from './cart.store.js';

const MAX_LINES = 50;

/** What a CartService is built from. */
export interface CartServiceDeps {
  ds: DataSource;
  rpc: RequestBus;
  catalog: CatalogView;
  dates: DeliveryDates;
  arriveBy: ArriveByRules;
  clock: Clock;
}

/** The signed-in customer's cart. Every change locks the cart row and moves its version on. */
export class CartService {
  private readonly ds: DataSource;
  private readonly rpc: RequestBus;
  private readonly catalog: CatalogView;
  private readonly dates: DeliveryDates;
  private readonly arriveBy: ArriveByRules;
  private readonly clock: Clock;

  constructor(deps: CartServiceDeps) {
    ({ ds: this.ds, rpc: this.rpc, catalog: this.catalog, dates: this.dates, arriveBy: this.arriveBy, clock: this.clock } = deps);
  }

  async view(actor: Actor): Promise<Cart> {
    const cart = await loadCart(this.ds, actor, false);
    const priced = await priceCart(this.ds, this.catalog, cart, await loadItems(this.ds, cart.id));
    const now = this.clock();
    // Before an address is chosen the dates are for the one checkout suggests first (the default),
    // so the cart and checkout promise the same day; with none, for anywhere in the UK.
    const postcode = cart.address?.postcode ?? (await findDefaultAddress(this.ds.manager, actor.user_id))?.postcode ?? null;
    const day = calendarDay(cart.arrive_by);
    const check = day ? this.arriveBy.check(now, cart.postage_class, postcode, { day, mode: cart.arrive_by_mode }) : null;
    return toCartView(
      priced,
      deliveryOptions(this.dates, now, { freeDelivery: priced.freeDelivery, postcode }),
      arriveByView(this.dates, check, postcode, now),
    );
  }

  async add(actor: Actor, input: { card_instance: { id: number }; quantity: number; product_id: number }): Promise<Cart> {
    const instance = await cardInstanceForCart(this.rpc, input.card_instance.id, actor);
    if (instance.status !== 'ready') throw cardInstanceNotReady(instance.status);
    const product = await this.catalog.product(input.product_id);
    if (!product) throw productNotFound();
    if (!product.active) throw productUnavailable();
    return this.change(actor, async (m, cart) => {
      const existing = await m.findOneBy(CartItemEntity, { cart_id: cart.id, card_instance_id: instance.id, product_id: product.id });
      if (existing && existing.quantity + input.quantity > 100) throw quantityTooHigh('cart.quantity', existing.quantity + input.quantity);
      if (!existing && (await m.countBy(CartItemEntity, { cart_id: cart.id })) >= MAX_LINES) throw cartFull();
      // The rendered thumbnail may still be on its way: the artwork stands in for it.
      const checks = printChecks(instance, product);
      const snapshot = {
        id: instance.id,
        card_id: instance.card_id,
        title: instance.title ?? null,
        occasion_name: instance.occasion_name ?? null,
        thumbnail_url: instance.thumbnail_url ?? instance.image_url ?? null,
        ...(checks ? { print_checks: checks } : {}),
      };
      // The line takes today's price; the same option on the same product adds up (the cart's
      // lock, held since `change` began, keeps the read and the write together).
      const line = { unit_price: product.price, product_name: product.name, product_size: product.size, card_instance: snapshot };
      if (existing) await m.update(CartItemEntity, { id: existing.id }, { ...line, quantity: existing.quantity + input.quantity });
      else
        await m.insert(CartItemEntity, {
          ...line,
          cart_id: cart.id,
          card_instance_id: instance.id,
          product_id: product.id,
          quantity: input.quantity,
        });
    });
  }

  remove(actor: Actor, itemId: number): Promise<Cart> {
    return this.change(actor, async (m, cart) => {
      const r = await m.delete(CartItemEntity, { id: itemId, cart_id: cart.id });
      if (!r.affected) throw cartItemNotFound();
    });
  }

  clear(actor: Actor): Promise<Cart> {
    return this.change(actor, async (m, cart) => {
      await m.delete(CartItemEntity, { cart_id: cart.id });
      await m.update(CartEntity, { id: cart.id }, { coupon_id: null });
    });
  }

  updateItem(actor: Actor, itemId: number, quantity: number): Promise<Cart> {
    return this.change(actor, async (m, cart) => {
      const r = await m.update(CartItemEntity, { id: itemId, cart_id: cart.id }, { quantity });
      if (!r.affected) throw cartItemNotFound();
    });
  }

  applyCoupon(actor: Actor, key: string): Promise<Cart> {
    return this.change(actor, async (m, cart) => {
      const coupon = await findCouponByKey(m, key);
      if (!coupon) throw couponNotFound();
      const items = await loadItems(m, cart.id);
      const why = refusal(coupon, {
        now: new Date(),
        subtotal: items.reduce((s, i) => s + i.unit_price * i.quantity, 0),
        used: await countRedemptions(m, coupon.id, actor.user_id, cart.id),
      });
      if (why) throw couponNotApplicable(why);
      await m.update(CartEntity, { id: cart.id }, { coupon_id: coupon.id });
    });
  }

  removeCoupon(actor: Actor): Promise<Cart> {
    return this.change(actor, async (m, cart) => {
      await m.update(CartEntity, { id: cart.id }, { coupon_id: null });
    });
  }

  /** `{status:"true"}` when the coupon exists and applies to this cart now. */
  async couponValid(actor: Actor, key: string): Promise<{ status: 'true' | 'false'; reason: string | null }> {
    const coupon = await findCouponByKey(this.ds, key);
    if (!coupon) return { status: 'false', reason: 'This coupon does not exist' };
    const cart = await loadCart(this.ds, actor, false);
    const items = await loadItems(this.ds, cart.id);
    const why = refusal(coupon, {
      now: new Date(),
      subtotal: items.reduce((s, i) => s + i.unit_price * i.quantity, 0),
      used: await countRedemptions(this.ds, coupon.id, actor.user_id, cart.id),
    });
    return why ? { status: 'false', reason: why.message } : { status: 'true', reason: null };
  }

  setDelivery(actor: Actor, input: SetDeliveryInput): Promise<Cart> {
    return this.change(actor, async (m, cart) => {
      let addressId = cart.address_id;
      let address = cart.address;
      if (input.address_id != null) {
        const a = await findAddress(m, actor.user_id, input.address_id);
        if (!a) throw addressNotFound();
        if (!a.postcode)
          throw unprocessable('address_not_postal', `${a.name} has only an e-mail address; add a postal address to post a card`);
        addressId = a.id;
        address = toPostal(a);
      } else if (input.address) {
        address = toPostal(input.address as AddressInput);
        addressId = input.save_address ? (await saveAddress(m, actor, input.address as AddressInput)).id : null;
      } else if (input.address === null || input.address_id === null) {
        addressId = null;
        address = null;
      }
      const postage = input.postage_class ?? cart.postage_class;
      const mode = input.arrive_by_mode ?? cart.arrive_by_mode;
      // A day asked for now must be reachable; one kept from before is re-checked at payment.
      if (input.arrive_by) {
        const check = this.arriveBy.check(this.clock(), postage, address?.postcode, { day: input.arrive_by, mode });
        if (!check.ok) throw arriveByUnreachable(check.reason);
      }
      const arriveBy = input.arrive_by === undefined ? calendarDay(cart.arrive_by) : input.arrive_by;
      await m.update(
        CartEntity,
        { id: cart.id },
        {
          delivery_method: input.method ?? cart.delivery_method,
          postage_class: postage,
          address_id: addressId,
          address,
          arrive_by: arriveBy,
          arrive_by_mode: mode,
        },
      );
    });
  }

  private async change(actor: Actor, fn: (m: EntityManager, cart: CartRow) => Promise<void>): Promise<Cart> {
    await this.ds.transaction(async (m) => {
      const cart = await loadCart(m, actor, true);
      await fn(m, cart);
      await touchCart(m, cart.id);
    });
    return this.view(actor);
  }
}
