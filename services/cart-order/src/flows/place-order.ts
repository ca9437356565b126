import { CartOrderEvents, type Order, type OrderPaidData } from '@cards/contracts';
import type { Logger, Outbox } from '@cards/kit';
import type { DataSource } from 'typeorm';
import type { Tx } from '../domain/db.js';
import { amountMismatch } from '../domain/checkout.errors.js';
import { CartCheckout } from '../modules/cart/index.js';
import { CouponUses } from '../modules/coupons/index.js';
import type { ArriveByRules, Clock, DeliveryDates } from '../modules/delivery-dates/index.js';
import { CartRecipients, OrderRecipients } from '../modules/mailing/index.js';
import { OrderLedger, type OrderReleases } from '../modules/orders/index.js';
import { PaymentLedger, type PaidPayment, type PlacesOrders } from '../modules/payments/index.js';
import type { ProviderIntent } from '../modules/providers/index.js';
import { planListDays, type ListDaysPlan } from './list-days-at-payment.js';

/** What the flow is built from. */
export interface PlaceOrderDeps {
  ds: DataSource;
  outbox: Outbox;
  log: Logger;
  dates: DeliveryDates;
  arriveBy: ArriveByRules;
  releases: OrderReleases;
  clock: Clock;
}

/** The modules whose operations the flow runs, each writing its own tables. */
const payments = new PaymentLedger();
const orders = new OrderLedger();
const coupons = new CouponUses();
const carts = new CartCheckout();
const recipients = new OrderRecipients();
const lists = new CartRecipients();

/**
 * Turns a succeeded payment into its order, exactly once. Whoever gets there first — the
 * browser's payment_complete, its retry, the webhook, the reconciler after a crash — takes
 * the payment row's lock; the others find the order it made. One transaction runs each
 * module's part: orders writes the order and its snapshotted lines, mailing their recipients,
 * coupons redeems the coupon, cart gives up what was paid for and mailing the lists of its
 * lines, payments marks the payment succeeded, and `cart_order.order.paid.v1` is queued. An order asked to arrive by a later day
 * than it could is written `held`, and its release is armed for its dispatch day.
 */
export class PlaceOrder implements PlacesOrders {
  private readonly deps: PlaceOrderDeps;

  constructor(deps: PlaceOrderDeps) {
    this.deps = deps;
  }

  async fromSucceededIntent(intent: ProviderIntent): Promise<Order | null> {
    if (intent.status !== 'succeeded') return null;
    const { ds, outbox, log, releases } = this.deps;
    const created = await ds.transaction(async (tx) => {
      const payment = await payments.lockByIntent(tx, intent.id);
      if (!payment) return null;
      const existing = await orders.idOfIntent(tx, intent.id);
      if (existing != null) return { id: existing, heldUntil: null, listDays: false, fresh: false, order: undefined };
      if (intent.amount !== payment.amount || intent.currency.toLowerCase() !== payment.currency.toLowerCase()) {
        log.error(
          { intent: intent.id, charged: intent.amount, expected: payment.amount, currency: intent.currency },
          'paid amount does not match the payment; no order made',
        );
        throw amountMismatch();
      }
      const written = await this.write(tx, payment);
      // The answer is the order as paid: read before its event goes out, so no state a consumer
      // reaches first (a recipient's card already printing) shows in the payment's own reply.
      return { ...written, fresh: true, order: await orders.read(tx, { id: written.id }) };
    });
    if (!created) return null;
    if (created.fresh) await outbox.flush();
    if (created.fresh && created.heldUntil) await releases.arm(created.id, created.heldUntil);
    // Each later day of a list whose people have days of their own gets its own release.
    if (created.fresh && created.listDays) await releases.armListDays(created.id);
    return created.order ?? (await orders.read(ds, { id: created.id }))!;
  }

  private async write(tx: Tx, p: PaidPayment): Promise<{ id: number; heldUntil: string | null; listDays: boolean }> {
    const s = p.snapshot;
    const ordered = this.planDates(p);
    const listDays = planListDays({ arriveBy: this.deps.arriveBy, now: this.deps.clock(), log: this.deps.log }, p, ordered);
    const { plan, heldUntil } = listDays ?? ordered;
    const {
      id: orderId,
      number,
      lineIds,
    } = await orders.open(
      tx,
      {
        user_id: p.user_id,
        account_id: p.account_id,
        status: heldUntil ? 'held' : 'paid',
        subtotal: s.subtotal,
        coupon_id: s.coupon_id,
        coupon_key: s.coupon_key,
        coupon_value: s.discount,
        shipping: s.shipping,
        vat: s.vat,
        total: s.total,
        delivery_method: s.delivery.method,
        postage_class: s.delivery.postage_class,
        address: s.delivery.address,
        payment_id: p.id,
        payment_intent_id: p.intent_id,
        provider: p.provider,
        paid_at: new Date(),
        planned_dispatch_date: plan.dispatch_date,
        expected_arrival_date: plan.arrival_date,
        arrive_by: s.delivery.arrive_by ?? null,
        arrive_by_mode: s.delivery.arrive_by_mode ?? 'on_the_day',
      },
      // A line as paid for, less what is not the order line's own (its cart item, its envelopes, its recipients).
      s.lines.map(({ item_id: _item, postage: _postage, recipients: _recipients, print_checks, ...line }) => ({
        ...line,
        print_checks: print_checks?.length ? print_checks : null,
      })),
    );
    const lines = await keepRecipients(tx, orderId, { paid: s.lines, lineIds }, listDays);
    if (s.coupon_id != null) await this.redeem(tx, p, orderId);
    await carts.take(tx, { cartId: p.cart_id, version: p.cart_version, itemIds: s.lines.map((l) => l.item_id), couponId: s.coupon_id });
    await lists.dropOrphans(tx, p.cart_id);
    await payments.succeeded(tx, p.id);
    await this.deps.outbox.add(tx, CartOrderEvents.orderPaid, {
      order_id: orderId,
      number,
      user_id: p.user_id,
      account_id: p.account_id,
      lines,
      total: s.total,
      currency: 'GBP',
      held_until: heldUntil,
    });
    return { id: orderId, heldUntil, listDays: listDays != null };
  }

  /** The payment's coupon reservation becomes the order's redemption. */
  private async redeem(tx: Tx, p: PaidPayment, orderId: number): Promise<void> {
    if (await coupons.redeem(tx, p.id, orderId)) return;
    // The reservation lapsed or was released, yet the customer paid the discounted total:
    // the money decides. Record it (possibly past the limit) rather than lose the order.
    this.deps.log.warn({ payment: p.id, coupon: p.snapshot.coupon_id }, 'coupon redeemed without a live reservation');
    await coupons.redeemUnreserved(tx, { couponId: p.snapshot.coupon_id!, userId: p.user_id, paymentId: p.id, orderId });
  }

  /**
   * The dates, planned when the money is in: what the customer is promised from here on. The
   * day chosen at checkout when it can still be met (held until its dispatch day), else as soon as possible.
   */
  private planDates(p: PaidPayment): { plan: { dispatch_date: string; arrival_date: string }; heldUntil: string | null } {
    const { dates, arriveBy, clock, log } = this.deps;
    const s = p.snapshot;
    const now = clock();
    const asap = dates.plan(now, s.delivery.postage_class, s.delivery.address?.postcode);
    const chosen = s.delivery.arrive_by
      ? arriveBy.check(now, s.delivery.postage_class, s.delivery.address?.postcode, {
          day: s.delivery.arrive_by,
          mode: s.delivery.arrive_by_mode,
        })
      : null;
    // Paid after the chosen day slipped out of reach (a cut-off passed mid-payment): the money
    // decides, the order goes out as soon as it can and keeps the day asked for.
    if (chosen && !chosen.ok)
      log.warn(
        { payment: p.id, arrive_by: s.delivery.arrive_by, reason: chosen.reason },
        'arrive-by day no longer reachable at payment; sent as soon as possible',
      );
    const plan = chosen?.ok ? { dispatch_date: chosen.plan.dispatch_date, arrival_date: chosen.plan.arrival_date } : asap;
    const heldUntil = chosen?.ok && chosen.plan.held ? chosen.plan.dispatch_date : null;
    return { plan, heldUntil };
  }
}

/** Keeps the recipients of lines sent to many, from what the payment paid for; what the paid event says of each line back. */
async function keepRecipients(
  tx: Tx,
  orderId: number,
  { paid, lineIds }: { paid: PaidPayment['snapshot']['lines']; lineIds: number[] },
  days: ListDaysPlan | null,
): Promise<OrderPaidData['lines']> {
  const lines: OrderPaidData['lines'] = [];
  for (const [i, l] of paid.entries()) {
    const lineId = lineIds[i]!;
    const list = l.recipients ?? [];
    const dates = days?.people[i];
    const ids = await recipients.keep(tx, { orderId, lineId }, list, dates);
    // On a list with days of its own the paid event carries only the first day's people (all of
    // them when the order is held: nothing acts on a held order's paid event but its mail).
    const goes = list.flatMap((r, k) => (!dates || days!.heldUntil || dates[k]!.released ? [{ r, id: ids[k]! }] : []));
    if (list.length && !goes.length) continue;
    lines.push({
      line_id: lineId,
      card_instance_id: l.card_instance_id,
      product_id: l.product_id,
      quantity: list.length ? goes.filter((g) => g.r.channel === 'post').length : l.quantity,
      unit_price: l.unit_price,
      size: l.size,
      recipients: goes.map(({ r, id }) => ({
        recipient_id: id,
        name: r.name,
        salutation: r.salutation,
        channel: r.channel,
        email: r.email,
      })),
    });
  }
  return lines;
}
