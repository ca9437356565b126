import { CartOrderEvents, toPence, type Order } from '@cards/contracts';
import type { JobQueue, Logger, Outbox } from '@cards/kit';
import { In, IsNull, Not, type DataSource } from 'typeorm';
import { type CalendarDate, type Clock, ukClock, ukInstant } from '../delivery-dates/index.js';
import { OrderEntity } from './order.entity.js';
import { calendarDay } from '../../domain/calendar-day.js';
import { loadOrder, lockOrder } from './order.store.js';
import { OrderRecipients } from '../mailing/index.js';
import type { Tx } from '../../domain/db.js';

const recipients = new OrderRecipients();

/** The cart-order service's own queue: its delayed and background jobs. */
export const CART_ORDER_QUEUE = 'cart-order';
export const JOB_RELEASE_ORDER = 'release-order';

export interface ReleaseOrderJob {
  order_id: number;
  dispatch_date: CalendarDate;
}

/** What a release reads of the order's row (locked by the caller). */
export type ReleasedOrder = Pick<
  OrderEntity,
  'id' | 'number' | 'user_id' | 'account_id' | 'total' | 'refunded_amount' | 'planned_dispatch_date'
>;

/** Which of an order's recipients a release lets go: those `released`, and those with no day of their own unless `dated`. */
export interface DueRecipients {
  released: Set<number>;
  dated: Set<number>;
}

/**
 * What releases an order's cards to print in the caller's transaction, with the mailing module's
 * recipients: a port of this module, filled in `app.ts` with the flow (`flows/release-order.ts`).
 */
export interface ReleasesOrders {
  /** A held order moved to `paid` (the day's print run), with the cards due by then. */
  held(tx: Tx, row: ReleasedOrder, today: CalendarDate): Promise<void>;
  /** One later day's cards of a list whose people have days of their own; how many went (none: a repeated job). */
  day(tx: Tx, row: ReleasedOrder, day: CalendarDate): Promise<number>;
}

/**
 * The orders module's steps of a release, for the flow that runs them with the mailing module's,
 * each in the caller's transaction. The orders table is written by this module only.
 */
export class OrderReleaseSteps {
  /** The order's status `paid` and the event that says so. */
  async markReleased(tx: Tx, outbox: Outbox, row: ReleasedOrder): Promise<void> {
    await tx.update(OrderEntity, { id: row.id }, { status: 'paid', released_at: () => 'coalesce(released_at, now())' });
    await outbox.add(tx, CartOrderEvents.orderStatusChanged, {
      order_id: row.id,
      number: row.number,
      user_id: row.user_id,
      account_id: row.account_id,
      from: 'held',
      status: 'paid',
      refunded_amount: row.refunded_amount,
    });
  }

  /**
   * `cart_order.order.released.v1` with the cards that go: on the order's first release its
   * ordinary lines and the recipients due (`first`, the day its planned one or `day`), on a later
   * day only that day's, so rendering prints their files and generation e-mails their e-cards, each once.
   */
  async announce(tx: Tx, outbox: Outbox, row: ReleasedOrder, go: { day: CalendarDate; due: DueRecipients; first: boolean }) {
    const o = (await loadOrder(tx, { id: row.id }))!;
    const { due, first } = go;
    const day = first ? (o.planned_dispatch_date ?? go.day) : go.day;
    const goes = first ? (r: number) => !due.dated.has(r) || due.released.has(r) : (r: number) => due.released.has(r);
    await outbox.add(tx, CartOrderEvents.orderReleased, releasedEvent(row, o, { day, goes, first }));
  }
}

/** The released event's lines: the recipients `goes` lets through; ordinary lines only with the order's first release. */
function releasedEvent(
  row: ReleasedOrder,
  o: Order,
  { day, goes, first }: { day: CalendarDate; goes: (recipientId: number) => boolean; first: boolean },
) {
  const lines = o.items.flatMap((i) => {
    if (!i.recipients.length) return first ? [{ line: i, recipients: [] as Order['items'][number]['recipients'] }] : [];
    const rs = i.recipients.filter((r) => goes(r.id));
    return rs.length ? [{ line: i, recipients: rs }] : [];
  });
  return {
    order_id: row.id,
    number: row.number,
    user_id: row.user_id,
    account_id: row.account_id,
    total: row.total,
    currency: 'GBP' as const,
    dispatch_date: day,
    lines: lines.map(({ line: i, recipients: rs }) => ({
      line_id: i.id,
      card_instance_id: i.card_instance_id,
      product_id: i.product_id,
      // A list's quantity is its printed cards: those going this day.
      quantity: i.recipients.length ? rs.filter((r) => r.channel === 'post').length : i.quantity,
      unit_price: toPence(i.unit_price),
      size: i.size,
      recipients: rs.map((r) => ({
        recipient_id: r.id,
        name: r.name,
        salutation: r.salutation,
        channel: r.channel,
        email: r.email,
      })),
    })),
  };
}

/** What a OrderReleases is built from. */
export interface OrderReleasesDeps {
  ds: DataSource;
  outbox: Outbox;
  queue: JobQueue;
  clock: Clock;
  log: Logger;
  /** What releases the cards (a flow, filled in `app.ts`). */
  release: ReleasesOrders;
}

/**
 * Held orders go to production on their planned dispatch day, at the start of it (00:00 UK
 * time), by one delayed job each on the queue port. The job is armed when the order is held
 * or its day changes, and again for every held order at each start: the orders table is the
 * schedule, the queue only the alarm clock. So the in-process queue, which forgets its jobs
 * with the process, loses nothing, and BullMQ, which keeps them, gets the same job ids again
 * (ignored). The job itself checks the row, so a stale, early or repeated one does nothing.
 */
export class OrderReleases {
  private readonly ds: DataSource;
  private readonly outbox: Outbox;
  private readonly queue: JobQueue;
  private readonly clock: Clock;
  private readonly log: Logger;
  private readonly release: ReleasesOrders;

  constructor(deps: OrderReleasesDeps) {
    ({ ds: this.ds, outbox: this.outbox, queue: this.queue, clock: this.clock, log: this.log, release: this.release } = deps);
  }

  /** The instant a held order for `dispatch` goes to production: midnight UK time that day. */
  releaseAt(dispatch: CalendarDate): Date {
    return new Date(ukInstant(dispatch, 0, 0));
  }

  async arm(orderId: number, dispatch: CalendarDate, retry = ''): Promise<void> {
    const delayMs = Math.max(0, this.releaseAt(dispatch).getTime() - this.clock().getTime());
    const data: ReleaseOrderJob = { order_id: orderId, dispatch_date: dispatch };
    await this.queue.add(CART_ORDER_QUEUE, JOB_RELEASE_ORDER, data, {
      jobId: `release-order-${orderId}-${dispatch}${retry}`,
      delayMs,
      attempts: 10,
      backoffMs: 5000,
    });
  }

  /** Arms the release of every held order: at start, since the in-process queue forgot them. */
  async rearmAll(): Promise<number> {
    const held = await this.ds.getRepository(OrderEntity).find({
      select: { id: true, planned_dispatch_date: true },
      where: { status: 'held', deleted_at: IsNull(), planned_dispatch_date: Not(IsNull()) },
    });
    for (const o of held) await this.arm(o.id, calendarDay(o.planned_dispatch_date)!);
    // The later days of lists whose people have days of their own (the job ignores a cancelled order's).
    const waiting = await recipients.daysToCome(this.ds);
    const ids = [...new Set(waiting.map((d) => d.order_id))];
    // A cancelled or refunded order's later cards never go: no alarm for them.
    const live = new Set(
      (ids.length
        ? await this.ds.getRepository(OrderEntity).find({
            select: { id: true },
            where: { id: In(ids), status: Not(In(['cancelled', 'refunded'])), deleted_at: IsNull() },
          })
        : []
      ).map((o) => o.id),
    );
    const days = waiting.filter((d) => live.has(d.order_id));
    for (const d of days) await this.arm(d.order_id, d.day);
    if (held.length || days.length) this.log.info({ held: held.length, list_days: days.length }, 'release of held orders armed');
    return held.length;
  }

  /** Arms each day still to come of one order's cards with days of their own. */
  async armListDays(orderId: number): Promise<void> {
    for (const d of await recipients.daysToCome(this.ds, orderId)) await this.arm(orderId, d.day);
  }

  /** Releases the order if it is still held for this day and the day has come. */
  async handle(job: ReleaseOrderJob): Promise<'released' | 'not_held' | 'stale' | 'early'> {
    const outcome = await this.ds.transaction(async (m) => {
      const row = await lockOrder(m, { id: job.order_id });
      if (!row || row.deleted_at || row.status === 'cancelled' || row.status === 'refunded') return 'not_held' as const;
      if (row.status !== 'held') {
        // A later day of a list whose people have days of their own: its cards, once.
        if (ukClock(this.clock()).day < job.dispatch_date) return 'early' as const;
        return (await this.release.day(m, row, job.dispatch_date)) ? ('released' as const) : ('not_held' as const);
      }
      // The day was changed since this job was armed: the new day has a job of its own.
      if (calendarDay(row.planned_dispatch_date) !== job.dispatch_date) return 'stale' as const;
      if (ukClock(this.clock()).day < job.dispatch_date) return 'early' as const;
      await this.release.held(m, row, ukClock(this.clock()).day);
      return 'released' as const;
    });
    if (outcome === 'released') {
      await this.outbox.flush();
      // Its list's later days, armed again in case this order was held past one of them.
      await this.armListDays(job.order_id);
      this.log.info({ order: job.order_id, dispatch: job.dispatch_date }, 'held order released to production');
    }
    // Woken before its day (the clock it was armed by and the queue's disagree): sleep again.
    if (outcome === 'early') await this.arm(job.order_id, job.dispatch_date, `-again-${Date.now()}`);
    return outcome;
  }
}
