import { OrderPrintReadyData, type EventEnvelope } from '@cards/contracts';
import { applyOnce, type EventBus } from '@cards/kit';
import type { DataSource } from 'typeorm';
import { S } from '../../../db/sql.js';
import type { OrderService } from '../order.service.js';

/** Links the print-ready PDFs to the order's lines, once per event. */
export async function onPrintReady(bus: EventBus, ds: DataSource, orders: OrderService) {
  await bus.subscribe({
    durable: 'cart_order__order_print_ready',
    subject: 'rendering.order.print_ready.v1',
    handler: async (e: EventEnvelope) => {
      const d = OrderPrintReadyData.parse(e.data);
      await applyOnce(ds, S, 'order_print_ready', e.id, (m) => orders.linkPrintFiles(d.order_id, d.files, m));
    },
  });
}
