import { z } from 'zod';
import { defineEvent } from '../events.js';

/**
 * A render of a card instance finished. For `thumbnail`, `url`/`inside_url` are the public
 * WebP thumbnails of the front panel and the inside spread (absolute, under `/assets/`), which
 * the generation service stores as the instance's `thumbnail_url`. Print PDFs carry no URL:
 * they are private and served only through `GET /card_instances/{id}.pdf`.
 */
export const CardInstanceRenderedData = z.object({
  card_instance_id: z.number().int(),
  card_id: z.number().int(),
  account_id: z.number().int(),
  kind: z.enum(['thumbnail', 'print_pdf']),
  /** Store key of the front thumbnail or of the PDF (`rendering/thumbnails/12-ab12…-front.jpg`). */
  asset_key: z.string().optional(),
  /** Public URL of the front thumbnail. */
  url: z.string().optional(),
  /** Public URL of the inside-spread thumbnail. */
  inside_url: z.string().optional(),
  /** The generation's `content_hash` the render was made from, so a stale render can be ignored. */
  content_hash: z.string().optional(),
});
export type CardInstanceRenderedData = z.infer<typeof CardInstanceRenderedData>;

/** One print file of an order line. */
export const PrintFile = z.object({
  line_id: z.number().int(),
  /** For a line sent to many: whose card this is (one file per printed recipient). */
  recipient_id: z.number().int().nullable().default(null),
  asset_key: z.string(),
});
export type PrintFile = z.infer<typeof PrintFile>;

/** Every line of a paid order has its print-ready PDF; admins download them from the order. */
export const OrderPrintReadyData = z.object({
  order_id: z.number().int(),
  order_number: z.string(),
  files: z.array(PrintFile),
});
export type OrderPrintReadyData = z.infer<typeof OrderPrintReadyData>;

/**
 * A reported card's reprint has its print file: one per report (its `reprint_key`), made once
 * however often the answer's event arrives. Cart-order records it on the report's timeline.
 */
export const ReprintReadyData = z.object({
  order_id: z.number().int(),
  problem_id: z.number().int(),
  reprint_key: z.string(),
  asset_key: z.string(),
});
export type ReprintReadyData = z.infer<typeof ReprintReadyData>;

export const RenderingEvents = {
  cardInstanceRendered: defineEvent('rendering.card_instance.rendered.v1', CardInstanceRenderedData),
  orderPrintReady: defineEvent('rendering.order.print_ready.v1', OrderPrintReadyData),
  reprintReady: defineEvent('rendering.reprint.ready.v1', ReprintReadyData),
} as const;
