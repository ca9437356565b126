import {
  parseThumbnailKey,
  thumbnailKeys,
  type Actor,
  type CardProblemResolvedData,
  type OrderPaidData,
  type OrderPrintFile,
  type OrderReleasedData,
  type PostalAddress,
  type PrintFileRef,
  type ReprintFile,
  type LabelSheetReply,
  type LabelSheetRequest,
  type ThumbnailDrawReply,
  ukDayOf,
} from '@cards/contracts';
import { AppError, conflict, notFound, type AssetStore, type JobQueue, type Logger } from '@cards/kit';
import type { DataSource, EntityManager } from 'typeorm';
import type { CardSource } from './card-source.js';
import { OrderPrintFileEntity } from './order-print-file.entity.js';
import { OrderPrintEntity } from './order-print.entity.js';
import {
  FILE_ORDER,
  JOB_LABELS,
  JOB_PRINT_PDF,
  JOB_THUMBNAIL,
  PRINT_QUEUE,
  QUEUE,
  RENDER_ATTEMPTS,
  labelsKey,
  partsReady,
  printJobId,
  printKey,
  renderHash,
  type LabelsJobData,
  type PrintJobData,
  type ThumbnailJobData,
} from './render-plan.js';
import { LABEL_SHEET } from '../../render/label-sheet.js';
import { countBy, printPlan, toPrintFile } from './order-files.js';

export interface RenderServiceDeps {
  ds: DataSource;
  source: CardSource;
  queue: JobQueue;
  assets: AssetStore;
  log: Logger;
  /** How long a PDF request waits for a render it started before answering 503. */
  waitMs: number;
  /** How long the first request for a thumbnail waits for it before the BFF answers a placeholder. */
  thumbnailWaitMs: number;
}

const jobOpts = (jobId: string) => ({ jobId, attempts: RENDER_ATTEMPTS, backoffMs: 500 });

/** Use cases of the rendering service that need no browser: answer calls, take events, queue jobs. */
export class RenderService {
  /** Thumbnail requests being answered in this process, by key: twenty at once share one. */
  private readonly drawing = new Map<string, Promise<ThumbnailDrawReply>>();

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
        throw new AppError(503, 'render_pending', 'The PDF is being made; try again in a moment').withHeaders({ 'Retry-After': '2' });
      }
    }
    return this.ref(key, filename);
  }

  /** None yet is an empty list: a held order's files are made on release, a paid one's a moment after payment. */
  async orderPrintFiles(orderId: number): Promise<OrderPrintFile[]> {
    const files = await this.files.find({ where: { order_id: orderId }, order: FILE_ORDER });
    return files.map(toPrintFile);
  }

  /** The reprints of a UK print day, in the order they were asked for: that day's print run takes them up. */
  async reprintFiles(date: string): Promise<ReprintFile[]> {
    const files = await this.files
      .createQueryBuilder('f')
      .where('f.reprint_of > 0')
      .andWhere('f.print_day = :date', { date })
      .orderBy('f.reprint_of', 'ASC')
      .getMany();
    return files.map((f) => ({ order_id: f.order_id, ...toPrintFile(f) }));
  }

  /** A line's own print file; a line sent to many has none of its own, only its recipients'. */
  async orderPrintFile(orderId: number, lineId: number): Promise<PrintFileRef> {
    const file = await this.files.findOneBy({ order_id: orderId, line_id: lineId, recipient_id: 0, reprint_of: 0 });
    if (!file && (await this.files.existsBy({ order_id: orderId, line_id: lineId })))
      throw notFound(
        'print_file_not_found',
        `Line ${lineId} is printed per recipient: download each recipient's file from the order's list`,
      );
    return this.readyFile(orderId, file, `line-${lineId}`);
  }

  /** One printed recipient's file of a line sent to many. */
  async orderRecipientPrintFile(orderId: number, lineId: number, recipientId: number): Promise<PrintFileRef> {
    const file = await this.files.findOneBy({ order_id: orderId, line_id: lineId, recipient_id: recipientId, reprint_of: 0 });
    return this.readyFile(orderId, file, `line-${lineId}-recipient-${recipientId}`);
  }

  /** A reported card's reprint. */
  async orderReprintFile(orderId: number, problemId: number): Promise<PrintFileRef> {
    const file = await this.files.findOneBy({ order_id: orderId, reprint_of: problemId });
    return this.readyFile(orderId, file, `reprint-${problemId}`);
  }

  private async readyFile(orderId: number, file: OrderPrintFileEntity | null, name: string): Promise<PrintFileRef> {
    const order = file && (await this.orders.findOneBy({ order_id: orderId }));
    if (!file || !order) throw notFound('print_file_not_found', 'No print file for this order line');
    if (file.status !== 'ready' || !file.asset_key) throw conflict('print_file_not_ready', `The print file is ${file.status}`);
    return this.ref(file.asset_key, `order-${order.order_number}-${name}.pdf`);
  }

  /**
   * A print run's address labels as A4 sheets: rendered by a worker (the browser is there) the
   * first time these envelopes are asked for, then kept; a render not done in time is a 503 the
   * print team tries again, as a customer's PDF is.
   */
  async labelSheet(req: LabelSheetRequest): Promise<LabelSheetReply> {
    const key = labelsKey(req, LABEL_SHEET);
    const sheets = Math.ceil(req.envelopes.length / LABEL_SHEET.perSheet);
    if (await this.d.assets.exists(key)) return { asset_key: key, sheets };
    const jobId = `labels-${key.slice(key.lastIndexOf('/') + 1, -4)}`;
    await this.d.queue.add(QUEUE, JOB_LABELS, { ...req, key } satisfies LabelsJobData, jobOpts(jobId));
    await this.d.queue.retry(QUEUE, jobId);
    await this.d.queue.waitUntilFinished(QUEUE, jobId, this.d.waitMs);
    if (!(await this.d.assets.exists(key)))
      throw new AppError(503, 'render_pending', 'The address labels are being made; try again in a moment').withHeaders({
        'Retry-After': '2',
      });
    return { asset_key: key, sheets };
  }

  /** Where this service's event consumers record what they applied. */
  get inbox(): DataSource {
    return this.d.ds;
  }

  /**
   * A thumbnail nobody has drawn yet was asked for: draws it if the key names the current
   * version of an option whose words and artwork exist, once however many ask (requests in this
   * process share one answer, and the job id is the key, so replicas share one job), and waits
   * a moment for it. A failed drawing is tried again by the next request.
   */
  drawThumbnail(key: string): Promise<ThumbnailDrawReply> {
    let answer = this.drawing.get(key);
    if (!answer) {
      answer = this.draw(key).finally(() => this.drawing.delete(key));
      this.drawing.set(key, answer);
    }
    return answer;
  }

  private async draw(key: string): Promise<ThumbnailDrawReply> {
    const named = parseThumbnailKey(key);
    if (!named) return { status: 'unknown' };
    if (await this.d.assets.exists(key)) return { status: 'ready' };
    const data = await this.d.source.renderData(named.card_instance_id).catch((e) => {
      if ((e as AppError).status === 404) return null;
      throw e;
    });
    if (!data || !partsReady(data) || thumbnailKeys(data.id, data.content_hash, named.format)[named.side] !== key)
      return { status: 'unknown' };
    const jobId = `thumb-${data.id}-${named.version}-${named.side}-${named.format}`;
    await this.d.queue.add(
      QUEUE,
      JOB_THUMBNAIL,
      { card_instance_id: data.id, content_hash: data.content_hash, side: named.side, format: named.format } satisfies ThumbnailJobData,
      jobOpts(jobId),
    );
    // A job that used all its attempts stays failed under its id: this request starts it again.
    await this.d.queue.retry(QUEUE, jobId);
    await this.d.queue.waitUntilFinished(QUEUE, jobId, this.d.thumbnailWaitMs);
    return (await this.d.assets.exists(key)) ? { status: 'ready' } : { status: 'drawing' };
  }

  /**
   * Records the print files of a paid order (or of a held order released on its dispatch day),
   * once per order whichever of the two events asked: one per line, or for a line sent to many
   * one per recipient it is posted to (e-card recipients get their card by mail, not in print).
   */
  async recordOrderPrints(m: EntityManager, o: OrderReleasedData | OrderPaidData): Promise<void> {
    // ON CONFLICT DO NOTHING: the order is recorded once. A list whose people have days of their
    // own is released again on each later day with only that day's people: their files are
    // added (a file already recorded is left as it is), and the order is print-ready again once
    // they are made.
    await m
      .createQueryBuilder()
      .insert()
      .into(OrderPrintEntity)
      .values({ order_id: o.order_id, order_number: o.number, user_id: o.user_id, account_id: o.account_id })
      .orIgnore()
      .execute();
    // A later day's people come after the line's earlier ones ("4 of 30"), on the line's own place.
    const earlier = await m.find(OrderPrintFileEntity, {
      select: { line_id: true, position: true },
      where: { order_id: o.order_id, reprint_of: 0 },
    });
    const placed = new Map(earlier.map((f) => [f.line_id, f.position]));
    const already = countBy(earlier, (f) => f.line_id);
    // A line whose recipients all get e-cards has nothing to print; "line k of n" counts the printed lines.
    const printed = o.lines.filter((line) => !line.recipients.length || line.recipients.some((r) => r.channel === 'post'));
    const files = printed.flatMap((line, i) => {
      const file = {
        order_id: o.order_id,
        line_id: line.line_id,
        position: placed.get(line.line_id) ?? i + 1,
        card_instance_id: line.card_instance_id,
        product_id: line.product_id,
        size: line.size,
        quantity: line.quantity,
      };
      if (!line.recipients.length) return [file];
      return line.recipients
        .filter((r) => r.channel === 'post')
        .map((r, k) => ({
          ...file,
          quantity: 1,
          recipient_id: r.recipient_id,
          recipient_name: r.name,
          salutation: r.salutation,
          recipient_position: (already.get(line.line_id) ?? 0) + k + 1,
        }));
    });
    if (!files.length) return;
    // In slices: a mailing of a few hundred recipients stays well under Postgres's parameter limit.
    let added = 0;
    for (let i = 0; i < files.length; i += 500)
      added += (
        await m
          .createQueryBuilder()
          .insert()
          .into(OrderPrintFileEntity)
          .values(files.slice(i, i + 500))
          .orIgnore()
          .returning('order_id')
          .execute()
      ).raw.length;
    if (added) await m.update(OrderPrintEntity, { order_id: o.order_id }, { ready_at: null });
  }

  /**
   * Queues the print job, stamped with the order number and line (and recipient), of each of the
   * order's files still pending. Job ids are per file, so running this again (a redelivered
   * event, the other of paid/released) queues nothing twice.
   */
  async queueOrderPrints(orderId: number): Promise<void> {
    const order = await this.orders.findOneBy({ order_id: orderId });
    if (!order) return;
    const files = await this.files.find({ where: { order_id: orderId, reprint_of: 0 }, order: FILE_ORDER });
    const plan = printPlan(order, files);
    for (const f of files.filter((x) => x.status === 'pending'))
      await this.d.queue.add(PRINT_QUEUE, JOB_PRINT_PDF, plan(f), jobOpts(printJobId(f)));
  }

  /**
   * Records the reprint an admin asked for in answer to a report: one new file for that person
   * (or for a line's single card, one copy), the same card and greeting as the file it replaces,
   * to the corrected address when one was given. Keyed by the report, so an answer's event
   * delivered twice records one file.
   */
  async recordReprint(m: EntityManager, e: CardProblemResolvedData): Promise<void> {
    await m
      .createQueryBuilder()
      .insert()
      .into(OrderPrintEntity)
      .values({ order_id: e.order_id, order_number: e.number, user_id: e.user_id, account_id: null })
      .orIgnore()
      .execute();
    const recipientId = e.recipient_id ?? 0;
    const original = await m.findOneBy(OrderPrintFileEntity, {
      order_id: e.order_id,
      line_id: e.line_id,
      recipient_id: recipientId,
      reprint_of: 0,
    });
    await m
      .createQueryBuilder()
      .insert()
      .into(OrderPrintFileEntity)
      .values({
        order_id: e.order_id,
        line_id: e.line_id,
        recipient_id: recipientId,
        reprint_of: e.problem_id,
        recipient_name: recipientId ? e.person : null,
        salutation: recipientId ? (original?.salutation ?? e.salutation) : null,
        recipient_position: original?.recipient_position ?? (recipientId ? 1 : null),
        position: original?.position ?? 1,
        card_instance_id: e.card_instance_id,
        product_id: e.product_id,
        size: e.size,
        quantity: 1,
        address: (e.address as PostalAddress | null) ?? null,
        // An answer written before print days were sent is printed on the day it arrives.
        print_day: e.print_day ?? ukDayOf(new Date()),
      })
      .orIgnore()
      .execute();
  }

  /** Queues a recorded reprint's print job, stamped as the file it replaces and as a reprint; once per report. */
  async queueReprint(orderId: number, problemId: number): Promise<void> {
    const order = await this.orders.findOneBy({ order_id: orderId });
    const file = await this.files.findOneBy({ order_id: orderId, reprint_of: problemId });
    if (!order || file?.status !== 'pending') return;
    const files = await this.files.find({ where: { order_id: orderId, reprint_of: 0 }, order: FILE_ORDER });
    await this.d.queue.add(PRINT_QUEUE, JOB_PRINT_PDF, printPlan(order, files)(file), jobOpts(printJobId(file)));
  }

  private async ref(key: string, filename: string): Promise<PrintFileRef> {
    const s = await this.d.assets.head(key);
    if (!s) throw notFound('print_file_not_found', 'The print file is missing');
    return { asset_key: key, filename, content_type: 'application/pdf', size: s.size };
  }
}
