import { setTimeout as sleep } from 'node:timers/promises';
import { AssetReadRequest, CardInstanceUpdatedData, OrderPaidData, OrderReleasedData, ProductSize, type Actor, type AssetChunk, type EventEnvelope, type OrderPrintFile, type PrintFileRef } from '@cards/contracts';
import { AppError, applyOnce, assertSafeKey, conflict, notFound, type AssetStore, type JobQueue, type Logger } from '@cards/kit';
import type { DataSource } from 'typeorm';
import type { CardSource } from './card-source.js';
import { JOB_PRINT_PDF, JOB_THUMBNAIL, QUEUE, RENDER_ATTEMPTS, partsReady, printKey, renderHash, type PrintJobData } from './render-plan.js';

/** Asset prefixes the rendering service reads out for the BFF; print PDFs only via the owner-checked calls. */
const READABLE_PREFIXES = ['generation/artwork/', 'generation/photo-previews/', 'rendering/thumbnails/', 'catalog/previews/', 'rendering/print/'];

export interface RenderServiceDeps {
  ds: DataSource;
  schema: string;
  source: CardSource;
  queue: JobQueue;
  assets: AssetStore;
  log: Logger;
  /** How long a PDF request waits for a render it started before answering 503. */
  waitMs: number;
}

/**
 * Who waits decides the order: a PDF someone asked for is awaited on the request (first), a
 * thumbnail holds back an option from being ready (next), an order's print files have until
 * the print run (last).
 */
export const RENDER_PRIORITY = { onDemandPdf: undefined, thumbnail: 5, orderPdf: 10 } as const;
const jobOpts = (jobId: string, priority?: number) => ({ jobId, attempts: RENDER_ATTEMPTS, backoffMs: 500, priority });

/** Use cases of the rendering service that need no browser: answer calls, take events, queue jobs. */
export class RenderService {
  constructor(private readonly d: RenderServiceDeps) {}

  /** The print PDF of a card instance for its owner (or an admin); others get 404. */
  async instancePdf(actor: Actor, id: number, productId: number | null): Promise<PrintFileRef> {
    const data = await this.d.source.renderData(id).catch((e) => {
      if ((e as AppError).status === 404) throw notFound('card_instance_not_found', 'Card instance not found');
      throw e;
    });
    if (!actor.admin && actor.user_id !== data.user_id) throw notFound('card_instance_not_found', 'Card instance not found');
    if (data.status && data.status !== 'ready') throw conflict('card_instance_not_ready', 'The card is still being made; try again when it is ready');
    const product = await this.d.source.product(productId);
    const hash = renderHash('print_pdf', data, product, null);
    const key = printKey(data.id, hash);
    const filename = `card-${data.id}-${product.size}.pdf`;
    if (!(await this.d.assets.exists(key))) {
      const job: PrintJobData = { card_instance_id: data.id, product_id: product.id };
      const jobId = `pdf-${data.id}-${hash}`;
      await this.d.queue.add(QUEUE, JOB_PRINT_PDF, job, jobOpts(jobId));
      await this.d.queue.retry(QUEUE, jobId);
      if (!(await this.waitForAsset(key))) {
        throw new AppError(503, 'render_pending', 'The PDF is being made; try again in a moment', undefined, { 'Retry-After': '2' });
      }
    }
    return this.ref(key, filename);
  }

  async orderPrintFiles(orderId: number): Promise<OrderPrintFile[]> {
    const rows: Array<Omit<OrderPrintFile, 'download_path'>> = await this.d.ds.query(
      `SELECT line_id, card_instance_id, product_id, quantity, status, asset_key, error FROM "${this.d.schema}".order_print_files WHERE order_id = $1 ORDER BY position`, [orderId]);
    if (!rows.length) throw notFound('order_print_files_not_found', 'No print files for this order');
    return rows.map((r) => ({ ...r, download_path: r.asset_key ? `/admin/orders/${orderId}/print_files/${r.line_id}.pdf` : null }));
  }

  async orderPrintFile(orderId: number, lineId: number): Promise<PrintFileRef> {
    const rows: Array<{ status: string; asset_key: string | null; order_number: string }> = await this.d.ds.query(
      `SELECT f.status, f.asset_key, o.order_number FROM "${this.d.schema}".order_print_files f JOIN "${this.d.schema}".order_prints o USING (order_id)
       WHERE f.order_id = $1 AND f.line_id = $2`, [orderId, lineId]);
    const r = rows[0];
    if (!r) throw notFound('print_file_not_found', 'No print file for this order line');
    if (r.status !== 'ready' || !r.asset_key) throw conflict('print_file_not_ready', `The print file is ${r.status}`);
    return this.ref(r.asset_key, `order-${r.order_number}-line-${lineId}.pdf`);
  }

  /** One slice of a stored asset, for the BFF to stream (it decides which keys are public). */
  async readAsset(input: unknown): Promise<AssetChunk> {
    const req = AssetReadRequest.parse(input);
    try { assertSafeKey(req.key); } catch { throw notFound('asset_not_found', 'No such asset'); }
    if (!READABLE_PREFIXES.some((p) => req.key.startsWith(p))) throw notFound('asset_not_found', 'No such asset');
    const file = await this.d.assets.get(req.key);
    if (!file) throw notFound('asset_not_found', 'No such asset');
    const slice = file.body.subarray(req.offset, req.offset + req.length);
    return { key: req.key, content_type: file.contentType, size: file.body.length, offset: req.offset, data: slice.toString('base64') };
  }

  /**
   * An option's words and artwork are both ready (it becomes `ready` only once its thumbnail
   * exists): queue the thumbnail. Not again for the change the thumbnail itself made.
   */
  async onCardInstanceUpdated(env: EventEnvelope): Promise<void> {
    const data = CardInstanceUpdatedData.parse(env.data);
    if (!partsReady(data) || data.changed?.includes('thumbnail')) return;
    await applyOnce(this.d.ds, this.d.schema, 'rendering__generation_card_instance_updated', env.id, async () => {
      await this.d.queue.add(QUEUE, JOB_THUMBNAIL, { card_instance_id: data.card_instance_id }, jobOpts(`thumb-${data.card_instance_id}-${env.id}`, RENDER_PRIORITY.thumbnail));
    });
  }

  /** An order was paid: one print file per line, unless it is held for a later dispatch day. */
  async onOrderPaid(env: EventEnvelope): Promise<void> {
    const o = OrderPaidData.parse(env.data);
    if (o.held_until) return; // printed when it is released (onOrderReleased)
    await this.printOrder('rendering__cart_order_order_paid', env.id, o);
  }

  /** A held order reached its dispatch day: print it as any paid order. */
  async onOrderReleased(env: EventEnvelope): Promise<void> {
    await this.printOrder('rendering__cart_order_order_released', env.id, OrderReleasedData.parse(env.data));
  }

  /** One print file per line, each stamped with the order number and line; once per order whichever event asked. */
  private async printOrder(consumer: string, eventId: string, o: OrderReleasedData | OrderPaidData): Promise<void> {
    await applyOnce(this.d.ds, this.d.schema, consumer, eventId, async (m) => {
      const inserted: unknown[] = await m.query(
        `INSERT INTO "${this.d.schema}".order_prints (order_id, order_number, user_id, account_id) VALUES ($1,$2,$3,$4) ON CONFLICT DO NOTHING RETURNING order_id`,
        [o.order_id, o.number, o.user_id, o.account_id]);
      if (!inserted.length) return;
      for (const [i, line] of o.lines.entries()) {
        await m.query(
          `INSERT INTO "${this.d.schema}".order_print_files (order_id, line_id, position, card_instance_id, product_id, size, quantity) VALUES ($1,$2,$3,$4,$5,$6,$7)`,
          [o.order_id, line.line_id, i + 1, line.card_instance_id, line.product_id, line.size, line.quantity]);
      }
      for (const [i, line] of o.lines.entries()) {
        const job: PrintJobData = {
          card_instance_id: line.card_instance_id, product_id: line.product_id,
          order: { order_id: o.order_id, order_number: o.number, line_id: line.line_id, position: i + 1, lines: o.lines.length, quantity: line.quantity, size: ProductSize.safeParse(line.size).data ?? null },
        };
        await this.d.queue.add(QUEUE, JOB_PRINT_PDF, job, jobOpts(`order-${o.order_id}-${line.line_id}`, RENDER_PRIORITY.orderPdf));
      }
    });
  }

  private async ref(key: string, filename: string): Promise<PrintFileRef> {
    const s = await this.d.assets.stream(key);
    if (!s) throw notFound('print_file_not_found', 'The print file is missing');
    s.stream.destroy();
    return { asset_key: key, filename, content_type: 'application/pdf', size: s.size };
  }

  private async waitForAsset(key: string): Promise<boolean> {
    const until = Date.now() + this.d.waitMs;
    while (Date.now() < until) {
      if (await this.d.assets.exists(key)) return true;
      await sleep(100);
    }
    return this.d.assets.exists(key);
  }
}
