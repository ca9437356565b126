import type { EventEnvelope } from '@cards/contracts';
import { applyOnce, type EventBus } from '@cards/kit';
import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { S } from '../../../db/sql.js';
import type { OrderService } from '../order.service.js';

/** `rendering.order.print_ready.v1` as this consumer reads it (the producer owns the contract). */
const PrintReady = z.object({
  order_id: z.number().int(),
  order_number: z.string().optional(),
  files: z.array(z.object({ line_id: z.number().int(), asset_key: z.string() })),
});

/** Links the print-ready PDFs to the order's lines, once per event. */
export async function onPrintReady(bus: EventBus, ds: DataSource, orders: OrderService) {
  await bus.subscribe({
    durable: 'cart_order__order_print_ready',
    subject: 'rendering.order.print_ready.v1',
    handler: async (e: EventEnvelope) => {
      const d = PrintReady.parse(e.data);
      await applyOnce(ds, S, 'order_print_ready', e.id, (m) => orders.linkPrintFiles(d.order_id, d.files, m));
    },
  });
}
