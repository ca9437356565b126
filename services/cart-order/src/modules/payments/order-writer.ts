import { CartOrderEvents, type Order, type OrderPaidData } from '@cards/contracts';
import type { Logger, Outbox } from '@cards/kit';
import { type DataSource, type EntityManager } from 'typeorm';
import type { ArriveByRules, Clock, DeliveryDates } from '../delivery-dates/index.js';
import { takePaidFromCart } from '../cart/index.js';
import { reservations } from '../coupons/index.js';
import { writeOrderRecipients } from '../mailing/index.js';
import { insertOrder, insertOrderLine, loadOrder, nextOrderNumber, orderIdOfIntent, type OrderReleases } from '../orders/index.js';
import { amountMismatch } from '../../domain/checkout.errors.js';
import type { ProviderIntent } from '../providers/index.js';
import { PaymentEntity } from './payment.entity.js';
import { findPaymentByIntent, type PaymentSnapshot } from './payment.store.js';

/** What a OrderWriter is built from. */
export interface OrderWriterDeps {
  ds: DataSource;
  outbox: Outbox;
  log: Logger;
  dates: DeliveryDates;
  arriveBy: ArriveByRules;
  releases: OrderReleases;
  clock: Clock;
}

/**
 * Turns a succeeded payment into its order, exactly once. Whoever gets there first — the
 * browser's payment_complete, its retry, the webhook, the reconciler after a crash — takes
 * the payment row's lock; the others find the order it made. One transaction writes the
 * order and its snapshotted lines, redeems the coupon, empties the cart and queues
 * `cart_order.order.paid.v1`. An order asked to arrive by a later day than it could is
 * written `held`, and its release is armed for its dispatch day.
 */
export class OrderWriter {
  private readonly ds: DataSource;
  private readonly outbox: Outbox;
  private readonly log: Logger;
  private readonly dates: DeliveryDates;
  private readonly arriveBy: ArriveByRules;
  private readonly releases: OrderReleases;
  private readonly clock: Clock;

  constructor(deps: OrderWriterDeps) {
    ({
      ds: this.ds,
      outbox: this.outbox,
      log: this.log,
      dates: this.dates,
      arriveBy: this.arriveBy,
      releases: this.releases,
      clock: this.clock,
    } = deps);
  }

  async fromSucceededIntent(intent: ProviderIntent): Promise<Order | null> {
    if (intent.status !== 'succeeded') return null;
    const created = await this.ds.transaction(async (m) => {
      const payment = await findPaymentByIntent(m, intent.id, true);
      if (!payment) return null;
      const existing = await orderIdOfIntent(m, intent.id);
      if (existing != null) return { id: existing, heldUntil: null, fresh: false, order: undefined };
      if (intent.amount !== payment.amount || intent.currency.toLowerCase() !== payment.currency.toLowerCase()) {
        this.log.error(
          { intent: intent.id, charged: intent.amount, expected: payment.amount, currency: intent.currency },
          'paid amount does not match the payment; no order made',
        );
        throw amountMismatch();
      }
      const written = await this.write(m, payment);
      // The answer is the order as paid: read before its event goes out, so no state a consumer
      // reaches first (a recipient's card already printing) shows in the payment's own reply.
      return { ...written, fresh: true, order: await loadOrder(m, { id: written.id }) };
    });
    if (!created) return null;
    if (created.fresh) await this.outbox.flush();
    if (created.fresh && created.heldUntil) await this.releases.arm(created.id, created.heldUntil);
    return created.order ?? (await loadOrder(this.ds, { id: created.id }))!;
  }

  private async write(m: EntityManager, p: PaymentEntity): Promise<{ id: number; heldUntil: string | null }> {
    const s = p.snapshot;
    const number = await nextOrderNumber(m);
    const { plan, heldUntil } = this.planDates(p);
    const orderId = await insertOrder(m, {
      number,
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
      currency: 'GBP',
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
    });
    const lines = await writeLines(m, orderId, s.lines);
    if (s.coupon_id != null) {
      if (!(await reservations.redeem(m, p.id, orderId))) {
        // The reservation lapsed or was released, yet the customer paid the discounted total:
        // the money decides. Record it (possibly past the limit) rather than lose the order.
        this.log.warn({ payment: p.id, coupon: s.coupon_id }, 'coupon redeemed without a live reservation');
        await reservations.redeemUnreserved(m, { couponId: s.coupon_id, userId: p.user_id, paymentId: p.id, orderId });
      }
    }
    await takePaidFromCart(m, {
      cartId: p.cart_id,
      version: p.cart_version,
      itemIds: s.lines.map((l) => l.item_id),
      couponId: s.coupon_id,
    });
    await m.update(PaymentEntity, { id: p.id }, { status: 'succeeded', last_error: null });
    await this.outbox.add(m, CartOrderEvents.orderPaid, {
      order_id: orderId,
      number,
      user_id: p.user_id,
      account_id: p.account_id,
      lines,
      total: s.total,
      currency: 'GBP',
      held_until: heldUntil,
    });
    return { id: orderId, heldUntil };
  }

  /**
   * The dates, planned when the money is in: what the customer is promised from here on. The
   * day chosen at checkout when it can still be met (held until its dispatch day), else as soon as possible.
   */
  private planDates(p: PaymentEntity): { plan: { dispatch_date: string; arrival_date: string }; heldUntil: string | null } {
    const s = p.snapshot;
    const now = this.clock();
    const asap = this.dates.plan(now, s.delivery.postage_class, s.delivery.address?.postcode);
    const chosen = s.delivery.arrive_by
      ? this.arriveBy.check(now, s.delivery.postage_class, s.delivery.address?.postcode, {
          day: s.delivery.arrive_by,
          mode: s.delivery.arrive_by_mode,
        })
      : null;
    // Paid after the chosen day slipped out of reach (a cut-off passed mid-payment): the money
    // decides, the order goes out as soon as it can and keeps the day asked for.
    if (chosen && !chosen.ok)
      this.log.warn(
        { payment: p.id, arrive_by: s.delivery.arrive_by, reason: chosen.reason },
        'arrive-by day no longer reachable at payment; sent as soon as possible',
      );
    const plan = chosen?.ok ? { dispatch_date: chosen.plan.dispatch_date, arrival_date: chosen.plan.arrival_date } : asap;
    const heldUntil = chosen?.ok && chosen.plan.held ? chosen.plan.dispatch_date : null;
    return { plan, heldUntil };
  }
}

/** Writes the order's lines, and the recipients of lines sent to many, from what the payment paid for; what the paid event says of each back. */
async function writeLines(m: EntityManager, orderId: number, paid: PaymentSnapshot['lines']): Promise<OrderPaidData['lines']> {
  const lines: OrderPaidData['lines'] = [];
  for (const [i, l] of paid.entries()) {
    const lineId = await insertOrderLine(m, {
      order_id: orderId,
      position: i + 1,
      card_instance_id: l.card_instance_id,
      product_id: l.product_id,
      product_name: l.product_name,
      size: l.size,
      title: l.title,
      thumbnail_url: l.thumbnail_url,
      quantity: l.quantity,
      unit_price: l.unit_price,
      total: l.unit_price * l.quantity,
      print_checks: l.print_checks?.length ? l.print_checks : null,
    });
    const recipients = l.recipients ?? [];
    const ids = await writeOrderRecipients(m, { orderId, lineId }, recipients);
    lines.push({
      line_id: lineId,
      card_instance_id: l.card_instance_id,
      product_id: l.product_id,
      quantity: l.quantity,
      unit_price: l.unit_price,
      size: l.size,
      recipients: recipients.map((r, k) => ({
        recipient_id: ids[k]!,
        name: r.name,
        salutation: r.salutation,
        channel: r.channel,
        email: r.email,
      })),
    });
  }
  return lines;
}
