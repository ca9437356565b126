import {
  ProductSize,
  type Actor,
  type AssetChunk,
  type AssetReadRequest,
  type CardInstanceUpdatedData,
  type OrderPaidData,
  type OrderPrintFile,
  type OrderReleasedData,
  type PrintFileRef,
} from '@cards/contracts';
import { AppError, assertSafeKey, conflict, notFound, type AssetStore, type JobQueue, type Logger } from '@cards/kit';
import type { DataSource, EntityManager } from 'typeorm';
import type { CardSource } from './card-source.js';
import { OrderPrintEntity, OrderPrintFileEntity } from './render.entities.js';
import {
  JOB_PRINT_PDF,
  JOB_THUMBNAIL,
  QUEUE,
  RENDER_ATTEMPTS,
  partsReady,
  printKey,
  renderHash,
  type PrintJobData,
} from './render-plan.js';

/** Asset prefixes the rendering service reads out for the BFF; print PDFs only via the owner-checked calls. */
const READABLE_PREFIXES = [
  'generation/artwork/',
  'generation/photo-previews/',
  'rendering/thumbnails/',
  'catalog/previews/',
  'rendering/print/',
];

export interface RenderServiceDeps {
  ds: DataSource;
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

  private get orders() {
    return this.d.ds.getRepository(OrderPrintEntity);
  }
  private get files() {
    return this.d.ds.getRepository(OrderPrintFileEntity);
  }

  /** The print PDF of a card instance for its owner (or an admin); others get 404. */
  async instancePdf(actor: Actor, id: number, productId: number | null): Promise<PrintFileRef> {
    const data = await this.d.source.renderData(id).catch((e) => {
      if ((e as AppError).status === 404) throw notFound('card_instance_not_found', 'Card instance not found');
      throw e;
    });
    if (!actor.admin && actor.user_id !== data.user_id) throw notFound('card_instance_not_found', 'Card instance not found');
    if (data.status && data.status !== 'ready')
      throw conflict('card_instance_not_ready', 'The card is still being made; try again when it is ready');
    const product = await this.d.source.product(productId);
    const hash = renderHash('print_pdf', data, product, null);
    const key = printKey(data.id, hash);
    const filename = `card-${data.id}-${product.size}.pdf`;
    if (!(await this.d.assets.exists(key))) {
      const job: PrintJobData = { card_instance_id: data.id, product_id: product.id };
      const jobId = `pdf-${data.id}-${hash}`;
      await this.d.queue.add(QUEUE, JOB_PRINT_PDF, job, jobOpts(jobId));
      await this.d.queue.retry(QUEUE, jobId);
      // Told by the queue when the render ends; the file decides, since a job that completed
      // earlier may have been made for a file since removed.
      await this.d.queue.waitUntilFinished(QUEUE, jobId, this.d.waitMs);
      if (!(await this.d.assets.exists(key))) {
        throw new AppError(503, 'render_pending', 'The PDF is being made; try again in a moment', undefined, { 'Retry-After': '2' });
      }
    }
    return this.ref(key, filename);
  }

  async orderPrintFiles(orderId: number): Promise<OrderPrintFile[]> {
    const files = await this.files.find({ where: { order_id: orderId }, order: { position: 'ASC' } });
    if (!files.length) throw notFound('order_print_files_not_found', 'No print files for this order');
    return files.map((f) => ({
      line_id: f.line_id,
      card_instance_id: f.card_instance_id,
      product_id: f.product_id,
      quantity: f.quantity,
      status: f.status,
      asset_key: f.asset_key,
      error: f.error,
      download_path: f.asset_key ? `/admin/orders/${orderId}/print_files/${f.line_id}.pdf` : null,
    }));
  }

  async orderPrintFile(orderId: number, lineId: number): Promise<PrintFileRef> {
    const file = await this.files.findOneBy({ order_id: orderId, line_id: lineId });
    const order = file && (await this.orders.findOneBy({ order_id: orderId }));
    if (!file || !order) throw notFound('print_file_not_found', 'No print file for this order line');
    if (file.status !== 'ready' || !file.asset_key) throw conflict('print_file_not_ready', `The print file is ${file.status}`);
    return this.ref(file.asset_key, `order-${order.order_number}-line-${lineId}.pdf`);
  }

  /** One slice of a stored asset, for the BFF to stream (it decides which keys are public). */
  async readAsset(req: Required<AssetReadRequest>): Promise<AssetChunk> {
    try {
      assertSafeKey(req.key);
    } catch {
      throw notFound('asset_not_found', 'No such asset');
    }
    if (!READABLE_PREFIXES.some((p) => req.key.startsWith(p))) throw notFound('asset_not_found', 'No such asset');
    const file = await this.d.assets.get(req.key);
    if (!file) throw notFound('asset_not_found', 'No such asset');
    const slice = file.body.subarray(req.offset, req.offset + req.length);
    return { key: req.key, content_type: file.contentType, size: file.body.length, offset: req.offset, data: slice.toString('base64') };
  }

  /** Where this service's event consumers record what they applied. */
  get inbox(): DataSource {
    return this.d.ds;
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
    await this.d.queue.add(
      QUEUE,
      JOB_THUMBNAIL,
      { card_instance_id: cardInstanceId },
      jobOpts(`thumb-${cardInstanceId}-${eventId}`, RENDER_PRIORITY.thumbnail),
    );
  }

  /**
   * Records one print file per line of a paid order (or of a held order released on its
   * dispatch day), once per order whichever of the two events asked.
   */
  async recordOrderPrints(m: EntityManager, o: OrderReleasedData | OrderPaidData): Promise<void> {
    // ON CONFLICT DO NOTHING: only the first of the two events gets a row back and adds the files.
    const inserted = await m
      .createQueryBuilder()
      .insert()
      .into(OrderPrintEntity)
      .values({ order_id: o.order_id, order_number: o.number, user_id: o.user_id, account_id: o.account_id })
      .orIgnore()
      .returning('order_id')
      .execute();
    if (!inserted.raw.length || !o.lines.length) return;
    await m.insert(
      OrderPrintFileEntity,
      o.lines.map((line, i) => ({
        order_id: o.order_id,
        line_id: line.line_id,
        position: i + 1,
        card_instance_id: line.card_instance_id,
        product_id: line.product_id,
        size: line.size,
        quantity: line.quantity,
      })),
    );
  }

  /**
   * Queues the print job, stamped with the order number and line, of each of the order's files
   * still pending. Job ids are per line, so running this again (a redelivered event, the other
   * of paid/released) queues nothing twice.
   */
  async queueOrderPrints(orderId: number): Promise<void> {
    const order = await this.orders.findOneBy({ order_id: orderId });
    if (!order) return;
    const files = await this.files.find({ where: { order_id: orderId }, order: { position: 'ASC' } });
    for (const f of files.filter((x) => x.status === 'pending')) {
      const job: PrintJobData = {
        card_instance_id: f.card_instance_id,
        product_id: f.product_id,
        order: {
          order_id: orderId,
          order_number: order.order_number,
          line_id: f.line_id,
          position: f.position,
          lines: files.length,
          quantity: f.quantity,
          size: ProductSize.safeParse(f.size).data ?? null,
        },
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
}
