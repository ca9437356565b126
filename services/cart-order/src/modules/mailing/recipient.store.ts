import {
  fillRoutePath,
  renderingRoutes,
  type CartRecipient,
  type OrderRecipient,
  type OrderStatus,
  type PostageClass,
  type RecipientState,
} from '@cards/contracts';
import { In, IsNull, Not, Raw, type EntityManager } from 'typeorm';
import { calendarDay } from '../../domain/calendar-day.js';
import { managerOf, type Db, type Tx } from '../../domain/db.js';
import { CartRecipientEntity, OrderRecipientEntity } from './recipient.entity.js';
import { recipientSnapshot, type ListedRecipient, type PersonDates, type RecipientSnapshot } from './recipient-snapshot.js';

function groupBy<T>(rows: T[], key: (r: T) => number): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const r of rows) (out.get(key(r)) ?? out.set(key(r), []).get(key(r))!).push(r);
  return out;
}

/** Each line's recipients, in the order listed. */
export async function cartRecipientsOf(db: Db, itemIds: number[]): Promise<Map<number, CartRecipientEntity[]>> {
  if (!itemIds.length) return new Map();
  const rows = await managerOf(db).find(CartRecipientEntity, {
    where: { cart_item_id: In(itemIds) },
    order: { cart_item_id: 'ASC', position: 'ASC' },
  });
  return groupBy(rows, (r) => r.cart_item_id);
}

/** A line's whole list, replaced in the caller's transaction. */
export async function replaceCartRecipients(m: EntityManager, line: { cartId: number; itemId: number }, list: RecipientSnapshot[]) {
  await m.delete(CartRecipientEntity, { cart_item_id: line.itemId });
  if (!list.length) return;
  await m.insert(
    CartRecipientEntity,
    list.map((r, i) => ({ ...recipientSnapshot(r), cart_id: line.cartId, cart_item_id: line.itemId, position: i + 1 })),
  );
}

/** Recipients on the cart's lines other than `exceptItemId`: what the order's limit counts besides the line being changed. */
export function countCartRecipients(m: EntityManager, cartId: number, exceptItemId?: number): Promise<number> {
  const q = m.createQueryBuilder(CartRecipientEntity, 'r').where('r.cart_id = :cartId', { cartId });
  if (exceptItemId != null) q.andWhere('r.cart_item_id <> :exceptItemId', { exceptItemId });
  return q.getCount();
}

/** Forgets the recipients of lines the cart no longer has (after its lines were deleted). */
export async function dropOrphanRecipients(m: EntityManager, cartId: number): Promise<void> {
  await m
    .createQueryBuilder()
    .delete()
    .from(CartRecipientEntity)
    .where('cart_id = :cartId', { cartId })
    .andWhere(`cart_item_id NOT IN (SELECT id FROM ${m.connection.getMetadata('cart_items').tablePath} WHERE cart_id = :cartId)`, {
      cartId,
    })
    .execute();
}

export const toCartRecipient = (r: ListedRecipient): CartRecipient => ({
  id: r.id,
  address_id: r.address_id ?? 0,
  name: r.name,
  salutation: r.salutation,
  channel: r.channel,
  postcode: r.channel === 'post' ? (r.address?.postcode ?? null) : null,
  email: r.channel === 'ecard' ? r.email : null,
  arrive_by: (r.arrive_by ?? null) as CartRecipient['arrive_by'],
  postage_class: r.postage_class ?? null,
});

/** Copies what was paid for onto an order line; the recipients' ids back, in order. */
export async function writeOrderRecipients(
  m: EntityManager,
  line: { orderId: number; lineId: number },
  list: RecipientSnapshot[],
  dates?: PersonDates[],
): Promise<number[]> {
  if (!list.length) return [];
  const r = await m.insert(
    OrderRecipientEntity,
    list.map((x, i) => ({
      ...recipientSnapshot(x),
      order_id: line.orderId,
      order_line_id: line.lineId,
      position: i + 1,
      ...(dates?.[i]
        ? {
            dispatch_date: dates[i].dispatch_date,
            arrival_date: dates[i].arrival_date,
            postage_class: dates[i].postage_class,
            released_at: dates[i].released ? new Date() : null,
          }
        : {}),
    })),
  );
  return (r.identifiers as Array<{ id: number }>).map((x) => x.id);
}

/** Each order line's recipients, in the order listed. */
export async function orderRecipientsOf(db: Db, lineIds: number[]): Promise<Map<number, OrderRecipientEntity[]>> {
  if (!lineIds.length) return new Map();
  const rows = await managerOf(db).find(OrderRecipientEntity, {
    where: { order_line_id: In(lineIds) },
    order: { order_line_id: 'ASC', position: 'ASC' },
  });
  return groupBy(rows, (r) => r.order_line_id);
}

/** What the order says of its progress, for its recipients' states, and its own dates and postage for those who follow them. */
export interface OrderProgress {
  status: OrderStatus;
  dispatched_at: Date | null;
  planned_dispatch_date?: Date | string | null;
  expected_arrival_date?: Date | string | null;
  postage_class?: PostageClass;
}

/**
 * Where a recipient's card is, following the print team's steps. Recorded: their print file,
 * their e-card's outcome. The rest follows from the order: a printed card is `waiting` until its
 * file is made, `print_ready` (the file only: nothing is printed yet) until the order goes to
 * production, `printing` while it is there and `posted` once it is dispatched; a card not yet
 * sent or posted is `cancelled` with its order. No state runs ahead of the order's own.
 */
export function recipientState(
  r: Pick<OrderRecipientEntity, 'channel' | 'print_asset_key' | 'ecard_outcome'> &
    Partial<Pick<OrderRecipientEntity, 'dispatch_date' | 'released_at'>>,
  o: OrderProgress,
): RecipientState {
  // A card with a day of its own waits for it, whatever the order's first cards are doing; once
  // handed on, it is posted only by a dispatch after that.
  if (r.dispatch_date && !r.released_at) return o.status === 'cancelled' || o.status === 'refunded' ? 'cancelled' : 'waiting';
  if (r.dispatch_date && r.released_at && r.channel === 'post' && !r.ecard_outcome) {
    if (o.status === 'cancelled' || o.status === 'refunded') return 'cancelled';
    if (o.dispatched_at && o.dispatched_at >= r.released_at) return 'posted';
    return r.print_asset_key ? 'print_ready' : 'waiting';
  }
  if (r.channel === 'ecard') {
    if (r.ecard_outcome === 'scheduled') return o.status === 'cancelled' || o.status === 'refunded' ? 'cancelled' : 'ecard_scheduled';
    if (r.ecard_outcome) return r.ecard_outcome === 'sent' ? 'ecard_sent' : 'ecard_failed';
    return o.status === 'cancelled' || o.status === 'refunded' ? 'cancelled' : 'waiting';
  }
  if (o.dispatched_at || o.status === 'dispatched' || o.status === 'delivered') return 'posted';
  if (o.status === 'cancelled' || o.status === 'refunded') return 'cancelled';
  if (o.status === 'in_production') return 'printing';
  return r.print_asset_key ? 'print_ready' : 'waiting';
}

export const toOrderRecipient = (r: OrderRecipientEntity, o: OrderProgress): OrderRecipient => ({
  id: r.id,
  name: r.name,
  salutation: r.salutation,
  channel: r.channel,
  address: r.address,
  email: r.email,
  state: recipientState(r, o),
  state_reason: r.ecard_outcome === 'failed' ? r.state_reason : null,
  tracking_number: r.channel === 'post' ? r.tracking_number : null,
  // Print files are not public assets: rendering serves each to admins by the order, line and recipient.
  print_file_url: r.print_asset_key
    ? fillRoutePath(renderingRoutes.orderRecipientPrintFilePdf, { id: r.order_id, line_id: r.order_line_id, recipient_id: r.id })
    : null,
  arrive_by: (r.arrive_by ?? null) as OrderRecipient['arrive_by'],
  ...(r.ecard_outcome === 'scheduled' ? { send_at: r.ecard_send_at?.toISOString() ?? null } : {}),
  ...(r.channel === 'post' ? { postage_class: r.postage_class ?? o.postage_class } : {}),
  // Their own dates on a list with days of its own, else the order's: every card goes together.
  dispatch_date: calendarDay(r.dispatch_date ?? o.planned_dispatch_date ?? null),
  expected_arrival_date: calendarDay(r.arrival_date ?? o.expected_arrival_date ?? null),
});

/**
 * Hands on the cards of an order whose days have come: every card with a day of its own up to
 * `upTo` not handed on yet is marked, in the caller's transaction (the order row locked), so a
 * repeated or late release hands on nobody twice. Their ids back, and those of every card with
 * a day of its own (the others follow the order).
 */
export async function releaseDueRecipients(
  m: EntityManager,
  orderId: number,
  upTo: string,
): Promise<{ released: Set<number>; dated: Set<number> }> {
  const released = await m
    .createQueryBuilder()
    .update(OrderRecipientEntity)
    .set({ released_at: () => 'now()' })
    .where({ order_id: orderId })
    .andWhere('dispatch_date IS NOT NULL AND released_at IS NULL AND dispatch_date <= :upTo', { upTo })
    .returning('id')
    .execute();
  const dated = await m.find(OrderRecipientEntity, { select: { id: true }, where: { order_id: orderId, dispatch_date: Not(IsNull()) } });
  return {
    released: new Set((released.raw as Array<{ id: number }>).map((x) => x.id)),
    dated: new Set(dated.map((x) => x.id)),
  };
}

/** The days still to come of each order's cards with days of their own: what is armed again at a start. */
export async function daysStillToRelease(db: Db, orderId?: number): Promise<Array<{ order_id: number; day: string }>> {
  const q = managerOf(db)
    .createQueryBuilder(OrderRecipientEntity, 'r')
    .select('r.order_id', 'order_id')
    .addSelect("to_char(r.dispatch_date, 'YYYY-MM-DD')", 'day')
    .where('r.dispatch_date IS NOT NULL AND r.released_at IS NULL')
    .groupBy('r.order_id')
    .addGroupBy('r.dispatch_date');
  if (orderId != null) q.andWhere('r.order_id = :orderId', { orderId });
  return q.getRawMany<{ order_id: number; day: string }>();
}

/** Links each printed recipient's print file (rendering's `orderPrintReady`, one file per recipient). */
export async function linkRecipientPrintFiles(
  m: EntityManager,
  orderId: number,
  files: Array<{ recipient_id: number; asset_key: string }>,
) {
  for (const f of files) await m.update(OrderRecipientEntity, { id: f.recipient_id, order_id: orderId }, { print_asset_key: f.asset_key });
}

/** Records what became of one recipient's e-card; the first outcome stands (a repeated event changes nothing). */
export async function recordEcardOutcome(
  m: EntityManager,
  e: { order_id: number; recipient_id: number; outcome: 'sent' | 'failed' | 'scheduled'; reason: string | null; send_at?: string | null },
): Promise<void> {
  await m
    .createQueryBuilder()
    .update(OrderRecipientEntity)
    .set({
      ecard_outcome: e.outcome,
      state_reason: e.outcome === 'failed' ? e.reason : null,
      ecard_send_at: e.outcome === 'scheduled' && e.send_at ? new Date(e.send_at) : null,
    })
    .where({ id: e.recipient_id, order_id: e.order_id, channel: 'ecard' })
    // A waiting e-card's outcome is not final: it is rescheduled, then sent (or refused).
    .andWhere("(ecard_outcome IS NULL OR ecard_outcome = 'scheduled')")
    .execute();
}

/**
 * Sets the tracking numbers of an order's posted envelopes (null takes one off); recipients of
 * other orders and e-card recipients are left alone. Answers how many envelopes got a new number.
 */
export async function setEnvelopeTracking(
  tx: Tx,
  orderId: number,
  list: Array<{ recipient_id: number; tracking_number: string | null }>,
): Promise<number> {
  let added = 0;
  for (const e of list) {
    const number = e.tracking_number || null;
    // Only a number that changes is written, so the count says whether a customer has news.
    const r = await tx.update(
      OrderRecipientEntity,
      { id: e.recipient_id, order_id: orderId, channel: 'post', tracking_number: Raw((c) => `${c} IS DISTINCT FROM :number`, { number }) },
      { tracking_number: number },
    );
    if (number) added += r.affected ?? 0;
  }
  return added;
}
