import { createHash } from 'node:crypto';
import { LAYOUT_VERSION } from '@cards/card-layout';
import type { CardInstanceRenderData, LabelSheetRequest, PrintProduct, ThumbnailFormat, ThumbnailSide } from '@cards/contracts';

/**
 * Two lanes, each its own BullMQ queue: `rendering` for what someone is waiting for now (a
 * thumbnail being looked at, a PDF being downloaded), first in first out; `rendering-print`
 * for paid orders' print files. Every rendering worker takes both, the print lane one job at a
 * time beside its interactive ones, so print files always move however many previews wait, and
 * a burst of orders never takes more than one of a worker's pages from people waiting. No job
 * has a BullMQ priority: prioritised jobs wait in a sorted set (`bull:<queue>:prioritized`)
 * that KEDA's list trigger does not count, so a queue of them would not wake a worker.
 */
export const QUEUE = 'rendering';
export const PRINT_QUEUE = 'rendering-print';
export const JOB_THUMBNAIL = 'render-thumbnail';
export const JOB_PRINT_PDF = 'render-print-pdf';
/** A print run's address labels: on the interactive lane, since an admin is waiting for the ZIP. */
export const JOB_LABELS = 'render-labels';
/** Attempts per render job: a crashed Chromium costs one attempt. */
export const RENDER_ATTEMPTS = 4;

/** Words and artwork both made (older events carry only the overall status). */
export const partsReady = (d: { status: string; text_status?: string; image_status?: string }) =>
  d.status === 'ready' || (d.text_status === 'ready' && d.image_status === 'ready');

/** One printed recipient of a line sent to many: whose card it is and which of the line's cards. */
export interface RecipientStamp {
  recipient_id: number;
  name: string;
  /** Their greeting line ("Dear Aunt Jean"), set in place of the written one. */
  salutation: string;
  /** 1-based, of `count` printed recipients on the line. */
  position: number;
  count: number;
}

/** Order facts printed small on the back panel. */
export interface OrderStamp {
  order_id: number;
  order_number: string;
  line_id: number;
  position: number;
  lines: number;
  quantity: number;
  /** Set when the file is one recipient's card of a line sent to many. */
  recipient?: RecipientStamp;
  /** Set on a reported card's reprint: the report's id. */
  reprint?: number;
}

/** A name longer than this is cut in the stamp, so the stamp stays in its band. */
const STAMP_NAME_CHARS = 40;

/**
 * "Order 10042 · line 2 of 3 · qty 5 · CARD-A6"; a recipient's card is one card, so it names the
 * recipient and which of the line's cards it is instead: "Order 10042 · line 1 of 1 · Aunt Jean · 3 of 40 · CARD-A6".
 */
export function stampText(s: OrderStamp, product: PrintProduct): string {
  const r = s.recipient;
  const name = r && (r.name.length > STAMP_NAME_CHARS ? `${r.name.slice(0, STAMP_NAME_CHARS - 1)}…` : r.name);
  const what = r ? `${name} · ${r.position} of ${r.count}` : `qty ${s.quantity}`;
  // A reprint says so, so the print team can tell it from the card it replaces.
  const reprint = s.reprint ? ' · reprint' : '';
  return `Order ${s.order_number} · line ${s.position} of ${s.lines} · ${what}${reprint} · ${product.sku ?? product.size}`;
}

/** Hash of everything that shapes a render: words, artwork, style, product size, order stamp. */
export function renderHash(
  kind: 'thumbnail' | 'print_pdf',
  d: CardInstanceRenderData,
  product: PrintProduct | null,
  /** What this one file adds to the card: the order stamp, and a recipient's greeting line after it. */
  stamp: string | null,
): string {
  const shape = {
    v: LAYOUT_VERSION,
    kind,
    text: [d.front_text, d.inside_text],
    artwork: d.artwork_asset_key,
    style: [d.style.slug, d.style.name],
    palette: d.style.palette,
    occasion: [d.occasion.slug, d.occasion.name],
    names: [d.recipient_name, d.sender_name],
    content: d.content_hash,
    product: product && [product.flat_width_mm, product.flat_height_mm, product.bleed_mm, product.name, product.sku, product.size],
    stamp,
  };
  return createHash('sha256').update(JSON.stringify(shape)).digest('hex').slice(0, 20);
}

export const printKey = (
  instanceId: number,
  hash: string,
  order?: { order_id: number; line_id: number; recipient?: { recipient_id: number }; reprint?: number },
) => {
  if (!order) return `rendering/print/${instanceId}-${hash}.pdf`;
  const whose = `${order.recipient ? `-r${order.recipient.recipient_id}` : ''}${order.reprint ? `-p${order.reprint}` : ''}`;
  return `rendering/print/orders/${order.order_id}/${order.line_id}${whose}-${instanceId}-${hash}.pdf`;
};

/** Job data of `render-print-pdf`. */
export interface PrintJobData {
  card_instance_id: number;
  product_id: number | null;
  order?: OrderStamp & { size: PrintProduct['size'] | null };
}

/** Job data of `render-thumbnail`: the option and the version of it whose pictures were asked for. */
export interface ThumbnailJobData {
  card_instance_id: number;
  content_hash: string;
  /** The picture someone asked for; absent in jobs queued before pictures were drawn one side at a time: both. */
  side?: ThumbnailSide;
  /** The format its key names; absent in jobs queued before thumbnails were JPEG: WebP. */
  format?: ThumbnailFormat;
}

/** The row of `order_print_files` a print job makes: a line's own (recipient 0) or one recipient's, or a reprint of either. */
export const fileOf = (job: PrintJobData) => ({
  order_id: job.order!.order_id,
  line_id: job.order!.line_id,
  recipient_id: job.order!.recipient?.recipient_id ?? 0,
  reprint_of: job.order!.reprint ?? 0,
});

/** The job id of a file's print: one per file, so queueing it again adds nothing. */
export const printJobId = (f: { order_id: number; line_id: number; recipient_id: number; reprint_of: number }) =>
  f.reprint_of
    ? `reprint-${f.reprint_of}`
    : f.recipient_id
      ? `order-${f.order_id}-${f.line_id}-r${f.recipient_id}`
      : `order-${f.order_id}-${f.line_id}`;

/** An order's files as the print team reads them: by line, then by recipient. */
export const FILE_ORDER = { position: 'ASC', recipient_position: 'ASC' } as const;

/** Job data of `render-labels`: the envelopes, and the key the labels are stored under. */
export interface LabelsJobData extends LabelSheetRequest {
  key: string;
}

/**
 * Where a set of envelopes' labels is kept: by the hash of the envelopes and the sheet's
 * layout, so downloading the same run again renders nothing, and a run that changed (an order
 * released, a file made) gets labels of its own. Under `rendering/print/`, never served publicly.
 */
export function labelsKey(req: LabelSheetRequest, layout: unknown): string {
  const hash = createHash('sha256')
    .update(JSON.stringify([layout, req.envelopes]))
    .digest('hex')
    .slice(0, 20);
  return `rendering/print/labels/${req.date}-${hash}.pdf`;
}
