import type { Order } from '@cards/contracts';
import type { Db, Tx } from '../../domain/db.js';
import type { OrderEntity, OrderLineEntity } from './order.entity.js';
import { insertOrder, insertOrderLine, loadOrder, nextOrderNumber, orderIdOfIntent } from './order.store.js';

/** A paid order as a flow hands it over: its facts; the columns left out take their defaults. */
export type NewOrder = Pick<
  OrderEntity,
  | 'user_id'
  | 'account_id'
  | 'status'
  | 'subtotal'
  | 'coupon_id'
  | 'coupon_key'
  | 'coupon_value'
  | 'shipping'
  | 'vat'
  | 'total'
  | 'delivery_method'
  | 'postage_class'
  | 'address'
  | 'payment_id'
  | 'payment_intent_id'
  | 'provider'
  | 'paid_at'
  | 'planned_dispatch_date'
  | 'expected_arrival_date'
  | 'arrive_by'
  | 'arrive_by_mode'
>;

/** One line of a new order: what was paid for; its position and total are the ledger's. */
export type NewOrderLine = Pick<
  OrderLineEntity,
  'card_instance_id' | 'product_id' | 'product_name' | 'size' | 'title' | 'thumbnail_url' | 'quantity' | 'unit_price' | 'print_checks'
>;

/**
 * The orders module's operations for the flows that make an order (`flows/place-order.ts`):
 * the orders and order-lines tables are written here only, in the flow's transaction.
 */
export class OrderLedger {
  /** The order already made from a payment intent, if one was. */
  idOfIntent(tx: Tx, intentId: string): Promise<number | null> {
    return orderIdOfIntent(tx, intentId);
  }

  /** Writes a new order, numbered, and its lines in the order given; their ids back. */
  async open(tx: Tx, order: NewOrder, lines: NewOrderLine[]): Promise<{ id: number; number: string; lineIds: number[] }> {
    const number = await nextOrderNumber(tx);
    const id = await insertOrder(tx, { ...order, number, currency: 'GBP' });
    const lineIds: number[] = [];
    for (const [i, l] of lines.entries())
      lineIds.push(await insertOrderLine(tx, { ...l, order_id: id, position: i + 1, total: l.unit_price * l.quantity }));
    return { id, number, lineIds };
  }

  /** The order as its customer sees it, by its id or by the payment intent that made it. */
  read(db: Db, which: { id: number } | { payment_intent_id: string }): Promise<Order | undefined> {
    return loadOrder(db, which);
  }
}
