import type { PostalAddress } from '@cards/contracts';
import type { EntityManager } from 'typeorm';

/** The paid order a report is about, as the problems module reads it (the orders module's tables, by name). */
export interface ReportedOrder {
  id: number;
  number: string;
  user_id: number;
  status: string;
  subtotal: number;
  coupon_value: number;
  total: number;
  refunded_amount: number;
  payment_intent_id: string | null;
  address: PostalAddress | null;
}

/** One card of an order: a line's single card, or one person's of a line sent to many. Prices in pence. */
export interface ReportedCard {
  line_id: number;
  card_instance_id: number;
  product_id: number;
  size: string | null;
  title: string | null;
  unit_price: number;
  /** The line's people; empty for a line's single card. */
  people: Array<{ id: number; name: string; salutation: string; channel: string }>;
}

const ORDER_COLUMNS = 'id, number, user_id, status, subtotal, coupon_value, total, refunded_amount, payment_intent_id, address';

/** A live order, of `owner` when one is given. */
export async function readOrder(m: EntityManager, id: number, owner: number | null, lock = false): Promise<ReportedOrder | null> {
  const rows: ReportedOrder[] = await m.query(
    `SELECT ${ORDER_COLUMNS} FROM cart_order.orders
      WHERE id = $1 AND deleted_at IS NULL AND ($2::int IS NULL OR user_id = $2)${lock ? ' FOR UPDATE' : ''}`,
    [id, owner],
  );
  return rows[0] ?? null;
}

/** A line of the order with its people, or null when the line is not the order's. */
export async function readCard(m: EntityManager, orderId: number, lineId: number): Promise<ReportedCard | null> {
  const [line] = await m.query(
    `SELECT id AS line_id, card_instance_id, product_id, size, title, unit_price FROM cart_order.order_lines WHERE id = $1 AND order_id = $2`,
    [lineId, orderId],
  );
  if (!line) return null;
  const people = await m.query(
    `SELECT id, name, salutation, channel FROM cart_order.order_recipients WHERE order_line_id = $1 ORDER BY position`,
    [lineId],
  );
  return { ...line, people };
}
