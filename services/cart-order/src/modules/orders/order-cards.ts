import type { OrderRecipient, PostalAddress } from '@cards/contracts';
import { In, IsNull } from 'typeorm';
import { managerOf, type Db, type Tx } from '../../domain/db.js';
import { OrderRecipients } from '../mailing/index.js';
import { OrderEntity, OrderLineEntity } from './order.entity.js';

/** A live order as another module needs it to answer for one of its cards. Money in pence. */
export interface OrderFacts {
  id: number;
  number: string;
  user_id: number;
  status: string;
  /** Set once the order's cards were posted (the whole order, or its first day's cards). */
  posted: boolean;
  subtotal: number;
  coupon_value: number;
  total: number;
  refunded_amount: number;
  payment_intent_id: string | null;
  address: PostalAddress | null;
}

/** One card of an order: a line's single card, or one person's of a line sent to many. Prices in pence. */
export interface OrderCard {
  line_id: number;
  card_instance_id: number;
  product_id: number;
  size: string | null;
  title: string | null;
  unit_price: number;
  /** The line's people, each with where their card is; empty for a line's single card. */
  people: Array<Pick<OrderRecipient, 'id' | 'name' | 'salutation' | 'channel' | 'state'>>;
}

/**
 * The orders module's operations for modules that answer for one card of an order (a customer's
 * report of it): read the order and one of its cards, and add a card's refund to the order. The
 * orders tables are read and written here only.
 */
export class OrderCards {
  constructor(private readonly recipients = new OrderRecipients()) {}

  /** A live order, of `owner` when one is given; locked in the caller's transaction when asked. */
  async order(db: Db, id: number, owner: number | null): Promise<OrderFacts | null> {
    const o = await managerOf(db).findOneBy(OrderEntity, { id, deleted_at: IsNull(), ...(owner != null ? { user_id: owner } : {}) });
    if (!o) return null;
    return {
      id: o.id,
      number: o.number,
      user_id: o.user_id,
      status: o.status,
      posted: !!o.dispatched_at || o.status === 'dispatched' || o.status === 'delivered',
      subtotal: o.subtotal,
      coupon_value: o.coupon_value,
      total: o.total,
      refunded_amount: o.refunded_amount,
      payment_intent_id: o.payment_intent_id,
      address: o.address,
    };
  }

  /** A line of the order with its people and where each one's card is, or null when the line is not the order's. */
  async card(db: Db, orderId: number, lineId: number): Promise<OrderCard | null> {
    const m = managerOf(db);
    const line = await m.findOneBy(OrderLineEntity, { id: lineId, order_id: orderId });
    const order = line && (await m.findOneBy(OrderEntity, { id: orderId }));
    if (!line || !order) return null;
    const people = (await this.recipients.of(m, [{ id: line.id, order }])).get(line.id) ?? [];
    return {
      line_id: line.id,
      card_instance_id: line.card_instance_id,
      product_id: line.product_id,
      size: line.size,
      title: line.title,
      unit_price: line.unit_price,
      people: people.map(({ id, name, salutation, channel, state }) => ({ id, name, salutation, channel, state })),
    };
  }

  /** The orders' numbers, by id. */
  async numbers(db: Db, ids: number[]): Promise<Map<number, string>> {
    if (!ids.length) return new Map();
    const rows = await managerOf(db).find(OrderEntity, { select: { id: true, number: true }, where: { id: In([...new Set(ids)]) } });
    return new Map(rows.map((r) => [r.id, r.number]));
  }

  /** Adds one card's refund to the order's refunded amount; the order stays where it is, since its other cards still count. */
  async addRefund(tx: Tx, orderId: number, amount: number): Promise<void> {
    await tx
      .createQueryBuilder()
      .update(OrderEntity)
      .set({ refunded_amount: () => 'LEAST(total, refunded_amount + :amount)', updated_at: () => 'now()' })
      .where('id = :id', { id: orderId, amount })
      .execute();
  }
}
