import { fillRoutePath, ProductSize, renderingRoutes, type OrderPrintFile } from '@cards/contracts';
import type { OrderPrintFileEntity } from './order-print-file.entity.js';
import type { OrderPrintEntity } from './order-print.entity.js';
import type { PrintJobData } from './render-plan.js';

/** A file as admins see it: a line's own, a recipient's, or a reprint with the address it goes to. */
export const toPrintFile = (f: OrderPrintFileEntity): OrderPrintFile => ({
  line_id: f.line_id,
  recipient_id: f.recipient_id || null,
  recipient_name: f.recipient_name,
  card_instance_id: f.card_instance_id,
  product_id: f.product_id,
  quantity: f.quantity,
  status: f.status,
  asset_key: f.asset_key,
  error: f.error,
  reprint_of: f.reprint_of || null,
  address: f.address,
  download_path: !f.asset_key ? null : downloadPath(f),
});

/** Where an admin downloads a file: a line's own, a recipient's, or a reprint's. */
function downloadPath(f: OrderPrintFileEntity): string {
  const id = f.order_id;
  if (f.reprint_of) return fillRoutePath(renderingRoutes.orderReprintFilePdf, { id, problem_id: f.reprint_of });
  if (f.recipient_id)
    return fillRoutePath(renderingRoutes.orderRecipientPrintFilePdf, { id, line_id: f.line_id, recipient_id: f.recipient_id });
  return fillRoutePath(renderingRoutes.orderPrintFilePdf, { id, line_id: f.line_id });
}

/**
 * The print job of each file of an order, stamped with the order number and line (and
 * recipient, and reprint): "line k of n" and "3 of 40" count the order's own files, so a
 * reprint carries the same stamp as the card it replaces, marked as a reprint.
 */
export function printPlan(order: OrderPrintEntity, own: OrderPrintFileEntity[]) {
  const lines = new Set(own.map((f) => f.line_id)).size;
  const perLine = countBy(own, (f) => f.line_id);
  return (f: OrderPrintFileEntity): PrintJobData => ({
    card_instance_id: f.card_instance_id,
    product_id: f.product_id,
    order: {
      order_id: f.order_id,
      order_number: order.order_number,
      line_id: f.line_id,
      position: f.position,
      lines: Math.max(lines, 1),
      quantity: f.quantity,
      size: ProductSize.safeParse(f.size).data ?? null,
      ...(f.recipient_id
        ? {
            recipient: {
              recipient_id: f.recipient_id,
              name: f.recipient_name ?? '',
              salutation: f.salutation ?? '',
              position: f.recipient_position ?? 1,
              count: perLine.get(f.line_id) ?? 1,
            },
          }
        : {}),
      ...(f.reprint_of ? { reprint: f.reprint_of } : {}),
    },
  });
}

export function countBy<T, K>(items: T[], key: (t: T) => K): Map<K, number> {
  const counts = new Map<K, number>();
  for (const t of items) counts.set(key(t), (counts.get(key(t)) ?? 0) + 1);
  return counts;
}
