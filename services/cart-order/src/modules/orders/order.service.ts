import {
  CartOrderEvents,
  type Actor,
  type ArriveByMode,
  type Order,
  type OrderListQuery,
  type OrderStatus,
  type Page,
  ukDayOf,
} from '@cards/contracts';
import { containsPattern, type Logger, type Outbox, type RequestBus } from '@cards/kit';
import type { z } from 'zod';
import type { AdminOrderInput } from '@cards/contracts';
import { ILike, IsNull, Raw, type DataSource, type EntityManager, type FindOptionsWhere } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';
import { toPostal } from '../addresses/index.js';
import type { CatalogView } from '../catalog-view/index.js';
import { type ArriveByRules, type Clock, type DeliveryDates, nationOfPostcode } from '../delivery-dates/index.js';
import type { PaymentProvider } from '../providers/index.js';
import { arriveByUnreachable } from '../../domain/cart.errors.js';
import { invalidTransition, notCancellable, notDeletable, notHeld, orderNotFound, refundFailed } from './order.errors.js';
import { customersOf } from './customer.client.js';
import { writeManualOrder } from './manual-order.js';
import type { OrderReleases, ReleasesOrders } from './order-release.js';
import { cancellable, canMove, refunds } from './order-status.js';
import { OrderEntity, OrderLineEntity } from './order.entity.js';
import { calendarDay } from '../../domain/calendar-day.js';
import { loadOrder, loadOrders, lockOrder } from './order.store.js';
import type { RecipientWrites } from './recipient-writes.port.js';

/** The moment each status is first reached, stamped once. */
const STAMPED: Partial<Record<OrderStatus, 'cancelled_at' | 'in_production_at' | 'dispatched_at' | 'delivered_at'>> = {
  cancelled: 'cancelled_at',
  in_production: 'in_production_at',
  dispatched: 'dispatched_at',
  delivered: 'delivered_at',
};

/** The statuses of cards that have left: a tracking number saved in them is news to the customer. */
const POSTED = new Set<OrderStatus>(['dispatched', 'delivered']);

type AdminOrder = z.infer<typeof AdminOrderInput>;
/** An admin's tracking numbers for a list's envelopes, one per posted recipient. */
type EnvelopeTracking = Array<{ recipient_id: number; tracking_number: string | null }>;

/** What a OrderService is built from. */
export interface OrderServiceDeps {
  ds: DataSource;
  outbox: Outbox;
  provider: PaymentProvider;
  catalog: CatalogView;
  rpc: RequestBus;
  log: Logger;
  dates: DeliveryDates;
  arriveBy: ArriveByRules;
  releases: OrderReleases;
  /** What releases a held order's cards, with the mailing module's recipients (a flow). */
  release: ReleasesOrders;
  /** The mailing module's writes of the order's recipients (a port, filled in app.ts). */
  recipients: RecipientWrites;
  clock: Clock;
}

/** Orders: customers read and cancel their own; admins manage all. */
export class OrderService {
  private readonly ds: DataSource;
  private readonly outbox: Outbox;
  private readonly provider: PaymentProvider;
  private readonly catalog: CatalogView;
  private readonly rpc: RequestBus;
  private readonly log: Logger;
  private readonly dates: DeliveryDates;
  private readonly arriveBy: ArriveByRules;
  private readonly releases: OrderReleases;
  private readonly release: ReleasesOrders;
  private readonly recipients: RecipientWrites;
  private readonly clock: Clock;

  constructor(deps: OrderServiceDeps) {
    ({
      ds: this.ds,
      outbox: this.outbox,
      provider: this.provider,
      catalog: this.catalog,
      rpc: this.rpc,
      log: this.log,
      dates: this.dates,
      arriveBy: this.arriveBy,
      releases: this.releases,
      release: this.release,
      recipients: this.recipients,
      clock: this.clock,
    } = deps);
  }

  async list(q: OrderListQuery, owner: number | null): Promise<Page<Order>> {
    const userId = owner ?? q.user_id ?? null;
    const where: FindOptionsWhere<OrderEntity> = {
      deleted_at: IsNull(),
      ...(userId != null ? { user_id: userId } : {}),
      ...(q.status ? { status: q.status } : {}),
      ...(q.search ? { number: ILike(containsPattern(q.search)) } : {}),
      ...(q.dispatch_date ? { planned_dispatch_date: q.dispatch_date } : {}),
    };
    const items = await loadOrders(this.ds, where, { take: q.per_page, skip: (q.page - 1) * q.per_page });
    const total = await this.ds.getRepository(OrderEntity).countBy(where);
    return { items: owner == null ? await this.withCustomers(items) : items, total };
  }

  /** Admin views name who placed each order. */
  private async withCustomers(orders: Order[]): Promise<Order[]> {
    const customers = await customersOf(
      this.rpc,
      this.log,
      orders.map((o) => o.user_id),
    );
    return orders.map((o) => ({ ...o, customer: customers.get(o.user_id) ?? null }));
  }

  /** One order; `owner` limits it to that user's (another user's order is a 404, not a 403). */
  async get(id: number, owner: number | null): Promise<Order> {
    const o = await loadOrder(this.ds, this.live(id, owner));
    if (!o) throw orderNotFound();
    return owner == null ? (await this.withCustomers([o]))[0]! : o;
  }

  async byNumber(number: string, owner: number): Promise<Order> {
    const o = await loadOrder(this.ds, {
      number: Raw((col) => `upper(${col}) = upper(:number)`, { number }),
      deleted_at: IsNull(),
      user_id: owner,
    });
    if (!o) throw orderNotFound();
    return o;
  }

  /** An order not deleted, of `owner` when one is given. */
  private live(id: number, owner: number | null): FindOptionsWhere<OrderEntity> {
    return { id, deleted_at: IsNull(), ...(owner != null ? { user_id: owner } : {}) };
  }

  async cancel(actor: Actor, id: number): Promise<Order> {
    const o = await this.get(id, actor.user_id);
    if (o.status === 'cancelled') return o;
    if (!cancellable(o.status)) throw notCancellable(o.status);
    return this.move(id, 'cancelled', actor.user_id);
  }

  /**
   * A held order's new arrive-by day: checked like at checkout, planned again, and re-armed;
   * a day that needs printing today releases the order at once. The customer is mailed the new
   * dates. `owner` null: an admin's change of any order.
   */
  async changeArriveBy(owner: Actor | null, id: number, day: string, mode?: ArriveByMode): Promise<Order> {
    const o = await this.get(id, owner?.user_id ?? null);
    if (o.status !== 'held') throw notHeld();
    // A list whose people have days of their own keeps them: one day for the order would undo them.
    if (o.items.some((i) => i.recipients.some((r) => r.arrive_by)))
      throw arriveByUnreachable('The people on this order have days of their own, planned when it was paid', 'order.arrive_by');
    const aim = mode ?? o.delivery.arrive_by_mode;
    const check = this.arriveBy.check(this.clock(), o.delivery.postage_class, o.delivery.address?.postcode, { day, mode: aim });
    if (!check.ok) throw arriveByUnreachable(check.reason, 'order.arrive_by');
    const plan = check.plan;
    await this.ds.transaction(async (m) => {
      const row = (await lockOrder(m, { id }))!;
      if (row.status !== 'held') throw notHeld();
      await this.replan(m, row, { ...plan, arrive_by_mode: aim }, owner ? 'customer' : 'admin');
      if (!plan.held) await this.release.held(m, row, ukDayOf(this.clock()));
    });
    await this.outbox.flush();
    if (plan.held) await this.releases.arm(id, plan.dispatch_date);
    return this.get(id, owner?.user_id ?? null);
  }

  /**
   * Writes an order's new dates (its row locked by the caller) and, when the day it is expected
   * or asked to arrive moved, `cart_order.order.arrival_changed.v1`, which mails the customer.
   */
  private async replan(
    m: EntityManager,
    row: OrderEntity,
    plan: { dispatch_date: string; arrival_date: string; arrive_by?: string | null; arrive_by_mode?: ArriveByMode },
    by: 'customer' | 'admin',
  ): Promise<void> {
    const before = { dispatch_date: calendarDay(row.planned_dispatch_date), arrival_date: calendarDay(row.expected_arrival_date) };
    const arriveBy = plan.arrive_by === undefined ? calendarDay(row.arrive_by) : plan.arrive_by;
    await m.update(
      OrderEntity,
      { id: row.id },
      {
        planned_dispatch_date: plan.dispatch_date,
        expected_arrival_date: plan.arrival_date,
        arrive_by: arriveBy,
        arrive_by_mode: plan.arrive_by_mode ?? row.arrive_by_mode,
      },
    );
    if (before.arrival_date === plan.arrival_date && calendarDay(row.arrive_by) === arriveBy) return;
    await this.outbox.add(m, CartOrderEvents.orderArrivalChanged, {
      order_id: row.id,
      number: row.number,
      user_id: row.user_id,
      account_id: row.account_id,
      by,
      before,
      after: { dispatch_date: plan.dispatch_date, arrival_date: plan.arrival_date },
      arrive_by: arriveBy,
    });
  }

  /**
   * Moves an order along the machine. A refund goes to the provider first, with the order id
   * as idempotency key, and is recorded afterwards: the order row is never locked across the
   * call, and should a concurrent move win meanwhile, the money back still ends as `refunded`.
   */
  async move(
    id: number,
    to: OrderStatus,
    owner: number | null,
    patch: { tracking_number?: string | null; note?: string | null; envelope_tracking?: EnvelopeTracking } = {},
  ): Promise<Order> {
    const before = await this.ds.getRepository(OrderEntity).findOneBy(this.live(id, owner));
    if (!before) throw orderNotFound();
    if (before.status !== to && !canMove(before.status, to)) throw invalidTransition(before.status, to);
    let refund: { id: string; amount: number } | null = null;
    const owed = before.total - before.refunded_amount;
    if (before.status !== to && refunds(to) && owed > 0 && before.payment_intent_id) {
      try {
        refund = await this.provider.refund({
          paymentIntentId: before.payment_intent_id,
          amount: owed,
          idempotencyKey: `order-refund-${id}`,
        });
      } catch (err) {
        this.log.error({ err, order: id }, 'refund failed');
        throw refundFailed();
      }
    }
    await this.ds.transaction(async (m) => {
      const cur = (await lockOrder(m, { id }))!;
      let next = to;
      if (cur.status !== to && !canMove(cur.status, to)) {
        if (!refund) throw invalidTransition(cur.status, to);
        next = 'refunded';
      }
      const refunded = refund ? Math.min(cur.total, cur.refunded_amount + refund.amount) : cur.refunded_amount;
      // Released by hand (the admin's "print now"): printed in the next print run, so it lands
      // sooner than planned (the customer is told), then the same release as on the dispatch day.
      if (cur.status === 'held' && next === 'paid') {
        const dispatch = this.dates.dispatchDate(this.clock());
        const arrival = this.dates.arrivalDate(dispatch, cur.postage_class, nationOfPostcode(cur.address?.postcode));
        await this.replan(m, cur, { dispatch_date: dispatch, arrival_date: arrival }, 'admin');
        await this.release.held(m, cur, ukDayOf(this.clock()));
      }
      const set: QueryDeepPartialEntity<OrderEntity> = { status: next, refunded_amount: refunded };
      if (refund) set.refund_id = refund.id;
      const stamp = STAMPED[next];
      if (stamp) set[stamp] = () => `coalesce(${stamp}, now())`;
      if (next === 'dispatched' && cur.status !== next) set.expected_arrival_date = this.arrivalIfPostedNow(cur);
      if (patch.tracking_number !== undefined) set.tracking_number = patch.tracking_number;
      if (patch.note !== undefined) set.note = patch.note;
      await m.update(OrderEntity, { id }, set);
      // Before the status event: the "posted" mail reads each envelope's number.
      const newEnvelopes = patch.envelope_tracking?.length ? await this.recipients.trackEnvelopes(m, id, patch.envelope_tracking) : 0;
      const newNumber = !!patch.tracking_number && patch.tracking_number !== cur.tracking_number;
      // Saved once the cards had gone: the "posted" mail went without it, so the customer is told now.
      if (cur.status === next && POSTED.has(next) && (newNumber || newEnvelopes > 0)) {
        const { number, user_id, account_id } = cur;
        await this.outbox.add(m, CartOrderEvents.orderTrackingAdded, { order_id: id, number, user_id, account_id });
      }
      if (cur.status !== next && !(cur.status === 'held' && next === 'paid')) {
        await this.outbox.add(m, CartOrderEvents.orderStatusChanged, {
          order_id: id,
          number: cur.number,
          user_id: cur.user_id,
          account_id: cur.account_id,
          from: cur.status,
          status: next,
          refunded_amount: refunded,
        });
      }
    });
    await this.outbox.flush();
    return this.get(id, null);
  }

  /**
   * The day an order posted now is expected: reckoned from the day Royal Mail collects it (today,
   * or the next collection day), since the print team may post on another day than planned. The
   * order page and the "posted" mail then say the same day.
   */
  private arrivalIfPostedNow(o: OrderEntity): string {
    const collected = this.dates.nextPrintDay(ukDayOf(this.clock()));
    return this.dates.arrivalDate(collected, o.postage_class, nationOfPostcode(o.address?.postcode));
  }

  /** A provider-side refund (from the dashboard) reported by webhook. */
  async recordProviderRefund(paymentIntentId: string, amountRefunded: number): Promise<void> {
    await this.ds.transaction(async (m) => {
      const o = await lockOrder(m, { payment_intent_id: paymentIntentId });
      if (!o || amountRefunded <= o.refunded_amount) return;
      const full = amountRefunded >= o.total;
      const next: OrderStatus = full && o.status !== 'cancelled' ? 'refunded' : o.status;
      await m.update(OrderEntity, { id: o.id }, { refunded_amount: Math.min(o.total, amountRefunded), status: next });
      if (next !== o.status) {
        await this.outbox.add(m, CartOrderEvents.orderStatusChanged, {
          order_id: o.id,
          number: o.number,
          user_id: o.user_id,
          account_id: o.account_id,
          from: o.status,
          status: next,
          refunded_amount: Math.min(o.total, amountRefunded),
        });
      }
    });
    await this.outbox.flush();
  }

  /** A manual order (replacement, phone order): recorded as paid with no payment, sent to print like any other. */
  async adminCreate(input: AdminOrder): Promise<Order> {
    const { ds, outbox, catalog, rpc, dates, clock } = this;
    const id = await writeManualOrder({ ds, outbox, catalog, rpc, dates, clock }, input);
    await this.outbox.flush();
    return this.get(id, null);
  }

  async adminUpdate(
    id: number,
    patch: {
      status?: OrderStatus;
      arrive_by?: string;
      tracking_number?: string | null;
      envelope_tracking?: EnvelopeTracking;
      note?: string | null;
      address?: Parameters<typeof toPostal>[0];
    },
  ): Promise<Order> {
    if (patch.address) await this.readdress(id, toPostal(patch.address));
    if (patch.arrive_by) await this.changeArriveBy(null, id, patch.arrive_by);
    const cur = await this.get(id, null);
    const { tracking_number, note, envelope_tracking } = patch;
    return this.move(id, patch.status ?? cur.status, null, { tracking_number, note, envelope_tracking });
  }

  /**
   * An admin's new address. Until the order is posted its arrival is reckoned again for the new
   * destination's bank holidays (the print day stays), and a moved arrival day is mailed.
   */
  private async readdress(id: number, address: ReturnType<typeof toPostal>): Promise<void> {
    await this.ds.transaction(async (m) => {
      const row = await lockOrder(m, { id, deleted_at: IsNull() });
      if (!row) throw orderNotFound();
      await m.update(OrderEntity, { id }, { address });
      const dispatch = calendarDay(row.planned_dispatch_date);
      if (!dispatch || !['held', 'paid', 'in_production'].includes(row.status)) return;
      const arrival = this.dates.arrivalDate(dispatch, row.postage_class, nationOfPostcode(address.postcode));
      await this.replan(m, row, { dispatch_date: dispatch, arrival_date: arrival }, 'admin');
    });
    await this.outbox.flush();
  }

  async adminDelete(id: number): Promise<void> {
    const o = await this.get(id, null);
    if (o.status !== 'cancelled' && o.status !== 'refunded') throw notDeletable();
    await this.ds.getRepository(OrderEntity).update({ id }, { deleted_at: () => 'now()' });
  }

  /**
   * Links the print-ready PDFs the rendering service made: a line's file to the line, a file of
   * one recipient of a line sent to many (`recipient_id`) to that recipient.
   */
  async linkPrintFiles(
    orderId: number,
    files: Array<{ line_id: number; recipient_id?: number | null; asset_key: string }>,
    m: EntityManager = this.ds.manager,
  ): Promise<void> {
    const perRecipient = files.flatMap((f) => (f.recipient_id != null ? [{ recipient_id: f.recipient_id, asset_key: f.asset_key }] : []));
    await this.recipients.linkPrintFiles(m, orderId, perRecipient);
    for (const f of files)
      if (f.recipient_id == null) await m.update(OrderLineEntity, { id: f.line_id, order_id: orderId }, { print_asset_key: f.asset_key });
  }
}
