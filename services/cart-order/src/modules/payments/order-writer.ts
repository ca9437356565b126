import { CartOrderEvents, type Order } from '@cards/contracts';
import type { Logger, Outbox } from '@cards/kit';
import type { DataSource, EntityManager } from 'typeorm';
import { one, rows, S } from '../../db/sql.js';
import type { ArriveByRules } from '../delivery-dates/arrive-by.js';
import type { DeliveryDates } from '../delivery-dates/delivery-dates.js';
import type { Clock } from '../delivery-dates/delivery-options.js';
import type { OrderReleases } from '../orders/order-release.js';
import { loadOrder, nextOrderNumber } from '../orders/order.store.js';
import { amountMismatch } from './checkout.errors.js';
import type { ProviderIntent } from './payment-provider.port.js';
import { findPaymentByIntent, type PaymentRow } from './payment.store.js';

/**
 * Turns a succeeded payment into its order, exactly once. Whoever gets there first — the
 * browser's payment_complete, its retry, the webhook, the reconciler after a crash — takes
 * the payment row's lock; the others find the order it made. One transaction writes the
 * order and its snapshotted lines, redeems the coupon, empties the cart and queues
 * `cart_order.order.paid.v1`. An order asked to arrive by a later day than it could is
 * written `held`, and its release is armed for its dispatch day.
 */
export class OrderWriter {
  constructor(
    private readonly ds: DataSource,
    private readonly outbox: Outbox,
    private readonly log: Logger,
    private readonly dates: DeliveryDates,
    private readonly arriveBy: ArriveByRules,
    private readonly releases: OrderReleases,
    private readonly clock: Clock,
  ) {}

  async fromSucceededIntent(intent: ProviderIntent): Promise<Order | null> {
    if (intent.status !== 'succeeded') return null;
    const created = await this.ds.transaction(async (m) => {
      const payment = await findPaymentByIntent(m, intent.id, true);
      if (!payment) return null;
      const existing = await one<{ id: number }>(m, `SELECT id FROM ${S}.orders WHERE payment_intent_id = $1`, [intent.id]);
      if (existing) return { id: existing.id, heldUntil: null, fresh: false };
      if (intent.amount !== payment.amount || intent.currency.toLowerCase() !== payment.currency.toLowerCase()) {
        this.log.error({ intent: intent.id, charged: intent.amount, expected: payment.amount, currency: intent.currency }, 'paid amount does not match the payment; no order made');
        throw amountMismatch();
      }
      return { ...(await this.write(m, payment)), fresh: true };
    });
    if (!created) return null;
    if (created.fresh) await this.outbox.flush();
    if (created.fresh && created.heldUntil) await this.releases.arm(created.id, created.heldUntil);
    return (await loadOrder(this.ds, 'id = $1', [created.id]))!;
  }

  private async write(m: EntityManager, p: PaymentRow): Promise<{ id: number; heldUntil: string | null }> {
    const s = p.snapshot;
    const number = await nextOrderNumber(m);
    // The dates are planned when the money is in: what the customer is promised from here on.
    const now = this.clock();
    const asap = this.dates.plan(now, s.delivery.postage_class, s.delivery.address?.postcode);
    const chosen = s.delivery.arrive_by ? this.arriveBy.check(now, s.delivery.postage_class, s.delivery.address?.postcode, s.delivery.arrive_by) : null;
    // Paid after the chosen day slipped out of reach (a cut-off passed mid-payment): the money
    // decides, the order goes out as soon as it can and keeps the day asked for.
    if (chosen && !chosen.ok) this.log.warn({ payment: p.id, arrive_by: s.delivery.arrive_by, reason: chosen.reason }, 'arrive-by day no longer reachable at payment; sent as soon as possible');
    const plan = chosen?.ok ? { dispatch_date: chosen.plan.dispatch_date, arrival_date: chosen.plan.arrival_date } : asap;
    const heldUntil = chosen?.ok && chosen.plan.held ? chosen.plan.dispatch_date : null;
    const [order] = await rows<{ id: number }>(m, `
      INSERT INTO ${S}.orders (number, user_id, account_id, status, subtotal, coupon_id, coupon_key, coupon_value, shipping, vat, total, currency,
        delivery_method, postage_class, address, payment_id, payment_intent_id, provider, paid_at, planned_dispatch_date, expected_arrival_date, arrive_by)
      VALUES ($1, $2, $3, $19, $4, $5, $6, $7, $8, $9, $10, 'GBP', $11, $12, $13, $14, $15, $16, now(), $17, $18, $20) RETURNING id`,
    [number, p.user_id, p.account_id, s.subtotal, s.coupon_id, s.coupon_key, s.discount, s.shipping, s.vat, s.total,
      s.delivery.method, s.delivery.postage_class, s.delivery.address ? JSON.stringify(s.delivery.address) : null, p.id, p.intent_id, p.provider,
      plan.dispatch_date, plan.arrival_date, heldUntil ? 'held' : 'paid', s.delivery.arrive_by ?? null]);
    const orderId = order!.id;
    const lines: Array<{ line_id: number; card_instance_id: number; product_id: number; quantity: number; unit_price: number; size: string | null }> = [];
    for (const [i, l] of s.lines.entries()) {
      const [line] = await rows<{ id: number }>(m, `
        INSERT INTO ${S}.order_lines (order_id, position, card_instance_id, product_id, product_name, size, title, thumbnail_url, quantity, unit_price, total, print_checks)
        VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
      [orderId, i + 1, l.card_instance_id, l.product_id, l.product_name, l.size, l.title, l.thumbnail_url, l.quantity, l.unit_price, l.unit_price * l.quantity,
        l.print_checks?.length ? JSON.stringify(l.print_checks) : null]);
      lines.push({ line_id: line!.id, card_instance_id: l.card_instance_id, product_id: l.product_id, quantity: l.quantity, unit_price: l.unit_price, size: l.size });
    }
    if (s.coupon_id != null) {
      const r = await rows(m, `UPDATE ${S}.coupon_redemptions SET status = 'redeemed', order_id = $2, expires_at = NULL WHERE payment_id = $1 RETURNING id`, [p.id, orderId]);
      if (!r.length) {
        // The reservation lapsed or was released, yet the customer paid the discounted total:
        // the money decides. Record it (possibly past the limit) rather than lose the order.
        this.log.warn({ payment: p.id, coupon: s.coupon_id }, 'coupon redeemed without a live reservation');
        await m.query(`INSERT INTO ${S}.coupon_redemptions (coupon_id, user_id, payment_id, order_id, status) VALUES ($1, $2, $3, $4, 'redeemed')`, [s.coupon_id, p.user_id, p.id, orderId]);
      }
    }
    const cart = await one<{ version: number; coupon_id: number | null }>(m, `SELECT version, coupon_id FROM ${S}.carts WHERE id = $1 FOR UPDATE`, [p.cart_id]);
    if (cart) {
      if (cart.version === p.cart_version) {
        await m.query(`DELETE FROM ${S}.cart_items WHERE cart_id = $1`, [p.cart_id]);
      } else {
        // The cart moved on after this payment began: take out only what was paid for.
        await m.query(`DELETE FROM ${S}.cart_items WHERE cart_id = $1 AND id = ANY($2)`, [p.cart_id, s.lines.map((l) => l.item_id)]);
      }
      await m.query(`UPDATE ${S}.carts SET coupon_id = CASE WHEN coupon_id = $2 OR version = $3 THEN NULL ELSE coupon_id END,
        arrive_by = CASE WHEN version = $3 THEN NULL ELSE arrive_by END, version = version + 1, updated_at = now() WHERE id = $1`, [p.cart_id, s.coupon_id, p.cart_version]);
    }
    await m.query(`UPDATE ${S}.payments SET status = 'succeeded', last_error = NULL, updated_at = now() WHERE id = $1`, [p.id]);
    await this.outbox.add(m, CartOrderEvents.orderPaid, {
      order_id: orderId, number, user_id: p.user_id, account_id: p.account_id, lines, total: s.total, currency: 'GBP', held_until: heldUntil,
    });
    return { id: orderId, heldUntil };
  }
}
