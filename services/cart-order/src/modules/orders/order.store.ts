import { fillRoutePath, renderingRoutes, toPounds, type Order, type OrderRecipient } from '@cards/contracts';
import { In, type DeepPartial, type EntityManager, type FindOptionsOrder, type FindOptionsWhere } from 'typeorm';
import { managerOf, type Db } from '../../domain/db.js';
import { POSTAGE } from '../../domain/pricing.js';
import { calendarDay } from '../../domain/calendar-day.js';
import { OrderRecipients } from '../mailing/index.js';
import { OrderEntity, OrderLineEntity } from './order.entity.js';

export function toOrder(o: OrderEntity, lines: OrderLineEntity[], recipients: Map<number, OrderRecipient[]> = new Map()): Order {
  return {
    id: o.id,
    number: o.number,
    status: o.status,
    user_id: o.user_id,
    account_id: o.account_id,
    items: lines.map((l) => ({
      id: l.id,
      card_instance_id: l.card_instance_id,
      product_id: l.product_id,
      product_name: l.product_name,
      size: l.size,
      title: l.title,
      thumbnail_url: l.thumbnail_url,
      quantity: l.quantity,
      unit_price: toPounds(l.unit_price),
      total: toPounds(l.total),
      // Print files are private: admins download them through rendering, never from /assets.
      print_file_url: l.print_asset_key ? fillRoutePath(renderingRoutes.orderPrintFilePdf, { id: o.id, line_id: l.id }) : null,
      ...(l.print_checks?.length ? { print_checks: l.print_checks } : {}),
      recipients: recipients.get(l.id) ?? [],
    })),
    subtotal: toPounds(o.subtotal),
    coupon: o.coupon_key,
    coupon_value: toPounds(o.coupon_value),
    shipping: toPounds(o.shipping),
    vat: toPounds(o.vat),
    total: toPounds(o.total),
    refunded_amount: toPounds(o.refunded_amount),
    currency: 'GBP',
    delivery: {
      method: o.delivery_method,
      postage_class: o.postage_class,
      postage_name: POSTAGE[o.postage_class].name,
      address_id: null,
      address: o.address,
      arrive_by: calendarDay(o.arrive_by),
      arrive_by_mode: o.arrive_by_mode,
    },
    tracking_number: o.tracking_number,
    note: o.note,
    payment_intent_id: o.payment_intent_id,
    planned_dispatch_date: calendarDay(o.planned_dispatch_date),
    expected_arrival_date: calendarDay(o.expected_arrival_date),
    paid_at: o.paid_at?.toISOString() ?? null,
    released_at: o.released_at?.toISOString() ?? null,
    in_production_at: o.in_production_at?.toISOString() ?? null,
    dispatched_at: o.dispatched_at?.toISOString() ?? null,
    delivered_at: o.delivered_at?.toISOString() ?? null,
    cancelled_at: o.cancelled_at?.toISOString() ?? null,
    created_at: o.created_at.toISOString(),
    updated_at: o.updated_at.toISOString(),
  };
}

export type OrderWhere = FindOptionsWhere<OrderEntity> | FindOptionsWhere<OrderEntity>[];

/** Orders matching `where` with their lines, newest first unless `order` says otherwise. */
export async function loadOrders(
  db: Db,
  where: OrderWhere,
  page: { take?: number; skip?: number; order?: FindOptionsOrder<OrderEntity> } = {},
): Promise<Order[]> {
  const m = managerOf(db);
  const orders = await m.find(OrderEntity, {
    where,
    order: page.order ?? { created_at: 'DESC', id: 'DESC' },
    take: page.take,
    skip: page.skip,
  });
  if (!orders.length) return [];
  const lines = await m.find(OrderLineEntity, {
    where: { order_id: In(orders.map((o) => o.id)) },
    order: { order_id: 'ASC', position: 'ASC' },
  });
  const by = new Map<number, OrderLineEntity[]>();
  for (const l of lines) (by.get(l.order_id) ?? by.set(l.order_id, []).get(l.order_id)!).push(l);
  const byId = new Map(orders.map((o) => [o.id, o]));
  const recipients = await new OrderRecipients().of(
    m,
    lines.map((l) => ({ id: l.id, order: byId.get(l.order_id)! })),
  );
  return orders.map((o) => toOrder(o, by.get(o.id) ?? [], recipients));
}

export async function loadOrder(db: Db, where: OrderWhere): Promise<Order | undefined> {
  return (await loadOrders(db, where, { take: 1 }))[0];
}

/** The order row, locked for the rest of the transaction. */
export function lockOrder(db: Db, where: FindOptionsWhere<OrderEntity>): Promise<OrderEntity | null> {
  return managerOf(db).findOne(OrderEntity, { where, lock: { mode: 'pessimistic_write' } });
}

/** `GC-2026-001042`: the year it was placed and a sequence number, never reused. */
export async function nextOrderNumber(db: Db): Promise<string> {
  // A sequence has no entity: its one function, through the entity manager, in the schema the
  // DataSource was opened on (the service's one schema).
  const m = managerOf(db);
  const schema = (m.connection.options as { schema?: string }).schema ?? 'public';
  const [r] = await m.query<Array<{ n: string }>>(`SELECT nextval('${schema}.order_number_seq')::text AS n`);
  return `GC-${new Date().getUTCFullYear()}-${r!.n.padStart(6, '0')}`;
}

/** The order already made from a payment intent, if one was. */
export async function orderIdOfIntent(db: Db, intentId: string): Promise<number | null> {
  const existing = await managerOf(db).findOne(OrderEntity, { select: { id: true }, where: { payment_intent_id: intentId } });
  return existing?.id ?? null;
}

/** Writes a new order (its paid facts; the columns it leaves out take their defaults); its id back. */
export async function insertOrder(m: EntityManager, order: DeepPartial<OrderEntity>): Promise<number> {
  return (await m.save(OrderEntity, m.create(OrderEntity, order))).id;
}

/** Writes one line of a new order; its id back. */
export async function insertOrderLine(m: EntityManager, line: DeepPartial<OrderLineEntity>): Promise<number> {
  return (await m.save(OrderLineEntity, m.create(OrderLineEntity, line))).id;
}
