import { setTimeout as sleep } from 'node:timers/promises';
import {
  ProductSize, type Actor, type AssetChunk, type AssetReadRequest, type CardInstanceUpdatedData, type OrderPaidData, type OrderPrintFile, type OrderReleasedData, type PrintFileRef,
} from '@cards/contracts';
import { AppError, assertSafeKey, conflict, notFound, type AssetStore, type JobQueue, type Logger } from '@cards/kit';
import type { DataSource, EntityManager } from 'typeorm';
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
  async readAsset(req: Required<AssetReadRequest>): Promise<AssetChunk> {
    try { assertSafeKey(req.key); } catch { throw notFound('asset_not_found', 'No such asset'); }
    if (!READABLE_PREFIXES.some((p) => req.key.startsWith(p))) throw notFound('asset_not_found', 'No such asset');
    const file = await this.d.assets.get(req.key);
    if (!file) throw notFound('asset_not_found', 'No such asset');
    const slice = file.body.subarray(req.offset, req.offset + req.length);
    return { key: req.key, content_type: file.contentType, size: file.body.length, offset: req.offset, data: slice.toString('base64') };
  }

  /** Where this service's event consumers record what they applied. */
  get inbox(): { ds: DataSource; schema: string } {
    return { ds: this.d.ds, schema: this.d.schema };
  }

  /**
   * Whether an option's change asks for a thumbnail: its words and artwork are both ready (it
   * becomes `ready` only once its thumbnail exists), and it is not the change the thumbnail itself made.
   */
  static wantsThumbnail(data: CardInstanceUpdatedData): boolean {
    return partsReady(data) && !data.changed?.includes('thumbnail');
  }

  /** Queues an option's thumbnail; the job id (option and event) makes a repeat of the same event a no-op. */
  async queueThumbnail(cardInstanceId: number, eventId: string): Promise<void> {
    await this.d.queue.add(QUEUE, JOB_THUMBNAIL, { card_instance_id: cardInstanceId }, jobOpts(`thumb-${cardInstanceId}-${eventId}`, RENDER_PRIORITY.thumbnail));
  }

  /**
   * Records one print file per line of a paid order (or of a held order released on its
   * dispatch day), once per order whichever of the two events asked.
   */
  async recordOrderPrints(m: EntityManager, o: OrderReleasedData | OrderPaidData): Promise<void> {
    const inserted: unknown[] = await m.query(
      `INSERT INTO "${this.d.schema}".order_prints (order_id, order_number, user_id, account_id) VALUES ($1,$2,$3,$4) ON CONFLICT DO NOTHING RETURNING order_id`,
      [o.order_id, o.number, o.user_id, o.account_id]);
    if (!inserted.length) return;
    for (const [i, line] of o.lines.entries()) {
      await m.query(
        `INSERT INTO "${this.d.schema}".order_print_files (order_id, line_id, position, card_instance_id, product_id, size, quantity) VALUES ($1,$2,$3,$4,$5,$6,$7)`,
        [o.order_id, line.line_id, i + 1, line.card_instance_id, line.product_id, line.size, line.quantity]);
    }
  }

  /**
   * Queues the print job, stamped with the order number and line, of each of the order's files
   * still pending. Job ids are per line, so running this again (a redelivered event, the other
   * of paid/released) queues nothing twice.
   */
  async queueOrderPrints(orderId: number): Promise<void> {
    const files: Array<{ line_id: number; position: number; card_instance_id: number; product_id: number | null; size: string | null; quantity: number; order_number: string; lines: number }> = await this.d.ds.query(
      `SELECT f.line_id, f.position, f.card_instance_id, f.product_id, f.size, f.quantity, o.order_number,
              (SELECT count(*)::int FROM "${this.d.schema}".order_print_files a WHERE a.order_id = f.order_id) AS lines
       FROM "${this.d.schema}".order_print_files f JOIN "${this.d.schema}".order_prints o USING (order_id)
       WHERE f.order_id = $1 AND f.status = 'pending' ORDER BY f.position`, [orderId]);
    for (const f of files) {
      const job: PrintJobData = {
        card_instance_id: f.card_instance_id, product_id: f.product_id,
        order: { order_id: orderId, order_number: f.order_number, line_id: f.line_id, position: f.position, lines: f.lines, quantity: f.quantity, size: ProductSize.safeParse(f.size).data ?? null },
      };
      await this.d.queue.add(QUEUE, JOB_PRINT_PDF, job, jobOpts(`order-${orderId}-${f.line_id}`, RENDER_PRIORITY.orderPdf));
    }
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
