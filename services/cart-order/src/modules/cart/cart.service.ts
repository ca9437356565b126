import type { Actor, Cart, CardInstanceForCartReply, PostalAddress, SetDeliveryInput } from '@cards/contracts';
import type { Logger, RequestBus } from '@cards/kit';
import type { DataSource, EntityManager } from 'typeorm';
import { AddressBook } from '../addresses/index.js';
import type { CatalogView, ProductView } from '../catalog-view/index.js';
import { MailingChecks } from '../mailing/index.js';
import { unitPriceAt } from '../../domain/pricing.js';
import { type ArriveByRules, arriveByView, type Clock, type DeliveryDates, deliveryOptions } from '../delivery-dates/index.js';
import { couponNotApplicable, couponNotFound, CouponReads } from '../coupons/index.js';
import { cardInstanceForCart } from '../../clients/card-instance.client.js';
import { calendarDay } from '../../domain/calendar-day.js';
import { printChecks } from './print-checks.js';
import { readTogether, type Tx } from '../../domain/db.js';
import {
  arriveByUnreachable,
  cardInstanceNotReady,
  cartFull,
  cartItemNotFound,
  mailingQuantity,
  productNotFound,
  productUnavailable,
  quantityTooHigh,
} from '../../domain/cart.errors.js';
import { CartEntity, CartItemEntity } from './cart.entity.js';
import { loadCart, loadItems, priceCart, toCartView, touchCart } from './cart.store.js';
import { withListDates } from './list-days.js';
import { withEcardsNote } from './ecards-note.js';

const MAX_LINES = 50;
const coupons = new CouponReads();
const book = new AddressBook();

/** What a new line keeps of its option and product. The rendered thumbnail may still be on its way: the artwork stands in for it. */
export function lineOf(instance: CardInstanceForCartReply, product: ProductView) {
  const checks = printChecks(instance, product);
  return {
    product_name: product.name,
    product_size: product.size,
    card_instance: {
      id: instance.id,
      card_id: instance.card_id,
      title: instance.title ?? null,
      occasion_name: instance.occasion_name ?? null,
      thumbnail_url: instance.thumbnail_url ?? instance.image_url ?? null,
      ...(checks ? { print_checks: checks } : {}),
    },
  };
}

/** Where a cart's cards are posted: an entry of the book (its id) or an address typed in, or nowhere. */
export interface DeliveryTo {
  address_id: number | null;
  address: PostalAddress | null;
}

/** What a CartService is built from. */
export interface CartServiceDeps {
  ds: DataSource;
  rpc: RequestBus;
  catalog: CatalogView;
  dates: DeliveryDates;
  arriveBy: ArriveByRules;
  clock: Clock;
  /** Says when the e-card allowance could not be asked (the cart shows without its note). */
  log?: Pick<Logger, 'warn'>;
}

/** The signed-in customer's cart. Every change locks the cart row and moves its version on. */
export class CartService {
  private readonly ds: DataSource;
  private readonly rpc: RequestBus;
  private readonly catalog: CatalogView;
  private readonly log: Pick<Logger, 'warn'>;
  private readonly dates: DeliveryDates;
  private readonly arriveBy: ArriveByRules;
  private readonly clock: Clock;

  constructor(deps: CartServiceDeps) {
    ({ ds: this.ds, rpc: this.rpc, catalog: this.catalog, dates: this.dates, arriveBy: this.arriveBy, clock: this.clock } = deps);
    this.log = deps.log ?? { warn: () => undefined };
  }

  /** The cart as the API shows it; `known` is the cart's row when the caller has just read it. */
  async view(actor: Actor, known?: CartEntity): Promise<Cart> {
    const cart = known ?? (await loadCart(this.ds, actor, false));
    // Before an address is chosen the dates are for the one checkout suggests first (the default),
    // so the cart and checkout promise the same day; with none, for anywhere in the UK.
    const [priced, suggested] = await readTogether(this.ds, [
      async () => priceCart(this.ds, this.catalog, cart, await loadItems(this.ds, cart.id)),
      async () => (cart.address?.postcode ? null : book.findDefault(this.ds.manager, actor.user_id)),
    ] as const);
    const now = this.clock();
    const postcode = cart.address?.postcode ?? suggested?.postcode ?? null;
    const day = calendarDay(cart.arrive_by);
    const check = day ? this.arriveBy.check(now, cart.postage_class, postcode, { day, mode: cart.arrive_by_mode }) : null;
    const view = toCartView(
      priced,
      deliveryOptions(this.dates, now, { freeDelivery: priced.freeDelivery, postcode }),
      arriveByView(this.dates, check, { postcode, cls: cart.postage_class }, now),
    );
    const dated = withListDates(view, priced.recipients, { arriveBy: this.arriveBy, now, cart });
    return withEcardsNote(dated, priced.recipients, { checks: new MailingChecks(this.rpc), accountId: cart.account_id, log: this.log });
  }

  async add(actor: Actor, input: { card_instance: { id: number }; quantity: number; product_id: number }): Promise<Cart> {
    const { instance, product } = await this.orderable(actor, input.card_instance.id, input.product_id);
    return this.change(actor, async (m, cart) => {
      // A line sent to many never takes more prints: its cards are its recipients.
      const existing = await m.findOneBy(CartItemEntity, {
        cart_id: cart.id,
        card_instance_id: instance.id,
        product_id: product.id,
        mailing: false,
      });
      const quantity = (existing?.quantity ?? 0) + input.quantity;
      if (existing && quantity > 100) throw quantityTooHigh('cart.quantity', quantity);
      if (!existing) await this.assertRoom(m, cart.id);
      // The line takes today's price for its quantity; the same option on the same product adds
      // up (the cart's lock, held since `change` began, keeps the read and the write together).
      const line = { ...lineOf(instance, product), unit_price: unitPriceAt(product, quantity), quantity };
      if (existing) await m.update(CartItemEntity, { id: existing.id }, line);
      else await m.insert(CartItemEntity, { ...line, cart_id: cart.id, card_instance_id: instance.id, product_id: product.id });
    });
  }

  /** A ready option of the actor's and an active product: what a new line is made of. */
  async orderable(
    actor: Actor,
    instanceId: number,
    productId: number,
  ): Promise<{ instance: CardInstanceForCartReply; product: ProductView }> {
    // Asked side by side (the option over the bus, the product from the local catalogue), checked in turn.
    const [instance, product] = await Promise.all([cardInstanceForCart(this.rpc, instanceId, actor), this.catalog.product(productId)]);
    if (instance.status !== 'ready') throw cardInstanceNotReady(instance.status);
    if (!product) throw productNotFound();
    if (!product.active) throw productUnavailable();
    return { instance, product };
  }

  /** 422 when the cart holds as many lines as it may. */
  async assertRoom(m: EntityManager, cartId: number): Promise<void> {
    if ((await m.countBy(CartItemEntity, { cart_id: cartId })) >= MAX_LINES) throw cartFull();
  }

  /**
   * Runs a flow's change of the actor's cart under its row lock (`change`), the cart's own steps
   * and other modules' in one transaction; the flow is handed the transaction and the cart's id.
   */
  edit(actor: Actor, fn: (tx: Tx, cartId: number) => Promise<void>): Promise<Cart> {
    return this.change(actor, (m, cart) => fn(m, cart.id));
  }

  /** Takes one line off the cart (404 when it has no such line). */
  async removeLine(tx: Tx, cartId: number, itemId: number): Promise<void> {
    const r = await tx.delete(CartItemEntity, { id: itemId, cart_id: cartId });
    if (!r.affected) throw cartItemNotFound();
  }

  /** Empties the cart: its lines and its coupon. */
  async clearLines(tx: Tx, cartId: number): Promise<void> {
    await tx.delete(CartItemEntity, { cart_id: cartId });
    await tx.update(CartEntity, { id: cartId }, { coupon_id: null });
  }

  /** A new quantity, priced at its volume tier; a line sent to many counts its recipients instead (422). */
  async updateItem(actor: Actor, itemId: number, quantity: number): Promise<Cart> {
    // The price is read before the cart's lock: the catalogue may need a request over the bus.
    const before = await this.ds.manager.findOneBy(CartItemEntity, { id: itemId });
    const product = before ? await this.catalog.product(before.product_id) : null;
    return this.change(actor, async (m, cart) => {
      const item = await m.findOneBy(CartItemEntity, { id: itemId, cart_id: cart.id });
      if (!item) throw cartItemNotFound();
      if (item.mailing) throw mailingQuantity();
      const unit = product?.id === item.product_id ? unitPriceAt(product, quantity) : item.unit_price;
      await m.update(CartItemEntity, { id: itemId }, { quantity, unit_price: unit });
    });
  }

  applyCoupon(actor: Actor, key: string): Promise<Cart> {
    return this.change(actor, async (m, cart) => {
      const coupon = await coupons.byKey(m, key);
      if (!coupon) throw couponNotFound();
      const items = await loadItems(m, cart.id);
      const why = await coupons.refusal(m, coupon, {
        userId: actor.user_id,
        subtotal: items.reduce((s, i) => s + i.unit_price * i.quantity, 0),
        exceptCartId: cart.id,
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
    const coupon = await coupons.byKey(this.ds, key);
    if (!coupon) return { status: 'false', reason: 'This coupon does not exist' };
    const cart = await loadCart(this.ds, actor, false);
    const items = await loadItems(this.ds, cart.id);
    const why = await coupons.refusal(this.ds, coupon, {
      userId: actor.user_id,
      subtotal: items.reduce((s, i) => s + i.unit_price * i.quantity, 0),
      exceptCartId: cart.id,
    });
    return why ? { status: 'false', reason: why.message } : { status: 'true', reason: null };
  }

  /**
   * The cart's delivery choices, in a flow's change: `to` is where it goes when the input named
   * an address (the flow finds it in the book, or saves it there), `undefined` to keep the cart's.
   */
  async deliver(tx: Tx, cartId: number, input: SetDeliveryInput, to: DeliveryTo | undefined): Promise<void> {
    const cart = await tx.findOneByOrFail(CartEntity, { id: cartId });
    const { address_id: addressId, address } = to ?? cart;
    const postage = input.postage_class ?? cart.postage_class;
    const mode = input.arrive_by_mode ?? cart.arrive_by_mode;
    // A day asked for now must be reachable; one kept from before is re-checked at payment.
    if (input.arrive_by) {
      const check = this.arriveBy.check(this.clock(), postage, address?.postcode, { day: input.arrive_by, mode });
      if (!check.ok) throw arriveByUnreachable(check.reason);
    }
    const arriveBy = input.arrive_by === undefined ? calendarDay(cart.arrive_by) : input.arrive_by;
    await tx.update(
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
  }

  /** Runs a change of the actor's cart under its row lock, moves its version on, and answers the cart as it is then. */
  async change(actor: Actor, fn: (m: EntityManager, cart: CartEntity) => Promise<void>): Promise<Cart> {
    const changed = await this.ds.transaction(async (m) => {
      const cart = await loadCart(m, actor, true);
      await fn(m, cart);
      await touchCart(m, cart.id);
      return m.findOneByOrFail(CartEntity, { id: cart.id });
    });
    return this.view(actor, changed);
  }
}
