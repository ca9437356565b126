import { toPounds, type Actor, type Order, type PaymentCompleteInput } from '@cards/contracts';
import type { Logger } from '@cards/kit';
import { In, IsNull, type DataSource, type EntityManager } from 'typeorm';
import type { CartLine } from '../cart/index.js';
import type { CatalogView, ProductView } from '../catalog-view/index.js';
import { couponNotApplicable, CouponReads } from '../coupons/index.js';
import type { ArriveByRules, Clock } from '../delivery-dates/index.js';
import { unitPriceAt } from '../../domain/pricing.js';
import { OrderLedger } from '../orders/index.js';
import {
  cartChanged,
  couponGone,
  declined,
  paymentCanceled,
  paymentMethodRequired,
  paymentNotFound,
  paymentProcessing,
  pricesChanged,
  providerUnavailable,
  requiresAction,
} from '../../domain/checkout.errors.js';
import type { PlacesOrders } from './payment-ledger.js';
import { PaymentDeclinedError, type PaymentProvider, PaymentStateError, type ProviderIntent } from '../providers/index.js';
import { PaymentEntity } from './payment.entity.js';
import { findPaymentByIntent, OPEN_PAYMENT } from './payment.store.js';
import { snapshotOf } from './payment-snapshot.js';
import { SingleFlight } from './single-flight.js';
import { type CheckoutReadDeps, readBeforePaying } from './checkout-reads.js';
import type { CouponHolds, PayingCarts } from './checkout-ports.js';

const couponReads = new CouponReads();

export interface PaymentIntentAnswer {
  payment_intent_id: string;
  client_secret: string;
  amount: number;
  currency: 'GBP';
  provider: 'stripe' | 'test';
  publishable_key: string | null;
}

/** What a CheckoutService is built from: what paying reads before its transaction, and the rest. */
export interface CheckoutServiceDeps extends CheckoutReadDeps {
  provider: PaymentProvider;
  writer: PlacesOrders;
  arriveBy: ArriveByRules;
  clock: Clock;
  /** The cart paid for, through the payments module's port. */
  carts: PayingCarts;
  /** The payment's coupon reservation, through the payments module's port. */
  coupons: CouponHolds;
}

/**
 * Checkout: the amount is fixed from the cart on the server (`paymentIntent`), the payment is
 * confirmed and checked against it (`paymentComplete`), and the order is made by the
 * the service's flow that places the order ({@link PlacesOrders}). Nothing holds a database transaction while the provider is called.
 */
export class CheckoutService {
  private readonly flights = new SingleFlight<Order>();

  private readonly ds: DataSource;
  private readonly provider: PaymentProvider;
  private readonly catalog: CatalogView;
  private readonly writer: PlacesOrders;
  private readonly arriveBy: ArriveByRules;
  private readonly clock: Clock;
  private readonly log: Logger;
  private readonly reads: CheckoutReadDeps;
  private readonly carts: PayingCarts;
  private readonly coupons: CouponHolds;

  constructor(deps: CheckoutServiceDeps) {
    this.reads = deps;
    ({
      ds: this.ds,
      provider: this.provider,
      catalog: this.catalog,
      writer: this.writer,
      arriveBy: this.arriveBy,
      clock: this.clock,
      log: this.log,
      carts: this.carts,
      coupons: this.coupons,
    } = deps);
  }

  async paymentIntent(actor: Actor): Promise<PaymentIntentAnswer> {
    // Prices are read before the transaction: the catalogue may need a request over the bus.
    const { products, checks } = await readBeforePaying(this.reads, actor, await this.carts.lines(this.ds, actor));

    const { payment, superseded } = await this.ds.transaction(async (m) => this.openPayment(m, actor, { products, checks }));

    for (const id of superseded)
      void this.provider.cancelIntent(id).catch((err) => this.log.warn({ err, intent: id }, 'could not cancel a superseded intent'));

    const { intentId, clientSecret } = await this.ensureIntent(payment, actor);
    return {
      payment_intent_id: intentId,
      client_secret: clientSecret ?? '',
      amount: toPounds(payment.amount),
      currency: 'GBP',
      provider: this.provider.name,
      publishable_key: this.provider.publishableKey,
    };
  }

  /**
   * The payment for the cart as it is: the open one made for this very cart and total, else a new
   * one replacing earlier checkouts of the cart (their coupon reservations go back) and reserving the coupon.
   */
  private async openPayment(
    m: EntityManager,
    actor: Actor,
    read: { products: Map<number, ProductView | null>; checks: Map<number, CartLine['card_instance']['print_checks']> },
  ): Promise<{ payment: PaymentEntity; superseded: string[] }> {
    const { cart, items, priced, arriveBy } = await this.carts.payable(m, actor, {
      products: read.products,
      catalog: this.catalog,
      arriveBy: this.arriveBy,
      clock: this.clock,
    });
    const checks = read.checks;
    const reuse = await m.findOne(PaymentEntity, {
      where: { cart_id: cart.id, cart_version: cart.version, amount: priced.totals.total, status: In(OPEN_PAYMENT) },
      order: { id: 'DESC' },
    });
    if (reuse) {
      await this.coupons.renew(m, reuse.id);
      return { payment: reuse, superseded: [] as string[] };
    }
    // Earlier checkouts of this cart are replaced: their coupon reservations go back.
    const replaced = await m
      .createQueryBuilder()
      .update(PaymentEntity)
      .set({ status: 'superseded' })
      .where({ cart_id: cart.id, status: In(OPEN_PAYMENT) })
      .returning(['id', 'intent_id'])
      .execute();
    const old = replaced.raw as Array<{ id: number; intent_id: string | null }>;
    await this.coupons.release(
      m,
      old.map((o) => o.id),
    );

    if (priced.coupon) {
      // Concurrent checkouts that could use up the same limit count one after another.
      const c = (await this.coupons.forRedemption(m, priced.coupon.id, actor.user_id, priced.coupon))!;
      const why = await couponReads.refusal(m, c, { userId: actor.user_id, subtotal: priced.totals.subtotal });
      if (why) throw couponNotApplicable(why);
    }
    const snapshot = snapshotOf({ cart, items, priced, arriveBy }, checks);
    const p = await m.save(
      PaymentEntity,
      m.create(PaymentEntity, {
        provider: this.provider.name,
        intent_id: null,
        client_secret: null,
        cart_id: cart.id,
        cart_version: cart.version,
        user_id: actor.user_id,
        account_id: actor.account_id,
        amount: priced.totals.total,
        currency: 'GBP',
        snapshot,
        status: 'creating',
        attempts: 0,
        last_error: null,
      }),
    );
    if (priced.coupon) {
      await this.coupons.reserve(m, { couponId: priced.coupon.id, userId: actor.user_id, paymentId: p.id });
    }
    return { payment: p, superseded: old.map((o) => o.intent_id).filter((x): x is string => !!x) };
  }

  /** The provider's intent for the payment, created once (the row id is its idempotency key). */
  private async ensureIntent(payment: PaymentEntity, actor: Actor): Promise<{ intentId: string; clientSecret: string | null }> {
    let intentId = payment.intent_id;
    let clientSecret = payment.client_secret;
    if (!intentId) {
      // The row id is the idempotency key: after a crash here the retry gets the same intent.
      let intent: ProviderIntent;
      try {
        intent = await this.provider.createIntent({
          amount: payment.amount,
          currency: 'gbp',
          idempotencyKey: `cart-payment-${payment.id}`,
          metadata: {
            cart_id: String(payment.cart_id),
            cart_version: String(payment.cart_version),
            payment_id: String(payment.id),
            user_id: String(actor.user_id),
          },
          description: `Greeting cards (cart ${payment.cart_id})`,
        });
      } catch (err) {
        this.log.error({ err, payment: payment.id }, 'payment provider failed to create an intent');
        throw providerUnavailable();
      }
      await this.ds
        .getRepository(PaymentEntity)
        .update({ id: payment.id, intent_id: IsNull() }, { intent_id: intent.id, client_secret: intent.client_secret, status: 'pending' });
      intentId = intent.id;
      clientSecret = intent.client_secret;
    }
    return { intentId, clientSecret };
  }

  async paymentComplete(actor: Actor, input: PaymentCompleteInput): Promise<Order> {
    const payment = await this.ds.getRepository(PaymentEntity).findOneBy({ intent_id: input.payment_intent_id, user_id: actor.user_id });
    if (!payment) throw paymentNotFound();
    return this.flights.run(input.payment_intent_id, () => this.complete(payment, input));
  }

  private async complete(payment: PaymentEntity, input: PaymentCompleteInput): Promise<Order> {
    const id = payment.intent_id!;
    // The intent is asked for while the order is looked up; a replay whose order exists does not wait for it.
    const retrieving = this.retrieve(id);
    retrieving.catch(() => undefined);
    const done = await new OrderLedger().read(this.ds, { payment_intent_id: id });
    if (done) return done;

    let pi = await retrieving;
    if (pi.status === 'requires_action') {
      if (!input.confirm) throw requiresAction(pi);
      pi = await this.guard(payment, () => this.provider.completeAuthentication(id, input.authentication_result ?? 'succeeded'));
      if (pi.status === 'requires_action') throw requiresAction(pi);
    }
    if (pi.status === 'requires_payment_method' || pi.status === 'requires_confirmation') {
      await this.precheck(payment);
      if (!input.payment_method && pi.status === 'requires_payment_method') throw paymentMethodRequired();
      const attempt = (await findPaymentByIntent(this.ds, id))!.attempts;
      try {
        pi = await this.guard(payment, () =>
          this.provider.confirmIntent(id, { paymentMethod: input.payment_method, idempotencyKey: `confirm-${id}-${attempt}` }),
        );
      } catch (err) {
        if (!(err instanceof PaymentStateError)) throw err;
        pi = await this.retrieve(id); // someone else confirmed it meanwhile: go by what it is now
      }
      if (pi.status === 'requires_action') {
        // The next confirmation is a new attempt; its idempotency key must differ.
        await this.ds
          .getRepository(PaymentEntity)
          .update({ id: payment.id }, { status: 'requires_action', attempts: () => 'attempts + 1' });
        throw requiresAction(pi);
      }
    }
    if (pi.status === 'processing') throw paymentProcessing();
    if (pi.status === 'canceled') throw paymentCanceled();
    if (pi.status !== 'succeeded') {
      throw declined(
        pi.last_error?.code ?? 'payment_incomplete',
        pi.last_error?.message ?? 'The payment has not gone through',
        pi.last_error?.decline_code,
      );
    }
    const order = await this.writer.fromSucceededIntent(pi);
    if (!order) throw paymentNotFound();
    return order;
  }

  /** Before any money moves: the cart, the prices and the coupon are still what the amount was made from. */
  private async precheck(payment: PaymentEntity): Promise<void> {
    const lines = payment.snapshot.lines;
    const [cart, products] = await Promise.all([
      this.carts.version(this.ds, payment.cart_id),
      Promise.all(lines.map((l) => this.catalog.product(l.product_id))),
    ]);
    if (!cart || cart.version !== payment.cart_version || payment.status === 'superseded') throw cartChanged();
    lines.forEach((l, n) => {
      const p = products[n];
      if (!p || !p.active || unitPriceAt(p, l.quantity) !== l.unit_price) throw pricesChanged();
    });
    if (payment.snapshot.coupon_id == null) return;
    await this.ds.transaction(async (m) => {
      if (await this.coupons.renewLive(m, payment.id)) return;
      // The reservation lapsed while the customer was away: take it again if one is left.
      const c = await this.coupons.forRedemption(m, payment.snapshot.coupon_id!, payment.user_id);
      const why = c && (await couponReads.refusal(m, c, { userId: payment.user_id, subtotal: payment.snapshot.subtotal }));
      if (!c || why) throw couponGone();
      await this.coupons.release(m, [payment.id]);
      await this.coupons.reserve(m, { couponId: c.id, userId: payment.user_id, paymentId: payment.id });
    });
  }

  private async retrieve(id: string): Promise<ProviderIntent> {
    try {
      return await this.provider.retrieveIntent(id);
    } catch (err) {
      if (err instanceof PaymentStateError) throw paymentNotFound();
      this.log.error({ err, intent: id }, 'payment provider failed to retrieve an intent');
      throw providerUnavailable();
    }
  }

  /** A refusal is recorded (and the next try gets a new idempotency key) and told to the customer; nothing else changes. */
  private async guard(payment: PaymentEntity, fn: () => Promise<ProviderIntent>): Promise<ProviderIntent> {
    try {
      return await fn();
    } catch (err) {
      if (err instanceof PaymentDeclinedError) {
        await this.ds.getRepository(PaymentEntity).update(
          { id: payment.id },
          {
            status: 'pending',
            attempts: () => 'attempts + 1',
            last_error: { code: err.code, message: err.message, decline_code: err.declineCode ?? null },
          },
        );
        throw declined(err.code, err.message, err.declineCode);
      }
      if (err instanceof PaymentStateError) throw err;
      this.log.error({ err, intent: payment.intent_id }, 'payment provider call failed');
      throw providerUnavailable();
    }
  }
}
