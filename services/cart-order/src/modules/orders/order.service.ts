import { CartOrderEvents, toPence, type Actor, type Order, type OrderListQuery, type OrderStatus, type Page } from '@cards/contracts';
import type { Logger, Outbox, RequestBus } from '@cards/kit';
import type { z } from 'zod';
import type { AdminOrderInput, CardInstanceForCartReply } from '@cards/contracts';
import type { DataSource } from 'typeorm';
import { one, rows, S, type Queryable } from '../../db/sql.js';
import { toPostal } from '../addresses/address.store.js';
import { cardInstanceForCart } from '../cart/card-instance.client.js';
import { productNotFound } from '../cart/cart.errors.js';
import { postagePrice, vatPart } from '../cart/pricing.js';
import type { CatalogView, ProductView } from '../catalog-view/catalog-view.service.js';
import type { DeliveryDates } from '../delivery-dates/delivery-dates.js';
import type { Clock } from '../delivery-dates/delivery-options.js';
import type { PaymentProvider } from '../payments/payment-provider.port.js';
import { arriveByUnreachable } from '../cart/cart.errors.js';
import type { ArriveByRules } from '../delivery-dates/arrive-by.js';
import { invalidTransition, notCancellable, notDeletable, notHeld, orderNotFound, refundFailed } from './order.errors.js';
import { customersOf } from './customer.client.js';
import { releaseInTransaction, type OrderReleases } from './order-release.js';
import { cancellable, canMove, refunds } from './order-status.js';
import { loadOrder, loadOrders, nextOrderNumber, type OrderRow } from './order.store.js';

type AdminOrder = z.infer<typeof AdminOrderInput>;

/** Orders: customers read and cancel their own; admins manage all. */
export class OrderService {
  constructor(
    private readonly ds: DataSource,
    private readonly outbox: Outbox,
    private readonly provider: PaymentProvider,
    private readonly catalog: CatalogView,
    private readonly rpc: RequestBus,
    private readonly log: Logger,
    private readonly dates: DeliveryDates,
    private readonly arriveBy: ArriveByRules,
    private readonly releases: OrderReleases,
    private readonly clock: Clock,
  ) {}

  async list(q: OrderListQuery, owner: number | null): Promise<Page<Order>> {
    const userId = owner ?? q.user_id ?? null;
    const where = `deleted_at IS NULL AND ($1::int IS NULL OR user_id = $1) AND ($2::text IS NULL OR status = $2)
      AND ($3::text IS NULL OR number ILIKE $3) AND ($4::date IS NULL OR planned_dispatch_date = $4::date)`;
    const params = [userId, q.status ?? null, q.search ? `%${q.search.replace(/[%_\\]/g, '\\$&')}%` : null, q.dispatch_date ?? null];
    const items = await loadOrders(this.ds, where, params, `ORDER BY created_at DESC, id DESC LIMIT ${q.per_page} OFFSET ${(q.page - 1) * q.per_page}`);
    const total = await one<{ n: number }>(this.ds, `SELECT count(*)::int AS n FROM ${S}.orders WHERE ${where}`, params);
    return { items: owner == null ? await this.withCustomers(items) : items, total: total!.n };
  }

  /** Admin views name who placed each order. */
  private async withCustomers(orders: Order[]): Promise<Order[]> {
    const customers = await customersOf(this.rpc, this.log, orders.map((o) => o.user_id));
    return orders.map((o) => ({ ...o, customer: customers.get(o.user_id) ?? null }));
  }

  /** One order; `owner` limits it to that user's (another user's order is a 404, not a 403). */
  async get(id: number, owner: number | null): Promise<Order> {
    const o = await loadOrder(this.ds, 'id = $1 AND deleted_at IS NULL AND ($2::int IS NULL OR user_id = $2)', [id, owner]);
    if (!o) throw orderNotFound();
    return owner == null ? (await this.withCustomers([o]))[0]! : o;
  }

  async byNumber(number: string, owner: number): Promise<Order> {
    const o = await loadOrder(this.ds, 'upper(number) = upper($1) AND deleted_at IS NULL AND user_id = $2', [number, owner]);
    if (!o) throw orderNotFound();
    return o;
  }

  async cancel(actor: Actor, id: number): Promise<Order> {
    const o = await this.get(id, actor.user_id);
    if (o.status === 'cancelled') return o;
    if (!cancellable(o.status)) throw notCancellable(o.status);
    return this.move(id, 'cancelled', actor.user_id);
  }

  /**
   * A held order's new arrive-by day: checked like at checkout, planned again, and re-armed;
   * a day that needs printing today releases the order at once.
   */
  async changeArriveBy(actor: Actor, id: number, day: string): Promise<Order> {
    const o = await this.get(id, actor.user_id);
    if (o.status !== 'held') throw notHeld();
    const check = this.arriveBy.check(this.clock(), o.delivery.postage_class, o.delivery.address?.postcode, day);
    if (!check.ok) throw arriveByUnreachable(check.reason, 'order.arrive_by');
    const plan = check.plan;
    await this.ds.transaction(async (m) => {
      const row = (await one<OrderRow>(m, `SELECT * FROM ${S}.orders WHERE id = $1 FOR UPDATE`, [id]))!;
      if (row.status !== 'held') throw notHeld();
      await m.query(`UPDATE ${S}.orders SET arrive_by = $2, planned_dispatch_date = $3, expected_arrival_date = $4, updated_at = now() WHERE id = $1`,
        [id, plan.arrive_by, plan.dispatch_date, plan.arrival_date]);
      if (!plan.held) await releaseInTransaction(m, this.outbox, row);
    });
    await this.outbox.flush();
    if (plan.held) await this.releases.arm(id, plan.dispatch_date);
    return this.get(id, actor.user_id);
  }

  /**
   * Moves an order along the machine. A refund goes to the provider first, with the order id
   * as idempotency key, and is recorded afterwards: the order row is never locked across the
   * call, and should a concurrent move win meanwhile, the money back still ends as `refunded`.
   */
  async move(id: number, to: OrderStatus, owner: number | null, patch: { tracking_number?: string | null; note?: string | null } = {}): Promise<Order> {
    const before = await one<OrderRow>(this.ds, `SELECT * FROM ${S}.orders WHERE id = $1 AND deleted_at IS NULL AND ($2::int IS NULL OR user_id = $2)`, [id, owner]);
    if (!before) throw orderNotFound();
    if (before.status !== to && !canMove(before.status, to)) throw invalidTransition(before.status, to);
    let refund: { id: string; amount: number } | null = null;
    const owed = before.total - before.refunded_amount;
    if (before.status !== to && refunds(to) && owed > 0 && before.payment_intent_id) {
      try {
        refund = await this.provider.refund({ paymentIntentId: before.payment_intent_id, amount: owed, idempotencyKey: `order-refund-${id}` });
      } catch (err) {
        this.log.error({ err, order: id }, 'refund failed');
        throw refundFailed();
      }
    }
    await this.ds.transaction(async (m) => {
      const cur = (await one<OrderRow>(m, `SELECT * FROM ${S}.orders WHERE id = $1 FOR UPDATE`, [id]))!;
      let next = to;
      if (cur.status !== to && !canMove(cur.status, to)) {
        if (!refund) throw invalidTransition(cur.status, to);
        next = 'refunded';
      }
      const refunded = refund ? Math.min(cur.total, cur.refunded_amount + refund.amount) : cur.refunded_amount;
      // Released by hand (the admin's "print now"): the same release as on the dispatch day.
      if (cur.status === 'held' && next === 'paid') await releaseInTransaction(m, this.outbox, cur);
      await m.query(`UPDATE ${S}.orders SET status = $2, refunded_amount = $3, refund_id = coalesce($4, refund_id),
          cancelled_at = CASE WHEN $2 = 'cancelled' THEN coalesce(cancelled_at, now()) ELSE cancelled_at END,
          in_production_at = CASE WHEN $2 = 'in_production' THEN coalesce(in_production_at, now()) ELSE in_production_at END,
          dispatched_at = CASE WHEN $2 = 'dispatched' THEN coalesce(dispatched_at, now()) ELSE dispatched_at END,
          delivered_at = CASE WHEN $2 = 'delivered' THEN coalesce(delivered_at, now()) ELSE delivered_at END,
          tracking_number = CASE WHEN $5 THEN $6 ELSE tracking_number END, note = CASE WHEN $7 THEN $8 ELSE note END, updated_at = now()
        WHERE id = $1`,
      [id, next, refunded, refund?.id ?? null, patch.tracking_number !== undefined, patch.tracking_number ?? null, patch.note !== undefined, patch.note ?? null]);
      if (cur.status !== next && !(cur.status === 'held' && next === 'paid')) {
        await this.outbox.add(m, CartOrderEvents.orderStatusChanged, {
          order_id: id, number: cur.number, user_id: cur.user_id, account_id: cur.account_id, from: cur.status, status: next, refunded_amount: refunded,
        });
      }
    });
    await this.outbox.flush();
    return this.get(id, null);
  }

  /** A provider-side refund (from the dashboard) reported by webhook. */
  async recordProviderRefund(paymentIntentId: string, amountRefunded: number): Promise<void> {
    await this.ds.transaction(async (m) => {
      const o = await one<OrderRow>(m, `SELECT * FROM ${S}.orders WHERE payment_intent_id = $1 FOR UPDATE`, [paymentIntentId]);
      if (!o || amountRefunded <= o.refunded_amount) return;
      const full = amountRefunded >= o.total;
      const next: OrderStatus = full && o.status !== 'cancelled' ? 'refunded' : o.status;
      await m.query(`UPDATE ${S}.orders SET refunded_amount = $2, status = $3, updated_at = now() WHERE id = $1`, [o.id, Math.min(o.total, amountRefunded), next]);
      if (next !== o.status) {
        await this.outbox.add(m, CartOrderEvents.orderStatusChanged, {
          order_id: o.id, number: o.number, user_id: o.user_id, account_id: o.account_id, from: o.status, status: next, refunded_amount: Math.min(o.total, amountRefunded),
        });
      }
    });
    await this.outbox.flush();
  }

  /** A manual order (replacement, phone order): recorded as paid with no payment, sent to print like any other. */
  async adminCreate(input: AdminOrder): Promise<Order> {
    const owner = { user_id: input.user_id, account_id: input.account_id ?? null, email: '', admin: false };
    const lines: Array<AdminOrder['items'][number] & { unit: number; product: ProductView; instance: CardInstanceForCartReply }> = [];
    for (const it of input.items) {
      const product = await this.catalog.product(it.product_id);
      if (!product) throw productNotFound();
      const instance = await cardInstanceForCart(this.rpc, it.card_instance_id, owner);
      const unit = it.unit_price != null ? toPence(it.unit_price) : product.price;
      lines.push({ ...it, unit, product, instance });
    }
    const subtotal = lines.reduce((s, l) => s + l.unit * l.quantity, 0);
    const shipping = input.shipping != null ? toPence(input.shipping) : postagePrice(input.delivery.postage_class, false);
    const total = subtotal + shipping;
    const address = toPostal(input.delivery.address);
    const plan = this.dates.plan(this.clock(), input.delivery.postage_class, address.postcode);
    const id = await this.ds.transaction(async (m) => {
      const number = await nextOrderNumber(m);
      const [o] = await rows<{ id: number }>(m, `
        INSERT INTO ${S}.orders (number, user_id, account_id, status, subtotal, coupon_value, shipping, vat, total, currency, delivery_method, postage_class, address, provider, note, paid_at,
          planned_dispatch_date, expected_arrival_date)
        VALUES ($1, $2, $3, 'paid', $4, 0, $5, $6, $7, 'GBP', $8, $9, $10, 'manual', $11, now(), $12, $13) RETURNING id`,
      [number, input.user_id, owner.account_id, subtotal, shipping, vatPart(total), total, input.delivery.method, input.delivery.postage_class,
        JSON.stringify(address), input.note ?? null, plan.dispatch_date, plan.arrival_date]);
      const paidLines = [];
      for (const [i, l] of lines.entries()) {
        const [line] = await rows<{ id: number }>(m, `
          INSERT INTO ${S}.order_lines (order_id, position, card_instance_id, product_id, product_name, size, title, thumbnail_url, quantity, unit_price, total)
          VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
        [o!.id, i + 1, l.card_instance_id, l.product_id, l.product.name, l.product.size, l.instance.title ?? null, l.instance.thumbnail_url ?? l.instance.image_url ?? null, l.quantity, l.unit, l.unit * l.quantity]);
        paidLines.push({ line_id: line!.id, card_instance_id: l.card_instance_id, product_id: l.product_id, quantity: l.quantity, unit_price: l.unit, size: l.product.size });
      }
      await this.outbox.add(m, CartOrderEvents.orderPaid, { order_id: o!.id, number, user_id: input.user_id, account_id: owner.account_id, lines: paidLines, total, currency: 'GBP' });
      return o!.id;
    });
    await this.outbox.flush();
    return this.get(id, null);
  }

  async adminUpdate(id: number, patch: { status?: OrderStatus; tracking_number?: string | null; note?: string | null; address?: Parameters<typeof toPostal>[0] }): Promise<Order> {
    if (patch.address) {
      const r = await rows(this.ds, `UPDATE ${S}.orders SET address = $2, updated_at = now() WHERE id = $1 AND deleted_at IS NULL RETURNING id`, [id, JSON.stringify(toPostal(patch.address))]);
      if (!r.length) throw orderNotFound();
    }
    const cur = await this.get(id, null);
    return this.move(id, patch.status ?? cur.status, null, { tracking_number: patch.tracking_number, note: patch.note });
  }

  async adminDelete(id: number): Promise<void> {
    const o = await this.get(id, null);
    if (o.status !== 'cancelled' && o.status !== 'refunded') throw notDeletable();
    await this.ds.query(`UPDATE ${S}.orders SET deleted_at = now(), updated_at = now() WHERE id = $1`, [id]);
  }

  /** Links the print-ready PDFs the rendering service made to the order's lines. */
  async linkPrintFiles(orderId: number, files: Array<{ line_id: number; asset_key: string }>, q: Queryable = this.ds): Promise<void> {
    for (const f of files) {
      await q.query(`UPDATE ${S}.order_lines SET print_asset_key = $3 WHERE id = $1 AND order_id = $2`, [f.line_id, orderId, f.asset_key]);
    }
  }
}
