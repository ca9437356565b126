import { cardContent } from '@cards/card-layout';
import {
  RenderingEvents,
  THUMBNAIL_CONTENT_TYPE,
  thumbnailKeys,
  type CardInstanceRenderData,
  type PrintProduct,
  type ThumbnailSide,
  assetUrl,
} from '@cards/contracts';
import { countOf, type AssetStore, type Job, type Logger, type Outbox } from '@cards/kit';
import { Not, type DataSource, type EntityManager } from 'typeorm';
import { printDocument, thumbnailRequest, thumbnailShots } from '../../render/card-documents.js';
import type { PdfRenderer, ThumbnailRenderer } from '../../render/card-renderer.port.js';
import { labelSheetDocument } from '../../render/label-sheet.js';
import { stampPdf } from '../../render/pdf-stamp.js';
import { recipientPrintPdf } from '../../render/recipient-print.js';
import { loadPhotos, type CardSource } from './card-source.js';
import { ListSource } from './list-source.js';
import { OrderPrintFileEntity } from './order-print-file.entity.js';
import { OrderPrintEntity } from './order-print.entity.js';
import { RenderEntity, type RenderKind } from './render.entity.js';
import {
  FILE_ORDER,
  fileOf,
  JOB_LABELS,
  JOB_PRINT_PDF,
  JOB_THUMBNAIL,
  RENDER_ATTEMPTS,
  partsReady,
  printKey,
  renderHash,
  stampText,
  type LabelsJobData,
  type PrintJobData,
  type ThumbnailJobData,
} from './render-plan.js';

export interface RenderJobsDeps {
  ds: DataSource;
  outbox: Outbox;
  source: CardSource;
  assets: AssetStore;
  pdf: PdfRenderer;
  thumbnails: ThumbnailRenderer;
  /** Origin the browser reaches the API on, for thumbnail URLs. */
  publicApiUrl: string;
  log: Logger;
}

/**
 * Every page Chromium draws a card or a label sheet on, by what it was for: `thumbnail` (a
 * picture someone asked for), `pdf` (a customer's own download), `print` (an order's print file,
 * a line's or one recipient's), `labels`. A shopper's journey up to payment draws none.
 */
const chromiumRenders = countOf(
  'rendering_chromium_renders_total',
  'Documents the render worker had Chromium draw, by what they were for',
  ['kind'] as const,
);

/** A render just stored, as `record` keeps it. */
interface FinishedRender {
  kind: RenderKind;
  /** The hash of its inputs: the same inputs are the same render. */
  hash: string;
  key: string;
  /** What the event adds for a thumbnail: its public URLs. */
  extra?: { url?: string; inside_url?: string };
  /** More to write in the same transaction (an order line's file made ready). */
  also?: (m: EntityManager) => Promise<void>;
}

/**
 * The queue worker's side: renders what a job asks for unless a render of the same inputs
 * exists, stores it, and records it with its event in one transaction.
 */
export class RenderJobs {
  /** Customer PDFs being rendered in this process, by key. */
  private readonly rendering = new Map<string, Promise<Buffer | null>>();

  /** A list's card data and artwork, fetched once for all its people. */
  private readonly list: ListSource;

  constructor(private readonly d: RenderJobsDeps) {
    this.list = new ListSource(d.source);
  }

  async handle(job: Job): Promise<unknown> {
    if (job.name === JOB_THUMBNAIL) return this.thumbnail(job.data as ThumbnailJobData);
    if (job.name === JOB_PRINT_PDF) {
      const data = job.data as PrintJobData;
      try {
        return await this.printPdf(data);
      } catch (err) {
        if (data.order && job.attempt >= RENDER_ATTEMPTS) await this.markLineFailed(data, err);
        throw err;
      }
    }
    if (job.name === JOB_LABELS) return this.labels(job.data as LabelsJobData);
    throw new Error(`unknown rendering job ${job.name}`);
  }

  /** A print run's address labels, unless the same envelopes' labels are stored already. */
  private async labels({ key, ...req }: LabelsJobData) {
    if (!(await this.d.assets.exists(key))) {
      chromiumRenders({ kind: 'labels' });
      await this.d.assets.put(key, await this.d.pdf.renderPdf(labelSheetDocument(req)), 'application/pdf');
    }
    return { asset_key: key };
  }

  /**
   * Draws the picture of an option's version someone asked for (its front, or its inside
   * spread: each only when asked, since most pages show the front alone); an option changed
   * since has new keys, asked for by themselves.
   */
  private async thumbnail(job: ThumbnailJobData) {
    const data = await this.d.source.renderData(job.card_instance_id);
    if (!partsReady(data) || data.content_hash !== job.content_hash) return { skipped: 'changed' };
    const format = job.format ?? 'webp';
    const keys = thumbnailKeys(data.id, data.content_hash, format);
    const asked: ThumbnailSide[] = job.side ? [job.side] : ['inside', 'front'];
    const missing = (await Promise.all(asked.map(async (s) => ((await this.d.assets.exists(keys[s])) ? [] : [s])))).flat();
    if (missing.length) {
      const product = await this.d.source.product(null);
      const artwork = await this.d.source.artwork(data.artwork_asset_key);
      const photos = await loadPhotos(this.d.source, data.photos, 'preview');
      const request = thumbnailRequest({ content: cardContent(data), product, artwork, photos }, missing, format);
      chromiumRenders({ kind: 'thumbnail' });
      const shots = await this.d.thumbnails.renderThumbnails(request);
      for (const side of missing) await this.d.assets.put(keys[side], shots[side]!, THUMBNAIL_CONTENT_TYPE[format]);
    }
    const url = (k: string) => assetUrl(this.d.publicApiUrl, k);
    // One option's version: two options with the same words and artwork are still two pictures.
    for (const side of asked) {
      await this.record(data, {
        kind: 'thumbnail',
        hash: side === 'front' ? `${data.id}-${data.content_hash}` : `${data.id}-${data.content_hash}-inside`,
        key: keys[side],
        extra: { url: url(keys.front), inside_url: url(keys.inside) },
      });
    }
    return { asset_key: keys[asked[asked.length - 1]!] };
  }

  /**
   * The customer's print PDF of an option version on a product, rendered once and kept; an
   * order line's print file is that PDF with the order stamp added (no second render).
   */
  private async printPdf(job: PrintJobData) {
    // A list's people share one fetch of the card (ListSource); any other file reads it afresh.
    const data = job.order?.recipient
      ? await this.list.renderData(job.card_instance_id)
      : await this.d.source.renderData(job.card_instance_id);
    const product = await this.d.source.product(job.product_id, job.order?.size);
    if (job.order?.recipient) return this.recipientPdf(data, product, job);
    const plainHash = renderHash('print_pdf', data, product, null);
    const plainKey = printKey(data.id, plainHash);
    const rendered = await this.customerPdf(data, product, { key: plainKey, kind: job.order ? 'print' : 'pdf' });
    if (!job.order) {
      await this.record(data, { kind: 'print_pdf', hash: plainHash, key: plainKey });
      return { asset_key: plainKey };
    }
    const stamp = stampText(job.order, product);
    const hash = renderHash('print_pdf', data, product, stamp);
    const key = printKey(data.id, hash, job.order);
    if (!(await this.d.assets.exists(key))) {
      const bytes = rendered ?? (await this.d.assets.get(plainKey))!.body;
      await this.d.assets.put(key, await stampPdf(bytes, stamp, product), 'application/pdf');
    }
    await this.record(data, { kind: 'print_pdf', hash, key, also: (m) => this.completeLine(m, job, key) });
    return { asset_key: key };
  }

  /**
   * One printed recipient's file of a line sent to many: rendered with their greeting line and
   * stamped, unless an earlier attempt of this job stored it already (a retry after the store).
   */
  private async recipientPdf(data: CardInstanceRenderData, product: PrintProduct, job: PrintJobData) {
    const order = job.order!;
    const recipient = order.recipient!;
    const stamp = stampText(order, product);
    const hash = renderHash('print_pdf', data, product, `${stamp}\n${recipient.salutation}`);
    const key = printKey(data.id, hash, order);
    if (!(await this.d.assets.exists(key))) {
      const artwork = await this.list.artwork(data.artwork_asset_key);
      const photos = await loadPhotos(this.list, data.photos, 'print');
      chromiumRenders({ kind: 'print' });
      const bytes = await recipientPrintPdf(
        this.d.pdf,
        { content: cardContent(data), product, artwork, photos },
        { salutation: recipient.salutation, stamp },
      );
      await this.d.assets.put(key, bytes, 'application/pdf');
    }
    await this.record(data, { kind: 'print_pdf', hash, key, also: (m) => this.completeLine(m, job, key) });
    return { asset_key: key };
  }

  /**
   * Renders the customer's PDF unless it is kept; the bytes when it was rendered now. Jobs of
   * this process asking for the same one share the render.
   */
  private customerPdf(
    data: CardInstanceRenderData,
    product: PrintProduct,
    { key, kind }: { key: string; kind: 'print' | 'pdf' },
  ): Promise<Buffer | null> {
    let render = this.rendering.get(key);
    if (!render) {
      render = (async () => {
        if (await this.d.assets.exists(key)) return null;
        const artwork = await this.d.source.artwork(data.artwork_asset_key);
        const photos = await loadPhotos(this.d.source, data.photos, 'print');
        chromiumRenders({ kind });
        const doc = printDocument({ content: cardContent(data), product, artwork, photos });
        const front = await this.frontPictureKey(data, product);
        if (!front) {
          const bytes = await this.d.pdf.renderPdf(doc);
          await this.d.assets.put(key, bytes, 'application/pdf');
          return bytes;
        }
        const { pdf, pictures } = await this.d.pdf.renderPdfWithPictures(doc, thumbnailShots(product, ['front'], 'jpeg'));
        await this.d.assets.put(key, pdf, 'application/pdf');
        await this.d.assets.put(front, pictures.front!, THUMBNAIL_CONTENT_TYPE.jpeg);
        return pdf;
      })().finally(() => this.rendering.delete(key));
      this.rendering.set(key, render);
    }
    return render;
  }

  /**
   * Where the option's front thumbnail goes when it can be taken on the print's own page: the
   * picture the order's mail and the admin show, not drawn yet, of a card on the product
   * thumbnails are drawn on (the shop's A6). Taken there it costs a screenshot of a page already
   * laid out (the customer's print photos, scaled down, in place of their screen versions), where
   * a thumbnail job would load and lay the card out again. Not recorded as a render: nobody
   * watches a paid option's pictures change, and a request for it finds it stored.
   */
  private async frontPictureKey(data: CardInstanceRenderData, product: PrintProduct): Promise<string | null> {
    if (!partsReady(data)) return null;
    const shown = await this.d.source.product(null);
    const same = (['flat_width_mm', 'flat_height_mm', 'bleed_mm'] as const).every((k) => shown[k] === product[k]);
    const key = thumbnailKeys(data.id, data.content_hash, 'jpeg').front;
    return same && !(await this.d.assets.exists(key)) ? key : null;
  }

  /** Records a finished render and announces it, once per distinct render. */
  private async record(data: CardInstanceRenderData, render: FinishedRender) {
    const { kind, hash, key, extra = {}, also } = render;
    await this.d.ds.transaction(async (m) => {
      const size = (await this.d.assets.head(key))?.size ?? 0;
      // ON CONFLICT (kind, render_hash) DO NOTHING: a row back means this render is new.
      const inserted = await m
        .createQueryBuilder()
        .insert()
        .into(RenderEntity)
        .values({
          kind,
          card_instance_id: data.id,
          render_hash: hash,
          asset_key: key,
          content_hash: data.content_hash,
          size_bytes: size,
        })
        .orIgnore()
        .returning('id')
        .execute();
      if (inserted.raw.length) {
        await this.d.outbox.add(m, RenderingEvents.cardInstanceRendered, {
          card_instance_id: data.id,
          card_id: data.card_id,
          account_id: data.account_id,
          kind,
          asset_key: key,
          content_hash: data.content_hash,
          ...extra,
        });
      }
      await also?.(m);
    });
    await this.d.outbox.flush();
  }

  /**
   * Marks an order's file (a line's, or a recipient's) ready; the last one announces the whole
   * order as print-ready. A reprint is announced on its own: the order was print-ready already.
   */
  private async completeLine(m: EntityManager, job: PrintJobData, key: string) {
    const o = job.order!;
    // Locked, so the last two files finishing together cannot both (or neither) announce the order.
    const order = await m.findOne(OrderPrintEntity, { where: { order_id: o.order_id }, lock: { mode: 'pessimistic_write' } });
    if (!order) return;
    const done = await m.update(
      OrderPrintFileEntity,
      { ...fileOf(job), status: Not('ready') },
      { status: 'ready', asset_key: key, error: null },
    );
    if (o.reprint) {
      // Once per file: a job run again after the file was marked ready announces nothing.
      if (done.affected)
        await this.d.outbox.add(m, RenderingEvents.reprintReady, {
          order_id: o.order_id,
          problem_id: o.reprint,
          reprint_key: `reprint-${o.reprint}`,
          asset_key: key,
        });
      return;
    }
    const files = await m.find(OrderPrintFileEntity, { where: { order_id: o.order_id, reprint_of: 0 }, order: FILE_ORDER });
    if (order.ready_at || files.some((f) => f.status !== 'ready')) return;
    await m.update(OrderPrintEntity, { order_id: o.order_id }, { ready_at: () => 'now()' });
    await this.d.outbox.add(m, RenderingEvents.orderPrintReady, {
      order_id: o.order_id,
      order_number: order.order_number,
      files: files.map((f) => ({ line_id: f.line_id, recipient_id: f.recipient_id || null, asset_key: f.asset_key! })),
    });
    this.d.log.info({ orderId: o.order_id, files: files.length }, 'order print files ready');
  }

  private async markLineFailed(job: PrintJobData, err: unknown) {
    await this.d.ds
      .getRepository(OrderPrintFileEntity)
      .update(fileOf(job), { status: 'failed', error: String((err as Error)?.message ?? err).slice(0, 500) })
      .catch(() => undefined);
  }
}
