import { CartOrderEvents, toPence, type AdminOrderInput, type CardInstanceForCartReply } from '@cards/contracts';
import type { Outbox, RequestBus } from '@cards/kit';
import type { DataSource } from 'typeorm';
import type { z } from 'zod';
import { cardInstanceForCart } from '../../clients/card-instance.client.js';
import { productNotFound } from '../../domain/cart.errors.js';
import { postagePrice, vatPart } from '../../domain/pricing.js';
import { toPostal } from '../addresses/index.js';
import type { CatalogView, ProductView } from '../catalog-view/index.js';
import type { Clock, DeliveryDates } from '../delivery-dates/index.js';
import { insertOrder, insertOrderLine, nextOrderNumber } from './order.store.js';

type AdminOrder = z.infer<typeof AdminOrderInput>;

/** What a manual order is made with. */
export interface ManualOrderDeps {
  ds: DataSource;
  outbox: Outbox;
  catalog: CatalogView;
  rpc: RequestBus;
  dates: DeliveryDates;
  clock: Clock;
}

/**
 * Writes an admin's manual order (replacement, phone order) as paid with no payment, priced from
 * the catalogue unless the admin gave prices, and announces it paid so it goes to print like any
 * other; its id back. The caller flushes the outbox.
 */
export async function writeManualOrder(d: ManualOrderDeps, input: AdminOrder): Promise<number> {
  const owner = { user_id: input.user_id, account_id: input.account_id ?? null, email: '', admin: false };
  const lines: Array<AdminOrder['items'][number] & { unit: number; product: ProductView; instance: CardInstanceForCartReply }> = [];
  for (const it of input.items) {
    const product = await d.catalog.product(it.product_id);
    if (!product) throw productNotFound();
    const instance = await cardInstanceForCart(d.rpc, it.card_instance_id, owner);
    const unit = it.unit_price != null ? toPence(it.unit_price) : product.price;
    lines.push({ ...it, unit, product, instance });
  }
  const subtotal = lines.reduce((s, l) => s + l.unit * l.quantity, 0);
  const shipping = input.shipping != null ? toPence(input.shipping) : postagePrice(input.delivery.postage_class, false);
  const total = subtotal + shipping;
  const address = toPostal(input.delivery.address);
  const plan = d.dates.plan(d.clock(), input.delivery.postage_class, address.postcode);
  const id = await d.ds.transaction(async (m) => {
    const number = await nextOrderNumber(m);
    const orderId = await insertOrder(m, {
      number,
      user_id: input.user_id,
      account_id: owner.account_id,
      status: 'paid',
      subtotal,
      coupon_value: 0,
      shipping,
      vat: vatPart(total),
      total,
      currency: 'GBP',
      delivery_method: input.delivery.method,
      postage_class: input.delivery.postage_class,
      address,
      provider: 'manual',
      note: input.note ?? null,
      paid_at: new Date(),
      planned_dispatch_date: plan.dispatch_date,
      expected_arrival_date: plan.arrival_date,
    });
    const paidLines = [];
    for (const [i, l] of lines.entries()) {
      const lineId = await insertOrderLine(m, {
        order_id: orderId,
        position: i + 1,
        card_instance_id: l.card_instance_id,
        product_id: l.product_id,
        product_name: l.product.name,
        size: l.product.size,
        title: l.instance.title ?? null,
        thumbnail_url: l.instance.thumbnail_url ?? l.instance.image_url ?? null,
        quantity: l.quantity,
        unit_price: l.unit,
        total: l.unit * l.quantity,
      });
      paidLines.push({
        line_id: lineId,
        card_instance_id: l.card_instance_id,
        product_id: l.product_id,
        quantity: l.quantity,
        unit_price: l.unit,
        size: l.product.size,
      });
    }
    await d.outbox.add(m, CartOrderEvents.orderPaid, {
      order_id: orderId,
      number,
      user_id: input.user_id,
      account_id: owner.account_id,
      lines: paidLines,
      total,
      currency: 'GBP',
    });
    return orderId;
  });
  return id;
}
