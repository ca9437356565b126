import { RenderingEvents } from '@cards/contracts';
import { consumeEvent, type EventBus, type EventSubscription } from '@cards/kit';
import type { DataSource } from 'typeorm';
import type { OrderService } from '../order.service.js';

/** Links the print-ready PDFs to the order's lines, once per event. */
export async function onPrintReady(bus: EventBus, ds: DataSource, orders: OrderService): Promise<EventSubscription> {
  return consumeEvent(bus, {
    service: 'cart_order',
    handler: 'order_print_ready',
    event: RenderingEvents.orderPrintReady,
    inbox: ds,
    apply: (tx, e) => orders.linkPrintFiles(e.data.order_id, e.data.files, tx),
  });
}
